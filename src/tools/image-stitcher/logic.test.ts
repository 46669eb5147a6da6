import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE, WEBP_MAX_SIDE } from '../../lib/image/canvas-limits';
import {
  DEFAULT_SETTINGS,
  alignOffset,
  checkHead,
  backgroundFor,
  computeLayout,
  fitScale,
  fitsLimits,
  keyboardTarget,
  limitsFor,
  moveItem,
  parseSettings,
  scaleLayout,
  scaleSize,
  type LayoutOptions,
} from './logic';

// A 100×50 (wide), B 60×80 (tall), C 40×30 (small).
const SIZES = [
  { width: 100, height: 50 },
  { width: 60, height: 80 },
  { width: 40, height: 30 },
];
const base: LayoutOptions = { direction: 'vertical', columns: 2, spacing: 0, padding: 0, align: 'start', fit: false };
const opts = (o: Partial<LayoutOptions>): LayoutOptions => ({ ...base, ...o });
const r = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('alignOffset', () => {
  it('puts the box at the start, the centre (rounded down) or the end of the space', () => {
    expect([alignOffset('start', 101, 40), alignOffset('center', 101, 40), alignOffset('end', 101, 40)]).toEqual([
      0, 30, 61,
    ]);
  });
});

describe('computeLayout: vertical', () => {
  it('stacks with spacing and padding, centred across', () => {
    expect(computeLayout(SIZES, opts({ spacing: 10, padding: 5, align: 'center' }))).toEqual({
      width: 110,
      height: 190,
      rects: [r(5, 5, 100, 50), r(25, 65, 60, 80), r(35, 155, 40, 30)],
    });
  });

  it('aligns to the start and the end', () => {
    const xs = (align: 'start' | 'end') =>
      computeLayout(SIZES, opts({ spacing: 10, padding: 5, align })).rects.map((q) => q.x);
    expect(xs('start')).toEqual([5, 5, 5]);
    expect(xs('end')).toEqual([5, 45, 65]);
  });

  it('fits every image to the widest width, heights rounded', () => {
    // B: 80 × 100/60 = 133.3 → 133; C: 30 × 100/40 = 75.
    expect(computeLayout(SIZES, opts({ fit: true, align: 'center' }))).toEqual({
      width: 100,
      height: 258,
      rects: [r(0, 0, 100, 50), r(0, 50, 100, 133), r(0, 183, 100, 75)],
    });
  });
});

describe('computeLayout: horizontal', () => {
  it('places side by side, aligned to the bottom', () => {
    expect(computeLayout(SIZES, opts({ direction: 'horizontal', spacing: 10, padding: 5, align: 'end' }))).toEqual({
      width: 230,
      height: 90,
      rects: [r(5, 35, 100, 50), r(115, 5, 60, 80), r(185, 55, 40, 30)],
    });
  });

  it('fits every image to the tallest height, widths rounded', () => {
    // A: 100 × 80/50 = 160; C: 40 × 80/30 = 106.7 → 107.
    expect(computeLayout(SIZES, opts({ direction: 'horizontal', fit: true }))).toEqual({
      width: 327,
      height: 80,
      rects: [r(0, 0, 160, 80), r(160, 0, 60, 80), r(220, 0, 107, 80)],
    });
  });
});

