/**
 * What the page draws from a DiffResult: rows with unchanged stretches collapsed, highlighted segments of a
 * line, and the unified patch. Pure functions, no DOM, no diff library (they stay out of the page bundle).
 */
import type { Block, DiffResult } from './types';
import { lineAt, lineLength, type LineIndex } from './lines';

export type View = 'split' | 'inline';

export type Row =
  /** An unchanged line: old index o, new index n. */
  | { t: 'eq'; o: number; n: number }
  /** Side by side: a changed pair (o or n is -1 where that side has no line). */
  | { t: 'chg'; o: number; n: number; b: number }
  /** Inline: a removed line / an added line. */
  | { t: 'del'; o: number; b: number }
  | { t: 'ins'; n: number; b: number }
  /** Hidden unchanged lines: `count` of them, starting at old o / new n; `run` names the stretch. */
  | { t: 'gap'; run: number; o: number; n: number; count: number };

export function blockCount(r: Pick<DiffResult, 'blocks'>): number {
  return r.blocks.length / 4;
}

export function getBlock(r: Pick<DiffResult, 'blocks'>, i: number): Block {
  const k = i * 4;
  return { oldStart: r.blocks[k]!, oldEnd: r.blocks[k + 1]!, newStart: r.blocks[k + 2]!, newEnd: r.blocks[k + 3]! };
}

/** Unchanged stretches shorter than this many hidden lines are shown whole. */
const MIN_HIDDEN = 4;

/**
 * Builds the rows. Unchanged stretches keep `context` lines next to each change and collapse the rest into
 * a gap row; `revealed` says how many hidden lines of stretch `run` the user has expanded (from its top).
 * `blockRows[i]` is the row index where change i starts.
 */
export function buildRows(
  r: Pick<DiffResult, 'blocks' | 'oldLines' | 'newLines'>,
  view: View,
  revealed: ReadonlyMap<number, number> = new Map(),
  context = 3,
): { rows: Row[]; blockRows: number[] } {
  const rows: Row[] = [];
  const blockRows: number[] = [];
  const n = blockCount(r);
  let o = 0;
  let nn = 0;
  for (let run = 0; run <= n; run++) {
    const blk = run < n ? getBlock(r, run) : null;
    const len = (blk ? blk.oldStart : r.oldLines) - o;
    const head = run > 0 ? Math.min(context, len) : 0;
    const tail = blk ? Math.min(context, len - head) : 0;
    const hidden = len - head - tail;
    if (n > 0 && hidden >= MIN_HIDDEN) {
      const shown = Math.min(revealed.get(run) ?? 0, hidden);
      for (let k = 0; k < head + shown; k++) rows.push({ t: 'eq', o: o + k, n: nn + k });
      if (hidden > shown) {
        rows.push({ t: 'gap', run, o: o + head + shown, n: nn + head + shown, count: hidden - shown });
      }
      for (let k = len - tail; k < len; k++) rows.push({ t: 'eq', o: o + k, n: nn + k });
    } else {
      for (let k = 0; k < len; k++) rows.push({ t: 'eq', o: o + k, n: nn + k });
    }
    if (!blk) break;
    blockRows.push(rows.length);
    const del = blk.oldEnd - blk.oldStart;
    const ins = blk.newEnd - blk.newStart;
    if (view === 'split') {
      for (let k = 0; k < Math.max(del, ins); k++) {
        rows.push({ t: 'chg', o: k < del ? blk.oldStart + k : -1, n: k < ins ? blk.newStart + k : -1, b: run });
      }
    } else {
      for (let k = 0; k < del; k++) rows.push({ t: 'del', o: blk.oldStart + k, b: run });
      for (let k = 0; k < ins; k++) rows.push({ t: 'ins', n: blk.newStart + k, b: run });
    }
    o = blk.oldEnd;
    nn = blk.newEnd;
  }
  return { rows, blockRows };
}

export interface Segment {
  text: string;
  /** Part of a word/character change. */
  hl: boolean;
}

/**
 * Splits one line of a changed block into plain and highlighted segments. `offset` is where the line starts
 * in the block's text (its lines joined with "\n"); `ranges` holds [start, end) pairs in that text. Only the
 * first `max` characters of the line are covered (a huge line is shown clipped).
 */
export function lineSegments(
  line: string,
  offset: number,
  ranges: ArrayLike<number>,
  from = 0,
  to?: number,
  max = Infinity,
): Segment[] {
  const end = offset + Math.min(line.length, max);
  const out: Segment[] = [];
  let pos = offset;
  const last = to ?? ranges.length / 2;
  // Ranges are sorted and disjoint: binary-search the first one ending after the line starts.
  let lo = from;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid * 2 + 1]! <= offset) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < last; k++) {
    const s = Math.max(ranges[k * 2]!, offset);
    const e = Math.min(ranges[k * 2 + 1]!, end);
    if (e <= s) {
      if (ranges[k * 2]! >= end) break;
      continue;
    }
    if (s > pos) out.push({ text: line.slice(pos - offset, s - offset), hl: false });
    out.push({ text: line.slice(s - offset, e - offset), hl: true });
    pos = e;
  }
  if (pos < end || out.length === 0) out.push({ text: line.slice(pos - offset, end - offset), hl: false });
  return out;
}

