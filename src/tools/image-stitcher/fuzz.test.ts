/**
 * Property-based tests of the stitcher's layout maths: for any images and settings, every image lies inside
 * the canvas, no two images overlap, the canvas is exactly as large as the images, spacing and padding need;
 * a scaled-down result always fits the limits; a move keeps the items; anything stored parses to valid settings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_COLUMNS,
  computeLayout,
  fitScale,
  fitsLimits,
  limitsFor,
  moveItem,
  parseSettings,
  scaleSize,
  type LayoutOptions,
  type Rect,
} from './logic';

const size = fc.record({ width: fc.integer({ min: 1, max: 5000 }), height: fc.integer({ min: 1, max: 5000 }) });
const options: fc.Arbitrary<LayoutOptions> = fc.record({
  direction: fc.constantFrom('vertical', 'horizontal', 'grid'),
  columns: fc.integer({ min: 1, max: MAX_COLUMNS }),
  spacing: fc.integer({ min: 0, max: 1000 }),
  padding: fc.integer({ min: 0, max: 1000 }),
  align: fc.constantFrom('start', 'center', 'end'),
  fit: fc.boolean(),
});

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('computeLayout properties', () => {
  it('images inside the padding, never overlapping, whole pixels', () => {
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: 50 }), options, (sizes, o) => {
        const { width, height, rects } = computeLayout(sizes, o);
        expect(rects).toHaveLength(sizes.length);
        for (const r of rects) {
          expect([r.x, r.y, r.width, r.height].every(Number.isInteger)).toBe(true);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.x).toBeGreaterThanOrEqual(o.padding);
          expect(r.y).toBeGreaterThanOrEqual(o.padding);
          expect(r.x + r.width).toBeLessThanOrEqual(width - o.padding);
          expect(r.y + r.height).toBeLessThanOrEqual(height - o.padding);
        }
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i]!, rects[j]!)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('without fit, every image keeps its own size; the flow is exactly images + spacing + padding', () => {
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: 20 }), options, (sizes, o) => {
        const layout = computeLayout(sizes, { ...o, fit: false });
        expect(layout.rects.map((r) => ({ width: r.width, height: r.height }))).toEqual(sizes);
        const gaps = o.spacing * (sizes.length - 1) + 2 * o.padding;
        if (o.direction === 'vertical') expect(layout.height).toBe(sizes.reduce((a, s) => a + s.height, 0) + gaps);
        if (o.direction === 'horizontal') expect(layout.width).toBe(sizes.reduce((a, s) => a + s.width, 0) + gaps);
      }),
    );
  });
});

describe('limits and reorder properties', () => {
  it('the scaled-down size always fits, at the ideal scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.constantFrom('image/png', 'image/jpeg', 'image/webp' as const),
        (width, height, type) => {
          const limits = limitsFor(type);
          const s = fitScale({ width, height }, limits);
          const out = scaleSize({ width, height }, s);
          expect(fitsLimits(out, limits)).toBe(true);
          expect(s).toBeLessThanOrEqual(1);
          if (s < 1) {
            // Not needlessly small: the scale is the ideal one, give or take floating point.
            const ideal = Math.min(
              limits.maxSide / Math.max(width, height),
              Math.sqrt(limits.maxArea / (width * height)),
            );
            expect(s).toBeGreaterThan(ideal * (1 - 1e-6));
          }
        },
      ),
    );
  });

  it('moveItem keeps every item once and puts the moved one at the target', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), fc.nat(40), fc.nat(40), (list, a, b) => {
        const from = a % list.length;
        const moved = moveItem(list, from, b);
        expect([...moved].sort()).toEqual([...list].sort());
        expect(moved[Math.min(b, list.length - 1)]).toBe(list[from]);
      }),
    );
  });

  it('parseSettings turns anything into settings it would parse to themselves', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const s = parseSettings(raw);
        expect(parseSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
    );
  });
});
