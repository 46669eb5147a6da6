import { describe, expect, it } from 'vitest';
import { WEB_FONTS, fontById, fontsFor, scriptsOf } from './catalog';
import { cssFont, normRange, parseUnicodeRange } from './load';

describe('font catalog', () => {
  it('has unique ids and families, and a stylesheet for every weight it lists', async () => {
    expect(new Set(WEB_FONTS.map((f) => f.id)).size).toBe(WEB_FONTS.length);
    expect(new Set(WEB_FONTS.map((f) => f.family)).size).toBe(WEB_FONTS.length);
    // Each loader gives the URL of a stylesheet (a `?url` import), never the stylesheet itself: an imported
    // stylesheet ends up render-blocking in the head of every tool page (Vitest gives '' for the URL; the e2e
    // spec tests/e2e/head-css.spec.ts checks the built pages).
    for (const f of WEB_FONTS) for (const w of f.weights) expect(typeof (await f.css(w))).toBe('string');
  });

  it('offers handwriting for every language the site speaks', () => {
    expect(fontsFor(['zh'], 'handwriting').map((f) => f.id)).toEqual([
      'lxgw-wenkai',
      'ma-shan-zheng',
      'zhi-mang-xing',
      'liu-jian-mao-cao',
      'long-cang',
    ]);
    expect(fontsFor(['ja'], 'handwriting').map((f) => f.id)).toEqual(['lxgw-wenkai', 'yomogi', 'zen-kurenaido']);
    expect(fontsFor(['ko'], 'handwriting').map((f) => f.id)).toEqual(['nanum-pen-script', 'gaegu']);
    expect(fontsFor(['latin', 'zh'], 'sans').map((f) => f.id)).toEqual(['noto-sans-sc']);
    expect(fontById('caveat')?.family).toBe('Caveat');
    expect(fontById('nope')).toBeUndefined();
  });

  it('tells which scripts a text needs', () => {
    expect(scriptsOf('Hello')).toEqual(['latin']);
    expect(scriptsOf('你好 world')).toEqual(['latin', 'zh']);
    expect(scriptsOf('日本語のテキスト')).toEqual(['latin', 'ja']);
    expect(scriptsOf('안녕하세요')).toEqual(['latin', 'ko']);
    expect(scriptsOf('中文 and 한국어')).toEqual(['latin', 'zh', 'ko']);
  });

  it('writes CSS font shorthands and compares unicode ranges in one spelling', () => {
    expect(cssFont('Ma Shan Zheng', 400, 48)).toBe('400 48px "Ma Shan Zheng"');
    expect(cssFont('Lora', 700, 20, true)).toBe('italic 700 20px "Lora"');
    expect(cssFont('Bad"Name')).toBe('400 32px "BadName"');
    expect(normRange('U+1f1e9-1f1f5, U+1f21a')).toBe('U+1F1E9-1F1F5,U+1F21A');
    expect(parseUnicodeRange('U+4e00-9fff, U+3000, U+30??, junk')).toEqual([
      [0x4e00, 0x9fff],
      [0x3000, 0x3000],
      [0x3000, 0x30ff],
    ]);
  });
});
