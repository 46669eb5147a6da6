/**
 * The diff engine (runs in the Worker; no DOM). Lines are aligned first (jsdiff's Myers diff on line ids,
 * falling back to unique-line anchors when that runs out of time); in word and character modes each changed
 * block is then refined with jsdiff on word tokens or diff-match-patch on characters, within a time budget.
 */
import { diffArrays } from 'diff';
import { DIFF_DELETE, DIFF_EQUAL, DIFF_INSERT, makeDiff } from '@sanity/diff-match-patch';
import { splitLines, type SplitText } from './lines';

export { splitLines, type SplitText };

export type DiffMode = 'line' | 'word' | 'char';

export interface DiffOptions {
  mode: DiffMode;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

export interface Budget {
  /** How long jsdiff may try to align all lines exactly before unique-line anchors take over. */
  alignMs: number;
  /** Total time for word/character refinement of all changed blocks. */
  refineMs: number;
}

export const DEFAULT_BUDGET: Budget = { alignMs: 500, refineMs: 1500 };

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

/** A changed block: old lines [oldStart, oldEnd) were replaced by new lines [newStart, newEnd). */
export interface Block {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
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

/** Word tokens: runs of letters/digits, single CJK characters, runs of whitespace, single other characters. */
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}_])+|\s+|./gsu;

export interface Token {
  start: number;
  end: number;
  space: boolean;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    out.push({ start: m.index, end: m.index + m[0].length, space: /^\s/.test(m[0]) });
  }
  return out;
}

/** Detail for one changed block: highlighted [start, end) ranges in the block's old and new text. */
export interface Refined {
  oldRanges: number[];
  newRanges: number[];
  added: number;
  removed: number;
  changed: number;
}

interface Counts {
  added: number;
  removed: number;
  changed: number;
}

/** A region where `del` units were removed and `ins` added: paired units count as changed. */
function countRegion(r: Counts, del: number, ins: number): void {
  const c = Math.min(del, ins);
  r.changed += c;
  r.removed += del - c;
  r.added += ins - c;
}

function pushRange(ranges: number[], start: number, end: number): void {
  if (end <= start) return;
  if (ranges.length && ranges[ranges.length - 1] === start) ranges[ranges.length - 1] = end;
  else ranges.push(start, end);
}

/** Word-level detail with jsdiff on token ids; undefined when it runs out of time. */
export function refineWords(
  oldText: string,
  newText: string,
  opts: Pick<DiffOptions, 'ignoreCase' | 'ignoreWhitespace'>,
  timeoutMs: number,
): Refined | undefined {
  const keep = (t: Token) => !(opts.ignoreWhitespace && t.space);
  const ta = tokenize(oldText).filter(keep);
  const tb = tokenize(newText).filter(keep);
  const ids = new Map<string, number>();
  const toIds = (tokens: Token[], text: string) =>
    tokens.map((t) => {
      let k = text.slice(t.start, t.end);
      if (opts.ignoreCase) k = k.toLowerCase();
      let v = ids.get(k);
      if (v === undefined) {
        v = ids.size;
        ids.set(k, v);
      }
      return v;
    });
  const changes = diffArrays(toIds(ta, oldText), toIds(tb, newText), { timeout: Math.max(1, timeoutMs) });
  if (!changes) return undefined;
  const r: Refined = { oldRanges: [], newRanges: [], added: 0, removed: 0, changed: 0 };
  let ia = 0;
  let ib = 0;
  let del = 0;
  let ins = 0;
  for (const c of changes) {
    const n = c.count ?? c.value.length;
    if (c.removed) {
      for (let k = ia; k < ia + n; k++) if (!ta[k]!.space) del++;
      pushRange(r.oldRanges, ta[ia]!.start, ta[ia + n - 1]!.end);
      ia += n;
    } else if (c.added) {
      for (let k = ib; k < ib + n; k++) if (!tb[k]!.space) ins++;
      pushRange(r.newRanges, tb[ib]!.start, tb[ib + n - 1]!.end);
      ib += n;
    } else {
      countRegion(r, del, ins);
      del = ins = 0;
      ia += n;
      ib += n;
    }
  }
  countRegion(r, del, ins);
  r.oldRanges = tidyWordRanges(oldText, r.oldRanges);
  r.newRanges = tidyWordRanges(newText, r.newRanges);
  return r;
}

/**
 * Word highlights read better without whitespace at their edges, and as one mark over "five six" rather
 * than two with an unmarked space between: trims ranges and joins those separated by spaces on one line.
 */
export function tidyWordRanges(text: string, ranges: number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < ranges.length; k += 2) {
    let start = ranges[k]!;
    let end = ranges[k + 1]!;
    if (/\S/.test(text.slice(start, end))) {
      while (/\s/.test(text[start]!)) start++;
      while (/\s/.test(text[end - 1]!)) end--;
    }
    const prevEnd = out[out.length - 1];
    if (prevEnd !== undefined && /^[^\S\n]*$/.test(text.slice(prevEnd, start))) out[out.length - 1] = end;
    else out.push(start, end);
  }
  return out;
}

