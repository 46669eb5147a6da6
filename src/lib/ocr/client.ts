/**
 * On-device OCR in the browser: tesseract.js with its worker, WebAssembly core and language data from our own
 * origin (OCR_DIR, copied by the build), never a CDN. One tesseract worker per set of languages, kept for the
 * next image; language data is cached by the browser (tesseract's IndexedDB cache and the service worker).
 */
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { toBlocks, type OcrBlock, type TesseractBlock } from './logic';
import { OCR_DIR, type OcrLang } from './paths';

export interface OcrProgress {
  /** tesseract's stage: 'loading tesseract core', 'loading language traineddata', 'recognizing text', … */
  status: string;
  /** 0–1 within the stage. */
  progress: number;
}

function ocrBase(): string {
  return new URL(`${import.meta.env.BASE_URL}${OCR_DIR}`, self.location.origin).href;
}

let current: { key: string; worker: Promise<TesseractWorker> } | null = null;
let report: ((p: OcrProgress) => void) | undefined;

/** A tesseract worker reading `langs` (the previous one is reused for the same languages, ended otherwise). */
export function ocrWorker(langs: readonly OcrLang[]): Promise<TesseractWorker> {
  const key = [...langs].sort().join('+');
  if (current?.key === key) return current.worker;
  const previous = current;
  const base = ocrBase();
  const worker = createWorker([...langs], OEM.LSTM_ONLY, {
    workerPath: `${base}worker.min.js`,
    corePath: `${base}core`,
    langPath: `${base}lang`,
    workerBlobURL: false,
    gzip: true,
    logger: (m: { status: string; progress: number }) => report?.({ status: m.status, progress: m.progress }),
    errorHandler: (err: unknown) => console.error('OCR worker', err),
  });
  current = { key, worker };
  worker.catch(() => {
    if (current?.worker === worker) current = null;
  });
  void previous?.worker.then((w) => w.terminate()).catch(() => undefined);
  return worker;
}

/** Reads the text blocks of an image (with their boxes, in reading order). */
export async function recognize(
  image: Blob | ImageBitmap | HTMLCanvasElement | OffscreenCanvas,
  langs: readonly OcrLang[],
  onProgress?: (p: OcrProgress) => void,
): Promise<OcrBlock[]> {
  report = onProgress;
  try {
    const worker = await ocrWorker(langs);
    // tesseract.js takes canvases and blobs; an ImageBitmap goes through a canvas.
    let input: Blob | HTMLCanvasElement | OffscreenCanvas;
    if (image instanceof ImageBitmap) {
      const c = new OffscreenCanvas(image.width, image.height);
      c.getContext('2d')!.drawImage(image, 0, 0);
      input = await c.convertToBlob({ type: 'image/png' });
    } else {
      input = image;
    }
    const { data } = await worker.recognize(input as Blob, {}, { blocks: true });
    return toBlocks(data.blocks as unknown as TesseractBlock[]);
  } finally {
    report = undefined;
  }
}

/** Ends the OCR worker (frees its memory). */
export async function endOcr(): Promise<void> {
  const w = current?.worker;
  current = null;
  if (w) await (await w).terminate();
}
