/**
 * An image's stored size from its header bytes, without decoding it, and the one check every place that takes
 * an image makes before any decode: what the bytes are (sniff.ts), how large the header says the picture is,
 * against one pixel limit. A 16000 × 16000 PNG is a few hundred KB on disk and 1 GB of pixels once decoded; a
 * JPEG may claim 65535 × 65535 in a dozen bytes. Read from the header, such a file is refused before the
 * browser allocates anything. Pure except `inspectImage`, which reads the start (and end) of a Blob.
 *
 * Formats: PNG (IHDR), JPEG (SOFn, before EXIF rotation: the same area either way), GIF (logical screen),
 * WebP (VP8X canvas, VP8L, VP8), BMP (DIB header), ICO (its largest entry), AVIF and HEIC (the largest `ispe`
 * property), SVG (the root element's absolute width and height, else its viewBox).
 */
import { IMAGE_LIMITS, overLimits, type CanvasLimits } from './canvas-limits';

export { IMAGE_LIMITS, overLimits, tooLargeParams } from './canvas-limits';
import { isJpeg, jpegSegments, SOF_MARKERS } from './jpeg';
import { detectDecodableType, detectImageType, sniffOther, type ImageType } from './sniff';

export interface Size {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u24le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
const i32le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24);
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

function bmpSize(b: Uint8Array): Size | null {
  if (b.length < 26) return null;
  const header = b[14]! | (b[15]! << 8) | (b[16]! << 16) | (b[17]! << 24);
  if (header === 12) return { width: u16le(b, 18), height: u16le(b, 20) };
  // Height is negative for a top-down bitmap.
  return b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null;
}

