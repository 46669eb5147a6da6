/**
 * EXIF orientation of a JPEG, read from its bytes, and the canvas transform that applies it. Browsers apply
 * the orientation themselves when they decode (see decode.ts); these are for checking what a photo says,
 * for sizes before decoding, and for drawing where a browser does not rotate. Pure: no DOM.
 */

/** EXIF orientation 1–8: 1 is upright; 5–8 swap width and height. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The orientation stored in a JPEG's EXIF block (APP1 "Exif\0\0", IFD0 tag 0x0112); 1 when there is none,
 * when the bytes are not a JPEG, or when the block is damaged. Pass at least the file's first 64 KB.
 */
export function readJpegOrientation(bytes: Uint8Array): Orientation {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) return 1;
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 1; // image data or end: no EXIF before it
    const length = (bytes[pos + 2]! << 8) | bytes[pos + 3]!;
    if (length < 2) return 1;
    const start = pos + 4;
    const end = Math.min(pos + 2 + length, bytes.length);
    if (marker === 0xe1 && isExifHeader(bytes, start)) {
      const found = orientationInTiff(bytes.subarray(start + 6, end));
      if (found) return found;
    }
    pos += 2 + length;
  }
  return 1;
}

function isExifHeader(b: Uint8Array, at: number): boolean {
  // "Exif" followed by two zero bytes.
  return b[at] === 0x45 && b[at + 1] === 0x78 && b[at + 2] === 0x69 && b[at + 3] === 0x66 && !b[at + 4] && !b[at + 5];
}

/** Reads IFD0 of a TIFF structure (the EXIF payload) for the orientation tag; null when absent or invalid. */
function orientationInTiff(t: Uint8Array): Orientation | null {
  if (t.length < 8) return null;
  const little = t[0] === 0x49 && t[1] === 0x49;
  if (!little && !(t[0] === 0x4d && t[1] === 0x4d)) return null;
  const u16 = (o: number) => (little ? t[o]! | (t[o + 1]! << 8) : (t[o]! << 8) | t[o + 1]!);
  const u32 = (o: number) =>
    little
      ? (t[o]! | (t[o + 1]! << 8) | (t[o + 2]! << 16) | (t[o + 3]! << 24)) >>> 0
      : ((t[o]! << 24) | (t[o + 1]! << 16) | (t[o + 2]! << 8) | t[o + 3]!) >>> 0;
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > t.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > t.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== SHORT) return null;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? (value as Orientation) : null;
  }
  return null;
}

/** The displayed size of an image stored as width × height with this orientation. */
export function orientedSize(width: number, height: number, o: Orientation): { width: number; height: number } {
  return o >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The canvas transform (a, b, c, d, e, f for `ctx.setTransform`) that draws an image stored as
 * width × height, placed at (0, 0), the way its orientation says it should be seen, on a canvas of
 * `orientedSize(width, height, o)`.
 */
export function orientationTransform(
  o: Orientation,
  width: number,
  height: number,
): [number, number, number, number, number, number] {
  switch (o) {
    case 2:
      return [-1, 0, 0, 1, width, 0];
    case 3:
      return [-1, 0, 0, -1, width, height];
    case 4:
      return [1, 0, 0, -1, 0, height];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, height, 0];
    case 7:
      return [0, -1, -1, 0, height, width];
    case 8:
      return [0, -1, 1, 0, 0, width];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}
