/**
 * Detail inside a changed block: word-level marks with jsdiff on word tokens, character-level marks with
 * diff-match-patch, and the added/removed/changed counts in those units. No DOM.
 */
import { diffArrays } from 'diff';
import { DIFF_DELETE, DIFF_EQUAL, DIFF_INSERT, makeDiff } from '@sanity/diff-match-patch';
import type { DiffOptions } from './types';

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

export interface Counts {
  added: number;
  removed: number;
  changed: number;
}

/** A region where `del` units were removed and `ins` added: paired units count as changed. */
export function countRegion(r: Counts, del: number, ins: number): void {
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

/**
 * diff-match-patch assumes well-formed UTF-16: it moves the edges of its edits off surrogate pairs, and
 * with a lone surrogate that move makes an edit longer than the text it came from. Each lone surrogate is
 * therefore swapped for a private-use character of the same length (U+E000 + its offset from U+D800), so
 * positions stay exact and two equal lone surrogates still compare equal.
 */
export function pairLoneSurrogates(s: string): string {
  if (!/[\uD800-\uDFFF]/.test(s)) return s;
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) =>
    String.fromCharCode(0xe000 + c.charCodeAt(0) - 0xd800),
  );
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
  s = pairLoneSurrogates(s);
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
export function countChars(s: string, from = 0, to = s.length): number {
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
