import { describe, expect, it } from 'vitest';
import { readJpegOrientation } from '../../lib/image/exif';
import { copyExif, extractExif, hasMetadata, insertSegment, resetOrientation } from './metadata';

/** An EXIF APP1 segment: big- or little-endian TIFF, IFD0 with an orientation tag and one other tag. */
function exifSegment(orientation: number, little: boolean): number[] {
  const u16 = (v: number) => (little ? [v & 0xff, v >> 8] : [v >> 8, v & 0xff]);
  const u32 = (v: number) => (little ? [v & 0xff, (v >> 8) & 0xff, 0, 0] : [0, 0, (v >> 8) & 0xff, v & 0xff]);
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(2), // two entries
    ...u16(0x010f), // Make, ASCII, 4 bytes inline: "ACME"
    ...u16(2),
    ...u32(4),
    0x41,
    0x43,
    0x4d,
    0x45,
    ...u16(0x0112), // Orientation, SHORT, 1
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0), // no next IFD
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return [0xff, 0xe1, length >> 8, length & 0xff, ...payload];
}

const SOI = [0xff, 0xd8];
const APP0 = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]; // a short JFIF-like APP0
const SOS_EOI = [0xff, 0xda, 0x00, 0x04, 0x01, 0x02, 0x11, 0x22, 0xff, 0xd9];

describe('JPEG EXIF copy', () => {
  it('finds the EXIF segment, whole', () => {
    const exif = exifSegment(6, false);
    const input = new Uint8Array([...SOI, ...APP0, ...exif, ...SOS_EOI]);
    expect([...extractExif(input)!]).toEqual(exif);
    expect(extractExif(new Uint8Array([...SOI, ...APP0, ...SOS_EOI]))).toBeNull();
    expect(extractExif(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('sets the orientation to 1 in either byte order and changes nothing else', () => {
    for (const little of [false, true]) {
      const seg = new Uint8Array(exifSegment(6, little));
      const reset = resetOrientation(seg);
      expect([...reset]).toEqual(exifSegment(1, little));
      expect(seg).toEqual(new Uint8Array(exifSegment(6, little))); // the input is not modified
      const jpeg = new Uint8Array([...SOI, ...seg, ...SOS_EOI]);
      expect(readJpegOrientation(jpeg)).toBe(6);
      expect(readJpegOrientation(new Uint8Array([...SOI, ...reset, ...SOS_EOI]))).toBe(1);
    }
  });

  it('inserts after SOI and APP0, replacing an EXIF block the output had', () => {
    const exif = exifSegment(1, true);
    expect([...insertSegment(new Uint8Array([...SOI, ...APP0, ...SOS_EOI]), new Uint8Array(exif))]).toEqual([
      ...SOI,
      ...APP0,
      ...exif,
      ...SOS_EOI,
    ]);
    expect([...insertSegment(new Uint8Array([...SOI, ...SOS_EOI]), new Uint8Array(exif))]).toEqual([
      ...SOI,
      ...exif,
      ...SOS_EOI,
    ]);
    const old = exifSegment(3, false);
    expect([...insertSegment(new Uint8Array([...SOI, ...APP0, ...old, ...SOS_EOI]), new Uint8Array(exif))]).toEqual([
      ...SOI,
      ...APP0,
      ...exif,
      ...SOS_EOI,
    ]);
  });

  it('copies the input EXIF into the output with orientation 1, or leaves the output alone', () => {
    const input = new Uint8Array([...SOI, ...exifSegment(8, false), ...SOS_EOI]);
    const output = new Uint8Array([...SOI, ...APP0, ...SOS_EOI]);
    const r = copyExif(input, output);
    expect(r.copied).toBe(true);
    expect([...r.bytes]).toEqual([...SOI, ...APP0, ...exifSegment(1, false), ...SOS_EOI]);
    expect(copyExif(output, output)).toEqual({ bytes: output, copied: false });
  });
});

describe('hasMetadata', () => {
  const pngChunk = (type: string, data: number[]) => [
    0,
    0,
    0,
    data.length,
    ...Buffer.from(type, 'latin1'),
    ...data,
    1,
    2,
    3,
    4,
  ];
  const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it('JPEG: EXIF/XMP (APP1) or IPTC (APP13), not JFIF alone', () => {
    expect(hasMetadata(new Uint8Array([...SOI, ...APP0, ...exifSegment(1, true), ...SOS_EOI]), 'jpeg')).toBe(true);
    expect(hasMetadata(new Uint8Array([...SOI, ...APP0, 0xff, 0xed, 0, 4, 1, 2, ...SOS_EOI]), 'jpeg')).toBe(true);
    expect(hasMetadata(new Uint8Array([...SOI, ...APP0, ...SOS_EOI]), 'jpeg')).toBe(false);
  });
  it('PNG: text or eXIf chunks, before or after the image data', () => {
    const ihdr = pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const idat = pngChunk('IDAT', [1, 2]);
    const iend = pngChunk('IEND', []);
    const text = pngChunk('tEXt', [0x41, 0, 0x42]);
    expect(hasMetadata(new Uint8Array([...PNG_SIG, ...ihdr, ...idat, ...iend]), 'png')).toBe(false);
    expect(hasMetadata(new Uint8Array([...PNG_SIG, ...ihdr, ...text, ...idat, ...iend]), 'png')).toBe(true);
    expect(hasMetadata(new Uint8Array([...PNG_SIG, ...ihdr, ...idat, ...text, ...iend]), 'png')).toBe(true);
    expect(
      hasMetadata(new Uint8Array([...PNG_SIG, ...ihdr, ...pngChunk('eXIf', [0x4d]), ...idat, ...iend]), 'png'),
    ).toBe(true);
  });
  it('WebP: EXIF or XMP chunks', () => {
    const riff = (chunks: number[]) => [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP'), ...chunks];
    const chunk = (fourcc: string, data: number[]) => [
      ...Buffer.from(fourcc),
      data.length,
      0,
      0,
      0,
      ...data,
      ...(data.length & 1 ? [0] : []),
    ];
    expect(hasMetadata(new Uint8Array(riff(chunk('VP8 ', [1, 2, 3]))), 'webp')).toBe(false);
    expect(
      hasMetadata(new Uint8Array(riff([...chunk('VP8X', [0]), ...chunk('VP8 ', [1]), ...chunk('EXIF', [7])])), 'webp'),
    ).toBe(true);
    expect(hasMetadata(new Uint8Array(riff([...chunk('VP8 ', [1]), ...chunk('XMP ', [7, 8])])), 'webp')).toBe(true);
  });
  it('AVIF: an Exif item or an XMP packet; GIF and BMP are never asked', () => {
    expect(hasMetadata(new Uint8Array([0, 0, 0, 8, ...Buffer.from('ftypavif'), ...Buffer.from('Exif')]), 'avif')).toBe(
      true,
    );
    expect(hasMetadata(new Uint8Array([0, 0, 0, 8, ...Buffer.from('ftypavif'), 1, 2, 3]), 'avif')).toBe(false);
    expect(hasMetadata(new Uint8Array([...Buffer.from('GIF89a'), ...Buffer.from('Exif')]), 'gif')).toBe(false);
  });
});
