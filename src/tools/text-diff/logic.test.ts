import { describe, expect, it } from 'vitest';
import {
  alignLines,
  computeDiff,
  lineKeys,
  normalizeSpace,
  refineChars,
  refineWords,
  snapToCodePoints,
  splitLines,
  tidyWordRanges,
  tokenize,
  uniqueAnchors,
  type DiffResult,
} from './logic';
import { countLines } from './lines';

const exact = { ignoreCase: false, ignoreWhitespace: false };

/** A DiffResult with its typed arrays as plain arrays, for toEqual. */
function plain(r: DiffResult) {
  return {
    ...r,
    blocks: [...r.blocks],
    oldRanges: [...r.oldRanges],
    newRanges: [...r.newRanges],
    oldRangeIndex: [...r.oldRangeIndex],
    newRangeIndex: [...r.newRangeIndex],
    refined: [...r.refined],
  };
}

describe('splitLines / countLines', () => {
  it('splits on \\n and \\r\\n and remembers the final line break', () => {
    expect(splitLines('')).toEqual({ lines: [], finalNewline: false, crlf: false });
    expect(splitLines('a\nb')).toEqual({ lines: ['a', 'b'], finalNewline: false, crlf: false });
    expect(splitLines('a\r\nb\r\n')).toEqual({ lines: ['a', 'b'], finalNewline: true, crlf: true });
    expect(splitLines('a\n\n')).toEqual({ lines: ['a', ''], finalNewline: true, crlf: false });
    expect(splitLines('\n')).toEqual({ lines: [''], finalNewline: true, crlf: false });
    expect(splitLines('a\r')).toEqual({ lines: ['a\r'], finalNewline: false, crlf: false });
  });
  it('counts lines the same way without splitting', () => {
    for (const t of ['', 'a', 'a\n', 'a\nb', 'a\n\n', '\n', '\n\nx'])
      expect(countLines(t)).toBe(splitLines(t).lines.length);
  });
});

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

describe('tokenize', () => {
  it('splits words, single CJK characters, whitespace runs and punctuation', () => {
    const text = 'Hi, 世界 café_1  x\n';
    expect(tokenize(text).map((t) => text.slice(t.start, t.end))).toEqual([
      'Hi',
      ',',
      ' ',
      '世',
      '界',
      ' ',
      'café_1',
      '  ',
      'x',
      '\n',
    ]);
    expect(tokenize(' a').map((t) => t.space)).toEqual([true, false]);
  });
});

describe('refineWords', () => {
  it('marks replaced words on both sides', () => {
    expect(refineWords('The quick brown fox', 'The quick red fox', exact, 1000)).toEqual({
      oldRanges: [10, 15],
      newRanges: [10, 13],
      added: 0,
      removed: 0,
      changed: 1,
    });
  });
  it('compares Chinese character by character', () => {
    expect(refineWords('我爱北京天安门', '我爱上海天安门', exact, 1000)).toEqual({
      oldRanges: [2, 4],
      newRanges: [2, 4],
      added: 0,
      removed: 0,
      changed: 2,
    });
  });
  it('ignores case and whitespace when asked', () => {
    expect(refineWords('Hello World', 'hello world!', { ignoreCase: true, ignoreWhitespace: false }, 1000)).toEqual({
      oldRanges: [],
      newRanges: [11, 12],
      added: 1,
      removed: 0,
      changed: 0,
    });
    expect(refineWords('a  b c', 'a b  d', { ignoreCase: false, ignoreWhitespace: true }, 1000)).toEqual({
      oldRanges: [5, 6],
      newRanges: [5, 6],
      added: 0,
      removed: 0,
      changed: 1,
    });
  });
  it('counts unpaired words as added or removed', () => {
    expect(refineWords('one two three', 'one four five six three', exact, 1000)).toEqual({
      oldRanges: [4, 7],
      newRanges: [4, 17],
      added: 2,
      removed: 0,
      changed: 1,
    });
  });
});

describe('tidyWordRanges', () => {
  it('trims spaces at the edges and joins marks split by spaces on one line', () => {
    const text = 'a four  five \n six b';
    expect(tidyWordRanges(text, [2, 7, 8, 14, 15, 19])).toEqual([2, 12, 15, 18]);
    expect(tidyWordRanges('a  b', [1, 3])).toEqual([1, 3]);
  });
});

describe('refineChars', () => {
  it('marks changed characters', () => {
    expect(refineChars('kitten', 'sitting', exact, 1000)).toEqual({
      oldRanges: [0, 1, 4, 5],
      newRanges: [0, 1, 4, 5, 6, 7],
      added: 1,
      removed: 0,
      changed: 2,
      timedOut: false,
    });
  });
  it('never splits a surrogate pair', () => {
    expect(refineChars('a😀b', 'a😁b', exact, 1000)).toEqual({
      oldRanges: [1, 3],
      newRanges: [1, 3],
      added: 0,
      removed: 0,
      changed: 1,
      timedOut: false,
    });
    expect(snapToCodePoints('x😀', [2, 3])).toEqual([1, 3]);
  });
  it('maps back to the original positions when whitespace is ignored', () => {
    expect(refineChars('a b c', 'abd', { ignoreCase: false, ignoreWhitespace: true }, 1000)).toEqual({
      oldRanges: [4, 5],
      newRanges: [2, 3],
      added: 0,
      removed: 0,
      changed: 1,
      timedOut: false,
    });
  });
  it('folds case without moving positions', () => {
    expect(refineChars('İstanbul X', 'istanbul y', { ignoreCase: true, ignoreWhitespace: false }, 1000)).toEqual({
      oldRanges: [0, 1, 9, 10],
      newRanges: [0, 1, 9, 10],
      added: 0,
      removed: 0,
      changed: 2,
      timedOut: false,
    });
  });
  it('reports when the time limit cut the search short', () => {
    let t = 0;
    expect(refineChars('abc', 'abd', exact, 100, () => (t += 100)).timedOut).toBe(true);
  });
});