describe('computeLayout: grid', () => {
  it('sizes columns and rows by their largest image and centres each in its cell', () => {
    // Column widths 100 (A, C) and 60 (B); row heights 80 (A, B) and 30 (C).
    expect(
      computeLayout(SIZES, opts({ direction: 'grid', columns: 2, spacing: 10, padding: 5, align: 'center' })),
    ).toEqual({
      width: 180,
      height: 130,
      rects: [r(5, 20, 100, 50), r(115, 5, 60, 80), r(35, 95, 40, 30)],
    });
  });

  it('fit: equal cells of the widest width × the tallest height, each image contained', () => {
    // Cells 100×80. A is width-limited (100×50), B height-limited (60×80), C width-limited (100×75).
    expect(computeLayout(SIZES, opts({ direction: 'grid', columns: 2, fit: true }))).toEqual({
      width: 200,
      height: 160,
      rects: [r(0, 0, 100, 50), r(100, 0, 60, 80), r(0, 80, 100, 75)],
    });
    expect(computeLayout(SIZES, opts({ direction: 'grid', columns: 2, fit: true, align: 'center' })).rects).toEqual([
      r(0, 15, 100, 50),
      r(120, 0, 60, 80),
      r(0, 82, 100, 75),
    ]);
  });

  it('clamps the number of columns to 1…the number of images', () => {
    expect(computeLayout(SIZES, opts({ direction: 'grid', columns: 5 })).width).toBe(200);
    expect(computeLayout(SIZES, opts({ direction: 'grid', columns: 0 }))).toEqual(computeLayout(SIZES, opts({})));
  });

  it('an empty list is just the padding; negative or broken numbers count as 0', () => {
    expect(computeLayout([], opts({ padding: 7 }))).toEqual({ width: 14, height: 14, rects: [] });
    expect(computeLayout(SIZES, opts({ spacing: -5, padding: Number.NaN })).height).toBe(160);
  });
});

describe('canvas limits', () => {
  it("are Chromium's: 32767 px a side, 268,435,456 px of area; WebP 16383 a side", () => {
    expect(MAX_CANVAS_SIDE).toBe(32767);
    expect(MAX_CANVAS_AREA).toBe(32768 * 8192);
    expect(limitsFor('image/png')).toEqual({ maxSide: 32767, maxArea: 268_435_456 });
    expect(limitsFor('image/webp')).toEqual({ maxSide: WEBP_MAX_SIDE, maxArea: 268_435_456 });
    expect(fitsLimits({ width: 32767, height: 8192 }, limitsFor('image/png'))).toBe(true);
    expect(fitsLimits({ width: 32768, height: 1 }, limitsFor('image/png'))).toBe(false);
    expect(fitsLimits({ width: 16385, height: 16384 }, limitsFor('image/png'))).toBe(false);
  });

  it('fitScale is 1 when the size fits', () => {
    expect(fitScale({ width: 32767, height: 8192 }, limitsFor('image/png'))).toBe(1);
  });

  it('a side over the limit: scaled to exactly the longest allowed side', () => {
    const size = { width: 1000, height: 40000 };
    const s = fitScale(size, limitsFor('image/png'));
    expect(s).toBeCloseTo(32767 / 40000, 12);
    expect(scaleSize(size, s)).toEqual({ width: 819, height: 32767 });
  });

  it('an area over the limit: scaled by √(maxArea / area)', () => {
    const s = fitScale({ width: 20000, height: 20000 }, limitsFor('image/png'));
    expect(s).toBeCloseTo(0.8192, 12);
    expect(scaleSize({ width: 20000, height: 20000 }, s)).toEqual({ width: 16384, height: 16384 });
    expect(
      scaleSize({ width: 30000, height: 30000 }, fitScale({ width: 30000, height: 30000 }, limitsFor('image/png'))),
    ).toEqual({
      width: 16384,
      height: 16384,
    });
  });

  it('WebP: scaled to 16383 px on the longest side', () => {
    const size = { width: 20000, height: 100 };
    expect(scaleSize(size, fitScale(size, limitsFor('image/webp')))).toEqual({ width: 16383, height: 81 });
  });

  it('scaled sizes always fit, whatever the rounding', () => {
    for (const size of [
      { width: 32768, height: 32768 },
      { width: 99_999, height: 3 },
      { width: 17_000, height: 15_791 },
      { width: 123_457, height: 98_765 },
    ]) {
      for (const limits of [limitsFor('image/png'), limitsFor('image/webp')]) {
        expect(fitsLimits(scaleSize(size, fitScale(size, limits)), limits)).toBe(true);
      }
    }
  });

  it('scaleLayout scales the canvas (rounded down) and every rect', () => {
    const layout = computeLayout(SIZES, opts({ spacing: 10, padding: 5, align: 'center' }));
    expect(scaleLayout(layout, 1)).toBe(layout);
    expect(scaleLayout(layout, 0.5)).toEqual({
      width: 55,
      height: 95,
      rects: [r(2.5, 2.5, 50, 25), r(12.5, 32.5, 30, 40), r(17.5, 77.5, 20, 15)],
    });
  });
});

