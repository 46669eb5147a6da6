/**
 * On-device OCR in the browser: tesseract.js with its worker, WebAssembly core and language data from our own
 * origin (OCR_DIR, copied by the build), never a CDN. One tesseract worker per page, kept for the next image; it
 * switches languages with `reinitialize` (data already fetched stays in it), and language data is cached by the
 * browser (tesseract's IndexedDB cache and the service worker). Jobs run one at a time, in order.
 *
 * `readText` is the image tab's whole reading (read.ts: detection, reading, enhancement, layout);
 * `recognize` reads in given languages and returns tesseract's own blocks (the document translator's scans).
 */
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { WorkerClient } from '../worker';
import type { TesseractTree } from './layout';
import { toBlocks, type OcrBlock, type TesseractBlock } from './logic';
import { OCR_DIR, type OcrLang } from './paths';
import type { OcrProtocol } from './protocol';
import { readImage, type OcrBackend, type OcrChoice, type Reading, type ReadStep } from './read';

export interface OcrProgress {
  /** tesseract's stage: 'loading tesseract core', 'loading language traineddata', 'recognizing text', … */
  status: string;
  /** 0–1 within the stage. */
  progress: number;
}

/** Progress of `readText`: loading the engine or data, or recognising in one of the reading steps. */
export interface ReadProgress {
  stage: 'loading' | ReadStep;
  /** 0–1 within the stage. */
  progress: number;
}

export type { OcrChoice, Reading, ReadStep };

function ocrBase(): string {
  return new URL(`${import.meta.env.BASE_URL}${OCR_DIR}`, self.location.origin).href;
}

let engine: { worker: Promise<TesseractWorker>; langs: string } | null = null;
let queue: Promise<unknown> = Promise.resolve();
let report: ((p: OcrProgress) => void) | undefined;

/** Runs `job` after every job queued before it (tesseract.js does not order a reinitialize and a recognize). */
function exclusive<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** The page's tesseract worker, reading `langs` (the first is the main language). Call inside `exclusive`. */
async function workerFor(langs: readonly OcrLang[]): Promise<TesseractWorker> {
  const key = langs.join('+');
  if (!engine) {
    const base = ocrBase();
    const worker = createWorker(key, OEM.LSTM_ONLY, {
      workerPath: `${base}worker.min.js`,
      corePath: `${base}core`,
      langPath: `${base}lang`,
      workerBlobURL: false,
      gzip: true,
      logger: (m: { status: string; progress: number }) => report?.({ status: m.status, progress: m.progress }),
      errorHandler: (err: unknown) => console.error('OCR worker', err),
    });
    engine = { worker, langs: key };
    worker.catch(() => {
      if (engine?.worker === worker) engine = null;
    });
  }
  const current = engine;
  const worker = await current.worker;
  if (current.langs !== key) {
    try {
      await worker.reinitialize(key, OEM.LSTM_ONLY);
      current.langs = key;
    } catch (err) {
      // tesseract.js counts a language as loaded before its data arrives: start afresh next time.
      if (engine === current) engine = null;
      void worker.terminate().catch(() => undefined);
      throw err;
    }
  }
  return worker;
}

/** tesseract.js takes canvases and blobs; an ImageBitmap goes through a canvas. */
async function toInput(
  image: Blob | ImageBitmap | HTMLCanvasElement | OffscreenCanvas,
): Promise<Blob | HTMLCanvasElement | OffscreenCanvas> {
  if (!(image instanceof ImageBitmap)) return image;
  const c = new OffscreenCanvas(image.width, image.height);
  c.getContext('2d')!.drawImage(image, 0, 0);
  return c.convertToBlob({ type: 'image/png' });
}

async function recognizeTree(image: Blob | HTMLCanvasElement | OffscreenCanvas, langs: readonly OcrLang[]) {
  return exclusive(async () => {
    const worker = await workerFor(langs);
    const { data } = await worker.recognize(image as Blob, {}, { blocks: true });
    return data;
  });
}

/** Reads the text blocks of an image in `langs` (tesseract's blocks, with their boxes, in reading order). */
export async function recognize(
  image: Blob | ImageBitmap | HTMLCanvasElement | OffscreenCanvas,
  langs: readonly OcrLang[],
  onProgress?: (p: OcrProgress) => void,
): Promise<OcrBlock[]> {
  report = onProgress;
  try {
    const data = await recognizeTree(await toInput(image), langs);
    return toBlocks(data.blocks as unknown as TesseractBlock[]);
  } finally {
    report = undefined;
  }
}

const createPrepWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ocr' });
let prep: WorkerClient<OcrProtocol> | null = null;

/** The browser's backend for read.ts: tesseract's worker, and the preprocessing worker for enhancement. */
function browserBackend(onProgress?: (p: ReadProgress) => void): OcrBackend<Blob> {
  return {
    async read(image, langs, step) {
      report = (p) =>
        onProgress?.({ stage: p.status.startsWith('recognizing') ? step : 'loading', progress: p.progress });
      const data = await recognizeTree(image, langs);
      return { blocks: data.blocks as unknown as TesseractTree[], confidence: data.confidence };
    },
    async enhance(image, radius) {
      onProgress?.({ stage: 'enhance', progress: 0 });
      prep ??= new WorkerClient<OcrProtocol>(createPrepWorker, { name: 'ocr', idleMs: 60_000 });
      return prep.request('enhance', { image, radius });
    },
  };
}

/**
 * Reads an image the whole way (read.ts): its language detected (`'auto'`) or the one given, the text, a second
 * reading of an enhanced copy when tesseract is unsure, the blocks laid out as paragraphs in reading order.
 */
export async function readText(
  image: Blob | ImageBitmap | HTMLCanvasElement | OffscreenCanvas,
  choice: OcrChoice,
  onProgress?: (p: ReadProgress) => void,
): Promise<Reading> {
  try {
    const input = await toInput(image);
    const blob =
      input instanceof Blob
        ? input
        : input instanceof OffscreenCanvas
          ? await input.convertToBlob({ type: 'image/png' })
          : await new Promise<Blob>((resolve, reject) =>
              input.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob returned null'))), 'image/png'),
            );
    return await readImage(browserBackend(onProgress), blob, choice);
  } finally {
    report = undefined;
  }
}

/** Ends the OCR workers (frees their memory). */
export async function endOcr(): Promise<void> {
  const w = engine?.worker;
  engine = null;
  prep?.cancel();
  if (w) await (await w).terminate();
}
