/** The messages between the page and the diff Worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { DiffOptions, DiffResult } from './types';

export interface DiffRequest {
  oldText: string;
  newText: string;
  opts: DiffOptions;
}

export interface DiffReply {
  result: DiffResult;
  /** How long computeDiff took inside the Worker. */
  ms: number;
}

export interface DiffProtocol {
  diff: Task<DiffRequest, DiffReply>;
}
