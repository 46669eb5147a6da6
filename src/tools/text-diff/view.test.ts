import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { indexLines } from './lines';
import { computeDiff } from './logic';
import {
  allBlocks,
  blockLineSegments,
  buildRows,
  lineOffsets,
  lineSegments,
  lineSpan,
  patchFileName,
  unifiedPatch,
} from './view';

const exact = { ignoreCase: false, ignoreWhitespace: false };
const lines = (n: number, f: (i: number) => string = (i) => `L${i}`) =>
  Array.from({ length: n }, (_, i) => f(i)).join('\n') + '\n';

/** The patch jsdiff-free: computed by our engine and formatter. */
function patch(a: string, b: string, names = { oldName: 'a', newName: 'b' }) {
  const r = computeDiff(a, b, { mode: 'line', ...exact });
  return unifiedPatch(indexLines(a), indexLines(b), allBlocks(r), names);
}

describe('buildRows', () => {
  const r = computeDiff(
    lines(20),
    lines(20, (i) => (i === 10 ? 'X' : `L${i}`)),
    { mode: 'line', ...exact },
  );
  it('side by side: collapses unchanged stretches, keeping 3 lines of context', () => {
    expect(buildRows(r, 'split')).toEqual({
      rows: [
        { t: 'gap', run: 0, o: 0, n: 0, count: 7 },
        { t: 'eq', o: 7, n: 7 },
        { t: 'eq', o: 8, n: 8 },
        { t: 'eq', o: 9, n: 9 },
        { t: 'chg', o: 10, n: 10, b: 0 },
        { t: 'eq', o: 11, n: 11 },
        { t: 'eq', o: 12, n: 12 },
        { t: 'eq', o: 13, n: 13 },
        { t: 'gap', run: 1, o: 14, n: 14, count: 6 },
      ],
      blockRows: [4],
    });
  });
  it('inline: removed then added rows; revealed lines come from the top of a stretch', () => {
    expect(buildRows(r, 'inline', new Map([[0, 2]]), 1)).toEqual({
      rows: [
        { t: 'eq', o: 0, n: 0 },
        { t: 'eq', o: 1, n: 1 },
        { t: 'gap', run: 0, o: 2, n: 2, count: 7 },
        { t: 'eq', o: 9, n: 9 },
        { t: 'del', o: 10, b: 0 },
        { t: 'ins', n: 10, b: 0 },
        { t: 'eq', o: 11, n: 11 },
        { t: 'gap', run: 1, o: 12, n: 12, count: 8 },
      ],
      blockRows: [4],
    });
  });
  it('pairs unequal blocks with blanks, and does not hide short stretches', () => {
    const r2 = computeDiff('a\nb\nc\n', 'a\nx\ny\nz\nc\n', { mode: 'line', ...exact });
    expect(buildRows(r2, 'split').rows).toEqual([
      { t: 'eq', o: 0, n: 0 },
      { t: 'chg', o: 1, n: 1, b: 0 },
      { t: 'chg', o: -1, n: 2, b: 0 },
      { t: 'chg', o: -1, n: 3, b: 0 },
      { t: 'eq', o: 2, n: 4 },
    ]);
  });
  it('shows identical texts whole', () => {
    const same = computeDiff(lines(30), lines(30), { mode: 'line', ...exact });
    expect(buildRows(same, 'split').rows).toHaveLength(30);
  });
});

