/** Why a worker task did not give a result. Each code has a translated message under `tools:ui.worker.*`. */
export type WorkerErrorCode =
  /** The task was cancelled (by the user, or by a newer task that replaced it). */
  | 'cancelled'
  /** The worker's script could not be loaded (network, CSP, a syntax error in an old cached file). */
  | 'load'
  /** The worker died while working (out of memory, an uncaught error). */
  | 'crashed'
  /** The task's handler threw: a bug, since tools return their own typed errors as results. */
  | 'failed';

export class WorkerTaskError extends Error {
  readonly code: WorkerErrorCode;
  /** What the engine said, for the console; never shown untranslated. */
  readonly detail: string;

  constructor(code: WorkerErrorCode, detail = '') {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'WorkerTaskError';
    this.code = code;
    this.detail = detail;
  }
}

export const isCancelled = (err: unknown): boolean => err instanceof WorkerTaskError && err.code === 'cancelled';

/** The code of any error a worker task rejected with (`failed` for anything else). Islands show it with
 * `useToolT(slug).workerError(err)`, which reads `tools:ui.worker.<code>`. */
export function workerErrorCode(err: unknown): WorkerErrorCode {
  return err instanceof WorkerTaskError ? err.code : 'failed';
}
