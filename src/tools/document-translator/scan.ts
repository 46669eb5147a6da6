/**
 * Scanned pages (no text layer): the largest image a page paints, with where it sits on the page (PDF user
 * space), as RGBA pixels for OCR; and OCR's text blocks (image pixels) turned into paragraphs on the page, so
 * they are translated and typeset like any other paragraph.
 */
import { IMAGE_LIMITS, overLimits } from '../../lib/image/canvas-limits';
import type { PdfImageSize } from '../../lib/pdf/images';
import type { OcrBlock } from '../../lib/ocr/logic';
import type { Box, Paragraph } from './paragraphs';
import type { PdfJsLike } from './read';

export interface PageImage {
  width: number;
  height: number;
  /** RGBA, width × height × 4. */
  rgba: Uint8ClampedArray;
  /** Where the image is painted on the page. */
  box: Box;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: readonly number[]): Matrix => {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
};

/** The bounding box of the unit square under a matrix (where an image is painted). */
export function unitSquareBox(m: Matrix): Box {
  const pts = [
    [m[4], m[5]],
    [m[0] + m[4], m[1] + m[5]],
    [m[2] + m[4], m[3] + m[5]],
    [m[0] + m[2] + m[4], m[1] + m[3] + m[5]],
  ];
  const xs = pts.map((p) => p[0] ?? 0);
  const ys = pts.map((p) => p[1] ?? 0);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** pdf.js image data as RGBA (kinds: 1 = 1 bit grey, 2 = RGB, 3 = RGBA). */
export function toRgba(img: {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}): Uint8ClampedArray {
  const { width, height, kind, data } = img;
  const out = new Uint8ClampedArray(width * height * 4);
  if (kind === 3) out.set(data.subarray(0, out.length));
  else if (kind === 2) {
    for (let i = 0, j = 0; i < width * height; i++, j += 3) {
      out[i * 4] = data[j] ?? 0;
      out[i * 4 + 1] = data[j + 1] ?? 0;
      out[i * 4 + 2] = data[j + 2] ?? 0;
      out[i * 4 + 3] = 255;
    }
  } else {
    const stride = (width + 7) >> 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const bit = ((data[y * stride + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        const v = bit ? 255 : 0;
        const o = (y * width + x) * 4;
        out[o] = out[o + 1] = out[o + 2] = v;
        out[o + 3] = 255;
      }
  }
  return out;
}

interface OpsPage {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(id: string, callback: (data: unknown) => void): void };
  commonObjs: { get(id: string, callback: (data: unknown) => void): void };
}

export interface ImageOps {
  save: number;
  restore: number;
  transform: number;
  paintImageXObject: number;
}

/**
 * The most pixels pdf.js decodes for one image (its `maxImageSize`: larger images are left out of the operator
 * list, never decoded): the image kit's area limit, so a page's images stay within a bounded memory.
 */
export const PDF_MAX_IMAGE_PIXELS = IMAGE_LIMITS.maxArea;

/** An image of the page over the image kit's limit, refused from its dictionary before pdf.js decoded it. */
export interface TooLargeImage {
  tooLarge: PdfImageSize;
}

/**
 * The first image of page `index` over the image kit's limit, from the images' dictionaries (nothing decoded);
 * null when none is. pdf-lib (which reads them) loads only here, never with the island.
 */
export async function oversizedImage(bytes: Uint8Array, index: number): Promise<PdfImageSize | null> {
  const { oversizedPageImage } = await import('../../lib/pdf/images');
  return oversizedPageImage(bytes, index, (s) => overLimits(s));
}

/**
 * The largest image painted on page `index` (0-based), or null when it paints none; `tooLarge` when an image
 * of the page is over the image kit's limit (read from its dictionary: pdf.js is not asked to decode it).
 */
export async function pageImage(
  pdfjs: PdfJsLike & { OPS: ImageOps },
  bytes: Uint8Array,
  index: number,
): Promise<PageImage | TooLargeImage | null> {
  const over = await oversizedImage(bytes, index);
  if (over) return { tooLarge: over };
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    maxImageSize: PDF_MAX_IMAGE_PIXELS,
  } as Parameters<PdfJsLike['getDocument']>[0]);
  try {
    const doc = await task.promise;
    const page = (await doc.getPage(index + 1)) as unknown as OpsPage;
    const { fnArray, argsArray } = await page.getOperatorList();
    const { OPS } = pdfjs;
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let best: { id: string; box: Box } | null = null;
    fnArray.forEach((fn, i) => {
      const args = argsArray[i] ?? [];
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
      else if (fn === OPS.paintImageXObject && typeof args[0] === 'string') {
        const box = unitSquareBox(ctm);
        if (!best || box.w * box.h > best.box.w * best.box.h) best = { id: args[0], box };
      }
    });
    const found = best as { id: string; box: Box } | null;
    if (!found) return null;
    const store = found.id.startsWith('g_') ? page.commonObjs : page.objs;
    const img = await new Promise<{ width: number; height: number; kind: number; data: Uint8Array } | null>((resolve) =>
      store.get(found.id, (d) => resolve(d as { width: number; height: number; kind: number; data: Uint8Array })),
    );
    // pdf.js gives null for an image it could not decode.
    if (!img?.data) return null;
    if (overLimits(img)) return { tooLarge: { width: img.width, height: img.height } };
    return { width: img.width, height: img.height, rgba: toRgba(img), box: found.box };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/** OCR blocks of a page image → paragraphs on the page (PDF user space, y up), one per block. */
export function ocrParagraphs(
  blocks: readonly OcrBlock[],
  image: { width: number; height: number; box: Box },
  page: number,
): Paragraph[] {
  const sx = image.box.w / image.width;
  const sy = image.box.h / image.height;
  return blocks
    .filter((b) => b.text.trim())
    .map((b) => {
      const box: Box = {
        x: image.box.x + b.bbox.x0 * sx,
        y: image.box.y + image.box.h - b.bbox.y1 * sy,
        w: (b.bbox.x1 - b.bbox.x0) * sx,
        h: (b.bbox.y1 - b.bbox.y0) * sy,
      };
      const lineHeights = b.lines.map((l) => (l.bbox.y1 - l.bbox.y0) * sy);
      const size = lineHeights.length ? Math.max(4, Math.min(...lineHeights) * 0.9) : box.h * 0.8;
      return { page, text: b.text.replace(/\s+/g, ' ').trim(), lines: [], box, size, mono: false };
    });
}