describe('lineSegments', () => {
  it('cuts a line at the ranges that overlap it', () => {
    expect(lineSegments('hello world', 6, [0, 2, 8, 9, 12, 14])).toEqual([
      { text: 'he', hl: false },
      { text: 'l', hl: true },
      { text: 'lo ', hl: false },
      { text: 'wo', hl: true },
      { text: 'rld', hl: false },
    ]);
    expect(lineSegments('', 0, [])).toEqual([{ text: '', hl: false }]);
    expect(lineSegments('abc', 0, [0, 3])).toEqual([{ text: 'abc', hl: true }]);
  });
  it('covers only the first `max` characters of a long line', () => {
    expect(lineSegments('hello world', 6, [0, 2, 8, 9, 12, 14], 0, undefined, 4)).toEqual([
      { text: 'he', hl: false },
      { text: 'l', hl: true },
      { text: 'l', hl: false },
    ]);
    expect(lineSegments('abcdef', 0, [1, 5], 0, undefined, 3)).toEqual([
      { text: 'a', hl: false },
      { text: 'bc', hl: true },
    ]);
  });
  it('finds each line of a multi-line block', () => {
    expect(lineOffsets(indexLines('ab\n\ncde'), 0, 3)).toEqual([0, 3, 4]);
    expect(lineOffsets(indexLines('ab\r\n\r\ncde\r\n'), 1, 3)).toEqual([0, 1]);
    const a = 'x\nabc\ndef\ny';
    const b = 'x\nabd\ndXf\ny';
    const r = computeDiff(a, b, { mode: 'char', ...exact });
    const cache = new Map<string, number[]>();
    expect(blockLineSegments(r, indexLines(b), 'new', 0, 2, cache)).toEqual([
      { text: 'd', hl: false },
      { text: 'X', hl: true },
      { text: 'f', hl: false },
    ]);
    expect(blockLineSegments(r, indexLines(a), 'old', 0, 1, cache)).toEqual([
      { text: 'ab', hl: false },
      { text: 'c', hl: true },
    ]);
    const lineMode = computeDiff(a, b, { mode: 'line', ...exact });
    expect(blockLineSegments(lineMode, indexLines(a), 'old', 0, 1, cache)).toBeNull();
  });
});

describe('unifiedPatch', () => {
  it('matches diff -u output', () => {
    expect(patch('b\n', 'a\nb\n')).toBe('--- a\n+++ b\n@@ -1 +1,2 @@\n+a\n b\n');
    expect(patch('', 'x\n')).toBe('--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n');
    expect(patch('x\n', '')).toBe('--- a\n+++ b\n@@ -1 +0,0 @@\n-x\n');
    expect(patch('a\nb', 'a\nc')).toBe(
      '--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
    );
    expect(patch('a\nb\n', 'a\nb')).toBe('--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n');
    expect(patch('same\n', 'same\n')).toBe('');
  });
  it('splits distant changes into hunks', () => {
    const a = lines(20, (i) => `${i + 1}`);
    const b = lines(20, (i) => (i === 1 ? 'two' : i === 17 ? 'eighteen' : `${i + 1}`));
    expect(patch(a, b, { oldName: 'old.txt', newName: 'new.txt' })).toBe(
      [
        '--- old.txt',
        '+++ new.txt',
        '@@ -1,5 +1,5 @@',
        ' 1',
        '-2',
        '+two',
        ' 3',
        ' 4',
        ' 5',
        '@@ -15,6 +15,6 @@',
        ' 15',
        ' 16',
        ' 17',
        '-18',
        '+eighteen',
        ' 19',
        ' 20',
        '',
      ].join('\n'),
    );
  });
  it('applies back with jsdiff for many random edits', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < 200; k++) {
      const a = Array.from({ length: Math.floor(rnd() * 12) }, () => 'abcde'[Math.floor(rnd() * 5)]!);
      const b = a.filter(() => rnd() > 0.25).map((x) => (rnd() < 0.2 ? 'xyz'[Math.floor(rnd() * 3)]! : x));
      if (rnd() < 0.3) b.splice(Math.floor(rnd() * (b.length + 1)), 0, 'new');
      const A = a.join('\n') + (a.length && rnd() < 0.7 ? '\n' : '');
      const B = b.join('\n') + (b.length && rnd() < 0.7 ? '\n' : '');
      const p = patch(A, B);
      expect(p === '' ? A : applyPatch(A, p)).toBe(B);
    }
  });
});

describe('lineSpan / patchFileName', () => {
  it('names a change’s lines for people', () => {
    expect([lineSpan(11, 12), lineSpan(11, 14), lineSpan(4, 4)]).toEqual(['12', '12–14', '—']);
  });
  it('names the patch after the changed file', () => {
    expect([
      patchFileName('changed.txt'),
      patchFileName('v2.tar.gz'),
      patchFileName('.env'),
      patchFileName(''),
    ]).toEqual(['changed.patch', 'v2.tar.patch', 'changes.patch', 'changes.patch']);
  });
});
