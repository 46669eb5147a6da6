/**
 * Property-based tests of the pure diff logic with fast-check: for random pairs of texts (lone surrogates,
 * CRLF/CR/LF mixes, very long lines, empty texts, many identical lines, and a text against a mutated copy of
 * itself) the diff never throws, ends (a run that hangs fails on the test's timeout), and is correct — applying its changed blocks
 * to the old lines gives the new lines, the table rows show every line of both texts once and in order, and
 * word/character highlights stay inside their blocks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSpace } from './align';
import { indexLines, lineAt, splitLines } from './lines';
import { computeDiff, type Budget } from './logic';
import type { DiffMode, DiffResult } from './types';
import { blockCount, buildRows, getBlock, lineSegments, unifiedPatch, allBlocks } from './view';

/** Small budgets keep each run short; the properties must hold whatever the budget cut. */
const BUDGET: Budget = { alignMs: 50, refineMs: 100 };

const FRAGMENTS = [
  'a',
  'b',
  'A',
  'same line',
  ' ',
  '\t',
  '\n',
  '\n',
  '\r\n',
  '\r',
  '\uD800', // lone high surrogate
  '\uDC00', // lone low surrogate
  '😀',
  '😁',
  'é',
  'É',
  '中文',
  'x'.repeat(3000),
];

const fragmentText = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((parts) => parts.join(''));
/** Many lines taken from a few: identical lines that an alignment must not mismatch. */
const repetitive = fc
  .array(fc.constantFrom('x', 'y', '', '}', '  return;'), { maxLength: 200 })
  .chain((lines) => fc.constantFrom('\n', '\r\n').map((eol) => lines.join(eol)));
const anyText = fc.oneof(fragmentText, repetitive, fc.string({ unit: 'binary', maxLength: 200 }), fc.constant(''));

/** A copy of `text` with a few slices deleted, inserted or replaced (the usual shape of an edit). */
const edited = (text: string) =>
  fc.array(fc.tuple(fc.nat(), fc.nat({ max: 20 }), fragmentText), { maxLength: 5 }).map((edits) =>
    edits.reduce((t, [at, del, ins]) => {
      const i = t.length ? at % (t.length + 1) : 0;
      return t.slice(0, i) + ins.slice(0, 40) + t.slice(i + del);
    }, text),
  );
const pair = fc.oneof(
  fc.tuple(anyText, anyText),
  anyText.chain((a) => edited(a).map((b) => [a, b] as [string, string])),
);
const options = fc.record({
  mode: fc.constantFrom<DiffMode>('line', 'word', 'char'),
  ignoreCase: fc.boolean(),
  ignoreWhitespace: fc.boolean(),
});

/** The comparison key of a line as the engine compares it (see lineKeys). */
function key(line: string, ignoreCase: boolean, ignoreWhitespace: boolean): string {
  const k = ignoreCase ? line.toLowerCase() : line;
  return ignoreWhitespace ? normalizeSpace(k) : k;
}

