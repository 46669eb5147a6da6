/**
 * Opening a PDF for translation: encrypted files go through the PDF decryptor's qpdf logic first (the password is
 * asked for, a wrong one is reported), then pdf.js extracts each page's text with positions, which paragraphs.ts
 * turns into paragraphs. pdf.js and qpdf are injected, so Node tests run the same code as the worker.
 */
import { checkPdfHead, unlockPdf, type QpdfRunner } from '../../lib/pdf/unlock';
import { toLines, toParagraphs, toRuns, type FontStyles, type Paragraph, type RawItem } from './paragraphs';

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
  }): { promise: Promise<PdfDocLike>; destroy(): Promise<void> };
}
interface PdfDocLike {
  numPages: number;
  getPage(n: number): Promise<{
    view: number[];
    getTextContent(): Promise<{ items: unknown[]; styles: FontStyles }>;
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

export async function readPdf(input: Uint8Array, o: ReadOptions): Promise<ReadDocument> {
  const { bytes, decrypted } = await unlockIfNeeded(input, o.password ?? '', o.qpdf);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = o.pdfjs.getDocument({
    data: bytes.slice(),
    cMapUrl: o.cMapUrl,
    cMapPacked: true,
    standardFontDataUrl: o.standardFontDataUrl,
    isEvalSupported: false,
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
    const paragraphs: Paragraph[] = [];
    const scanned: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pages.push({ width: x1 - x0, height: y1 - y0 });
      const content = await page.getTextContent();
      const items = content.items.filter((i): i is RawItem => typeof (i as RawItem).str === 'string');
      const found = toParagraphs(toLines(toRuns(items, content.styles)), n - 1);
      if (found.length === 0) scanned.push(n - 1);
      paragraphs.push(...found);
      page.cleanup();
      o.onPage?.(n, doc.numPages);
    }
    return { bytes, decrypted, pages, paragraphs, scanned };
  } catch (err) {
    throw new ReadFailed('damaged', err instanceof Error ? err.message : String(err));
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
