import { describe, expect, it } from 'vitest';
import { alignLines, lineKeys, normalizeSpace, uniqueAnchors } from './align';
import { splitLines } from './lines';

const exact = { ignoreCase: false, ignoreWhitespace: false };

describe('lineKeys', () => {
  const s = splitLines('  Hello   World\nlast');
  it('marks a last line without a line break', () => {
    expect(lineKeys(s, exact)).toEqual(['  Hello   World', 'last\u0000']);
  });
  it('folds case and whitespace when asked', () => {
    expect(lineKeys(s, { ignoreCase: true, ignoreWhitespace: false })).toEqual(['  hello   world', 'last\u0000']);
    expect(lineKeys(s, { ignoreCase: true, ignoreWhitespace: true })).toEqual(['hello world', 'last']);
    expect(normalizeSpace(' \ta  b\u3000c ')).toBe('a b c');
  });
});

describe('alignLines', () => {
  it('finds the minimal changed blocks', () => {
    expect(alignLines(['a', 'b', 'c', 'd', 'e'], ['a', 'x', 'c', 'e', 'f'], 500)).toEqual({
      blocks: [
        { oldStart: 1, oldEnd: 2, newStart: 1, newEnd: 2 },
        { oldStart: 3, oldEnd: 4, newStart: 3, newEnd: 3 },
        { oldStart: 5, oldEnd: 5, newStart: 4, newEnd: 5 },
      ],
      anchored: false,
    });
    expect(alignLines([], ['a'], 500).blocks).toEqual([{ oldStart: 0, oldEnd: 0, newStart: 0, newEnd: 1 }]);
    expect(alignLines(['a'], ['a'], 500).blocks).toEqual([]);
  });
  it('falls back to unique-line anchors when Myers gives up', () => {
    const a = ['u1', 'x', 'u2', 'y', 'u3', 'z'];
    const b = ['u1', 'X', 'u2', 'Y', 'u3', 'Z'];
    expect(alignLines(a, b, 500, undefined, 1)).toEqual({
      blocks: [
        { oldStart: 1, oldEnd: 2, newStart: 1, newEnd: 2 },
        { oldStart: 3, oldEnd: 4, newStart: 3, newEnd: 4 },
        { oldStart: 5, oldEnd: 6, newStart: 5, newEnd: 6 },
      ],
      anchored: true,
    });
  });
  it('replaces the whole range when time is up', () => {
    let t = 0;
    expect(alignLines(['a', 'b', 'c'], ['a', 'x', 'c'], 500, () => (t += 1000))).toEqual({
      blocks: [{ oldStart: 1, oldEnd: 2, newStart: 1, newEnd: 2 }],
      anchored: false,
    });
    t = 0;
    expect(alignLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'y'], 500, () => (t += 1000))).toEqual({
      blocks: [{ oldStart: 1, oldEnd: 4, newStart: 1, newEnd: 4 }],
      anchored: true,
    });
  });
  it('uniqueAnchors keeps the longest in-order run of lines unique on both sides', () => {
    expect(uniqueAnchors([1, 2, 3, 4, 5, 2], 0, 6, [3, 1, 2, 5, 4, 2], 0, 6)).toEqual([
      [2, 0],
      [4, 3],
    ]);
    expect(uniqueAnchors([1, 1], 0, 2, [1, 1], 0, 2)).toEqual([]);
  });
});
