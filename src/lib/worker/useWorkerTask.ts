/**
 * A worker client for one React component, with the state a tool shows: busy, the latest progress report and
 * the latest error. `run` is for "the newest input wins" work (format as you type, diff on change): starting
 * a run makes earlier runs' results irrelevant, so they resolve to `undefined`, as do cancelled and failed runs
 * (the failure is in `error`). For batches where every file's result matters, call `client.request` directly.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WorkerClient, type RequestOptions, type WorkerClientOptions } from './client';
import { WorkerTaskError } from './errors';
import type { ProgressOf, Protocol, ReqOf, ResOf, TaskName } from './protocol';

export interface UseWorkerTaskOptions extends WorkerClientOptions {
  /** Start the worker when the component mounts instead of on the first request. */
  eager?: boolean;
}

export interface RunOptions<Progress> extends Omit<RequestOptions<Progress>, 'signal'> {
  /**
   * Cancel what the worker is still doing first (restarting it), rather than queue behind it: for long
   * tasks whose older results nobody will look at. Requests made through `client` are cancelled too.
   */
  replace?: boolean;
}

export interface WorkerTask<P extends Protocol<P>> {
  client: WorkerClient<P>;
  run<K extends TaskName<P>>(
    type: K,
    payload: ReqOf<P, K>,
    options?: RunOptions<ProgressOf<P, K>>,
  ): Promise<ResOf<P, K> | undefined>;
  /** Cancels the worker's work; the running task ends without a result and without an error. */
  cancel(): void;
  busy: boolean;
  progress: ProgressOf<P, TaskName<P>> | null;
  error: WorkerTaskError | null;
}

export function useWorkerTask<P extends Protocol<P>>(
  create: () => Worker,
  options: UseWorkerTaskOptions = {},
): WorkerTask<P> {
  const clientRef = useRef<WorkerClient<P> | null>(null);
  clientRef.current ??= new WorkerClient<P>(create, options);
  const client = clientRef.current;
  const latest = useRef(0);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ProgressOf<P, TaskName<P>> | null>(null);
  const [error, setError] = useState<WorkerTaskError | null>(null);
  const eager = options.eager ?? false;

  useEffect(() => {
    if (eager) client.start();
    return () => client.dispose();
  }, [client, eager]);

  const run = useCallback(
    async <K extends TaskName<P>>(
      type: K,
      payload: ReqOf<P, K>,
      { replace = false, ...opts }: RunOptions<ProgressOf<P, K>> = {},
    ): Promise<ResOf<P, K> | undefined> => {
      const ticket = ++latest.current;
      if (replace && client.busy) client.cancel();
      setBusy(true);
      setProgress(null);
      setError(null);
      try {
        const value = await client.request(type, payload, {
          ...opts,
          onProgress: (p) => {
            if (ticket === latest.current) setProgress(p as ProgressOf<P, TaskName<P>>);
            opts.onProgress?.(p);
          },
        });
        return ticket === latest.current ? value : undefined;
      } catch (err) {
        const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        if (ticket === latest.current && e.code !== 'cancelled') setError(e);
        return undefined;
      } finally {
        if (ticket === latest.current) setBusy(false);
      }
    },
    [client],
  );

  const cancel = useCallback(() => {
    latest.current++;
    client.cancel();
    setBusy(false);
    setProgress(null);
  }, [client]);

  return { client, run, cancel, busy, progress, error };
}
