import { describe, expect, it } from 'vitest';
import { fitSubtitle, tokens, wrap, type Measure } from './wrap';

/** Every character (grapheme) is `px` wide, a space half that: exact widths. */
const measure: Measure = (text, px) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].reduce(
    (w, { segment }) => w + (segment === ' ' ? px / 2 : px),
    0,
  );

describe('tokens', () => {
  it('keeps Latin words whole, CJK characters apart, closing punctuation on what precedes it', () => {
    expect(tokens('你好，世界 hello world!')).toEqual(['你', '好，', '世', '界', ' ', 'hello', ' ', 'world!']);
    expect(tokens('「好」。')).toEqual(['「', '好」。']);
    expect(tokens('👨‍👩‍👧 ok')).toEqual(['👨‍👩‍👧', ' ', 'ok']);
  });
});

describe('wrap', () => {
  it('breaks between CJK characters', () => {
    expect(wrap('一二三四五六七', 30, 10, measure)).toEqual(['一二三', '四五六', '七']);
  });
  it('never starts a line with closing punctuation: the previous character moves down with it', () => {
    // '一二三' fills 30 px; '，' would start the next line, so '三，' goes down together.
    expect(wrap('一二三，四五', 30, 10, measure)).toEqual(['一二', '三，四', '五']);
    expect(wrap('一二三。」四', 30, 10, measure)).toEqual(['一二', '三。」', '四']);
  });
  it('keeps Latin words whole and breaks at spaces (dropping them at line ends)', () => {
    // 'see you' = 3 + 0.5 + 3 = 6.5 characters = 65 px; 'later 好的' would be 75 px.
    expect(wrap('see you later 好的', 70, 10, measure)).toEqual(['see you', 'later 好', '的']);
  });
  it('breaks inside a word only when it alone is wider than the line', () => {
    expect(wrap('ab supercalifragilistic', 50, 10, measure)).toEqual(['ab', 'super', 'calif', 'ragil', 'istic']);
  });
  it('mixes CJK and Latin', () => {
    expect(wrap('我爱 New York 的夜晚', 60, 10, measure)).toEqual(['我爱 New', 'York 的', '夜晚']);
  });
});

describe('fitSubtitle', () => {
  it('keeps a line that fits as it is', () => {
    expect(fitSubtitle('你好', 100, 20, measure)).toEqual({ lines: ['你好'], px: 20, cut: false });
  });
  it('wraps a line too wide for the frame into two lines at the same size', () => {
    expect(fitSubtitle('一二三四五六七', 100, 20, measure)).toEqual({
      lines: ['一二三四五', '六七'],
      px: 20,
      cut: false,
    });
  });
  it('shrinks the font when two lines are not enough', () => {
    // 12 characters: at 20 px 5 a line (3 lines); at 18 px 5 a line (100/18 = 5.5); at 16.2 px 6 a line: 2 lines.
    const f = fitSubtitle('一二三四五六七八九十壹贰', 100, 20, measure);
    expect(f.lines).toEqual(['一二三四五六', '七八九十壹贰']);
    expect(f.px).toBeCloseTo(16.2, 10);
    expect(f.cut).toBe(false);
  });
  it('cuts with an ellipsis at the smallest size', () => {
    // The smallest size is 20 × 0.9⁴ = 13.122 px (one more step would be under 60 %): 7 characters a line.
    const f = fitSubtitle('一'.repeat(30), 100, 20, measure);
    expect(f.px).toBeCloseTo(13.122, 10);
    expect(f.cut).toBe(true);
    expect(f.lines).toEqual(['一'.repeat(7), '一'.repeat(6) + '…']);
  });
});

describe('kinsoku inside a long word', () => {
  it('moves the last letter down with the punctuation when a word is split', () => {
    // 'abcdef,' = one unit of 7 characters, 5 fit: 'abcde' / 'f,' would be fine; at 6, 'abcdef' / ',' is not.
    expect(wrap('abcdef,', 60, 10, measure)).toEqual(['abcde', 'f,']);
  });
});

describe('hanging punctuation', () => {
  it('keeps closing punctuation after a lone character even past the width', () => {
    expect(wrap('你」好', 10, 10, measure)).toEqual(['你」', '好']);
  });
});

describe('fitSubtitle: cues of several lines (split at \\N)', () => {
  it('keeps a bilingual cue’s lines, each wrapped on its own', () => {
    // 60 px a line at 10 px: "你好，世界" is 5 characters (50 px); "Hello world" is 5.5 + 5 = 10.5 → two lines.
    expect(fitSubtitle('你好，世界 \\N Hello world', 60, 10, measure)).toEqual({
      lines: ['你好，世界', 'Hello', 'world'],
      px: 10,
      cut: false,
    });
  });
  it('shrinks the whole cue when one of its lines needs more than two', () => {
    // At 10, 9, 8.1 and 7.29 px the second line wraps to three; at 6.561 px it takes two (36.09 and 39.37 px).
    const fit = fitSubtitle('- 走？\\N- 一二三四五六七八九十', 40, 10, measure);
    expect(fit.lines).toEqual(['- 走？', '- 一二三四', '五六七八九十']);
    expect(fit.px).toBeCloseTo(6.561, 9);
    expect(fit.cut).toBe(false);
  });
});
