/// <reference lib="webworker" />
/**
 * The document-translator worker: reads PDFs (qpdf for encrypted ones, pdf.js for text with positions) and writes
 * the outputs (pdf-lib with the subset CJK font). pdf.js runs here on its own "main thread" with its worker code
 * imported into this worker (no nested worker). Everything loads on first use, from our own origin.
 */
import { serve } from '../../lib/worker/serve';
import { CJK_FONT_DIR, CJK_FONT_FILE, PDFJS_DIR } from '../../lib/pdf/paths';
import type { QpdfModuleLike, QpdfRunner } from '../../lib/pdf/unlock';
import type { DocumentTranslatorProtocol, ReadReply, ScanReply, TooLargePage, WriteReply } from './protocol';
import { ReadFailed, readPdf, type PdfJsLike } from './read';

const base = () => new URL(import.meta.env.BASE_URL, self.location.origin).href;

let pdfjs: Promise<PdfJsLike> | null = null;
function loadPdfJs(): Promise<PdfJsLike> {
  pdfjs ??= (async () => {
    // pdf.js looks for `globalThis.pdfjsWorker` and then runs its worker code in this thread.
    const workerCode = await import('pdfjs-dist/build/pdf.worker.min.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = workerCode;
    return (await import('pdfjs-dist')) as unknown as PdfJsLike;
  })();
  return pdfjs;
}

let qpdf: Promise<QpdfRunner> | null = null;
function loadQpdf(): Promise<QpdfRunner> {
  qpdf ??= (async () => {
    const [{ default: createModule }, { default: wasmUrl }, { createQpdfRunner }] = await Promise.all([
      import('@neslinesli93/qpdf-wasm'),
      import('@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url'),
      import('../../lib/pdf/unlock'),
    ]);
    // The package's typings omit FS.writeFile/unlink, which the Emscripten module has.
    return createQpdfRunner(createModule as unknown as (o: object) => Promise<QpdfModuleLike>, wasmUrl);
  })();
  qpdf.catch(() => (qpdf = null));
  return qpdf;
}

/** A buffer holding exactly these bytes (to transfer). */
const own = (b: Uint8Array): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

let font: Promise<Uint8Array> | null = null;
function loadFont(): Promise<Uint8Array> {
  font ??= fetch(`${base()}${CJK_FONT_DIR}${CJK_FONT_FILE}`).then(async (r) => {
    if (!r.ok) throw new Error(`font: HTTP ${r.status}`);
    return new Uint8Array(await r.arrayBuffer());
  });
  font.catch(() => (font = null));
  return font;
}

serve<DocumentTranslatorProtocol>({
  async read({ data, password }, ctx): Promise<ReadReply> {
    try {
      const doc = await readPdf(new Uint8Array(data), {
        password,
        qpdf: loadQpdf,
        pdfjs: await loadPdfJs(),
        cMapUrl: `${base()}${PDFJS_DIR}cmaps/`,
        standardFontDataUrl: `${base()}${PDFJS_DIR}standard_fonts/`,
        workerFetch: true,
        onPage: (page, pages) => ctx.progress({ page, pages }),
      });
      const bytes = doc.bytes.buffer.slice(
        doc.bytes.byteOffset,
        doc.bytes.byteOffset + doc.bytes.byteLength,
      ) as ArrayBuffer;
      // Scanned pages are read by OCR from their image: one over the image kit's limit is refused now, from
      // its dictionary, before anything decodes it (the other pages are translated as usual).
      const tooLarge: TooLargePage[] = [];
      if (doc.scanned.length) {
        const { oversizedImage } = await import('./scan');
        for (const page of doc.scanned) {
          const over = await oversizedImage(doc.bytes, page);
          if (over) tooLarge.push({ page, ...over });
        }
      }
      ctx.transfer(bytes);
      return {
        ok: true,
        bytes,
        decrypted: doc.decrypted,
        pages: doc.pages,
        paragraphs: doc.paragraphs,
        scanned: doc.scanned,
        tooLarge,
      };
    } catch (err) {
      if (err instanceof ReadFailed) {
        console.warn('document-translator: cannot read the PDF', err);
        return { ok: false, error: err.code, detail: err.detail };
      }
      throw err;
    }
  },
  async scanImage({ bytes, page }, ctx): Promise<ScanReply> {
    const [pdf, { pageImage }] = await Promise.all([loadPdfJs(), import('./scan')]);
    const image = await pageImage(
      pdf as Awaited<ReturnType<typeof loadPdfJs>> & { OPS: import('./scan').ImageOps },
      new Uint8Array(bytes),
      page,
    );
    if (!image) return null;
    if ('tooLarge' in image) {
      console.warn(
        `document-translator: page ${page + 1} has a ${image.tooLarge.width}×${image.tooLarge.height} image`,
      );
      return image;
    }
    const rgba = image.rgba.buffer as ArrayBuffer;
    ctx.transfer(rgba);
    return { width: image.width, height: image.height, rgba, box: image.box };
  },
  async write({ bytes, placed }, ctx): Promise<WriteReply> {
    ctx.progress({ step: 'font' });
    const [fontBytes, fontkit, w] = await Promise.all([loadFont(), import('fontkit'), import('./write')]);
    const full = fontkit.create(fontBytes);
    const original = new Uint8Array(bytes);
    ctx.progress({ step: 'translated' });
    const translated = await w.writeTranslated(original, placed, {
      fontBytes,
      fontkit: fontkit as unknown as import('./write').Fontkit,
      covers: (cp) => full.hasGlyphForCodePoint(cp),
    });
    ctx.progress({ step: 'bilingual' });
    const bilingual = await w.writeBilingual(original, translated);
    const reply: WriteReply = {
      translated: own(translated),
      bilingual: own(bilingual),
      markdown: w.toMarkdown(placed),
      text: w.toPlainText(placed),
    };
    ctx.transfer(reply.translated, reply.bilingual);
    return reply;
  },
});
