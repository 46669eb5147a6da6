/**
 * Opening a PDF for translation: encrypted files go through the PDF decryptor's qpdf logic first (the password is
 * asked for, a wrong one is reported), then pdf.js extracts each page's text with positions, which paragraphs.ts
 * turns into paragraphs. pdf.js and qpdf are injected, so Node tests run the same code as the worker.
 */
import { MAX_DECODE_PIXELS } from '../../lib/image/canvas-limits';
import { checkPdfHead, unlockPdf, type QpdfRunner } from '../../lib/pdf/unlock';
import { markLines, smallShapes, type OperatorList } from './marks';
import { joinContinuations, readingOrder } from './order';
import {
  classify,
  hyphenatedIn,
  toLines,
  toParagraphs,
  toRuns,
  type FontNames,
  type FontStyles,
  type Line,
  type Paragraph,
  type RawItem,
} from './paragraphs';

/** The part of pdf.js we use (the browser and the legacy Node build both fit). */
export interface PdfJsLike {
  getDocument(src: {
    data: Uint8Array;
    cMapUrl?: string;
    cMapPacked?: boolean;
    standardFontDataUrl?: string;
    isEvalSupported?: boolean;
    useWorkerFetch?: boolean;
    stopAtErrors?: boolean;
    fontExtraProperties?: boolean;
    /** Images over this many pixels are left out of the operator list, never decoded. */
    maxImageSize?: number;
  }): { promise: Promise<PdfDocLike>; destroy(): Promise<void> };
  /** pdf.js's operator codes (the module's `OPS`), for the shapes a page draws (list markers). */
  OPS?: Record<string, number>;
}

interface PdfDocLike {
  numPages: number;
  getPage(n: number): Promise<{
    view: number[];
    getTextContent(): Promise<{ items: unknown[]; styles: FontStyles }>;
    /** The page's drawing operators; also loads its fonts into `commonObjs` (named under `fontExtraProperties`). */
    getOperatorList?(): Promise<OperatorList>;
    commonObjs?: { has(id: string): boolean; get(id: string): unknown };
    cleanup(): void;
  }>;
}

export type ReadError = 'empty' | 'notPdf' | 'needsPassword' | 'wrongPassword' | 'damaged';

export class ReadFailed extends Error {
  constructor(
    readonly code: ReadError,
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'ReadFailed';
  }
}

export interface ReadDocument {
  /** The bytes the outputs are made from: the input, or its decrypted copy. */
  bytes: Uint8Array;
  decrypted: boolean;
  pages: { width: number; height: number }[];
  paragraphs: Paragraph[];
  /** Pages without any text (scanned pages: their text needs OCR). */
  scanned: number[];
}

export interface ReadOptions {
  password?: string;
  /** Loads qpdf only when the file is encrypted. */
  qpdf: () => Promise<QpdfRunner>;
  pdfjs: PdfJsLike;
  cMapUrl?: string;
  standardFontDataUrl?: string;
  /**
   * Let pdf.js's worker code fetch cMaps and standard fonts itself (in a browser Worker: its "main thread" side
   * would need `document`); off in Node, where they are read from the file system.
   */
  workerFetch?: boolean;
  onPage?: (done: number, total: number) => void;
}

/** Whether the file declares encryption (its trailer or xref stream carries /Encrypt). */
export function looksEncrypted(bytes: Uint8Array): boolean {
  const needle = [0x2f, 0x45, 0x6e, 0x63, 0x72, 0x79, 0x70, 0x74]; // "/Encrypt"
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export async function unlockIfNeeded(
  input: Uint8Array,
  password: string,
  qpdf: () => Promise<QpdfRunner>,
): Promise<{ bytes: Uint8Array; decrypted: boolean }> {
  const head = checkPdfHead(input.subarray(0, 1024));
  if (head !== 'ok') throw new ReadFailed(head);
  if (!looksEncrypted(input)) return { bytes: input, decrypted: false };
  const r = unlockPdf(await qpdf(), input, password);
  if (r.status === 'unlocked' && r.output) return { bytes: r.output, decrypted: true };
  if (r.status === 'notEncrypted') return { bytes: input, decrypted: false };
  if (r.status === 'needsPassword' || r.status === 'wrongPassword') throw new ReadFailed(r.status, r.detail);
  throw new ReadFailed('damaged', r.detail);
}

type PageLike = Awaited<ReturnType<PdfDocLike['getPage']>>;

/** The page's operator list (it also loads the page's fonts into `commonObjs`); null when it cannot be had. */
async function operatorList(page: PageLike): Promise<OperatorList | null> {
  if (!page.getOperatorList) return null;
  try {
    return await page.getOperatorList();
  } catch (err) {
    console.warn('document-translator: no operator list (font names, list markers)', err);
    return null;
  }
}

/**
 * The fonts' own names (BaseFont) and boldness: pdf.js gives them only once the page's operator list has loaded
 * its fonts. Without them (an older pdf.js, a failure) the generic family decides alone.
 */
function fontNames(page: PageLike, items: readonly RawItem[]): FontNames {
  const out: FontNames = {};
  if (!page.commonObjs) return out;
  for (const id of new Set(items.map((i) => i.fontName))) {
    if (!page.commonObjs.has(id)) continue;
    const f = page.commonObjs.get(id) as { name?: unknown; bold?: unknown; black?: unknown } | null;
    if (!f) continue;
    out[id] = { name: typeof f.name === 'string' ? f.name : undefined, bold: f.bold === true || f.black === true };
  }
  return out;
}

export async function readPdf(input: Uint8Array, o: ReadOptions): Promise<ReadDocument> {
  const { bytes, decrypted } = await unlockIfNeeded(input, o.password ?? '', o.qpdf);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = o.pdfjs.getDocument({
    data: bytes.slice(),
    cMapUrl: o.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: o.standardFontDataUrl,
    isEvalSupported: false,
    fontExtraProperties: true,
    // The operator list (fonts, list markers) decodes the page's images: over the image kit's area they are
    // skipped (a text page needs none of them), so a page holding an image bomb stays in bounded memory.
    maxImageSize: MAX_DECODE_PIXELS,
    ...(o.workerFetch ? { useWorkerFetch: true } : {}),
  });
  let doc: PdfDocLike;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') throw new ReadFailed('needsPassword', String(err));
    throw new ReadFailed('damaged', err instanceof Error ? err.message : String(err));
  }
  try {
    const pages: ReadDocument['pages'] = [];
    const pageLines: Line[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pages.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is RawItem => typeof (i as RawItem).str === 'string');
      const list = items.some((i) => i.str.trim()) ? await operatorList(page) : null;
      const lines = toLines(toRuns(items, content.styles, list ? fontNames(page, items) : {}));
      if (list && o.pdfjs.OPS) markLines(lines, smallShapes(list, o.pdfjs.OPS));
      pageLines.push(lines);
      page.cleanup();
      o.onPage?.(n, doc.numPages);
    }
    // The document's own hyphenated words decide which line-end hyphens are kept (read all pages first).
    const hyphenated = hyphenatedIn(pageLines.flatMap((ls) => ls.map((l) => l.text)));
    const paragraphs: Paragraph[] = [];
    const scanned: number[] = [];
    pageLines.forEach((lines, i) => {
      const found = readingOrder(toParagraphs(lines, i, hyphenated));
      if (found.length === 0) scanned.push(i);
      paragraphs.push(...found);
    });
    classify(paragraphs);
    return { bytes, decrypted, pages, paragraphs: joinContinuations(paragraphs, hyphenated), scanned };
  } catch (err) {
    throw new ReadFailed('damaged', err instanceof Error ? err.message : String(err));
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
