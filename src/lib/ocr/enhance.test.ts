import { describe, expect, it } from 'vitest';
import { adaptiveThreshold, thresholdRadius } from './enhance';

/** An RGBA image from grey levels. */
function image(rows: number[][]) {
  const height = rows.length;
  const width = rows[0]!.length;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.flat().forEach((v, i) => data.set([v, v, v, 255], i * 4));
  return { width, height, data };
}
const grey = (img: { data: Uint8ClampedArray }) => [...img.data].filter((_, i) => i % 4 === 0);

describe('adaptive threshold', () => {
  it('finds dark strokes in the shadow and in the light alike', () => {
    // Paper from 100 (a gutter's shadow) to 195 (lit), strokes 40 darker than their paper at x = 3 and 16: the
    // lit paper around the second stroke is far brighter than the first stroke's paper.
    const row = Array.from({ length: 20 }, (_, x) => 100 + 5 * x - (x === 3 || x === 16 ? 40 : 0));
    const out = adaptiveThreshold(image([row, row, row]), 2);
    const black = grey(out)
      .slice(0, 20)
      .flatMap((v, x) => (v === 0 ? [x] : []));
    expect(black).toEqual([3, 16]);
    expect(new Set(grey(out))).toEqual(new Set([0, 255]));
    expect([out.width, out.height]).toEqual([20, 3]);
    expect([...out.data].filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
  });

  it('leaves a flat page white and treats transparency as paper', () => {
    expect(new Set(grey(adaptiveThreshold(image([[128, 128, 128, 128]]), 1)))).toEqual(new Set([255]));
    const clear = { width: 2, height: 1, data: new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 0]) };
    expect(grey(adaptiveThreshold(clear, 1))).toEqual([255, 255]);
  });

  it('sizes its window from the text: about two lines across, within bounds', () => {
    expect(thresholdRadius(22)).toBe(33);
    expect(thresholdRadius(2)).toBe(8);
    expect(thresholdRadius(400)).toBe(96);
  });
});
