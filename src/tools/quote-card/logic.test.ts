import { describe, expect, it } from 'vitest';
import {
  breakLines,
  cleanText,
  ellipsize,
  fitText,
  fontRuns,
  graphemes,
  marksFor,
  withMarks,
  type SizedMeasure,
} from './logic';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** A fake font at 10 px: CJK characters 10 wide, spaces 3, everything else 5 (per code point). */
const m = (s: string) => [...s].reduce((w, c) => w + (CJK.test(c) ? 10 : c === ' ' ? 3 : 5), 0);
/** The fake at any size: a CJK character is `size` wide. */
const sized: SizedMeasure = (s, size) => (m(s) * size) / 10;

describe('breakLines', () => {
  it('breaks between any two CJK characters', () => {
    expect(breakLines('你好世界和平', 40, m)).toEqual(['你好世界', '和平']);
  });

  it('keeps Latin words whole and drops the space at a break', () => {
    expect(breakLines('Hello world again', 60, m)).toEqual(['Hello world', 'again']);
    expect(breakLines('我爱 Paris 和 London', 50, m)).toEqual(['我爱 Paris', '和 London']);
  });

  it('cuts a word only when it alone is wider than the line', () => {
    expect(breakLines('abcdefghijkl', 30, m)).toEqual(['abcdef', 'ghijkl']);
    expect(breakLines('Hi abcdefghijklmn', 30, m)).toEqual(['Hi', 'abcdef', 'ghijkl', 'mn']);
  });

  it('never starts a line with closing punctuation (kinsoku pulls the previous character down)', () => {
    expect(breakLines('一二三四。五', 40, m)).toEqual(['一二三', '四。五']);
    expect(breakLines('一二三」。', 30, m)).toEqual(['一二', '三」。']);
    expect(breakLines('一二三，四', 30, m)).toEqual(['一二', '三，四']);
  });

  it('lets the width win over kinsoku when the carried run would overflow (a fuzz counterexample)', () => {
    expect(breakLines('—😀」', 10, m)).toEqual(['—😀', '」']);
  });

  it('never ends a line with an opening bracket', () => {
    expect(breakLines('一二「三四', 30, m)).toEqual(['一二', '「三四']);
  });

  it('keeps line breaks and empty lines, and grapheme clusters whole', () => {
    expect(breakLines('a\n\nb', 100, m)).toEqual(['a', '', 'b']);
    const family = '👨‍👩‍👧';
    expect(breakLines(family + family, 30, m)).toEqual([family, family]);
    expect(graphemes(`e\u0301${family}`)).toEqual(['e\u0301', family]);
  });

  it('replaces lone surrogates and CRs', () => {
    expect(cleanText('a\ud800b\udc00c\r\nd')).toBe('a\ufffdb\ufffdc\nd');
    expect(cleanText('😀')).toBe('😀');
  });
});

describe('fitText', () => {
  const box = { measure: sized, width: 100, height: 60, minSize: 10, maxSize: 40, lineHeight: 1.5 };

  it('gives a short quote the largest size', () => {
    expect(fitText('你好', box)).toEqual({ size: 40, lines: ['你好'], truncated: false });
  });

  it('shrinks a longer quote to the largest size at which it fits', () => {
    // 20 px: five characters a line, two lines, 60 px high; 21 px: four a line, three lines, 94.5 px.
    expect(fitText('春眠不觉晓处处闻啼鸟', box)).toEqual({
      size: 20,
      lines: ['春眠不觉晓', '处处闻啼鸟'],
      truncated: false,
    });
  });

  it('cuts an absurdly long quote at the minimum size with an ellipsis', () => {
    const fit = fitText('永'.repeat(200), box);
    expect(fit.size).toBe(10);
    expect(fit.truncated).toBe(true);
    // 60 px holds four 15 px lines; the last has room for nine characters and the ellipsis.
    expect(fit.lines).toEqual(['永'.repeat(10), '永'.repeat(10), '永'.repeat(10), `${'永'.repeat(9)}…`]);
  });

  it('fits Latin text by whole words', () => {
    // 20 px: a Latin letter is 10 wide, a space 6: "quick brown" = 106 is too wide for 100.
    expect(fitText('The quick brown fox', { ...box, maxSize: 20 })).toEqual({
      size: 20,
      lines: ['The quick', 'brown fox'],
      truncated: false,
    });
  });

  it('returns no lines when the box cannot hold one line', () => {
    expect(fitText('你好', { ...box, height: 5 })).toEqual({ size: 10, lines: [], truncated: true });
  });
});

describe('ellipsize', () => {
  it('shortens from the end until the ellipsis fits', () => {
    expect(ellipsize('abcdefgh', 30, m)).toBe('abcde…');
    expect(ellipsize('ab cd', 23, m)).toBe('ab c…');
    expect(ellipsize('ab cd', 22, m)).toBe('ab…');
  });
});

describe('quotation marks', () => {
  it('follow the language in auto', () => {
    expect(withMarks('知行合一', 'auto')).toBe('“知行合一”');
    expect(withMarks('Stay hungry', 'auto')).toBe('“Stay hungry”');
    expect(withMarks('一期一会というもの', 'auto')).toBe('「一期一会というもの」');
    expect(marksFor('guillemets', 'x')).toEqual(['«', '»']);
  });

  it('are not doubled, nor added to an empty quote or with none', () => {
    expect(withMarks('“Already”', 'auto')).toBe('“Already”');
    expect(withMarks('「既に」', 'curly')).toBe('「既に」');
    expect(withMarks('  ', 'auto')).toBe('');
    expect(withMarks(' plain ', 'none')).toBe('plain');
    expect(withMarks('x', 'low')).toBe('„x“');
  });
});

describe('fontRuns', () => {
  it('cuts a mixed line into CJK and Latin runs; spaces and general punctuation go with the run before', () => {
    expect(fontRuns('我爱 Paris 和 2024 年')).toEqual([
      { text: '我爱 ', latin: false },
      { text: 'Paris ', latin: true },
      { text: '和 ', latin: false },
      { text: '2024 ', latin: true },
      { text: '年', latin: false },
    ]);
    expect(fontRuns('“Hello”，世界…')).toEqual([
      { text: '“Hello”', latin: true },
      { text: '，世界…', latin: false },
    ]);
    expect(fontRuns('  「東京」 in Japan')).toEqual([
      { text: '  「東京」 ', latin: false },
      { text: 'in Japan', latin: true },
    ]);
    expect(fontRuns('한국어 OK 👍🏽')).toEqual([
      { text: '한국어 ', latin: false },
      { text: 'OK 👍🏽', latin: true },
    ]);
    expect(fontRuns('— ')).toEqual([{ text: '— ', latin: true }]);
    expect(fontRuns('')).toEqual([]);
  });
});
