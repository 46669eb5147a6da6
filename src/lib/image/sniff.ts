/**
 * What a file really is, from its first bytes (magic numbers), whatever its name or claimed MIME type says.
 * Image formats get a full description; a few common non-image formats get a name for error messages.
 * Pure: no DOM. Read the first 4 KB of a file (`file.slice(0, 4096)`) and pass them here.
 */

/**
 * `heic`: HEIC/HEIF (iPhone photos). `detectImageType` does not return it (most browsers cannot show it); tools that
 * decode through this kit take it with `detectDecodableType` (heif.ts decodes it on the device).
 */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'avif' | 'ico' | 'bmp' | 'heic';

export interface ImageType {
  kind: ImageKind;
  mime: string;
  /** File extension without the dot. */
  ext: string;
  /** Display name, e.g. "PNG". */
  label: string;
}

export const IMAGE_TYPES: Readonly<Record<ImageKind, ImageType>> = {
  png: { kind: 'png', mime: 'image/png', ext: 'png', label: 'PNG' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  gif: { kind: 'gif', mime: 'image/gif', ext: 'gif', label: 'GIF' },
  webp: { kind: 'webp', mime: 'image/webp', ext: 'webp', label: 'WebP' },
  svg: { kind: 'svg', mime: 'image/svg+xml', ext: 'svg', label: 'SVG' },
  avif: { kind: 'avif', mime: 'image/avif', ext: 'avif', label: 'AVIF' },
  ico: { kind: 'ico', mime: 'image/x-icon', ext: 'ico', label: 'ICO' },
  bmp: { kind: 'bmp', mime: 'image/bmp', ext: 'bmp', label: 'BMP' },
  heic: { kind: 'heic', mime: 'image/heic', ext: 'heic', label: 'HEIC' },
};

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (bytes[offset + i] !== sig[i]) return false;
  return true;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32le = (b: Uint8Array, o: number) => (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
const u32be = (b: Uint8Array, o: number) => ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;

/** BITMAPCOREHEADER, BITMAPINFOHEADER, and the later V2–V5 headers. */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const size = Math.min(u32be(b, 0), b.length);
  const brands = [ascii(b, 8, 12)];
  for (let o = 16; o + 4 <= size; o += 4) brands.push(ascii(b, o, o + 4));
  return brands.some((x) => x === 'avif' || x === 'avis');
}

/** HEIF brands of still images and sequences coded in HEVC (iPhone photos are `heic`), and the generic ones. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heif', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** Whether the bytes are a HEIF file (HEIC): an ISO BMFF `ftyp` with a HEIF brand, and not AVIF. */
export function isHeif(b: Uint8Array): boolean {
  if (b.length < 12 || ascii(b, 4, 8) !== 'ftyp' || isAvif(b)) return false;
  const size = Math.min(u32be(b, 0), b.length);
  const brands = [ascii(b, 8, 12)];
  for (let o = 16; o + 4 <= size; o += 4) brands.push(ascii(b, o, o + 4));
  return brands.some((x) => HEIF_BRANDS.has(x));
}

/** Whether the start of the bytes is an SVG document (optional BOM, XML declaration, comments, doctype). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  if (
    /^\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i.test(
      text,
    )
  ) {
    return true;
  }
  // A long comment or doctype may not end inside the first 4 KB: accept markup that opens an <svg> element.
  return /^\s*</.test(text) && /<svg[\s>]/i.test(text) && /http:\/\/www\.w3\.org\/2000\/svg/.test(text);
}

/** The image type the bytes really are, from their magic numbers; null when they are not an image we know. */
export function detectImageType(b: Uint8Array): ImageType | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpeg;
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return IMAGE_TYPES.gif;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return IMAGE_TYPES.webp;
  if (isAvif(b)) return IMAGE_TYPES.avif;
  // ICO: reserved 0, type 1, at least one image and room for its directory entry.
  if (startsWith(b, [0, 0, 1, 0]) && b.length >= 22 && u16le(b, 4) > 0) return IMAGE_TYPES.ico;
  if (startsWith(b, [0x42, 0x4d]) && b.length >= 26 && BMP_HEADER_SIZES.has(u32le(b, 14))) return IMAGE_TYPES.bmp;
  if (looksLikeSvg(b)) return IMAGE_TYPES.svg;
  return null;
}

/**
 * The image type for tools that decode through this kit: `detectImageType`'s, and HEIC/HEIF, which `decodeBitmap`
 * decodes on the device where the browser cannot (heif.ts).
 */
export function detectDecodableType(b: Uint8Array): ImageType | null {
  return detectImageType(b) ?? (isHeif(b) ? IMAGE_TYPES.heic : null);
}

/** Names common non-image formats, so the error can say what the bytes are instead. */
export function sniffOther(b: Uint8Array): string | null {
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46])) return 'PDF';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'ZIP';
  if (startsWith(b, [0x1f, 0x8b])) return 'GZIP';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'TIFF';
  if (isHeif(b)) return 'HEIC';
  return null;
}
