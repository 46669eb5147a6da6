/**
 * Property-based tests of the image kit's byte readers (sniff.ts, exif.ts): random, truncated and mutated
 * headers, and JPEGs with random EXIF blocks, always give a typed answer — never a throw, never a hang (a
 * reader that loops fails on the test's timeout).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orientationTransform, orientedSize, readJpegOrientation, type Orientation } from './exif';
import { IMAGE_TYPES, detectImageType, looksLikeSvg, sniffOther } from './sniff';
import { SAMPLES, bytes } from './test-samples';

const RUNS = 300;

const sample = fc.constantFrom(...Object.values(SAMPLES));
const truncated = sample.chain((b) => fc.nat({ max: b.length }).map((n) => b.slice(0, n)));
const mutated = fc
  .tuple(sample, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }))
  .map(([b, edits]) => {
    const out = b.slice();
    for (const [at, v] of edits) out[at % out.length] = v;
    return out;
  });
const anyBytes = fc.oneof(fc.uint8Array({ maxLength: 600 }), truncated, mutated);

/** A JPEG whose APP1 block is "Exif\0\0" followed by random (sometimes TIFF-like) bytes, maybe cut short. */
const exifJpeg = fc
  .tuple(
    fc.constantFrom<number[]>([0x49, 0x49, 42, 0], [0x4d, 0x4d, 0, 42], [1, 2, 3, 4]),
    fc.uint8Array({ maxLength: 120 }),
    fc.integer({ min: 0, max: 0xffff }),
    fc.nat({ max: 200 }),
  )
  .map(([order, body, length, cut]) => {
    const full = bytes([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 255], 'Exif', [0, 0], order, [...body]);
    return full.slice(0, Math.max(2, full.length - cut));
  });

const KINDS = Object.keys(IMAGE_TYPES);
const OTHERS = ['PDF', 'ZIP', 'GZIP', 'TIFF', 'HEIC'];

describe('image kit fuzz', () => {
  it('detectImageType, sniffOther and looksLikeSvg give a known answer for any bytes', () => {
    fc.assert(
      fc.property(anyBytes, (b) => {
        const type = detectImageType(b);
        if (type) expect(KINDS).toContain(type.kind);
        const other = sniffOther(b);
        if (other) expect(OTHERS).toContain(other);
        expect(typeof looksLikeSvg(b)).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  });

  it('a real image keeps its type when bytes after its magic number are changed', () => {
    const magicLength: Record<string, number> = { png: 8, jpeg: 3, gif: 6 };
    fc.assert(
      fc.property(
        fc.constantFrom('png', 'jpeg', 'gif'),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (kind, edits) => {
          const b = SAMPLES[kind as 'png' | 'jpeg' | 'gif'].slice();
          const skip = magicLength[kind]!;
          for (const [at, v] of edits) b[skip + (at % (b.length - skip))] = v;
          expect(detectImageType(b)?.kind).toBe(kind);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('readJpegOrientation returns 1–8 for any bytes and any EXIF block, however damaged or cut', () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, exifJpeg), (b) => {
        const o = readJpegOrientation(b);
        expect([1, 2, 3, 4, 5, 6, 7, 8]).toContain(o);
      }),
      { numRuns: RUNS },
    );
  });

  it('orientedSize and orientationTransform map any size onto the oriented canvas', () => {
    const orientation = fc.integer({ min: 1, max: 8 }).map((n) => n as Orientation);
    fc.assert(
      fc.property(orientation, fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), (o, w, h) => {
        const size = orientedSize(w, h, o);
        const [a, b, c, d, e, f] = orientationTransform(o, w, h);
        // The stored image's corners (0,0) and (w,h) land on corners of the oriented canvas.
        for (const [x, y] of [
          [0, 0],
          [w, h],
        ] as const) {
          const X = a * x + c * y + e;
          const Y = b * x + d * y + f;
          expect([0, size.width]).toContain(X);
          expect([0, size.height]).toContain(Y);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
