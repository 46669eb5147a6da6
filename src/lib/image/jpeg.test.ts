import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { completeJpegSegments, isExifSegment, isJpeg, jpegSegments } from './jpeg';

// Written by cjpeg and exiftool (tests/fixtures/images/make-fixtures.sh), not by this code.
const DIR = fileURLToPath(new URL('../../../tests/fixtures/images/', import.meta.url));
const file = (name: string) => new Uint8Array(readFileSync(DIR + name));
const list = (b: Uint8Array) => [...jpegSegments(b)].map((s) => [s.marker, s.start, s.end]);

describe('jpegSegments', () => {
  it('lists the header segments of a real file, in order, up to the image data', () => {
    // JFIF APP0, EXIF APP1, XMP APP1, two DQT, SOF0, four DHT; then SOS.
    expect(list(file('orient-8-xmp.jpg'))).toEqual([
      [0xe0, 2, 20],
      [0xe1, 20, 132],
      [0xe1, 132, 3024],
      [0xdb, 3024, 3093],
      [0xdb, 3093, 3162],
      [0xc0, 3162, 3181],
      [0xc4, 3181, 3214],
      [0xc4, 3214, 3397],
      [0xc4, 3397, 3430],
      [0xc4, 3430, 3613],
    ]);
    const b = file('orient-8-xmp.jpg');
    expect([...jpegSegments(b)].map((s) => isExifSegment(b, s))).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('passes over fill bytes and markers without a length, and stops at anything else', () => {
    const b = new Uint8Array([0xff, 0xd8, 0xff, 0xff, 0xd0, 0xff, 0xe0, 0x00, 0x04, 1, 2, 0xff, 0xda, 0, 2]);
    expect(list(b)).toEqual([[0xe0, 5, 11]]);
    expect(list(new Uint8Array([0xff, 0xd8, 0x00, 0xe0, 0x00, 0x04]))).toEqual([]);
    expect(list(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0xff, 0xe1, 0, 2]))).toEqual([]);
    expect(list(new TextEncoder().encode('%PDF-1.7'))).toEqual([]);
    expect(isJpeg(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
  });

  it('yields a truncated last segment; completeJpegSegments leaves it out', () => {
    const b = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 1, 2, 0xff, 0xe1, 0x01, 0x00, 0x45]);
    expect(list(b)).toEqual([
      [0xe0, 2, 8],
      [0xe1, 8, 266],
    ]);
    expect(completeJpegSegments(b).map((s) => s.marker)).toEqual([0xe0]);
  });
});