/** Checks a result against its texts; returns nothing, throws (through expect) on a violation. */
function check(a: string, b: string, r: DiffResult, ignoreCase: boolean, ignoreWhitespace: boolean): void {
  const sa = splitLines(a);
  const sb = splitLines(b);
  expect([r.oldLines, r.newLines]).toEqual([sa.lines.length, sb.lines.length]);
  const n = blockCount(r);
  const exact = !ignoreCase && !ignoreWhitespace;

  // Applying the blocks to the old lines gives the new lines; lines outside blocks are equal (as compared).
  const rebuilt: string[] = [];
  let o = 0;
  let nn = 0;
  for (let i = 0; i <= n; i++) {
    const blk = i < n ? getBlock(r, i) : { oldStart: sa.lines.length, oldEnd: 0, newStart: sb.lines.length, newEnd: 0 };
    expect(blk.oldStart - o).toBe(blk.newStart - nn);
    expect(blk.oldStart).toBeGreaterThanOrEqual(o);
    for (; o < blk.oldStart; o++, nn++) {
      expect(key(sa.lines[o]!, ignoreCase, ignoreWhitespace)).toBe(key(sb.lines[nn]!, ignoreCase, ignoreWhitespace));
      rebuilt.push(exact ? sa.lines[o]! : sb.lines[nn]!);
    }
    if (i === n) break;
    expect(blk.oldEnd > blk.oldStart || blk.newEnd > blk.newStart).toBe(true);
    expect(blk.oldEnd).toBeLessThanOrEqual(sa.lines.length);
    expect(blk.newEnd).toBeLessThanOrEqual(sb.lines.length);
    for (let k = blk.newStart; k < blk.newEnd; k++) rebuilt.push(sb.lines[k]!);
    o = blk.oldEnd;
    nn = blk.newEnd;
  }
  expect(rebuilt).toEqual(sb.lines);
  // In an exact comparison an unchanged last line also agrees on its line break.
  if (exact && sa.lines.length && sb.lines.length && n && getBlock(r, n - 1).oldEnd < sa.lines.length) {
    expect(sa.finalNewline).toBe(sb.finalNewline);
  }
  if (exact && n === 0) expect([sa.lines, sa.finalNewline]).toEqual([sb.lines, sb.finalNewline]);

  // Highlights: sorted, disjoint [start, end) pairs inside their block's text.
  for (const [ranges, index, lines, start, end] of [
    [r.oldRanges, r.oldRangeIndex, sa.lines, 'oldStart', 'oldEnd'],
    [r.newRanges, r.newRangeIndex, sb.lines, 'newStart', 'newEnd'],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const blk = getBlock(r, i);
      const len = lines.slice(blk[start], blk[end]).join('\n').length;
      let prev = 0;
      for (let k = index[i]!; k < index[i + 1]!; k++) {
        expect(ranges[k * 2]!).toBeGreaterThanOrEqual(prev);
        expect(ranges[k * 2 + 1]!).toBeGreaterThan(ranges[k * 2]!);
        expect(ranges[k * 2 + 1]!).toBeLessThanOrEqual(len);
        prev = ranges[k * 2 + 1]!;
      }
    }
  }
  for (const v of Object.values(r.stats)) expect(v).toBeGreaterThanOrEqual(0);

  // The table with every stretch expanded shows each line of both texts once, in order.
  const all = new Map(Array.from({ length: n + 1 }, (_, run) => [run, Number.MAX_SAFE_INTEGER]));
  for (const view of ['split', 'inline'] as const) {
    const { rows } = buildRows(r, view, all);
    const olds = rows.flatMap((row) => ('o' in row && row.t !== 'gap' && row.o >= 0 ? [row.o] : []));
    const news = rows.flatMap((row) => ('n' in row && row.t !== 'gap' && row.n >= 0 ? [row.n] : []));
    expect(olds).toEqual(sa.lines.map((_, i) => i));
    expect(news).toEqual(sb.lines.map((_, i) => i));
  }
}

describe('diff logic under random input (fast-check)', () => {
  it('is correct and never throws', () => {
    fc.assert(
      fc.property(pair, options, ([a, b], opts) => {
        const r = computeDiff(a, b, opts, BUDGET);
        check(a, b, r, opts.ignoreCase, opts.ignoreWhitespace);
      }),
      { numRuns: 300 },
    );
  });

  it('the page side (line index, segments, patch) agrees with the engine and never throws', () => {
    fc.assert(
      fc.property(pair, fc.constantFrom<DiffMode>('word', 'char'), ([a, b], mode) => {
        const r = computeDiff(a, b, { mode, ignoreCase: false, ignoreWhitespace: false }, BUDGET);
        const ia = indexLines(a);
        const ib = indexLines(b);
        expect(Array.from({ length: ia.count }, (_, i) => lineAt(ia, i))).toEqual(splitLines(a).lines);
        // Each changed line's segments put back together are the line.
        for (let i = 0; i < blockCount(r); i++) {
          const blk = getBlock(r, i);
          let offset = 0;
          for (let k = blk.newStart; k < blk.newEnd; k++) {
            const line = lineAt(ib, k);
            const segs = lineSegments(line, offset, r.newRanges, r.newRangeIndex[i], r.newRangeIndex[i + 1]);
            expect(segs.map((s) => s.text).join('')).toBe(line);
            offset += line.length + 1;
          }
        }
        const patch = unifiedPatch(ia, ib, allBlocks(r), { oldName: 'a', newName: 'b' });
        expect(patch === '').toBe(blockCount(r) === 0);
      }),
      { numRuns: 150 },
    );
  });
});
