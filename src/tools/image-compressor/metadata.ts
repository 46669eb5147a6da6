/**
 * "Keep metadata" for JPEG: the EXIF block (APP1 "Exif\0\0": camera, date, exposure, GPS position) of the
 * input is copied into the new JPEG. The pixels are already upright (decoding applied the orientation), so the
 * copy's orientation tag is set to 1, or a viewer would turn the photo a second time. Other blocks (ICC colour
 * profile, XMP, comments) are not copied. Pure: no DOM.
 */
import type { ImageKind } from '../../lib/image/sniff';

interface Segment {
  marker: number;
  /** Offset of the 0xFF that starts the segment. */
  start: number;
  /** Offset just after it. */
  end: number;
}

/** The marker segments before the image data (SOS), in order; stops at anything malformed. */
function headerSegments(b: Uint8Array): Segment[] {
  const out: Segment[] = [];
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return out;
  let pos = 2;
  while (pos + 4 <= b.length && b[pos] === 0xff) {
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break;
    const length = (b[pos + 2]! << 8) | b[pos + 3]!;
    if (length < 2 || pos + 2 + length > b.length) break;
    out.push({ marker, start: pos, end: pos + 2 + length });
    pos += 2 + length;
  }
  return out;
}

function isExif(b: Uint8Array, s: Segment): boolean {
  const at = s.start + 4;
  return (
    s.marker === 0xe1 &&
    s.end - at >= 14 &&
    b[at] === 0x45 &&
    b[at + 1] === 0x78 &&
    b[at + 2] === 0x69 &&
    b[at + 3] === 0x66 &&
    b[at + 4] === 0 &&
    b[at + 5] === 0
  );
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
  if (out.length < t + 8) return out;
  const little = out[t] === 0x49 && out[t + 1] === 0x49;
  if (!little && !(out[t] === 0x4d && out[t + 1] === 0x4d)) return out;
  const u16 = (o: number) => (little ? out[t + o]! | (out[t + o + 1]! << 8) : (out[t + o]! << 8) | out[t + o + 1]!);
  const u32 = (o: number) =>
    little
      ? (out[t + o]! | (out[t + o + 1]! << 8) | (out[t + o + 2]! << 16) | (out[t + o + 3]! << 24)) >>> 0
      : ((out[t + o]! << 24) | (out[t + o + 1]! << 16) | (out[t + o + 2]! << 8) | out[t + o + 3]!) >>> 0;
  const size = out.length - t;
  const ifd = u32(4);
  if (ifd + 2 > size) return out;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > size) break;
    if (u16(entry) !== 0x0112) continue;
    const value = t + entry + 8;
    out[value] = little ? 1 : 0;
    out[value + 1] = little ? 0 : 1;
    break;
  }
  return out;
}

/**
 * The JPEG with this segment inserted after SOI and any JFIF APP0, and any EXIF block of its own removed.
 * Returns the JPEG unchanged when it is not a JPEG.
 */
export function insertSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  const segs = headerSegments(jpeg);
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg;
  const app0 = segs[0]?.marker === 0xe0 ? segs[0] : null;
  const at = app0 ? app0.end : 2;
  const drop = segs.filter((s) => isExif(jpeg, s));
  const parts: Uint8Array[] = [jpeg.subarray(0, at), segment];
  let pos = at;
  for (const s of drop) {
    parts.push(jpeg.subarray(pos, s.start));
    pos = s.end;
  }
  parts.push(jpeg.subarray(pos));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
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
 * EXIF or XMP chunks; AVIF: an Exif item or XMP packet in its header. Pure.
 */
export function hasMetadata(b: Uint8Array, kind: ImageKind): boolean {
  switch (kind) {
    case 'jpeg':
      return headerSegments(b).some((s) => s.marker === 0xe1 || s.marker === 0xed);
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
      return containsText(b, 'Exif') || containsText(b, '<x:xmpmeta');
    default:
      return false;
  }
}