/** Where each line of lines[start, end) begins in their "\n"-joined text. */
export function lineOffsets(lines: LineIndex, start: number, end: number): number[] {
  const out: number[] = [];
  let pos = 0;
  for (let i = start; i < end; i++) {
    out.push(pos);
    pos += lineLength(lines, i) + 1;
  }
  return out;
}

/** Highlighted segments of line `index` (old or new side) of block `b`, or null when the block has no detail. */
export function blockLineSegments(
  r: DiffResult,
  split: LineIndex,
  side: 'old' | 'new',
  b: number,
  index: number,
  offsetsCache: Map<string, number[]>,
  max = Infinity,
): Segment[] | null {
  if (!r.refined[b]) return null;
  const blk = getBlock(r, b);
  const start = side === 'old' ? blk.oldStart : blk.newStart;
  const end = side === 'old' ? blk.oldEnd : blk.newEnd;
  const key = `${side}${b}`;
  let offs = offsetsCache.get(key);
  if (!offs) {
    offs = lineOffsets(split, start, end);
    offsetsCache.set(key, offs);
  }
  const ranges = side === 'old' ? r.oldRanges : r.newRanges;
  const idx = side === 'old' ? r.oldRangeIndex : r.newRangeIndex;
  return lineSegments(lineAt(split, index), offs[index - start]!, ranges, idx[b]!, idx[b + 1]!, max);
}

/** A change's lines on one side for people: "12", "12–14", or "—" for none (1-based; `end` exclusive). */
export function lineSpan(start: number, end: number): string {
  if (end <= start) return '—';
  return end - start === 1 ? `${start + 1}` : `${start + 1}–${end}`;
}

/** The download name of the patch: the changed file's name without its extension, then ".patch". */
export function patchFileName(newName: string): string {
  return `${newName.replace(/\.[^.]*$/, '') || 'changes'}.patch`;
}

const NO_EOL = '\\ No newline at end of file';

function range(start: number, len: number): string {
  // As GNU diff: an empty range names the line before it; a single line omits its length.
  if (len === 0) return `${start},0`;
  return len === 1 ? `${start + 1}` : `${start + 1},${len}`;
}

/**
 * A unified diff (as `diff -u`, without timestamps) from the aligned blocks. Unchanged lines are taken from
 * the old text. Returns '' when there are no changes.
 */
export function unifiedPatch(
  a: LineIndex,
  b: LineIndex,
  blocks: Block[],
  names: { oldName: string; newName: string },
  context = 3,
): string {
  if (blocks.length === 0) return '';
  const out: string[] = [`--- ${names.oldName}`, `+++ ${names.newName}`];
  const line = (prefix: string, text: LineIndex, i: number) => {
    out.push(prefix + lineAt(text, i));
    if (i === text.count - 1 && !text.finalNewline) out.push(NO_EOL);
  };
  let k = 0;
  while (k < blocks.length) {
    // Group changes whose unchanged gap is at most 2 × context into one hunk.
    let last = k;
    while (last + 1 < blocks.length && blocks[last + 1]!.oldStart - blocks[last]!.oldEnd <= 2 * context) last++;
    const first = blocks[k]!;
    const end = blocks[last]!;
    const lead = Math.min(context, first.oldStart);
    const trail = Math.min(context, a.count - end.oldEnd);
    const oStart = first.oldStart - lead;
    const nStart = first.newStart - lead;
    const oLen = end.oldEnd + trail - oStart;
    const nLen = end.newEnd + trail - nStart;
    out.push(`@@ -${range(oStart, oLen)} +${range(nStart, nLen)} @@`);
    let o = oStart;
    for (let j = k; j <= last; j++) {
      const blk = blocks[j]!;
      for (; o < blk.oldStart; o++) line(' ', a, o);
      for (let i = blk.oldStart; i < blk.oldEnd; i++) line('-', a, i);
      for (let i = blk.newStart; i < blk.newEnd; i++) line('+', b, i);
      o = blk.oldEnd;
    }
    for (; o < end.oldEnd + trail; o++) line(' ', a, o);
    k = last + 1;
  }
  return `${out.join('\n')}\n`;
}

/** All blocks of a result as objects. */
export function allBlocks(r: Pick<DiffResult, 'blocks'>): Block[] {
  return Array.from({ length: blockCount(r) }, (_, i) => getBlock(r, i));
}
