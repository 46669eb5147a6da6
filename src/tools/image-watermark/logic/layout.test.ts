import { describe, expect, it } from 'vitest';
import {
  gridCenter,
  logoSize,
  MAX_TILES,
  relativeLength,
  rotatedBounds,
  shorterSide,
  tileLayout,
  toPatternFrame,
  type Anchor,
  type Size,
} from './layout';

describe('scale rules: lengths are % of the shorter side', () => {
  it('gives the same proportion on landscape, portrait and preview sizes', () => {
    expect(shorterSide({ width: 4000, height: 3000 })).toBe(3000);
    expect(relativeLength(5, { width: 4000, height: 3000 })).toBe(150);
    expect(relativeLength(5, { width: 1080, height: 1920 })).toBe(54);
    expect(relativeLength(5, { width: 960, height: 720 })).toBe(36);
  });

  it('scales a logo to a width, keeping its aspect ratio', () => {
    expect(logoSize({ width: 200, height: 100 }, 20, { width: 4000, height: 3000 })).toEqual({
      width: 600,
      height: 300,
    });
    expect(logoSize({ width: 50, height: 150 }, 10, { width: 300, height: 800 })).toEqual({ width: 30, height: 90 });
    expect(logoSize({ width: 0, height: 10 }, 10, { width: 300, height: 800 })).toEqual({ width: 30, height: 0 });
  });
});

describe('rotatedBounds', () => {
  it('is the box itself at 0° and 180°, swapped at ±90°', () => {
    expect(rotatedBounds({ width: 100, height: 40 }, 0)).toEqual({ width: 100, height: 40 });
    expect(rotatedBounds({ width: 100, height: 40 }, 180)).toEqual({ width: 100, height: 40 });
    expect(rotatedBounds({ width: 100, height: 40 }, 90)).toEqual({ width: 40, height: 100 });
    expect(rotatedBounds({ width: 100, height: 40 }, -90)).toEqual({ width: 40, height: 100 });
  });

  it('grows at 30° and 45° (w·cos + h·sin, w·sin + h·cos)', () => {
    // 100·cos30 + 40·sin30 = 86.602540378 + 20; 100·sin30 + 40·cos30 = 50 + 34.641016151
    expect(rotatedBounds({ width: 100, height: 40 }, 30)).toEqual({ width: 106.602540378, height: 84.641016151 });
    expect(rotatedBounds({ width: 100, height: 40 }, -30)).toEqual({ width: 106.602540378, height: 84.641016151 });
    expect(rotatedBounds({ width: 10, height: 10 }, 45)).toEqual({ width: 14.142135624, height: 14.142135624 });
  });
});

describe('gridCenter: nine points with a margin', () => {
  const img = { width: 400, height: 300 };
  const box = { width: 100, height: 40 };
  it.each([
    ['tl', 60, 30],
    ['t', 200, 30],
    ['tr', 340, 30],
    ['l', 60, 150],
    ['c', 200, 150],
    ['r', 340, 150],
    ['bl', 60, 270],
    ['b', 200, 270],
    ['br', 340, 270],
  ] as [Anchor, number, number][])('%s → (%i, %i)', (anchor, x, y) => {
    expect(gridCenter(anchor, img, box, 10)).toEqual({ x, y });
  });

  it('uses the rotated bounding box, so a rotated mark stays inside the margin', () => {
    const rotated = rotatedBounds(box, 90); // 40 × 100
    expect(gridCenter('br', img, rotated, 10)).toEqual({ x: 370, y: 240 });
    expect(gridCenter('tl', img, rotated, 0)).toEqual({ x: 20, y: 50 });
  });
});

describe('tileLayout', () => {
  it('lays a brick pattern at 0°: rows 20 px apart, every other row shifted by half a step', () => {
    const { centers, pitch } = tileLayout({ width: 100, height: 60 }, { width: 20, height: 10 }, 10, 0);
    expect(pitch).toEqual({ width: 30, height: 20 });
    expect(centers).toEqual([
      { x: 5, y: 10 },
      { x: 35, y: 10 },
      { x: 65, y: 10 },
      { x: 95, y: 10 },
      { x: -10, y: 30 },
      { x: 20, y: 30 },
      { x: 50, y: 30 },
      { x: 80, y: 30 },
      { x: 110, y: 30 },
      { x: 5, y: 50 },
      { x: 35, y: 50 },
      { x: 65, y: 50 },
      { x: 95, y: 50 },
    ]);
  });

  it('never lets tiles come closer than 3 % of the shorter side (caps the count)', () => {
    expect(tileLayout({ width: 1000, height: 500 }, { width: 1, height: 1 }, 0, 0).pitch).toEqual({
      width: 15,
      height: 15,
    });
    const many = tileLayout({ width: 4000, height: 3000 }, { width: 1, height: 1 }, 0, 45).centers.length;
    expect(many).toBeGreaterThan(1400);
    expect(many).toBeLessThan(1700);
  });

  it('spreads out a pattern that would need more than 3,000 marks (a long, narrow image)', () => {
    // 100 × 10,000: the minimum pitch of 3 px would give about 110,000 marks.
    const { centers, pitch } = tileLayout({ width: 100, height: 10_000 }, { width: 1, height: 1 }, 0, 0);
    expect(centers.length).toBeLessThanOrEqual(MAX_TILES);
    expect(centers.length).toBeGreaterThan(2000);
    expect(pitch.width).toBeCloseTo(pitch.height, 9);
    expect(pitch.width).toBeGreaterThan(15);
  });

  /** Every sample point of the image must fall in some tile's cell, measured in the rotated frame. */
  function uncovered(img: Size, mark: Size, gap: number, deg: number): { x: number; y: number }[] {
    const { centers, pitch } = tileLayout(img, mark, gap, deg);
    const cells = centers.map((c) => toPatternFrame(c, img, deg));
    const missed = [];
    for (let y = 0; y <= img.height; y += img.height / 37) {
      for (let x = 0; x <= img.width; x += img.width / 41) {
        const p = toPatternFrame({ x, y }, img, deg);
        const inside = cells.some(
          (c) => Math.abs(p.u - c.u) <= pitch.width / 2 + 1e-6 && Math.abs(p.v - c.v) <= pitch.height / 2 + 1e-6,
        );
        if (!inside) missed.push({ x, y });
      }
    }
    return missed;
  }

  it.each([-90, -60, -45, -30, -7, 0, 15, 30, 45, 89, 90])('covers the whole image without gaps at %i°', (deg) => {
    expect(uncovered({ width: 640, height: 360 }, { width: 120, height: 24 }, 30, deg)).toEqual([]);
    expect(uncovered({ width: 300, height: 900 }, { width: 50, height: 50 }, 0, deg)).toEqual([]);
  });

  it('leaves out tiles that cannot reach the image', () => {
    const img = { width: 640, height: 360 };
    const { centers, pitch } = tileLayout(img, { width: 120, height: 24 }, 30, -30);
    const reach = rotatedBounds(pitch, -30);
    for (const c of centers) {
      expect(c.x).toBeGreaterThan(-reach.width / 2);
      expect(c.x).toBeLessThan(img.width + reach.width / 2);
      expect(c.y).toBeGreaterThan(-reach.height / 2);
      expect(c.y).toBeLessThan(img.height + reach.height / 2);
    }
  });
});
