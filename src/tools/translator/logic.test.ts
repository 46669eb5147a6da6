import { describe, expect, it } from 'vitest';
import {
  HISTORY_MAX,
  HISTORY_TEXT_MAX,
  addHistory,
  backgroundColour,
  blockFontSize,
  defaultPair,
  fitText,
  fontIdFor,
  luminance,
  parseHistory,
  parsePair,
  readTab,
  swapPair,
  textColourFor,
  withTab,
  wrapText,
  wrapUnits,
  type HistoryEntry,
} from './logic';

describe('tabs', () => {
  it('reads ?tab= (text unless image) and writes it keeping other parameters', () => {
    expect(readTab('')).toBe('text');
    expect(readTab('?tab=image')).toBe('image');
    expect(readTab('?tab=IMAGE')).toBe('text');
    expect(readTab('?x=1&tab=text')).toBe('text');
    expect(withTab('', 'image')).toBe('?tab=image');
    expect(withTab('?x=1&tab=image', 'text')).toBe('?x=1&tab=text');
  });
});

describe('language pair', () => {
  it('defaults by page language and parses stored values', () => {
    expect(defaultPair('zh')).toEqual({ source: 'auto', target: 'en' });
    expect(defaultPair('ja')).toEqual({ source: 'auto', target: 'zh' });
    expect(parsePair({ source: 'ja', target: 'zh-Hant' })).toEqual({ source: 'ja', target: 'zh-Hant' });
    expect(parsePair({ source: 'auto', target: 'auto' })).toEqual({ source: 'auto', target: 'en' });
    expect(parsePair({ source: 'xx', target: 'en' }, { source: 'fr', target: 'de' })).toEqual({
      source: 'fr',
      target: 'de',
    });
    expect(parsePair('en')).toEqual({ source: 'auto', target: 'en' });
  });
  it('swaps, using the detected language for auto', () => {
    expect(swapPair({ source: 'ja', target: 'en' })).toEqual({ source: 'en', target: 'ja' });
    expect(swapPair({ source: 'auto', target: 'en' }, 'fr')).toEqual({ source: 'en', target: 'fr' });
    expect(swapPair({ source: 'auto', target: 'en' }, undefined, 'ko')).toEqual({ source: 'en', target: 'ko' });
    expect(swapPair({ source: 'auto', target: 'en' }, undefined, 'en')).toEqual({ source: 'en', target: 'zh' });
    expect(swapPair({ source: 'auto', target: 'zh' }, 'zh', 'zh')).toEqual({ source: 'zh', target: 'en' });
  });
});

describe('history', () => {
  const entry = (text: string, at: number, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
    source: 'auto',
    target: 'en',
    text,
    result: `[en] ${text}`,
    at,
    ...over,
  });
  it('puts the newest first, replaces the same text and pair, keeps 20', () => {
    let h: HistoryEntry[] = [];
    for (let i = 0; i < 25; i += 1) h = addHistory(h, entry(`t${i}`, i));
    expect(h.length).toBe(HISTORY_MAX);
    expect(h[0]!.text).toBe('t24');
    expect(h[19]!.text).toBe('t5');
    h = addHistory(h, entry('t10', 99));
    expect(h.length).toBe(20);
    expect(h.map((e) => e.text).slice(0, 3)).toEqual(['t10', 't24', 't23']);
    expect(h.filter((e) => e.text === 't10').length).toBe(1);
    h = addHistory(h, entry('t10', 100, { target: 'ja' }));
    expect(h.filter((e) => e.text === 't10').length).toBe(2);
  });
  it('cuts long texts and drops malformed stored entries', () => {
    const long = 'x'.repeat(HISTORY_TEXT_MAX + 10);
    expect(addHistory([], entry(long, 1))[0]!.text.length).toBe(HISTORY_TEXT_MAX);
    expect(
      parseHistory([
        entry('a', 1),
        { ...entry('b', 2), target: 'xx' },
        { ...entry('c', 3), at: '3' },
        null,
        { ...entry('d', 4), source: 'de', extra: true },
      ]),
    ).toEqual([entry('a', 1), { ...entry('d', 4), source: 'de' }]);
    expect(parseHistory({})).toEqual([]);
  });
});

/** An RGBA image of `w`×`h` filled by `f(x, y)`. */
function image(w: number, h: number, f: (x: number, y: number) => [number, number, number]) {
  const px = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const [r, g, b] = f(x, y);
      px.set([r, g, b, 255], (y * w + x) * 4);
    }
  return px;
}

