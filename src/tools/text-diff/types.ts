/** The diff's data types, shared by the engine (Worker), the protocol and the page. Types only. */

export type DiffMode = 'line' | 'word' | 'char';

export interface DiffOptions {
  mode: DiffMode;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

/** A changed block: old lines [oldStart, oldEnd) were replaced by new lines [newStart, newEnd). */
export interface Block {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

export type Notice =
  | { kind: 'anchored' }
  | { kind: 'refineBudget'; skipped: number }
  | { kind: 'tooLong'; skipped: number; limit: number }
  | { kind: 'charTimeout'; seconds: number }
  | { kind: 'lineEndings' };

/** The Worker's answer: typed arrays and small objects only (cheap to send back). */
export interface DiffResult {
  mode: DiffMode;
  /** 4 numbers per changed block: oldStart, oldEnd, newStart, newEnd (line indices, end exclusive). */
  blocks: Int32Array;
  /** Highlight ranges [start, end) as pairs, relative to each block's lines joined with "\n". */
  oldRanges: Int32Array;
  newRanges: Int32Array;
  /** Per block, where its pairs start in oldRanges/newRanges (length blocks + 1, counted in pairs). */
  oldRangeIndex: Int32Array;
  newRangeIndex: Int32Array;
  /** Per block: 1 when word/character detail was computed. */
  refined: Uint8Array;
  stats: { added: number; removed: number; changed: number; changes: number };
  notices: Notice[];
  oldLines: number;
  newLines: number;
}
