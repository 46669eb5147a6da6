/**
 * Property-based tests of the compressor's pure parts: the metadata splice on arbitrary and mutated JPEGs
 * (never a throw, never a loss of the image data), metadata detection on any bytes, target sizes, savings and
 * settings read from anything.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_TYPES, type ImageKind } from '../../lib/image/sniff';
import { parseSettings, savings, targetSize } from './logic';
import { copyExif, extractExif, hasMetadata, insertSegment, resetOrientation } from './metadata';

const PHOTO = new Uint8Array(
  readFileSync(fileURLToPath(new URL('../../../tests/fixtures/images/compressor/dune.jpg', import.meta.url))),
);
const KINDS = Object.keys(IMAGE_TYPES) as ImageKind[];
const bytes = fc.uint8Array({ maxLength: 2048 });

/** The photo's first 64 KB with a few bytes changed. */
const mutated = fc.array(fc.tuple(fc.nat({ max: 65_535 }), fc.nat({ max: 255 })), { maxLength: 8 }).map((edits) => {
  const b = PHOTO.slice(0, 65_536);
  for (const [at, v] of edits) b[at] = v;
  return b;
});

describe('metadata on any bytes', () => {
  it('extract, reset, insert and detect never throw', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, mutated), bytes, fc.constantFrom(...KINDS), (input, output, kind) => {
        const exif = extractExif(input);
        if (exif) {
          expect(exif[0]).toBe(0xff);
          expect(exif[1]).toBe(0xe1);
          expect(resetOrientation(exif).length).toBe(exif.length);
        }
        insertSegment(output, new Uint8Array([0xff, 0xe1, 0, 2]));
        copyExif(input, output);
        expect(typeof hasMetadata(input, kind)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('copying EXIF into a JPEG keeps everything of that JPEG after its header', () => {
    fc.assert(
      fc.property(mutated, (input) => {
        const output = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 1, 2, 3, 0xff, 0xd9]);
        const { bytes: out, copied } = copyExif(input, output);
        const tail = [...output.subarray(2)];
        expect([...out.subarray(out.length - tail.length)]).toEqual(tail);
        expect(out.length).toBe(output.length + (copied ? extractExif(input)!.length : 0));
      }),
      { numRuns: 200 },
    );
  });
});

describe('sizes and settings', () => {
  it('a target size fits the limits, keeps the ratio within a pixel, and never enlarges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000 }),
        fc.integer({ min: 1, max: 30_000 }),
        fc.nat({ max: 30_000 }),
        fc.nat({ max: 30_000 }),
        (w, h, mw, mh) => {
          const t = targetSize(w, h, mw, mh);
          expect(t.width).toBeGreaterThanOrEqual(1);
          expect(t.height).toBeGreaterThanOrEqual(1);
          expect(t.width).toBeLessThanOrEqual(w);
          expect(t.height).toBeLessThanOrEqual(h);
          if (mw > 0) expect(t.width).toBeLessThanOrEqual(mw);
          if (mh > 0) expect(t.height).toBeLessThanOrEqual(mh);
          // Rounding moves each side by at most half a pixel of the exact scale.
          if (t.width > 1 && t.height > 1)
            expect(Math.abs(t.width / t.height - w / h)).toBeLessThan((w / h) * (1 / t.height + 1 / t.width) + 1e-9);
        },
      ),
    );
  });

  it('savings add up, and settings are always valid', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.anything(), (a, b, raw) => {
        const s = savings(a, b);
        expect(s.saved).toBe(a - b);
        if (a > 0) {
          // Rounded to 0.1: at most 0.05 away, plus the float error of numbers this large (16 → 30,388,865 bytes
          // is −189,930,306.25 %, whose rounding lands 1.2e-8 past 0.05).
          const exact = ((a - b) / a) * 100;
          expect(Math.abs(s.percent - exact)).toBeLessThanOrEqual(0.05 + 1e-12 * Math.max(1, Math.abs(exact)) * 100);
        }
        const p = parseSettings(raw);
        expect(p.quality).toBeGreaterThanOrEqual(1);
        expect(p.quality).toBeLessThanOrEqual(100);
        expect(['same', 'jpeg', 'webp', 'avif', 'png']).toContain(p.format);
      }),
    );
  });
});
