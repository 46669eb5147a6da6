/**
 * Walking a JPEG's marker segments, once for every reader of JPEG headers (EXIF orientation, stored size,
 * metadata copy and check, print density). Pure: no DOM.
 *
 * A JPEG is SOI (FF D8), then segments `FF <marker> <length: 2 bytes, big-endian, counting itself> <payload>`
 * up to SOS (FF DA), after which the entropy-coded image data follows. Fill bytes (FF FF…) may stand before a
 * marker, and a few markers (TEM 01, RST0–7 D0–D7, a stray SOI) have no length.
 */

export interface JpegSegment {
  /** The marker byte after FF (E1 for APP1, C0 for SOF0, …). */
  marker: number;
  /** Offset of the FF that starts the segment. */
  start: number;
  /** Offset just after the segment (`start + 2 + length`): may lie past the end of a truncated file. */
  end: number;
}

export const SOI = 0xd8;
export const SOS = 0xda;
export const EOI = 0xd9;
export const APP0 = 0xe0;
export const APP1 = 0xe1;
export const APP13 = 0xed;

/** Start-of-frame markers, which hold the image's size (baseline, progressive, lossless…; not DHT C4, JPG C8, DAC CC). */
export const SOF_MARKERS: ReadonlySet<number> = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Whether the bytes start with a JPEG's SOI marker. */
export function isJpeg(b: Uint8Array): boolean {
  return b.length >= 4 && b[0] === 0xff && b[1] === SOI;
}

/**
 * The segments of a JPEG's header, in order, up to the image data: what stands before SOS (or EOI). Markers
 * without a length are passed over. Stops at the first thing that is not a marker, at a length under 2, and
 * where fewer than 4 bytes remain; yields nothing when the bytes are not a JPEG. The last segment of a
 * truncated file may end past `b.length` (each reader decides whether a partial segment is of use).
 */
export function* jpegSegments(b: Uint8Array): Generator<JpegSegment> {
  if (!isJpeg(b)) return;
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return;
    const marker = b[pos + 1]!;
    if (marker === 0xff) {
      pos++; // a fill byte
      continue;
    }
    if (marker === SOI || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2; // markers without a length
      continue;
    }
    if (marker === SOS || marker === EOI) return;
    const length = (b[pos + 2]! << 8) | b[pos + 3]!;
    if (length < 2) return;
    yield { marker, start: pos, end: pos + 2 + length };
    pos += 2 + length;
  }
}

/** The header segments that lie whole inside the bytes: the walk stops at the first truncated one. */
export function completeJpegSegments(b: Uint8Array): JpegSegment[] {
  const out: JpegSegment[] = [];
  for (const s of jpegSegments(b)) {
    if (s.end > b.length) break;
    out.push(s);
  }
  return out;
}

/** Whether a segment is an EXIF block: APP1 whose payload starts "Exif\0\0". */
export function isExifSegment(b: Uint8Array, s: JpegSegment): boolean {
  const at = s.start + 4;
  return (
    s.marker === APP1 &&
    b[at] === 0x45 &&
    b[at + 1] === 0x78 &&
    b[at + 2] === 0x69 &&
    b[at + 3] === 0x66 &&
    b[at + 4] === 0 &&
    b[at + 5] === 0
  );
}