describe('backgroundColour', () => {
  it('is the median of the ring around the box, ignoring the text inside', () => {
    // 10×10 light grey with a black "text" box at 3..6 and one red outlier on the ring.
    const px = image(10, 10, (x, y) =>
      x >= 3 && x < 7 && y >= 3 && y < 7 ? [0, 0, 0] : x === 1 && y === 1 ? [255, 0, 0] : [200, 201, 202],
    );
    expect(backgroundColour(px, 10, 10, { x0: 3, y0: 3, x1: 7, y1: 7 }, 2)).toEqual([200, 201, 202]);
  });
  it('clips the ring to the image and takes the median of an even count', () => {
    // Left half 10, right half 30: the ring around a box touching the top-left corner.
    const px = image(4, 2, (x) => (x < 2 ? [10, 10, 10] : [30, 30, 30]));
    // Box 0..2 × 0..1, margin 1 → ring x 0..2, y 0..1: (0,0)(1,0)(2,0)(0,1)(1,1)(2,1) → 10,10,30,10,10,30 → 10.
    expect(backgroundColour(px, 4, 2, { x0: 0, y0: 0, x1: 2, y1: 1 }, 1)).toEqual([10, 10, 10]);
    // Whole image 4×2, margin 0: 8 pixels, four 10s and four 30s → (10 + 30) / 2.
    expect(backgroundColour(px, 4, 2, { x0: 0, y0: 0, x1: 4, y1: 2 }, 0)).toEqual([20, 20, 20]);
  });
});

describe('text colour', () => {
  it('picks black on light and white on dark backgrounds', () => {
    expect(luminance([255, 255, 255])).toBe(1);
    expect(luminance([0, 0, 0])).toBe(0);
    expect(textColourFor([255, 255, 255])).toBe('#000000');
    expect(textColourFor([20, 30, 60])).toBe('#ffffff');
    expect(textColourFor([118, 118, 118])).toBe('#000000');
    expect(textColourFor([110, 110, 110])).toBe('#ffffff');
  });
});

/** Full-width characters are 1 em wide, everything else half. */
const em = (s: string, size = 1) =>
  Array.from(s).reduce((w, ch) => w + (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch) ? size : size / 2), 0);

describe('wrapping', () => {
  it('cuts text into units: CJK characters alone, closing marks after, opening marks before', () => {
    expect(wrapUnits('你好，世界。')).toEqual(['你', '好，', '世', '界。']);
    expect(wrapUnits('「你好」')).toEqual(['「你', '好」']);
    expect(wrapUnits('Hello, big world')).toEqual(['Hello, ', 'big ', 'world']);
    expect(wrapUnits('第3章 (one)')).toEqual(['第', '3', '章 ', '(one)']);
    expect(wrapUnits('안녕 하세요')).toEqual(['안', '녕 ', '하', '세', '요']);
  });
  it('wraps CJK anywhere but never starts a line with a closing mark', () => {
    expect(wrapText('你好，世界。', 3, em)).toEqual(['你好，', '世界。']);
    expect(wrapText('你好，世界。', 2, em)).toEqual(['你', '好，', '世', '界。']);
    expect(wrapText('你好世界', 3, em)).toEqual(['你好世', '界']);
  });
  it('wraps Latin at spaces, breaks a word wider than the line, keeps line breaks', () => {
    expect(wrapText('Hello big world', 5, em)).toEqual(['Hello big', 'world']);
    expect(wrapText('abcdefghij', 2, em)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('ab\ncd', 10, em)).toEqual(['ab', 'cd']);
    expect(wrapText('', 10, em)).toEqual(['']);
  });
});

describe('fitText', () => {
  it('keeps the largest size that fits the box', () => {
    // 8 CJK characters in a 40×24 box, line height 1.2: size 20 → 2/line, 4 lines × 24 = 96 > 24;
    // size 10 → 4/line, 2 lines × 12 = 24 fits; size 11 → 3/line, 3 lines × 13.2 > 24.
    const f = fitText('一二三四五六七八', 40, 24, em, { maxSize: 20 });
    expect(f).toEqual({ size: 10, lines: ['一二三四', '五六七八'], lineHeight: 12 });
  });
  it('stays at maxSize when it fits and at minSize when nothing does', () => {
    expect(fitText('ab', 100, 100, em, { maxSize: 16 })).toEqual({ size: 16, lines: ['ab'], lineHeight: 19.2 });
    const tiny = fitText('一二三四', 6, 6, em, { maxSize: 20, minSize: 6 });
    expect(tiny.size).toBe(6);
    expect(tiny.lines).toEqual(['一', '二', '三', '四']);
  });
});

describe('block font and family', () => {
  it('starts from the median line height', () => {
    const line = (h: number) => ({ x0: 0, y0: 0, x1: 10, y1: h });
    expect(blockFontSize([line(20), line(40), line(24)], 10)).toBe(20);
    expect(blockFontSize([], 4)).toBe(6);
  });
  it('uses the Noto Sans of the target script', () => {
    expect(fontIdFor('ja')).toBe('noto-sans-jp');
    expect(fontIdFor('ko')).toBe('noto-sans-kr');
    expect(fontIdFor('en')).toBe('noto-sans-sc');
  });
});
