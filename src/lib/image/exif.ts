/**
 * EXIF orientation of a JPEG, read from its bytes, and the canvas transform that applies it. Browsers apply
 * the orientation themselves when they decode (see decode.ts); these are for checking what a photo says,
 * for sizes before decoding, and for drawing where a browser does not rotate. Pure: no DOM.
 */
import { isExifSegment, jpegSegments } from './jpeg';

/** EXIF orientation 1–8: 1 is upright; 5–8 swap width and height. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The EXIF orientation tag (IFD0). */
export const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The orientation stored in a JPEG's EXIF block (APP1 "Exif\0\0", IFD0 tag 0x0112); 1 when there is none,
 * when the bytes are not a JPEG, or when the block is damaged. Pass at least the file's first 64 KB.
 */
export function readJpegOrientation(bytes: Uint8Array): Orientation {
  for (const seg of jpegSegments(bytes)) {
    if (!isExifSegment(bytes, seg)) continue;
    const found = orientationInTiff(bytes.subarray(seg.start + 10, Math.min(seg.end, bytes.length)));
    if (found) return found;
  }
  return 1;
}

/**
 * Where IFD0 of a TIFF structure (an EXIF payload, after "Exif\0\0") holds `tag`: the offset of its 12-byte
 * entry and the byte order; null when the tag is absent or the structure is damaged.
 */
export function tiffTagEntry(t: Uint8Array, tag: number): { entry: number; little: boolean } | null {
  if (t.length < 8) return null;
  const little = t[0] === 0x49 && t[1] === 0x49;
  if (!little && !(t[0] === 0x4d && t[1] === 0x4d)) return null;
  const u16 = (o: number) => tiffU16(t, o, little);
  if (u16(2) !== 42) return null;
  const ifd = little
    ? (t[4]! | (t[5]! << 8) | (t[6]! << 16) | (t[7]! << 24)) >>> 0
    : ((t[4]! << 24) | (t[5]! << 16) | (t[6]! << 8) | t[7]!) >>> 0;
  if (ifd + 2 > t.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > t.length) return null;
    if (u16(entry) === tag) return { entry, little };
  }
  return null;
}

/** A 16-bit value of a TIFF structure in its byte order. */
export function tiffU16(t: Uint8Array, o: number, little: boolean): number {
  return little ? t[o]! | (t[o + 1]! << 8) : (t[o]! << 8) | t[o + 1]!;
}

/** The orientation tag of IFD0 of a TIFF structure (the EXIF payload); null when absent or invalid. */
function orientationInTiff(t: Uint8Array): Orientation | null {
  const found = tiffTagEntry(t, ORIENTATION_TAG);
  if (!found) return null;
  if (tiffU16(t, found.entry + 2, found.little) !== SHORT) return null;
  const value = tiffU16(t, found.entry + 8, found.little);
  return value >= 1 && value <= 8 ? (value as Orientation) : null;
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
