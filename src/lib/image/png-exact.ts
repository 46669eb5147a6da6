/**
 * Lossless PNG → PNG without decoding: a browser's decode converts a PNG's colours to sRGB by its colour profile
 * and a canvas stores them premultiplied by alpha, so pixels written back from a canvas differ from the file's
 * (by 5 % on average for an Adobe RGB photo, by up to 9 levels at the semi-transparent edge of a cut-out). Here
 * the file's own chunks are kept: those that hold the pixels (IHDR, PLTE, tRNS, IDAT, IEND) and those that say
 * what their colours mean (iCCP, sRGB, gAMA, cHRM, cICP, sBIT, mDCV, cLLI, and pHYs, the pixel density); the
 * rest (text, EXIF, dates, private chunks) is dropped, as the compressor drops metadata. A lossless optimiser
 * (OxiPNG) then recompresses the result. Pure: no DOM.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The chunks kept: the pixels and the meaning of their colours. */
export const KEPT_CHUNKS: ReadonlySet<string> = new Set([
  'IHDR',
  'PLTE',
  'tRNS',
  'IDAT',
  'IEND',
  'iCCP',
  'sRGB',
  'gAMA',
  'cHRM',
  'cICP',
  'sBIT',
  'mDCV',
  'cLLI',
  'mDCv',
  'cLLi',
  'pHYs',
]);

export interface PngChunk {
  type: string;
  /** The whole chunk in the file: length, type, data, CRC. */
  start: number;
  end: number;
}

/** The chunks of a PNG file, in order up to IEND, or null when it is not a whole, well-formed PNG. */
export function pngChunks(b: Uint8Array): PngChunk[] | null {
  if (b.length < 8 || SIGNATURE.some((v, i) => b[i] !== v)) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const chunks: PngChunk[] = [];
  let p = 8;
  while (p + 12 <= b.length) {
    const len = view.getUint32(p);
    const end = p + 12 + len;
    if (end > b.length) return null;
    const type = String.fromCharCode(b[p + 4]!, b[p + 5]!, b[p + 6]!, b[p + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    chunks.push({ type, start: p, end });
    if (type === 'IEND') return chunks[0]?.type === 'IHDR' ? chunks : null;
    p = end;
  }
  return null;
}

/**
 * The PNG with only KEPT_CHUNKS, ready for a lossless optimiser; or null where its pixels cannot be copied as
 * they are: not a whole PNG, animated (APNG: the compressor writes its first frame, decoded), or with an EXIF
 * block (eXIf), whose orientation the decode applies and a copy would lose.
 */
export function exactPngSource(b: Uint8Array): Uint8Array | null {
  const chunks = pngChunks(b);
  if (!chunks || chunks.some((c) => c.type === 'acTL' || c.type === 'eXIf')) return null;
  const kept = chunks.filter((c) => KEPT_CHUNKS.has(c.type));
  const out = new Uint8Array(8 + kept.reduce((n, c) => n + c.end - c.start, 0));
  out.set(b.subarray(0, 8));
  let p = 8;
  for (const c of kept) {
    out.set(b.subarray(c.start, c.end), p);
    p += c.end - c.start;
  }
  return out;
}
