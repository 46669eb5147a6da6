import { describe, expect, it } from 'vitest';
import { pairLoneSurrogates, refineChars, refineWords, snapToCodePoints, tidyWordRanges, tokenize } from './refine';

const exact = { ignoreCase: false, ignoreWhitespace: false };

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
  it('keeps marks inside the text when one side has a lone surrogate (found by the fuzz test)', () => {
    // U+10B709 U+36D91 ends in the low surrogate DD91; on its own, that surrogate once made a mark of length 2.
    expect(refineChars('\u{10B709}\u{36D91}', '\uDD91', exact, 1000)).toEqual({
      oldRanges: [0, 4],
      newRanges: [0, 1],
      added: 0,
      removed: 1,
      changed: 1,
      timedOut: false,
    });
    expect(refineChars('a\uD800b', 'a\uD800c', exact, 1000).newRanges).toEqual([2, 3]);
    expect(pairLoneSurrogates('\uD800x\uDFFF😀')).toBe('\uE000x\uE7FF😀');
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
