import { describe, expect, it } from 'vitest';
import {
  CONSERVATIVE_CANVAS_SIDE,
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  MAX_DECODE_PIXELS,
  MEMORY_CANVAS_AREA,
  WEBP_MAX_SIDE,
  canvasFits,
  canvasSizeProblem,
} from './canvas-limits';

describe('canvas limits', () => {
  it('are the browsers’: 32,767 px a side, 2^28 px of area; WebP 16,383 a side', () => {
    expect([MAX_CANVAS_SIDE, MAX_CANVAS_AREA, WEBP_MAX_SIDE]).toEqual([32_767, 32_768 * 8_192, 16_383]);
    expect([CONSERVATIVE_CANVAS_SIDE, MEMORY_CANVAS_AREA, MAX_DECODE_PIXELS]).toEqual([
      16_384, 120_000_000, 100_000_000,
    ]);
  });

  it('say which limit a size breaks, the side before the area', () => {
    expect(canvasSizeProblem(32_767, 8_192)).toBe('ok');
    expect(canvasSizeProblem(32_768, 1)).toBe('side');
    expect(canvasSizeProblem(1, 32_768)).toBe('side');
    expect(canvasSizeProblem(16_385, 16_384)).toBe('area');
    expect(canvasSizeProblem(40_000, 40_000)).toBe('side');
    const memory = { maxSide: MAX_CANVAS_SIDE, maxArea: MEMORY_CANVAS_AREA };
    expect(canvasSizeProblem(10_000, 12_000, memory)).toBe('ok');
    expect(canvasSizeProblem(11_000, 11_000, memory)).toBe('area');
  });

  it('canvasFits is the same rule as a yes or no', () => {
    expect(canvasFits(16_384, 16_384)).toBe(true);
    expect(canvasFits(16_384, 16_385)).toBe(false);
    expect(canvasFits(16_385, 100, { maxSide: CONSERVATIVE_CANVAS_SIDE, maxArea: MAX_CANVAS_AREA })).toBe(false);
  });
});
