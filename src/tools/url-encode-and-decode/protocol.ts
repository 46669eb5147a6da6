/** The converter's worker tasks (see src/lib/worker): large inputs are converted off the main thread. */
import type { Task } from '../../lib/worker';
import type { Direction, Outcome, UrlMode } from './logic';

export interface ConvertRequest {
  text: string;
  direction: Direction;
  mode: UrlMode;
  batch: boolean;
}

export interface UrlProtocol {
  /** Strings in; the outcome out, with at most WORKER_MAX_ERRORS batch errors listed. */
  convert: Task<ConvertRequest, Outcome>;
}

/** Batch errors a worker reply lists (the page shows fewer); the rest are only counted. */
export const WORKER_MAX_ERRORS = 1000;