describe('computeDiff', () => {
  it('line mode: blocks and counts in lines', () => {
    expect(plain(computeDiff('a\nb\nc\n', 'a\nB\nc\nd\n', { mode: 'line', ...exact }))).toEqual({
      mode: 'line',
      blocks: [1, 2, 1, 2, 3, 3, 3, 4],
      oldRanges: [],
      newRanges: [],
      oldRangeIndex: [0, 0, 0],
      newRangeIndex: [0, 0, 0],
      refined: [0, 0],
      stats: { added: 1, removed: 0, changed: 1, changes: 2 },
      notices: [],
      oldLines: 3,
      newLines: 4,
    });
  });
  it('word mode: ranges per block, CRLF against LF noticed but not compared', () => {
    expect(plain(computeDiff('one\r\ntwo\r\nthree\r\n', 'one\nTwo\nthree\nfour', { mode: 'word', ...exact }))).toEqual({
      mode: 'word',
      blocks: [1, 2, 1, 2, 3, 3, 3, 4],
      oldRanges: [0, 3],
      newRanges: [0, 3],
      oldRangeIndex: [0, 1, 1],
      newRangeIndex: [0, 1, 1],
      refined: [1, 0],
      stats: { added: 1, removed: 0, changed: 1, changes: 2 },
      notices: [{ kind: 'lineEndings' }],
      oldLines: 3,
      newLines: 4,
    });
  });
  it('char mode across a multi-line block', () => {
    expect(plain(computeDiff('x\nabc\ndef\ny', 'x\nabd\ndXf\ny', { mode: 'char', ...exact }))).toEqual({
      mode: 'char',
      blocks: [1, 3, 1, 3],
      oldRanges: [2, 3, 5, 6],
      newRanges: [2, 3, 5, 6],
      oldRangeIndex: [0, 2],
      newRangeIndex: [0, 2],
      refined: [1],
      stats: { added: 0, removed: 0, changed: 2, changes: 1 },
      notices: [],
      oldLines: 4,
      newLines: 4,
    });
  });
  it('ignore options make different texts equal', () => {
    const r = computeDiff('Hello  World\nB\n', 'hello world \nb\n', {
      mode: 'line',
      ignoreCase: true,
      ignoreWhitespace: true,
    });
    expect(r.stats).toEqual({ added: 0, removed: 0, changed: 0, changes: 0 });
  });
  it('a missing final line break is a change unless whitespace is ignored', () => {
    expect(computeDiff('a\n', 'a', { mode: 'line', ...exact }).stats.changes).toBe(1);
    expect(computeDiff('a\n', 'a', { mode: 'line', ignoreCase: false, ignoreWhitespace: true }).stats.changes).toBe(0);
  });
  it('without refinement time, blocks are shown whole and counted in words', () => {
    const r = computeDiff(
      'abc\nsame\nxyz zz\n',
      'abd\nsame\nxyw\n',
      { mode: 'word', ...exact },
      { alignMs: 500, refineMs: 0 },
    );
    expect([r.stats, r.notices, [...r.refined]]).toEqual([
      { added: 0, removed: 1, changed: 2, changes: 2 },
      [{ kind: 'refineBudget', skipped: 2 }],
      [0, 0],
    ]);
  });
  it('character comparison that runs out of time says so', () => {
    let t = 0;
    const r = computeDiff(
      'abc\nsame\nxyz\n',
      'abd\nsame\nxyw\n',
      { mode: 'char', ...exact },
      undefined,
      () => (t += 1000),
    );
    expect(plain(r)).toEqual({
      mode: 'char',
      blocks: [0, 3, 0, 3],
      oldRanges: [2, 3, 11, 12],
      newRanges: [2, 3, 11, 12],
      oldRangeIndex: [0, 2],
      newRangeIndex: [0, 2],
      refined: [1],
      stats: { added: 0, removed: 0, changed: 2, changes: 1 },
      notices: [{ kind: 'anchored' }, { kind: 'charTimeout', seconds: 1.5 }],
      oldLines: 3,
      newLines: 3,
    });
  });
  it('two 1 MB texts with 1 % of lines changed: line mode well under 2 s', () => {
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < 20000; i++) {
      const line = `${String(i).padStart(5, '0')} lorem ipsum dolor sit amet, consectetur adipiscing elit.`;
      a.push(line);
      b.push(i % 100 === 50 ? line.replace('dolor', 'DOLOR') : line);
    }
    const t0 = performance.now();
    const r = computeDiff(a.join('\n'), b.join('\n'), { mode: 'line', ...exact });
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(r.stats).toEqual({ added: 0, removed: 0, changed: 200, changes: 200 });
    const w = computeDiff(a.join('\n'), b.join('\n'), { mode: 'word', ...exact });
    expect(w.stats).toEqual({ added: 0, removed: 0, changed: 200, changes: 200 });
    expect(w.notices).toEqual([]);
  });
});
