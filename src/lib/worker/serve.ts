/**
 * The worker side of `WorkerClient`: call `serve` once at the top of a worker module with a handler per task.
 * Handlers run one at a time, in the order requests arrive (wasm engines such as qpdf are not re-entrant).
 * A handler returns its result (or a promise of it); whatever it throws reaches the island as a `failed`
 * error, logged here with its stack. Results the tool knows how to fail with should be values, not throws.
 */
import type { Protocol, ProgressOf, ReqOf, ResOf, TaskName, WireRequest, WireResponse } from './protocol';

export interface TaskContext<Progress> {
  /** Sends a progress report for this task (the island's `onProgress` receives it). */
  progress(value: Progress, transfer?: Transferable[]): void;
  /** Marks buffers in the result to be transferred instead of copied. */
  transfer(...items: Transferable[]): void;
}

export type Handlers<P extends Protocol<P>> = {
  [K in TaskName<P>]: (payload: ReqOf<P, K>, ctx: TaskContext<ProgressOf<P, K>>) => ResOf<P, K> | Promise<ResOf<P, K>>;
};

/** The part of a dedicated worker's global scope `serve` uses (a fake in tests). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent<WireRequest>) => void) | null;
  postMessage(message: WireResponse, transfer?: Transferable[]): void;
}

export function serve<P extends Protocol<P>>(
  handlers: Handlers<P>,
  scope: WorkerScope = self as unknown as WorkerScope,
): void {
  let queue: Promise<void> = Promise.resolve();

  const run = async ({ id, type, payload }: WireRequest): Promise<void> => {
    const handler = (handlers as Record<string, Handlers<P>[TaskName<P>] | undefined>)[type];
    if (!handler) {
      scope.postMessage({ kind: 'error', id, message: `unknown task ${type}` });
      return;
    }
    const transfer: Transferable[] = [];
    const ctx: TaskContext<unknown> = {
      progress: (value, list = []) => scope.postMessage({ kind: 'progress', id, value }, list),
      transfer: (...items) => transfer.push(...items),
    };
    try {
      // The handler's payload type is P[K]'s; the wire carries it untyped.
      const value = await (handler as (p: unknown, c: TaskContext<unknown>) => unknown)(payload, ctx);
      scope.postMessage({ kind: 'result', id, value }, transfer);
    } catch (err) {
      console.error(`worker task ${type} failed`, err);
      scope.postMessage({ kind: 'error', id, message: err instanceof Error ? err.message : String(err) });
    }
  };

  scope.onmessage = (event) => {
    const req = event.data;
    queue = queue.then(() => run(req));
  };
  scope.postMessage({ kind: 'ready' });
}
