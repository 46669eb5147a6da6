/**
 * Writing the print resolution into image files, so a print shop or an office program prints an ID photo at
 * its real size: a PNG `pHYs` chunk (pixels per metre) after IHDR, and the density fields of a JPEG's JFIF
 * APP0 segment (dots per inch), added when the encoder wrote none. Pure byte work on whole files.
 */
import { concatBytes } from '../../lib/image/bytes';
import { APP0, isJpeg, jpegSegments } from '../../lib/image/jpeg';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Dots per inch → pixels per metre, rounded (300 dpi → 11811). */
export const dpiToPpm = (dpi: number) => Math.round(dpi / 0.0254);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u32(view: DataView, at: number): number {
  return view.getUint32(at);
}

/** The 21-byte pHYs chunk for `dpi` (unit: metre). */
export function physChunk(dpi: number): Uint8Array {
  const chunk = new Uint8Array(21);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  const ppm = dpiToPpm(dpi);
  view.setUint32(8, ppm);
  view.setUint32(12, ppm);
  chunk[16] = 1;
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  return chunk;
}

/**
 * The PNG with its resolution set to `dpi`: any pHYs chunk is dropped and a new one written right after IHDR.
 * Returns the input unchanged when it is not a PNG.
 */
export function setPngDpi(png: Uint8Array, dpi: number): Uint8Array {
  if (png.length < 33 || PNG_SIGNATURE.some((b, i) => png[i] !== b)) return png;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= png.length) {
    const len = u32(view, at);
    const end = at + 12 + len;
    if (end > png.length) return png;
    const type = String.fromCharCode(png[at + 4]!, png[at + 5]!, png[at + 6]!, png[at + 7]!);
    if (type !== 'pHYs') parts.push(png.subarray(at, end));
    if (type === 'IHDR') parts.push(physChunk(dpi));
    at = end;
  }
  return concatBytes(parts);
}

/** A JFIF APP0 segment (18 bytes) with density `dpi` in dots per inch. */
export function jfifSegment(dpi: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x01,
    dpi >> 8,
    dpi & 0xff,
    dpi >> 8,
    dpi & 0xff,
    0x00,
    0x00,
  ]);
}

/** Whether the JPEG's first segment, right after SOI, is a whole JFIF APP0 (whose density fields sit at 13–17). */
function startsWithJfif(jpeg: Uint8Array): boolean {
  const first = jpegSegments(jpeg).next();
  return (
    !first.done &&
    first.value.start === 2 &&
    first.value.marker === APP0 &&
    jpeg.length >= 20 &&
    String.fromCharCode(...jpeg.subarray(6, 11)) === 'JFIF\0'
  );
}

/**
 * The JPEG with its density set to `dpi`: the fields of its JFIF APP0 segment are rewritten (units = dots per
 * inch), or a JFIF segment is inserted after SOI when it has none. Returns the input unchanged when it is not
 * a JPEG.
 */
export function setJpegDpi(jpeg: Uint8Array, dpi: number): Uint8Array {
  if (!isJpeg(jpeg)) return jpeg;
  if (startsWithJfif(jpeg)) {
    const out = jpeg.slice();
    out[13] = 1;
    out[14] = dpi >> 8;
    out[15] = dpi & 0xff;
    out[16] = dpi >> 8;
    out[17] = dpi & 0xff;
    return out;
  }
  const seg = jfifSegment(dpi);
  const out = new Uint8Array(jpeg.length + seg.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(seg, 2);
  out.set(jpeg.subarray(2), 2 + seg.length);
  return out;
}

/** The density a PNG's pHYs chunk or a JPEG's JFIF segment declares, in dpi (null when none). For tests and checks. */
export function readDpi(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) {
    let at = 8;
    while (at + 12 <= bytes.length) {
      const len = u32(view, at);
      if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'pHYs' && bytes[at + 16] === 1)
        return Math.round(u32(view, at + 8) * 0.0254);
      at += 12 + len;
    }
    return null;
  }
  if (isJpeg(bytes) && startsWithJfif(bytes)) return bytes[13] === 1 ? view.getUint16(14) : null;
  return null;
}
