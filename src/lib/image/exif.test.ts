import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { orientationTransform, orientedSize, readJpegOrientation, type Orientation } from './exif';

// Written by cjpeg and exiftool (tests/fixtures/images/make-fixtures.sh), not by this code.
const DIR = fileURLToPath(new URL('../../../tests/fixtures/images/', import.meta.url));
const jpeg = (name: string) => new Uint8Array(readFileSync(DIR + name));

describe('readJpegOrientation (real files)', () => {
  it('reads the orientation in big- and little-endian EXIF, and after other segments', () => {
    expect(readJpegOrientation(jpeg('orient-6-be.jpg'))).toBe(6);
    expect(readJpegOrientation(jpeg('orient-3-le.jpg'))).toBe(3);
    expect(readJpegOrientation(jpeg('orient-8-xmp.jpg'))).toBe(8);
  });

  it('is 1 without EXIF, with EXIF but no orientation tag, and for other bytes', () => {
    expect(readJpegOrientation(jpeg('plain.jpg'))).toBe(1);
    expect(readJpegOrientation(jpeg('no-orientation.jpg'))).toBe(1);
    expect(readJpegOrientation(new TextEncoder().encode('%PDF-1.7'))).toBe(1);
    expect(readJpegOrientation(new Uint8Array())).toBe(1);
  });

  it('survives a file cut short inside the EXIF block', () => {
    const full = jpeg('orient-6-be.jpg');
    // The tag entry sits at bytes 0x28–0x33: cut before it ends, and at every length up to it.
    for (let n = 0; n < 0x34; n++) expect(readJpegOrientation(full.subarray(0, n))).toBe(1);
    expect(readJpegOrientation(full.subarray(0, 0x34))).toBe(6);
  });

  it('ignores an out-of-range orientation value', () => {
    const bad = jpeg('orient-6-be.jpg').slice();
    bad[0x31] = 9; // the value's low byte (big-endian SHORT at entry + 8)
    expect(readJpegOrientation(bad)).toBe(1);
  });
});

describe('orientedSize and orientationTransform', () => {
  it('swaps width and height for 5–8', () => {
    expect([1, 4, 5, 8].map((o) => orientedSize(4, 2, o as Orientation))).toEqual([
      { width: 4, height: 2 },
      { width: 4, height: 2 },
      { width: 2, height: 4 },
      { width: 2, height: 4 },
    ]);
  });

  // Where the stored image's corners land: top-left (0,0), top-right (w,0), bottom-left (0,h).
  const apply = (m: number[], x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!];
  it.each([
    [1, [0, 0], [4, 0], [0, 2]],
    [2, [4, 0], [0, 0], [4, 2]], // mirrored
    [3, [4, 2], [0, 2], [4, 0]], // 180°
    [4, [0, 2], [4, 2], [0, 0]], // flipped vertically
    [5, [0, 0], [0, 4], [2, 0]], // transposed
    [6, [2, 0], [2, 4], [0, 0]], // 90° clockwise: top-left goes top-right
    [7, [2, 4], [2, 0], [0, 4]], // transverse
    [8, [0, 4], [0, 0], [2, 4]], // 90° counter-clockwise: top-left goes bottom-left
  ] as const)('orientation %i maps the 4×2 corners', (o, tl, tr, bl) => {
    const m = orientationTransform(o, 4, 2);
    expect([apply(m, 0, 0), apply(m, 4, 0), apply(m, 0, 2)]).toEqual([tl, tr, bl]);
  });
});