/** Text prepared for character diffing, with a map back to positions in the original. */
function prepareChars(text: string, opts: Pick<DiffOptions, 'ignoreCase' | 'ignoreWhitespace'>) {
  let s = text;
  if (opts.ignoreCase) {
    const lower = s.toLowerCase();
    // Keep positions: fold only characters whose lower case has the same length.
    s =
      lower.length === s.length
        ? lower
        : Array.from(s, (ch) => {
            const l = ch.toLowerCase();
            return l.length === ch.length ? l : ch;
          }).join('');
  }
  if (!opts.ignoreWhitespace) return { s, map: null };
  const map: number[] = [];
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (/\s/.test(ch)) continue;
    map.push(i);
    out += ch;
  }
  return { s: out, map };
}

/** Moves range edges off the middle of a surrogate pair so no half-character is highlighted. */
export function snapToCodePoints(text: string, ranges: number[]): number[] {
  const out: number[] = [];
  for (let k = 0; k < ranges.length; k += 2) {
    let start = ranges[k]!;
    let end = ranges[k + 1]!;
    const lowAt = (i: number) => i > 0 && i < text.length && /[\uDC00-\uDFFF]/.test(text[i]!);
    if (lowAt(start) && /[\uD800-\uDBFF]/.test(text[start - 1]!)) start--;
    if (lowAt(end) && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end++;
    pushRange(out, start, end);
  }
  return out;
}

/** Characters (code points) in s[from, to), not counting line breaks. */
function countChars(s: string, from = 0, to = s.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c !== 10 && (c < 0xdc00 || c > 0xdfff)) n++;
  }
  return n;
}

/** Character-level detail with diff-match-patch; `timedOut` when its Diff_Timeout cut the search short. */
export function refineChars(
  oldText: string,
  newText: string,
  opts: Pick<DiffOptions, 'ignoreCase' | 'ignoreWhitespace'>,
  timeoutMs: number,
  now: () => number = () => performance.now(),
): Refined & { timedOut: boolean } {
  const pa = prepareChars(oldText, opts);
  const pb = prepareChars(newText, opts);
  const t0 = now();
  // diff-match-patch treats a timeout of 0 as "no limit": never pass 0.
  const diffs = makeDiff(pa.s, pb.s, { timeout: Math.max(0.001, timeoutMs / 1000), checkLines: false });
  const timedOut = now() - t0 >= timeoutMs;
  const r: Refined = { oldRanges: [], newRanges: [], added: 0, removed: 0, changed: 0 };
  const toOrig = (map: number[] | null, from: number, to: number): [number, number] =>
    map ? [map[from]!, map[to - 1]! + 1] : [from, to];
  let ia = 0;
  let ib = 0;
  let del = 0;
  let ins = 0;
  for (const [op, text] of diffs) {
    const n = text.length;
    if (op === DIFF_DELETE) {
      const [s, e] = toOrig(pa.map, ia, ia + n);
      pushRange(r.oldRanges, s, e);
      del += countChars(pa.s, ia, ia + n);
      ia += n;
    } else if (op === DIFF_INSERT) {
      const [s, e] = toOrig(pb.map, ib, ib + n);
      pushRange(r.newRanges, s, e);
      ins += countChars(pb.s, ib, ib + n);
      ib += n;
    } else if (op === DIFF_EQUAL) {
      countRegion(r, del, ins);
      del = ins = 0;
      ia += n;
      ib += n;
    }
  }
  countRegion(r, del, ins);
  r.oldRanges = snapToCodePoints(oldText, r.oldRanges);
  r.newRanges = snapToCodePoints(newText, r.newRanges);
  return { ...r, timedOut };
}

export type Notice =
  | { kind: 'anchored' }
  | { kind: 'refineBudget'; skipped: number }
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
    if (del > 0 && ins > 0 && left > 0) {
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
    if (del > 0 && ins > 0) skipped++;
    const units = (text: string) =>
      opts.mode === 'word'
        ? tokenize(text).filter((t) => !t.space).length
        : countChars(opts.ignoreWhitespace ? text.replace(/\s/g, '') : text);
    countRegion(stats, units(oldText), units(newText));
  });
  oldRangeIndex[blocks.length] = oldRanges.length / 2;
  newRangeIndex[blocks.length] = newRanges.length / 2;
  if (skipped) notices.push({ kind: 'refineBudget', skipped });
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

/** Messages between the page and the Worker. */
export interface DiffRequest {
  id: number;
  oldText: string;
  newText: string;
  opts: DiffOptions;
}

export type DiffResponse =
  { id: number; ok: true; result: DiffResult; ms: number } | { id: number; ok: false; detail: string };
