import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headerSize } from './dimensions';

const FIX = fileURLToPath(new URL('../../../../tests/fixtures/images/', import.meta.url));
const file = (name: string) => new Uint8Array(readFileSync(FIX + name));

describe('headerSize', () => {
  it('reads PNG and JPEG fixtures (JPEG: the stored size, after an EXIF block)', () => {
    expect(headerSize(file('wm-alpha.png'))).toEqual({ width: 240, height: 160 });
    expect(headerSize(file('wm-logo.png'))).toEqual({ width: 40, height: 20 });
    expect(headerSize(file('wm-photo.jpg'))).toEqual({ width: 320, height: 200 });
    expect(headerSize(file('orient-6-be.jpg'))).toEqual({ width: 4, height: 2 });
    expect(headerSize(file('orient-8-xmp.jpg'))).toEqual({ width: 4, height: 2 });
  });

  it('says nothing for a JPEG without a frame header, or cut before it', () => {
    expect(headerSize(file('wm-corrupt.jpg'))).toBeNull();
    expect(headerSize(file('wm-photo.jpg').subarray(0, 100))).toBeNull();
  });

  it('reads a huge PNG and GIF header without the rest of the file', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    png.set([0, 0, 0xc3, 0x50, 0, 0, 0x9c, 0x40], 16); // 50,000 × 40,000
    expect(headerSize(png)).toEqual({ width: 50_000, height: 40_000 });
    const gif = new TextEncoder().encode('GIF89a\x10\x27\x20\x4e');
    expect(headerSize(gif)).toEqual({ width: 10_000, height: 20_000 });
  });

  it('reads the three WebP headers', () => {
    const riff = (chunk: string, body: number[]) => {
      const b = new Uint8Array(30);
      b.set(new TextEncoder().encode(`RIFF\0\0\0\0WEBP${chunk}`));
      b.set(body, 20);
      return b;
    };
    // VP8X: canvas 3000 × 2000 stored minus one, 24-bit little-endian at 24 and 27.
    expect(headerSize(riff('VP8X', [0, 0, 0, 0, 0xb7, 0x0b, 0, 0xcf, 0x07, 0]))).toEqual({
      width: 3000,
      height: 2000,
    });
    // VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1: 300 × 180.
    const bits = 299 | (179 << 14);
    expect(headerSize(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]))).toEqual(
      {
        width: 300,
        height: 180,
      },
    );
    // VP8: frame tag, start code 9d 01 2a, then 14-bit width and height: 640 × 480.
    expect(headerSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toEqual({
      width: 640,
      height: 480,
    });
  });

  it('says nothing for other bytes', () => {
    expect(headerSize(new TextEncoder().encode('%PDF-1.7 and more bytes here'))).toBeNull();
    expect(headerSize(new Uint8Array())).toBeNull();
  });
});
