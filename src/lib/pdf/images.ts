/**
 * The sizes of the images a PDF page can paint, read from their stream dictionaries (/Width, /Height) without
 * decoding any of them: a page may hold a 20000 × 20000 image whose Flate stream is a few hundred KB and whose
 * pixels are gigabytes. pdf.js decodes every image of a page while building its operator list, so this is read
 * first (with pdf-lib, which parses objects but never decodes a stream), and an image over the limit is
 * refused before pdf.js sees the page. Images are found in the page's /Resources /XObject, and in those of the
 * Form XObjects it holds (nested forms too, each once).
 */
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

export interface PdfImageSize {
  width: number;
  height: number;
}

function num(o: PDFObject | undefined): number {
  return o instanceof PDFNumber ? o.asNumber() : 0;
}

/** Every image XObject reachable from these resources, with its size. */
function imagesIn(doc: PDFDocument, resources: PDFDict | undefined, seen: Set<PDFObject>, out: PdfImageSize[]): void {
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return;
  for (const [, value] of xobjects.entries()) {
    const target = value instanceof PDFRef ? doc.context.lookup(value) : value;
    if (!(target instanceof PDFStream) || seen.has(target)) continue;
    seen.add(target);
    const dict = target.dict;
    const subtype = dict.lookup(PDFName.of('Subtype'));
    if (subtype === PDFName.of('Image')) {
      out.push({ width: num(dict.lookup(PDFName.of('Width'))), height: num(dict.lookup(PDFName.of('Height'))) });
    } else if (subtype === PDFName.of('Form')) {
      imagesIn(doc, dict.lookupMaybe(PDFName.of('Resources'), PDFDict), seen, out);
    }
  }
}

/** Loads a document for reading its structure only (encrypted documents included: dictionaries are not encrypted). */
export function loadStructure(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
}

/** The sizes of the images page `index` (0-based) can paint, largest area first. */
export function pageImageSizes(doc: PDFDocument, index: number): PdfImageSize[] {
  const page = doc.getPages()[index];
  if (!page) return [];
  const out: PdfImageSize[] = [];
  imagesIn(doc, page.node.Resources(), new Set(), out);
  return out.sort((a, b) => b.width * b.height - a.width * a.height);
}

/**
 * The first image of page `index` that `over` refuses, from the images' dictionaries (nothing decoded); null when
 * none is, or when pdf-lib cannot parse the file (pdf.js's `maxImageSize` still bounds the memory then).
 */
export async function oversizedPageImage(
  bytes: Uint8Array,
  index: number,
  over: (size: PdfImageSize) => boolean,
): Promise<PdfImageSize | null> {
  try {
    return pageImageSizes(await loadStructure(bytes), index).find(over) ?? null;
  } catch (err) {
    console.warn('Cannot read the image sizes of page', index + 1, err);
    return null;
  }
}
