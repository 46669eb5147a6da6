/**
 * The diff engine (runs in the Worker; no DOM). Lines are aligned first (align.ts); in word and character
 * modes each changed block is then refined (refine.ts) within a time budget, and the result is packed into
 * typed arrays that cross the Worker boundary cheaply.
 */
import { alignLines, lineKeys } from './align';
import { splitLines } from './lines';
import { countChars, countRegion, refineChars, refineWords, tokenize, type Refined } from './refine';
import type { DiffOptions, DiffResult, Notice } from './types';

export interface Budget {
  /** How long jsdiff may try to align all lines exactly before unique-line anchors take over. */
  alignMs: number;
  /** Total time for word/character refinement of all changed blocks. */
  refineMs: number;
}

export const DEFAULT_BUDGET: Budget = { alignMs: 500, refineMs: 1500 };

/**
 * A changed block with a line longer than this (characters, on either side) is not refined by words or
 * characters: the search would take the whole time budget and megabytes of memory for one line, and its
 * marks could not be drawn anyway (long lines are clipped). It is marked as whole lines, with a notice.
 */
export const REFINE_MAX_CHARS = 200_000;

function longestLine(lines: readonly string[], start: number, end: number): number {
  let max = 0;
  for (let i = start; i < end; i++) max = Math.max(max, lines[i]!.length);
  return max;
}

/** Compares two texts. Pure apart from the clock; the Worker calls this. */
export function computeDiff(
  oldText: string,
  newText: string,
  opts: DiffOptions,
  budget: Budget = DEFAULT_BUDGET,
  now: () => number = () => performance.now(),
): DiffResult {
  const sa = splitLines(oldText);
  const sb = splitLines(newText);
  const { blocks, anchored } = alignLines(lineKeys(sa, opts), lineKeys(sb, opts), budget.alignMs, now);
  const notices: Notice[] = [];
  if (anchored) notices.push({ kind: 'anchored' });
  if (sa.crlf !== sb.crlf && sa.lines.length > 0 && sb.lines.length > 0) notices.push({ kind: 'lineEndings' });

  const oldRanges: number[] = [];
  const newRanges: number[] = [];
  const oldRangeIndex = new Int32Array(blocks.length + 1);
  const newRangeIndex = new Int32Array(blocks.length + 1);
  const refined = new Uint8Array(blocks.length);
  const stats = { added: 0, removed: 0, changed: 0, changes: blocks.length };
  const deadline = now() + budget.refineMs;
  let skipped = 0;
  let tooLong = 0;
  let charTimedOut = false;

  blocks.forEach((blk, i) => {
    oldRangeIndex[i] = oldRanges.length / 2;
    newRangeIndex[i] = newRanges.length / 2;
    const del = blk.oldEnd - blk.oldStart;
    const ins = blk.newEnd - blk.newStart;
    if (opts.mode === 'line') {
      countRegion(stats, del, ins);
      return;
    }
    const oldText = sa.lines.slice(blk.oldStart, blk.oldEnd).join('\n');
    const newText = sb.lines.slice(blk.newStart, blk.newEnd).join('\n');
    const left = deadline - now();
    let r: Refined | undefined;
    const long =
      longestLine(sa.lines, blk.oldStart, blk.oldEnd) > REFINE_MAX_CHARS ||
      longestLine(sb.lines, blk.newStart, blk.newEnd) > REFINE_MAX_CHARS;
    if (del > 0 && ins > 0 && long) tooLong++;
    else if (del > 0 && ins > 0 && left > 0) {
      if (opts.mode === 'word') r = refineWords(oldText, newText, opts, left);
      else {
        const c = refineChars(oldText, newText, opts, left, now);
        if (c.timedOut) charTimedOut = true;
        r = c;
      }
    }
    if (r) {
      refined[i] = 1;
      for (const v of r.oldRanges) oldRanges.push(v);
      for (const v of r.newRanges) newRanges.push(v);
      stats.added += r.added;
      stats.removed += r.removed;
      stats.changed += r.changed;
      return;
    }
    // Pure insertions/deletions need no detail; others ran out of time. Count their units all the same.
    if (del > 0 && ins > 0 && !long) skipped++;
    const units = (text: string) =>
      opts.mode === 'word'
        ? tokenize(text).filter((t) => !t.space).length
        : countChars(opts.ignoreWhitespace ? text.replace(/\s/g, '') : text);
    countRegion(stats, units(oldText), units(newText));
  });
  oldRangeIndex[blocks.length] = oldRanges.length / 2;
  newRangeIndex[blocks.length] = newRanges.length / 2;
  if (skipped) notices.push({ kind: 'refineBudget', skipped });
  if (tooLong) notices.push({ kind: 'tooLong', skipped: tooLong, limit: REFINE_MAX_CHARS });
  if (charTimedOut) notices.push({ kind: 'charTimeout', seconds: budget.refineMs / 1000 });

  const flat = new Int32Array(blocks.length * 4);
  blocks.forEach((b, i) => flat.set([b.oldStart, b.oldEnd, b.newStart, b.newEnd], i * 4));
  return {
    mode: opts.mode,
    blocks: flat,
    oldRanges: Int32Array.from(oldRanges),
    newRanges: Int32Array.from(newRanges),
    oldRangeIndex,
    newRangeIndex,
    refined,
    stats,
    notices,
    oldLines: sa.lines.length,
    newLines: sb.lines.length,
  };
}
