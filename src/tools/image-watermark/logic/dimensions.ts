/**
 * An image's stored size from its header bytes (PNG, JPEG, GIF, WebP), without decoding it, so an image too
 * large for a canvas is refused before the browser tries to allocate it. Pure; null when the header does not
 * say (or is not one of these formats). JPEG: the size before EXIF rotation (the same area either way).
 */
import { isJpeg, jpegSegments, SOF_MARKERS } from '../../../lib/image/jpeg';
import type { Size } from './layout';

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u24le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
const ascii = (b: Uint8Array, s: number, e: number) => String.fromCharCode(...b.subarray(s, e));

function jpegSize(b: Uint8Array): Size | null {
  for (const seg of jpegSegments(b)) {
    if (!SOF_MARKERS.has(seg.marker)) continue;
    return seg.start + 9 <= b.length ? { width: u16be(b, seg.start + 7), height: u16be(b, seg.start + 5) } : null;
  }
  return null;
}

function webpSize(b: Uint8Array): Size | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** The stored width and height, from the first bytes of the file (64 KB covers a JPEG's EXIF thumbnail). */
export function headerSize(b: Uint8Array): Size | null {
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && ascii(b, 12, 16) === 'IHDR') {
    return { width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (isJpeg(b)) return jpegSize(b);
  if (b.length >= 10 && ascii(b, 0, 3) === 'GIF') return { width: u16le(b, 6), height: u16le(b, 8) };
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webpSize(b);
  return null;
}
