/**
 * Line alignment: each line becomes a comparison key, then jsdiff's Myers diff on line ids finds the changed
 * blocks, falling back to unique-line (patience) anchors when it runs out of time. No DOM.
 */
import { diffArrays } from 'diff';
import type { SplitText } from './lines';
import type { Block, DiffOptions } from './types';

/** Collapses runs of whitespace and trims: the "ignore whitespace" comparison form. */
export function normalizeSpace(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * The comparison key of every line. A last line without a line break differs from the same text with one
 * (as in `diff`), unless whitespace is ignored.
 */
export function lineKeys(split: SplitText, opts: Pick<DiffOptions, 'ignoreCase' | 'ignoreWhitespace'>): string[] {
  return split.lines.map((line, i) => {
    let k = opts.ignoreCase ? line.toLowerCase() : line;
    if (opts.ignoreWhitespace) return normalizeSpace(k);
    if (i === split.lines.length - 1 && !split.finalNewline) k += '\u0000';
    return k;
  });
}

interface AlignState {
  a: number[];
  b: number[];
  blocks: Block[];
  deadline: number;
  now: () => number;
  anchored: boolean;
  /** Optional cap on jsdiff's edit distance (tests use it to force the anchored path). */
  maxEditLength?: number;
}

function pushBlock(blocks: Block[], blk: Block): void {
  if (blk.oldStart === blk.oldEnd && blk.newStart === blk.newEnd) return;
  const last = blocks[blocks.length - 1];
  if (last && last.oldEnd === blk.oldStart && last.newEnd === blk.newStart) {
    last.oldEnd = blk.oldEnd;
    last.newEnd = blk.newEnd;
  } else blocks.push({ ...blk });
}

/** Aligns a[a0,a1) with b[b0,b1): Myers (jsdiff) within the time left, else anchors on unique lines. */
function alignRange(s: AlignState, a0: number, a1: number, b0: number, b1: number, timeoutMs: number): void {
  // Common prefix and suffix.
  while (a0 < a1 && b0 < b1 && s.a[a0] === s.b[b0]) {
    a0++;
    b0++;
  }
  while (a0 < a1 && b0 < b1 && s.a[a1 - 1] === s.b[b1 - 1]) {
    a1--;
    b1--;
  }
  if (a0 === a1 || b0 === b1) {
    pushBlock(s.blocks, { oldStart: a0, oldEnd: a1, newStart: b0, newEnd: b1 });
    return;
  }
  const left = s.deadline - s.now();
  if (left > 0) {
    const timeout = Math.max(1, Math.min(timeoutMs, left));
    const changes = diffArrays(
      s.a.slice(a0, a1),
      s.b.slice(b0, b1),
      s.maxEditLength === undefined ? { timeout } : { timeout, maxEditLength: s.maxEditLength },
    );
    if (changes) {
      let ai = a0;
      let bi = b0;
      for (const c of changes) {
        const n = c.count ?? c.value.length;
        if (c.removed) {
          pushBlock(s.blocks, { oldStart: ai, oldEnd: ai + n, newStart: bi, newEnd: bi });
          ai += n;
        } else if (c.added) {
          pushBlock(s.blocks, { oldStart: ai, oldEnd: ai, newStart: bi, newEnd: bi + n });
          bi += n;
        } else {
          ai += n;
          bi += n;
        }
      }
      return;
    }
  }
  const anchors = left > 0 ? uniqueAnchors(s.a, a0, a1, s.b, b0, b1) : [];
  if (anchors.length === 0) {
    // Replacing one line by one line is exact; anything larger may not be the smallest diff.
    if (a1 - a0 > 1 || b1 - b0 > 1) s.anchored = true;
    pushBlock(s.blocks, { oldStart: a0, oldEnd: a1, newStart: b0, newEnd: b1 });
    return;
  }
  s.anchored = true;
  let pa = a0;
  let pb = b0;
  for (const [ai, bi] of anchors) {
    alignRange(s, pa, ai, pb, bi, Math.min(timeoutMs, 200));
    pa = ai + 1;
    pb = bi + 1;
  }
  alignRange(s, pa, a1, pb, b1, Math.min(timeoutMs, 200));
}

/**
 * Patience-style anchors: lines that occur exactly once in both ranges, kept in the longest run that is
 * in the same order on both sides. Returns [oldIndex, newIndex] pairs in increasing order.
 */
export function uniqueAnchors(
  a: number[],
  a0: number,
  a1: number,
  b: number[],
  b0: number,
  b1: number,
): [number, number][] {
  const countA = new Map<number, number>();
  for (let i = a0; i < a1; i++) countA.set(a[i]!, (countA.get(a[i]!) ?? 0) + 1);
  const posB = new Map<number, number>(); // id → index in b, or -1 when repeated
  for (let j = b0; j < b1; j++) {
    const id = b[j]!;
    if (countA.get(id) !== 1) continue;
    posB.set(id, posB.has(id) ? -1 : j);
  }
  const pairs: [number, number][] = [];
  for (let i = a0; i < a1; i++) {
    const j = posB.get(a[i]!);
    if (j !== undefined && j >= 0 && countA.get(a[i]!) === 1) pairs.push([i, j]);
  }
  // Longest increasing subsequence of the b indices (patience sorting).
  const tails: number[] = []; // index into pairs
  const prev = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const bj = pairs[k]![1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]!]![1] < bj) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[k] = tails[lo - 1]!;
    tails[lo] = k;
  }
  const out: [number, number][] = [];
  for (let k = tails.length ? tails[tails.length - 1]! : -1; k >= 0; k = prev[k]!) out.push(pairs[k]!);
  return out.reverse();
}

/** Aligns two lists of line keys into changed blocks. */
export function alignLines(
  aKeys: string[],
  bKeys: string[],
  alignMs: number,
  now: () => number = () => performance.now(),
  maxEditLength?: number,
): { blocks: Block[]; anchored: boolean } {
  const ids = new Map<string, number>();
  const id = (k: string) => {
    let v = ids.get(k);
    if (v === undefined) {
      v = ids.size;
      ids.set(k, v);
    }
    return v;
  };
  const s: AlignState = {
    a: aKeys.map(id),
    b: bKeys.map(id),
    blocks: [],
    // The anchored fallback gets as long again as the first attempt.
    deadline: now() + alignMs * 2,
    now,
    anchored: false,
    maxEditLength,
  };
  alignRange(s, 0, s.a.length, 0, s.b.length, alignMs);
  return { blocks: s.blocks, anchored: s.anchored };
}
