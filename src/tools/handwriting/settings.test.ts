import { describe, expect, it } from 'vitest';
import { scriptsOf } from '../../lib/fonts/catalog';
import { DEFAULTS, HANDWRITING_FONTS, pageFileName, parseSettings, resolveFont } from './settings';

describe('parseSettings', () => {
  it('keeps valid values and replaces each bad one by its default', () => {
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(parseSettings({ ...DEFAULTS, font: 'yomogi', paper: 'grid', size: 500, jitter: -3, seed: 7 })).toEqual({
      ...DEFAULTS,
      font: 'yomogi',
      paper: 'grid',
      size: 120,
      jitter: 0,
      seed: 7,
    });
    expect(parseSettings({ font: 'noto-sans-sc', ink: 'red', paper: 'papyrus', seed: 1.5 })).toEqual(DEFAULTS);
  });
});

describe('resolveFont', () => {
  const ids = (c: ReturnType<typeof resolveFont>) => [c.font.id, c.reason, c.missing, c.instead?.id];

  it('has handwriting fonts for Latin, Chinese, Japanese and Korean', () => {
    for (const s of ['latin', 'zh', 'ja', 'ko'] as const)
      expect(HANDWRITING_FONTS.filter((f) => f.scripts.includes(s)).length).toBeGreaterThan(0);
  });

  it("takes the page language's default when it can write the text", () => {
    expect(ids(resolveFont('auto', 'zh', scriptsOf('你好')))).toEqual(['ma-shan-zheng', 'language', [], undefined]);
    expect(ids(resolveFont('auto', 'en', scriptsOf('Hello')))).toEqual(['caveat', 'language', [], undefined]);
    expect(ids(resolveFont('auto', 'ja', scriptsOf('こんにちは')))).toEqual(['yomogi', 'language', [], undefined]);
    expect(ids(resolveFont('auto', 'ko', scriptsOf('안녕')))).toEqual(['nanum-pen-script', 'language', [], undefined]);
  });

  it('switches (and says which default it passed over) when the text needs another script', () => {
    expect(ids(resolveFont('auto', 'en', scriptsOf('Hello 你好')))).toEqual(['lxgw-wenkai', 'script', [], 'caveat']);
    expect(ids(resolveFont('auto', 'zh', scriptsOf('ひらがな')))).toEqual([
      'lxgw-wenkai',
      'script',
      [],
      'ma-shan-zheng',
    ]);
    expect(ids(resolveFont('auto', 'zh', scriptsOf('한국어')))).toEqual([
      'nanum-pen-script',
      'script',
      [],
      'ma-shan-zheng',
    ]);
  });

  it('keeps a chosen font and lists the scripts it lacks; none fits Chinese with Korean', () => {
    expect(ids(resolveFont('caveat', 'zh', scriptsOf('你好')))).toEqual(['caveat', 'chosen', ['zh'], undefined]);
    expect(ids(resolveFont('auto', 'zh', scriptsOf('中文 한국어')))).toEqual([
      'ma-shan-zheng',
      'language',
      ['ko'],
      undefined,
    ]);
  });
});

describe('pageFileName', () => {
  it('numbers pages from 1 when there are several', () => {
    expect(pageFileName(0, 1, 'png')).toBe('handwriting.png');
    expect(pageFileName(2, 5, 'jpeg')).toBe('handwriting-3.jpg');
  });
});

describe('parseSettings: alignment, letter spacing and margins', () => {
  it('keeps each side, clamps them, and reads an older single margin as all four', () => {
    expect(parseSettings({ align: 'justify', letterSpacing: 99, marginTop: 5, marginLeft: 150 })).toEqual({
      ...DEFAULTS,
      align: 'justify',
      letterSpacing: 40,
      marginTop: 20,
      marginLeft: 150,
    });
    expect(parseSettings({ margin: 60, marginRight: 200, align: 'middle' })).toEqual({
      ...DEFAULTS,
      marginTop: 60,
      marginRight: 200,
      marginBottom: 60,
      marginLeft: 60,
    });
    expect(parseSettings({ margin: 'wide' })).toEqual(DEFAULTS);
  });
});
