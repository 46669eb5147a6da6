import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, dpiToPpm, jfifSegment, physChunk, readDpi, setJpegDpi, setPngDpi } from './density';

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A 1×1 grey PNG, with extra chunks after IHDR. */
function png(extra: Buffer[] = []): Uint8Array {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      ...extra,
      chunk('IDAT', deflateSync(Buffer.from([0, 128]))),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    // The CRC of an empty IEND chunk, as every PNG ends with.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });
});

describe('PNG pHYs', () => {
  it('writes 11811 pixels per metre for 300 dpi', () => {
    expect(dpiToPpm(300)).toBe(11811);
    expect([...physChunk(300)]).toEqual([
      // Length 9, "pHYs", 11811 (0x2e23) twice, unit 1 (metre), then the CRC (Python's zlib.crc32 agrees).
      0, 0, 0, 9, 0x70, 0x48, 0x59, 0x73, 0, 0, 0x2e, 0x23, 0, 0, 0x2e, 0x23, 1, 0x78, 0xa5, 0x3f, 0x76,
    ]);
  });

  it('inserts the chunk right after IHDR and replaces an old one', () => {
    const plain = png();
    const out = setPngDpi(plain, 300);
    expect(out.length).toBe(plain.length + 21);
    expect(Buffer.from(out.subarray(33, 41)).toString('latin1')).toBe('\0\0\0\tpHYs');
    expect(readDpi(out)).toBe(300);
    expect(readDpi(plain)).toBeNull();
    const old = png([chunk('pHYs', new Uint8Array([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]))]);
    expect(readDpi(old)).toBe(72);
    const again = setPngDpi(old, 300);
    expect(again.length).toBe(old.length);
    expect(readDpi(again)).toBe(300);
  });

  it('leaves other bytes alone', () => {
    const junk = new Uint8Array([1, 2, 3]);
    expect(setPngDpi(junk, 300)).toBe(junk);
  });
});

describe('JPEG JFIF density', () => {
  it('rewrites the density fields of a JFIF segment', () => {
    // SOI, a JFIF APP0 with no units and 1:1 density (as Chromium writes it), then EOI.
    const jpeg = new Uint8Array([0xff, 0xd8, ...jfifSegment(1), 0xff, 0xd9]);
    jpeg[13] = 0;
    expect(readDpi(jpeg)).toBeNull();
    const out = setJpegDpi(jpeg, 300);
    expect(out.length).toBe(jpeg.length);
    expect([...out.subarray(13, 18)]).toEqual([1, 0x01, 0x2c, 0x01, 0x2c]);
    expect(readDpi(out)).toBe(300);
  });

  it('inserts a JFIF segment when there is none', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9]);
    const out = setJpegDpi(jpeg, 300);
    expect([...out]).toEqual([0xff, 0xd8, ...jfifSegment(300), 0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9]);
    expect(readDpi(out)).toBe(300);
  });
});