function icoSize(b: Uint8Array): Size | null {
  const count = u16le(b, 4);
  let best: Size | null = null;
  for (let i = 0; i < count && 6 + i * 16 + 16 <= b.length; i++) {
    const o = 6 + i * 16;
    // 0 stands for 256; a PNG entry's own header may say more, but the browser shows the directory's size.
    const size = { width: b[o] || 256, height: b[o + 1] || 256 };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

/**
 * AVIF and HEIC: the `ispe` (image spatial extents) properties in the `meta` box hold each item's size; the
 * largest is what a decoder allocates (the primary image, or a grid's canvas when a file has one).
 */
function ispeSize(b: Uint8Array): Size | null {
  let best: Size | null = null;
  for (let o = 4; o + 16 <= b.length; o++) {
    if (b[o] !== 0x69 || b[o + 1] !== 0x73 || b[o + 2] !== 0x70 || b[o + 3] !== 0x65) continue; // 'ispe'
    if (u32be(b, o - 4) !== 20) continue;
    const size = { width: u32be(b, o + 8), height: u32be(b, o + 12) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

const CSS_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

function svgLength(value: string | undefined): number | null {
  const m = value && /^\s*([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/i.exec(value);
  if (!m) return null;
  return Math.ceil(Number(m[1]) * CSS_PX[(m[2] ?? '').toLowerCase()]!);
}

/** An SVG's size as a browser rasterises it with no CSS size: width and height, else the viewBox's. */
function svgSize(b: Uint8Array): Size | null {
  const text = new TextDecoder('utf-8').decode(b.subarray(0, 65_536));
  const tag = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (tag === undefined) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  const read = (name: string) => {
    const m = attr(name);
    return m ? (m[1] ?? m[2]) : undefined;
  };
  const width = svgLength(read('width'));
  const height = svgLength(read('height'));
  const box = read('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize = box?.length === 4 && box.every(Number.isFinite) ? { w: box[2]!, h: box[3]! } : null;
  if (width !== null && height !== null) return { width, height };
  if (width !== null && boxSize && boxSize.w > 0) return { width, height: Math.ceil((width * boxSize.h) / boxSize.w) };
  if (height !== null && boxSize && boxSize.h > 0)
    return { width: Math.ceil((height * boxSize.w) / boxSize.h), height };
  if (boxSize) return { width: Math.ceil(boxSize.w), height: Math.ceil(boxSize.h) };
  return null; // The browser's default 300 × 150.
}

/** The stored width and height, from the first bytes of the file; null when the header does not say. */
export function headerSize(b: Uint8Array): Size | null {
  if (b.length >= 24 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && ascii(b, 12, 16) === 'IHDR') {
    return { width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (isJpeg(b)) return jpegSize(b);
  if (b.length >= 10 && ascii(b, 0, 3) === 'GIF') return { width: u16le(b, 6), height: u16le(b, 8) };
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webpSize(b);
  const kind = detectDecodableType(b)?.kind;
  if (kind === 'bmp') return bmpSize(b);
  if (kind === 'ico') return icoSize(b);
  if (kind === 'avif' || kind === 'heic') return ispeSize(b);
  if (kind === 'svg') return svgSize(b);
  return null;
}

/** Why a file cannot be taken as an image, found before any decode. */
export type ImageProblem =
  | { reason: 'empty' }
  /** Another known format (PDF, ZIP…), named. */
  | { reason: 'other'; other: string }
  | { reason: 'notImage' }
  /** An image header, but its size is unreadable or zero, or the file stops before its end (a cut PNG). */
  | { reason: 'damaged' }
  | { reason: 'tooLarge'; width: number; height: number; maxSide: number; maxArea: number };

export type Inspected = { ok: true; type: ImageType; size: Size | null } | { ok: false; problem: ImageProblem };

/** How many bytes `inspectImage` reads: room for a JPEG's EXIF, ICC and XMP segments before its SOF. */
export const HEAD_BYTES = 512 * 1024;

export interface InspectOptions {
  limits?: CanvasLimits;
  /** Take HEIC/HEIF (for tools that decode it through the kit). Default: false. */
  heic?: boolean;
  /** Take SVG. Default: true. */
  svg?: boolean;
}

/**
 * The check, from bytes already read: the head of the file (up to {@link HEAD_BYTES}), its size and its last
 * bytes (the last 1 KB, to see a PNG's IEND). Pure.
 */
export function inspectBytes(
  head: Uint8Array,
  fileSize: number,
  tail: Uint8Array,
  opts: InspectOptions = {},
): Inspected {
  if (fileSize === 0) return { ok: false, problem: { reason: 'empty' } };
  const type = opts.heic ? detectDecodableType(head) : detectImageType(head);
  if (!type || (type.kind === 'svg' && opts.svg === false)) {
    const other = sniffOther(head);
    return { ok: false, problem: other ? { reason: 'other', other } : { reason: 'notImage' } };
  }
  const size = headerSize(head);
  // A raster file read whole without a size in its header is damaged (an SVG may leave the size to the
  // browser's default; an AVIF or HEIC may keep its `ispe` further on, and so may a JPEG with long metadata).
  const sizeOptional = type.kind === 'svg' || type.kind === 'avif' || type.kind === 'heic' || head.length < fileSize;
  if (size ? size.width === 0 || size.height === 0 : !sizeOptional)
    return { ok: false, problem: { reason: 'damaged' } };
  const limits = opts.limits ?? IMAGE_LIMITS;
  if (size && overLimits(size, limits)) {
    return { ok: false, problem: { reason: 'tooLarge', ...size, maxSide: limits.maxSide, maxArea: limits.maxArea } };
  }
  if (type.kind === 'png' && !ascii(tail, 0, tail.length).includes('IEND')) {
    return { ok: false, problem: { reason: 'damaged' } };
  }
  return { ok: true, type, size };
}

/**
 * What a file is and whether it may be decoded: its type from its bytes, its size from its header, checked
 * against one pixel limit. Call it before any decode (createImageBitmap, an <img>, a worker's decode).
 */
export async function inspectImage(file: Blob, opts: InspectOptions = {}): Promise<Inspected> {
  if (file.size === 0) return { ok: false, problem: { reason: 'empty' } };
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const tail =
    file.size <= HEAD_BYTES
      ? head.subarray(Math.max(0, head.length - 1024))
      : new Uint8Array(await file.slice(-1024).arrayBuffer());
  return inspectBytes(head, file.size, tail, opts);
}
