/**
 * "Keep metadata" for JPEG: the EXIF block (APP1 "Exif\0\0": camera, date, exposure, GPS position) of the
 * input is copied into the new JPEG. The pixels are already upright (decoding applied the orientation), so the
 * copy's orientation tag is set to 1, or a viewer would turn the photo a second time. Other blocks (ICC colour
 * profile, XMP, comments) are not copied. Pure: no DOM.
 */
import {
  APP0,
  APP1,
  APP13,
  completeJpegSegments as headerSegments,
  isExifSegment,
  isJpeg,
  type JpegSegment,
} from '../../lib/image/jpeg';
import { concatBytes } from '../../lib/image/bytes';
import { ORIENTATION_TAG, tiffTagEntry } from '../../lib/image/exif';
import type { ImageKind } from '../../lib/image/sniff';

/** An EXIF block with at least its header and a TIFF header (14 bytes) in it. */
function isExif(b: Uint8Array, s: JpegSegment): boolean {
  return isExifSegment(b, s) && s.end - (s.start + 4) >= 14;
}

/** The whole EXIF APP1 segment of a JPEG (marker, length and payload), or null when it has none. */
export function extractExif(jpeg: Uint8Array): Uint8Array | null {
  const s = headerSegments(jpeg).find((seg) => isExif(jpeg, seg));
  return s ? jpeg.slice(s.start, s.end) : null;
}

/** A copy of an EXIF APP1 segment whose orientation tag (IFD0 0x0112), if any, says 1 (upright). */
export function resetOrientation(segment: Uint8Array): Uint8Array {
  const out = segment.slice();
  const t = 10; // FF E1, length (2), "Exif\0\0"
  const found = tiffTagEntry(out.subarray(t), ORIENTATION_TAG);
  if (found) {
    const value = t + found.entry + 8;
    out[value] = found.little ? 1 : 0;
    out[value + 1] = found.little ? 0 : 1;
  }
  return out;
}

/**
 * The JPEG with this segment inserted after SOI and any JFIF APP0, and any EXIF block of its own removed.
 * Returns the JPEG unchanged when it is not a JPEG.
 */
export function insertSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  if (!isJpeg(jpeg)) return jpeg;
  const segs = headerSegments(jpeg);
  const app0 = segs[0]?.marker === APP0 ? segs[0] : null;
  const at = app0 ? app0.end : 2;
  const drop = segs.filter((s) => isExif(jpeg, s));
  const parts: Uint8Array[] = [jpeg.subarray(0, at), segment];
  let pos = at;
  for (const s of drop) {
    parts.push(jpeg.subarray(pos, s.start));
    pos = s.end;
  }
  parts.push(jpeg.subarray(pos));
  return concatBytes(parts);
}

/** The new JPEG with the input JPEG's EXIF block (orientation reset), or the new JPEG as it is if there is none. */
export function copyExif(input: Uint8Array, output: Uint8Array): { bytes: Uint8Array; copied: boolean } {
  const exif = extractExif(input);
  if (!exif) return { bytes: output, copied: false };
  return { bytes: insertSegment(output, resetOrientation(exif)), copied: true };
}

const ascii = (b: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** Whether the bytes hold the ASCII text anywhere in their first 64 KB. */
function containsText(b: Uint8Array, text: string): boolean {
  const end = Math.min(b.length, 65_536) - text.length;
  for (let i = 0; i <= end; i++) if (ascii(b, i, text)) return true;
  return false;
}

/**
 * Whether an image file carries metadata about the photo or its author: EXIF, XMP, IPTC or text chunks.
 * (A colour profile alone does not count.) Used so that "strip metadata" never hands back an original that
 * still has it. JPEG: APP1 (EXIF, XMP) or APP13 (IPTC) segments; PNG: eXIf, tEXt, iTXt or zTXt chunks; WebP:
 * EXIF or XMP chunks; AVIF and HEIC: an Exif item or XMP packet in their header. Pure.
 */
export function hasMetadata(b: Uint8Array, kind: ImageKind): boolean {
  switch (kind) {
    case 'jpeg':
      return headerSegments(b).some((s) => s.marker === APP1 || s.marker === APP13);
    case 'png': {
      let pos = 8;
      while (pos + 8 <= b.length) {
        const length = ((b[pos]! << 24) | (b[pos + 1]! << 16) | (b[pos + 2]! << 8) | b[pos + 3]!) >>> 0;
        if (['eXIf', 'tEXt', 'iTXt', 'zTXt'].some((t) => ascii(b, pos + 4, t))) return true;
        if (ascii(b, pos + 4, 'IEND')) return false;
        pos += 12 + length;
      }
      return false;
    }
    case 'webp': {
      let pos = 12;
      while (pos + 8 <= b.length) {
        if (ascii(b, pos, 'EXIF') || ascii(b, pos, 'XMP ')) return true;
        const length = (b[pos + 4]! | (b[pos + 5]! << 8) | (b[pos + 6]! << 16) | (b[pos + 7]! << 24)) >>> 0;
        pos += 8 + length + (length & 1);
      }
      return false;
    }
    case 'avif':
    case 'heic':
      return containsText(b, 'Exif') || containsText(b, '<x:xmpmeta');
    default:
      return false;
  }
}
