/// <reference lib="webworker" />
/** Converts large inputs off the main thread; strings in, strings and small error records out. */
import { run, type Direction, type Outcome, type UrlMode } from './logic';

export interface UrlWorkerRequest {
  id: number;
  text: string;
  direction: Direction;
  mode: UrlMode;
  batch: boolean;
}
export type UrlWorkerResponse = { id: number; outcome: Outcome } | { id: number; failed: string };

self.onmessage = (e: MessageEvent<UrlWorkerRequest>) => {
  const { id, text, direction, mode, batch } = e.data;
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  try {
    const outcome = run(text, direction, mode, batch);
    // Keep the reply small: a batch of a million bad lines needs only the first errors.
    if (outcome.batch && outcome.result.errors.length > 1000) {
      outcome.result = {
        ...outcome.result,
        errorCount: outcome.result.errors.length,
        errors: outcome.result.errors.slice(0, 1000),
      };
    }
    scope.postMessage({ id, outcome } satisfies UrlWorkerResponse);
  } catch (err) {
    console.error('url-encode-and-decode worker failed', err);
    scope.postMessage({ id, failed: err instanceof Error ? err.message : String(err) } satisfies UrlWorkerResponse);
  }
};
