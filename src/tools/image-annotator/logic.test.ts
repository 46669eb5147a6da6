import { describe, expect, it } from 'vitest';
import {
  blurRegion,
  clampRect,
  cropArea,
  fitView,
  imageToStage,
  nextStepNumber,
  normalizeRect,
  pixelateRegion,
  stageToImage,
  zoomAt,
  type Pixels,
} from './logic';

/** An image whose red channel is `reds` (row-major), green 0, blue 7, alpha 255. */
function image(width: number, height: number, reds: number[]): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  reds.forEach((r, i) => {
    data[i * 4] = r;
    data[i * 4 + 2] = 7;
    data[i * 4 + 3] = 255;
  });
  return { data, width, height };
}
const reds = (img: Pixels) => [...img.data].filter((_, i) => i % 4 === 0);
const others = (img: Pixels) => [...img.data].filter((_, i) => i % 4 !== 0);

describe('pixelateRegion', () => {
  it('makes every block the rounded mean of its pixels; the last row and column are smaller blocks', () => {
    const img = image(3, 3, [0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(pixelateRegion(img, { x: 0, y: 0, width: 3, height: 3 }, 2)).toEqual({ x: 0, y: 0, width: 3, height: 3 });
    expect(reds(img)).toEqual([20, 20, 35, 20, 20, 35, 65, 65, 80]);
    expect(others(img)).toEqual(Array.from({ length: 9 }, () => [0, 7, 255]).flat());
  });

  it('changes only the pixels inside the region, with blocks starting at its corner', () => {
    const img = image(3, 3, [0, 10, 20, 30, 40, 50, 60, 70, 80]);
    pixelateRegion(img, { x: 1, y: 1, width: 2, height: 2 }, 2);
    expect(reds(img)).toEqual([0, 10, 20, 30, 60, 60, 60, 60, 60]);
  });

  it('rounds halves up, averages alpha, and takes a region drawn up-left', () => {
    const img = image(2, 1, [1, 2]);
    img.data[3] = 0;
    pixelateRegion(img, { x: 2, y: 1, width: -2, height: -1 }, 4);
    expect([...img.data]).toEqual([2, 0, 7, 128, 2, 0, 7, 128]);
  });

  it('cuts the region at the image edge and ignores one outside it', () => {
    const img = image(2, 2, [0, 100, 50, 250]);
    expect(pixelateRegion(img, { x: 1, y: -5, width: 50, height: 50 }, 8)).toEqual({ x: 1, y: 0, width: 1, height: 2 });
    expect(reds(img)).toEqual([0, 175, 50, 175]);
    expect(pixelateRegion(img, { x: 5, y: 5, width: 3, height: 3 }, 2)).toBeNull();
    expect(reds(img)).toEqual([0, 175, 50, 175]);
  });
});

describe('blurRegion', () => {
  it('one pass of radius 1 averages each pixel with its neighbours inside the region', () => {
    const img = image(5, 1, [0, 0, 90, 0, 0]);
    blurRegion(img, { x: 0, y: 0, width: 5, height: 1 }, 1, 1);
    expect(reds(img)).toEqual([0, 30, 30, 30, 0]);
  });

  it('three passes (the default) round after each pass', () => {
    const img = image(5, 1, [0, 0, 90, 0, 0]);
    blurRegion(img, { x: 0, y: 0, width: 5, height: 1 }, 1);
    expect(reds(img)).toEqual([18, 22, 23, 22, 18]);
  });

  it('reads no pixel outside the region and writes none', () => {
    const img = image(5, 1, [90, 0, 90, 0, 90]);
    blurRegion(img, { x: 1, y: 0, width: 3, height: 1 }, 1, 1);
    expect(reds(img)).toEqual([90, 45, 30, 45, 90]);
    expect(others(img)).toEqual(Array.from({ length: 5 }, () => [0, 7, 255]).flat());
  });

  it('blurs vertically too', () => {
    const img = image(1, 3, [0, 90, 0]);
    blurRegion(img, { x: 0, y: 0, width: 1, height: 3 }, 1, 1);
    expect(reds(img)).toEqual([45, 30, 45]);
  });

  it('a radius below 1 changes nothing', () => {
    const img = image(3, 1, [0, 90, 0]);
    expect(blurRegion(img, { x: 0, y: 0, width: 3, height: 1 }, 0.5)).toEqual({ x: 0, y: 0, width: 3, height: 1 });
    expect(reds(img)).toEqual([0, 90, 0]);
  });
});

describe('rectangles', () => {
  it('normalizeRect flips negative sizes', () => {
    expect(normalizeRect({ x: 90, y: 40, width: -20, height: -30 })).toEqual({ x: 70, y: 10, width: 20, height: 30 });
    expect(normalizeRect({ x: 1, y: 2, width: 3, height: 4 })).toEqual({ x: 1, y: 2, width: 3, height: 4 });
  });

  it('clampRect rounds outwards to whole pixels and cuts at the edges', () => {
    expect(clampRect({ x: -3.5, y: 2.2, width: 10, height: 3 }, 5, 4)).toEqual({ x: 0, y: 2, width: 5, height: 2 });
    expect(clampRect({ x: 5, y: 0, width: 3, height: 3 }, 5, 4)).toBeNull();
  });

  it('cropArea rounds to the nearest pixel, clamps, and falls back to the whole image', () => {
    expect(cropArea(null, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(cropArea({ x: 10.4, y: -5, width: 30.2, height: 100 }, 100, 50)).toEqual({
      x: 10,
      y: 0,
      width: 31,
      height: 50,
    });
    expect(cropArea({ x: 90, y: 40, width: -20, height: -30 }, 100, 50)).toEqual({
      x: 70,
      y: 10,
      width: 20,
      height: 30,
    });
    expect(cropArea({ x: 5, y: 5, width: 0.3, height: 10 }, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    expect(cropArea({ x: 200, y: 5, width: 10, height: 10 }, 100, 50)).toEqual({ x: 0, y: 0, width: 100, height: 50 });
  });
});

describe('stage ↔ image coordinates', () => {
  const v = { scale: 0.5, x: 10, y: 20 };
  it('maps both ways at a zoom', () => {
    expect(stageToImage({ x: 60, y: 70 }, v)).toEqual({ x: 100, y: 100 });
    expect(imageToStage({ x: 100, y: 100 }, v)).toEqual({ x: 60, y: 70 });
    expect(stageToImage({ x: 10, y: 20 }, v)).toEqual({ x: 0, y: 0 });
  });

  it('fitView shows the whole image centred, never above 100 %', () => {
    expect(fitView(4000, 3000, 832, 632)).toEqual({ scale: 0.2, x: 16, y: 16 });
    expect(fitView(100, 50, 832, 632)).toEqual({ scale: 1, x: 366, y: 291 });
  });

  it('zoomAt keeps the pixel under the pointer in place and clamps the scale', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 50 })).toEqual({ scale: 2, x: -100, y: -50 });
    const z = zoomAt(v, 2, { x: 60, y: 70 });
    expect(z).toEqual({ scale: 1, x: -40, y: -30 });
    expect(stageToImage({ x: 60, y: 70 }, z)).toEqual({ x: 100, y: 100 });
    expect(zoomAt({ scale: 10, x: 0, y: 0 }, 4, { x: 0, y: 0 }).scale).toBe(16);
    expect(zoomAt({ scale: 0.03, x: 0, y: 0 }, 0.1, { x: 0, y: 0 }).scale).toBe(0.02);
  });
});

describe('nextStepNumber', () => {
  it('is one more than the highest marker', () => {
    expect(nextStepNumber([])).toBe(1);
    expect(nextStepNumber([1, 2, 3])).toBe(4);
    expect(nextStepNumber([1, 3])).toBe(4);
    expect(nextStepNumber([5, 2])).toBe(6);
  });
});
