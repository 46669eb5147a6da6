import { describe, expect, it } from 'vitest';
import { checkCanvasSize } from './limits';
import { previewSize } from './preview';
import { cssFont, DEFAULTS, FONTS, hasMark, outputTypeFor, parseSettings, TEXT_MAX } from './settings';

describe('parseSettings', () => {
  it('gives the defaults for nothing, garbage and an empty object', () => {
    expect(parseSettings(undefined)).toEqual(DEFAULTS);
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(parseSettings('text')).toEqual(DEFAULTS);
    expect(parseSettings({})).toEqual(DEFAULTS);
  });

  it('keeps valid values and replaces or clamps each bad one on its own', () => {
    const s = parseSettings({
      mode: 'image',
      text: 'x'.repeat(TEXT_MAX + 50),
      font: 'comic',
      bold: 'yes',
      size: 99,
      color: 'red',
      opacity: -5,
      logoScale: 33,
      placement: 'tile',
      anchor: 'middle',
      margin: Number.NaN,
      rotation: 720,
      spacing: 7,
      tileAngle: -45,
    });
    expect(s).toEqual({
      ...DEFAULTS,
      mode: 'image',
      text: 'x'.repeat(TEXT_MAX),
      size: 40,
      opacity: 0,
      logoScale: 33,
      placement: 'tile',
      rotation: 180,
      spacing: 7,
      tileAngle: -45,
    });
  });
});

describe('outputTypeFor: the original format is kept', () => {
  it('JPEG stays JPEG, PNG stays PNG, WebP stays WebP', () => {
    expect(outputTypeFor('jpeg')).toEqual({ mime: 'image/jpeg', ext: 'jpg', quality: 0.92 });
    expect(outputTypeFor('png')).toEqual({ mime: 'image/png', ext: 'png' });
    expect(outputTypeFor('webp')).toEqual({ mime: 'image/webp', ext: 'webp', quality: 0.92 });
  });

  it('formats a browser cannot write become lossless PNG', () => {
    for (const kind of ['gif', 'bmp', 'ico', 'avif', 'svg'] as const) {
      expect(outputTypeFor(kind)).toEqual({ mime: 'image/png', ext: 'png' });
    }
  });
});

describe('cssFont and the font stacks', () => {
  it('writes the size with two decimals, bold when asked, and the family stack', () => {
    expect(cssFont({ font: 'arial', bold: true }, 12.345)).toBe(`bold 12.35px ${FONTS.arial}`);
    expect(cssFont({ font: 'serif', bold: false }, 0.2)).toBe(`1.00px ${FONTS.serif}`);
  });

  it('ends every stack in CJK fonts and a generic family', () => {
    for (const stack of Object.values(FONTS)) {
      expect(stack).toMatch(/Noto (Sans|Serif) CJK SC", (sans-serif|serif)$/);
    }
  });
});

describe('hasMark', () => {
  it('needs text in text mode and a logo in image mode', () => {
    expect(hasMark({ ...DEFAULTS, mode: 'text', text: '  ' }, true)).toBe(false);
    expect(hasMark({ ...DEFAULTS, mode: 'text', text: '水印' }, false)).toBe(true);
    expect(hasMark({ ...DEFAULTS, mode: 'image' }, false)).toBe(false);
    expect(hasMark({ ...DEFAULTS, mode: 'image' }, true)).toBe(true);
  });
});

describe('previewSize and canvas limits', () => {
  it('fits the preview in 960 px, never enlarging, never below 1 px', () => {
    expect(previewSize({ width: 4000, height: 3000 })).toEqual({ width: 960, height: 720 });
    expect(previewSize({ width: 1080, height: 1920 })).toEqual({ width: 540, height: 960 });
    expect(previewSize({ width: 500, height: 300 })).toEqual({ width: 500, height: 300 });
    expect(previewSize({ width: 1000, height: 10 })).toEqual({ width: 960, height: 10 });
    expect(previewSize({ width: 10000, height: 1 })).toEqual({ width: 960, height: 1 });
  });

  it('refuses a side over 32,767 px or an area over 120 M px', () => {
    expect(checkCanvasSize(32_767, 1000)).toBe('ok');
    expect(checkCanvasSize(32_768, 10)).toBe('side');
    expect(checkCanvasSize(10_000, 12_000)).toBe('ok');
    expect(checkCanvasSize(11_000, 11_000)).toBe('area');
  });
});
