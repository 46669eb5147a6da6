import { describe, expect, it } from 'vitest';
import { geometry } from './render';
import { fontById } from '../../lib/fonts/catalog';
import {
  DEFAULTS,
  LATIN_FONTS,
  PRESETS,
  THEMES,
  cardSize,
  cardTheme,
  fontsForText,
  latinFontFor,
  parseSettings,
  parseTexts,
  pickFont,
  themeById,
} from './settings';

describe('themes', () => {
  it('has at least eight, light and dark, gradients and every texture', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(THEMES.map((t) => t.id)).size).toBe(THEMES.length);
    expect(THEMES.some((t) => t.dark) && THEMES.some((t) => !t.dark)).toBe(true);
    expect(THEMES.filter((t) => t.background.length > 1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(THEMES.map((t) => t.texture))).toEqual(
      new Set(['none', 'paper', 'linen', 'marble', 'bokeh', 'film']),
    );
    expect(themeById('nope').id).toBe('paper');
  });
});

describe('sizes', () => {
  it('has the three presets and clamps a custom size', () => {
    expect(PRESETS).toEqual({
      square: { width: 1080, height: 1080 },
      story: { width: 1080, height: 1920 },
      landscape: { width: 1200, height: 630 },
    });
    expect(cardSize({ preset: 'story', width: 1, height: 1 })).toEqual({ width: 1080, height: 1920 });
    expect(cardSize({ preset: 'custom', width: 50, height: 99_999 })).toEqual({ width: 200, height: 4096 });
    expect(cardSize({ preset: 'custom', width: 800.4, height: Number.NaN })).toEqual({ width: 800, height: 200 });
  });

  it('lays out margins and sizes from the shorter side', () => {
    expect(geometry(1080, 1080)).toEqual({ margin: 86, small: 35, minSize: 24, maxSize: 97, logo: 52, mark: 24 });
    expect(geometry(1200, 630)).toEqual({ margin: 50, small: 20, minSize: 14, maxSize: 57, logo: 30, mark: 14 });
  });
});

describe('fonts', () => {
  it('offers only serif, sans and handwriting fonts that cover the text', () => {
    expect(fontsForText('知行合一').map((f) => f.id)).toEqual([
      'lxgw-wenkai',
      'ma-shan-zheng',
      'zhi-mang-xing',
      'liu-jian-mao-cao',
      'long-cang',
      'noto-sans-sc',
      'noto-serif-sc',
    ]);
    expect(fontsForText('こんにちは').map((f) => f.id)).toEqual([
      'lxgw-wenkai',
      'yomogi',
      'zen-kurenaido',
      'noto-sans-jp',
    ]);
    expect(fontsForText('안녕').map((f) => f.id)).toEqual(['nanum-pen-script', 'gaegu', 'noto-sans-kr']);
    const latin = fontsForText('Hello').map((f) => f.id);
    expect(latin).toContain('caveat');
    expect(latin).toContain('playfair-display');
    expect(latin).not.toContain('jetbrains-mono');
    // Chinese with Korean: no font has both; the Chinese ones are offered.
    expect(fontsForText('中文 한국어').map((f) => f.id)).toContain('noto-sans-sc');
  });

  it('keeps the chosen font only when it is offered', () => {
    const zh = fontsForText('你好');
    expect(pickFont('noto-serif-sc', zh).id).toBe('noto-serif-sc');
    expect(pickFont('caveat', zh).id).toBe('lxgw-wenkai');
  });
});

describe('parse', () => {
  it('turns anything into valid settings and texts', () => {
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(
      parseSettings({ theme: 'film', font: 'nope', preset: 'story', width: 9e9, align: 'justify', marks: 'corner' }),
    ).toEqual({
      ...DEFAULTS,
      theme: 'film',
      preset: 'story',
      width: 4096,
      marks: 'corner',
    });
    expect(parseTexts({ quote: 'q'.repeat(3000), author: 5 })).toEqual({
      quote: 'q'.repeat(2000),
      author: '',
      source: '',
    });
  });
});

describe('cardTheme: the visitor’s own colours', () => {
  it('keeps the theme, or draws a plain background of the chosen colour with the text in the chosen colour', () => {
    const base = { theme: 'sunset', textColor: '#112233', bgColor: '#fafafa' };
    expect(cardTheme({ ...base, colors: 'theme' })).toBe(THEMES.find((t) => t.id === 'sunset'));
    expect(cardTheme({ ...base, colors: 'custom' })).toEqual({
      id: 'sunset',
      background: ['#fafafa'],
      texture: 'none',
      text: '#112233',
      accent: '#112233',
      dark: false,
    });
    expect(cardTheme({ ...base, colors: 'custom', bgColor: '#101010' }).dark).toBe(true);
  });
  it('reads stored colours back, refusing what is not a colour', () => {
    expect(parseSettings({ colors: 'custom', textColor: '#ABCDEF', bgColor: 'red' })).toMatchObject({
      colors: 'custom',
      textColor: '#abcdef',
      bgColor: '#f6f1e7',
    });
  });
});

describe('the Latin font of a mixed text', () => {
  const main = fontById('noto-serif-sc')!;
  it('applies only to text mixing CJK and Latin, and not when it is the card font itself', () => {
    expect(latinFontFor('lora', '学而时习之 — Confucius', main)?.id).toBe('lora');
    expect(latinFontFor('lora', 'Only Latin here', main)).toBeNull();
    expect(latinFontFor('same', '学而 Confucius', main)).toBeNull();
    expect(latinFontFor('noto-serif-sc', '学而 Confucius', main)).toBeNull();
    expect(LATIN_FONTS.slice(0, 5).map((f) => f.id)).toEqual([
      'caveat',
      'kalam',
      'homemade-apple',
      'playfair-display',
      'lora',
    ]);
  });

  it('is stored as "same" or a Latin-capable font id', () => {
    expect(parseSettings({ latinFont: 'caveat' }).latinFont).toBe('caveat');
    expect(parseSettings({ latinFont: 'nope' }).latinFont).toBe('same');
    expect(parseSettings({ latinFont: 'jetbrains-mono' }).latinFont).toBe('same');
  });
});
