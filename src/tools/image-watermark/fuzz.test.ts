/**
 * Property-based tests of the watermark's pure logic: stored settings of any shape become valid settings;
 * a tiled pattern covers images of any size at any angle, with a bounded number of tiles; a mark that fits
 * stays inside the margin at every one of the nine points, at any rotation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerSize } from './logic/dimensions';
import { checkHead } from './logic/input';
import { ANCHORS, gridCenter, rotatedBounds, tileLayout, toPatternFrame } from './logic/layout';
import { parseSettings, RANGES, TEXT_MAX } from './logic/settings';

describe('parseSettings (fuzz)', () => {
  it('turns any JSON value into settings within range, and is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const s = parseSettings(raw);
        for (const [key, r] of Object.entries(RANGES)) {
          const v = s[key as keyof typeof RANGES];
          expect(v).toBeGreaterThanOrEqual(r.min);
          expect(v).toBeLessThanOrEqual(r.max);
        }
        expect(s.text.length).toBeLessThanOrEqual(TEXT_MAX);
        expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(parseSettings(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });
});

describe('tileLayout (fuzz)', () => {
  it('covers every corner and the centre of the image, with at most 3,000 tiles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.integer({ min: -90, max: 90 }),
        (width, height, mw, mh, gap, deg) => {
          const img = { width, height };
          const { centers, pitch } = tileLayout(img, { width: mw, height: mh }, gap, deg);
          expect(centers.length).toBeLessThanOrEqual(3000);
          const cells = centers.map((c) => toPatternFrame(c, img, deg));
          const points = [
            { x: 0, y: 0 },
            { x: width, y: 0 },
            { x: 0, y: height },
            { x: width, y: height },
            { x: width / 2, y: height / 2 },
          ];
          for (const p of points) {
            const q = toPatternFrame(p, img, deg);
            const eps = 1e-6 * Math.max(width, height, pitch.width, pitch.height);
            const inCell = cells.some(
              (c) => Math.abs(q.u - c.u) <= pitch.width / 2 + eps && Math.abs(q.v - c.v) <= pitch.height / 2 + eps,
            );
            expect(inCell, `point ${p.x},${p.y}`).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('gridCenter (fuzz)', () => {
  it('keeps a mark that fits inside the margins, at every point and rotation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 5000 }),
        fc.integer({ min: 50, max: 5000 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.integer({ min: -180, max: 180 }),
        fc.constantFrom(...ANCHORS),
        (width, height, fw, fh, deg, anchor) => {
          const margin = Math.min(width, height) * 0.05;
          const box = rotatedBounds(
            { width: fw * (width - 2 * margin) * 0.7, height: fh * (height - 2 * margin) * 0.7 },
            deg,
          );
          fc.pre(box.width <= width - 2 * margin && box.height <= height - 2 * margin);
          const c = gridCenter(anchor, { width, height }, box, margin);
          expect(c.x - box.width / 2).toBeGreaterThanOrEqual(margin - 1e-9);
          expect(c.x + box.width / 2).toBeLessThanOrEqual(width - margin + 1e-9);
          expect(c.y - box.height / 2).toBeGreaterThanOrEqual(margin - 1e-9);
          expect(c.y + box.height / 2).toBeLessThanOrEqual(height - margin + 1e-9);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('checkHead (fuzz)', () => {
  it('answers every byte string with a kind or a reason, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc
            .constantFrom([0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8], [0x47, 0x49, 0x46], [0x52, 0x49, 0x46, 0x46])
            .chain((prefix) => fc.uint8Array({ maxLength: 64 }).map((rest) => new Uint8Array([...prefix, ...rest]))),
        ),
        (bytes) => {
          const r = checkHead(bytes, bytes.length);
          expect(r.ok || ['empty', 'notImage'].includes(r.error)).toBe(true);
          const size = headerSize(bytes);
          if (size) expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
