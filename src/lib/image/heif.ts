/**
 * HEIC/HEIF (iPhone photos) on the device, for `decodeBitmap` where the browser cannot decode them (every browser
 * but Safari). Loaded only when such a file arrives. In a worker (the image tools decode in theirs) libheif runs
 * right there; on a page it runs in a worker of its own (heif-worker.ts), which ends when idle and frees its memory.
 */
import { WorkerClient } from '../worker/client';
import type { HeifPixels } from './heif-decoder';
import type { HeifProtocol } from './heif-protocol';

const inWorker = () =>
  typeof document === 'undefined' &&
  typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function';

let client: WorkerClient<HeifProtocol> | null = null;

async function pixelsOnPage(data: ArrayBuffer): Promise<HeifPixels> {
  client ??= new WorkerClient<HeifProtocol>(
    () => new Worker(new URL('./heif-worker.ts', import.meta.url), { type: 'module', name: 'heif' }),
    { name: 'heif', idleMs: 30_000 },
  );
  const res = await client.request('decode', { data }, { transfer: [data] });
  if (!res.ok) throw new Error(res.detail);
  return res.pixels;
}

async function pixelsHere(data: ArrayBuffer): Promise<HeifPixels> {
  const { decodeHeifPixels, loadLibheif } = await import('./heif-decoder');
  return decodeHeifPixels(new Uint8Array(data), await loadLibheif());
}

/** The primary image of a HEIF file, upright (its irot/imir applied), as a bitmap. Throws when it cannot. */
export async function decodeHeif(blob: Blob): Promise<ImageBitmap> {
  const data = await blob.arrayBuffer();
  const { width, height, data: rgba } = inWorker() ? await pixelsHere(data) : await pixelsOnPage(data);
  return createImageBitmap(new ImageData(rgba, width, height));
}

/** A JPEG of a HEIF file's image, upright, for an <img> (which shows HEIC in Safari only). */
export async function heifAsJpeg(blob: Blob): Promise<Blob> {
  const bitmap = await decodeHeif(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    ctx.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  } finally {
    bitmap.close();
  }
}
