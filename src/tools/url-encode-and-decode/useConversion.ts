/**
 * The converter's result for the current input: short inputs convert on the main thread as you type; longer
 * ones go to the worker after a short pause in typing, the newest input replacing whatever the worker is still
 * doing. A worker that cannot load or dies gives `error` (translated with workerErrorKey); the input is untouched.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWorkerTask, type WorkerTaskError } from '../../lib/worker';
import { run, type Outcome } from './logic';
import type { ConvertRequest, UrlProtocol } from './protocol';

/** Inputs up to this length convert on the main thread as you type; longer ones go to a worker. */
export const LIVE_LIMIT = 100_000;
/** Pause in typing before a long input is sent to the worker, ms. */
export const WORKER_DEBOUNCE_MS = 250;

export interface Conversion {
  /** The result for exactly the current input and settings; null while the worker works or after a failure. */
  outcome: Outcome | null;
  /** The worker is converting the current input. */
  working: boolean;
  /** Why the worker gave no result for the current input. */
  error: WorkerTaskError | null;
}

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

export function useConversion(
  { text, direction, mode, batch }: ConvertRequest,
  create: () => Worker = createWorker,
): Conversion {
  const live = text.length <= LIVE_LIMIT;
  const liveOutcome = useMemo(
    () => (live ? run(text, direction, mode, batch) : null),
    [live, text, direction, mode, batch],
  );

  const task = useWorkerTask<UrlProtocol>(create, { name: 'url-encode-and-decode', idleMs: 60_000 });
  const { run: runTask, cancel } = task;
  const [asked, setAsked] = useState<ConvertRequest | null>(null);
  const [done, setDone] = useState<{ src: ConvertRequest; outcome: Outcome } | null>(null);
  useEffect(() => {
    if (live) return undefined;
    const src: ConvertRequest = { text, direction, mode, batch };
    const timer = window.setTimeout(() => {
      setAsked(src);
      void runTask('convert', src, { replace: true }).then((outcome) => {
        if (outcome) setDone({ src, outcome });
      });
    }, WORKER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [live, text, direction, mode, batch, runTask]);
  // Back to a short input: nothing the worker is still doing is wanted.
  useEffect(() => {
    if (live) cancel();
  }, [live, cancel]);

  const current = (src: ConvertRequest | null | undefined): boolean =>
    !!src && src.text === text && src.direction === direction && src.mode === mode && src.batch === batch;
  const outcome = live ? liveOutcome : current(done?.src) ? done!.outcome : null;
  const error = !live && !outcome && task.error && current(asked) ? task.error : null;

  useLogFailures(outcome, `${direction} (${mode})`);
  return { outcome, working: !live && !outcome && !error, error };
}

/** Logs conversion errors with detail, once per distinct error. */
function useLogFailures(outcome: Outcome | null, what: string): void {
  const logged = useRef('');
  const single = outcome && !outcome.batch && !outcome.result.ok ? outcome.result.error : null;
  const batch = outcome?.batch && outcome.result.errorCount ? outcome.result : null;
  useEffect(() => {
    const sig = single ? JSON.stringify(single) : batch ? `${batch.errorCount}:${JSON.stringify(batch.errors[0])}` : '';
    if (sig && sig !== logged.current) {
      console.warn(`[url-encode-and-decode] ${what} failed`, single ?? batch?.errors.slice(0, 10));
    }
    logged.current = sig;
  }, [single, batch, what]);
}
