/**
 * The segmentation worker: @imgly/background-removal's ISNet model on ONNX Runtime (WebAssembly), with its files
 * from our own origin (MODEL_DIR, copied by the build). The photo is decoded here at full resolution, given to the
 * model at WORK_SIDE, and the mask brought back to full resolution along the photo's own edges (mask.ts).
 * The model stays loaded between requests (the library memoises its session), so only the first use pays for it.
 */
import { segmentForeground, type Config } from '@imgly/background-removal';
import ndarray from 'ndarray';
import { decodeBitmap, decodeErrorDetail, ImageTooLargeError } from '../image/decode';
import { serve } from '../worker/serve';
import { luminance, refineMask, resizeMask } from './mask';
import { MODEL_DIR, MODEL_KEY, WASM_SIMD_KEY } from './paths';
import { MAX_PIXELS, WORK_SIDE, type SegmentProgress, type SegmentProtocol, type SegmentReply } from './protocol';
import { classifyFailure, workSize } from './sizes';

const publicPath = new URL(`${import.meta.env.BASE_URL}${MODEL_DIR}`, self.location.origin).href;

/** Progress of the request in flight (the library keeps the first config's callback in its memoised session). */
let report: ((p: SegmentProgress) => void) | null = null;
let loaded = false;
let totals: Record<string, number> | null = null;
const fetched: Record<string, number> = {};

async function downloadTotals(): Promise<Record<string, number>> {
  if (totals) return totals;
  const res = await fetch(new URL('resources.json', publicPath));
  if (!res.ok) throw new Error(`resources.json: HTTP ${res.status}`);
  const map = (await res.json()) as Record<string, { size: number }>;
  totals = { [MODEL_KEY]: map[MODEL_KEY]?.size ?? 0, [WASM_SIMD_KEY]: map[WASM_SIMD_KEY]?.size ?? 0 };
  return totals;
}

const config: Config = {
  publicPath,
  model: 'small',
  output: { format: 'image/x-alpha8', quality: 1 },
  progress: (key, current) => {
    if (key === 'compute:inference' && current === 0) report?.({ phase: 'inference' });
    if (!key.startsWith('fetch:') || !totals) return;
    fetched[key.slice('fetch:'.length)] = current;
    const total = Object.values(totals).reduce((a, b) => a + b, 0);
    const got = Object.values(fetched).reduce((a, b) => a + b, 0);
    report?.({ phase: 'download', loaded: Math.min(got, total), total });
  },
};

serve<SegmentProtocol>({
  segment: async ({ image, refine = true }, ctx): Promise<SegmentReply> => {
    report = (p) => ctx.progress(p);
    try {
      let bitmap: ImageBitmap;
      try {
        bitmap = await decodeBitmap(image); // upright; HEIC decoded by the image kit; refused over its limit
      } catch (err) {
        if (err instanceof ImageTooLargeError) {
          const { width, height } = err;
          return { ok: false, code: 'too-large', detail: err.message, width, height };
        }
        return { ok: false, code: 'decode', detail: decodeErrorDetail(err) };
      }
      const { width, height } = bitmap;
      if (width * height > MAX_PIXELS) {
        bitmap.close();
        return { ok: false, code: 'too-large', detail: `${width}×${height}`, width, height };
      }
      const [w, h] = workSize(width, height, WORK_SIDE);
      const small = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true })!;
      small.imageSmoothingQuality = 'high';
      small.drawImage(bitmap, 0, 0, w, h);
      const workPixels = small.getImageData(0, 0, w, h).data;

      const t0 = performance.now();
      const firstRun = !loaded;
      if (!loaded) {
        try {
          await downloadTotals();
        } catch (err) {
          bitmap.close();
          return { ok: false, code: 'model', detail: String(err) };
        }
        report({ phase: 'download', loaded: 0, total: Object.values(totals!).reduce((a, b) => a + b, 0) });
      }
      let maskLow: Uint8Array;
      let t1 = t0;
      try {
        const input = ndarray(new Uint8Array(workPixels.buffer), [h, w, 4]);
        // The first call loads the model and the runtime, then runs; the phase switch is reported when the
        // download is complete (the library compiles right after its last fetch).
        const run = segmentForeground(input, config);
        if (!loaded) report({ phase: 'load' });
        const blob = await run;
        t1 = performance.now();
        loaded = true;
        maskLow = new Uint8Array(await blob.arrayBuffer());
      } catch (err) {
        bitmap.close();
        const code = classifyFailure(err);
        console.error('segmentation failed', err);
        return { ok: false, code, detail: String(err) };
      }
      report({ phase: 'refine' });
      let mask: Uint8Array;
      if (w === width && h === height) {
        mask = maskLow;
      } else if (!refine) {
        mask = resizeMask(maskLow, w, h, width, height);
      } else {
        const full = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
        full.drawImage(bitmap, 0, 0);
        const guideFull = luminance(full.getImageData(0, 0, width, height).data, width, height);
        mask = refineMask(maskLow, luminance(workPixels, w, h), w, h, guideFull, width, height);
      }
      bitmap.close();
      const t2 = performance.now();
      ctx.transfer(mask.buffer);
      return {
        ok: true,
        mask,
        width,
        height,
        workWidth: w,
        workHeight: h,
        firstRun,
        ms: { segment: Math.round(t1 - t0), refine: Math.round(t2 - t1) },
      };
    } finally {
      report = null;
    }
  },
});