describe('reorder', () => {
  it('moveItem moves one item, clamping the target', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(moveItem(list, 9, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keyboardTarget: by one in a list, by a row in a grid, Home/End to the ends', () => {
    expect(keyboardTarget('ArrowDown', 0, 3, 'vertical', 2)).toBe(1);
    expect(keyboardTarget('ArrowRight', 1, 3, 'horizontal', 2)).toBe(2);
    expect(keyboardTarget('ArrowUp', 0, 3, 'vertical', 2)).toBeNull();
    expect(keyboardTarget('ArrowRight', 2, 3, 'vertical', 2)).toBeNull();
    expect(keyboardTarget('ArrowDown', 0, 3, 'grid', 2)).toBe(2);
    expect(keyboardTarget('ArrowDown', 1, 3, 'grid', 2)).toBeNull();
    expect(keyboardTarget('ArrowUp', 4, 5, 'grid', 3)).toBe(1);
    expect(keyboardTarget('Home', 2, 3, 'vertical', 2)).toBe(0);
    expect(keyboardTarget('End', 0, 3, 'vertical', 2)).toBe(2);
    expect(keyboardTarget('End', 2, 3, 'vertical', 2)).toBeNull();
    expect(keyboardTarget('a', 0, 3, 'vertical', 2)).toBeNull();
  });
});

describe('settings', () => {
  it('parseSettings keeps valid fields and repairs the rest', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('x')).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings({
        direction: 'grid',
        columns: 99,
        spacing: 12.6,
        padding: -4,
        align: 'middle',
        fit: true,
        background: '#00ff00',
        transparent: 'yes',
        type: 'image/gif',
        quality: 0.8,
      }),
    ).toEqual({
      ...DEFAULT_SETTINGS,
      direction: 'grid',
      columns: 10,
      spacing: 13,
      padding: 0,
      fit: true,
      background: '#00ff00',
      quality: 0.8,
    });
    expect(parseSettings({ background: 'red', quality: 2 })).toEqual(DEFAULT_SETTINGS);
  });

  it('backgroundFor: transparent only where the format has transparency', () => {
    expect(backgroundFor({ background: '#123456', transparent: true, type: 'image/png' })).toBeNull();
    expect(backgroundFor({ background: '#123456', transparent: true, type: 'image/webp' })).toBeNull();
    expect(backgroundFor({ background: '#123456', transparent: true, type: 'image/jpeg' })).toBe('#123456');
    expect(backgroundFor({ background: '#123456', transparent: false, type: 'image/png' })).toBe('#123456');
  });
});

describe('checkHead', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
  it('takes raster images, refuses the rest with a reason', () => {
    expect(checkHead(PNG, 100)).toBeNull();
    expect(checkHead(bytes(0xff, 0xd8, 0xff, 0xe0), 100)).toBeNull();
    expect(checkHead(new Uint8Array(), 0)).toEqual({ reason: 'empty' });
    expect(checkHead(PNG, 0)).toEqual({ reason: 'empty' });
    expect(checkHead(new TextEncoder().encode('%PDF-1.7\n'), 9)).toEqual({ reason: 'other', other: 'PDF' });
    expect(checkHead(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 40)).toEqual({
      reason: 'svg',
    });
    expect(checkHead(new TextEncoder().encode('hello'), 5)).toEqual({ reason: 'notImage' });
  });
});
