/// <reference lib="webworker" />
/**
 * Encodes and decodes off the main thread, so a 10 MB image never freezes the page. Only ArrayBuffers
 * (transferred) and strings cross the boundary.
 */
import { detectImageType, encodeBase64, parseImageInput } from './logic';
import type { WorkerRequest, WorkerResponse } from './protocol';

const post = (msg: WorkerResponse, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(msg, transfer);

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const req = e.data;
  let lastProgress = 0;
  const progress = (fraction: number) => {
    const now = performance.now();
    if (now - lastProgress < 50 && fraction < 1) return;
    lastProgress = now;
    post({ id: req.id, type: 'progress', fraction });
  };
  try {
    if (req.op === 'encode') {
      const bytes = new Uint8Array(req.buffer);
      const type = detectImageType(bytes);
      const base64 = encodeBase64(bytes, progress);
      post({ id: req.id, type: 'encoded', base64, kind: type?.kind ?? null });
    } else {
      const r = parseImageInput(req.text, progress);
      if (r.ok) {
        const { bytes, declaredMime, type } = r.value;
        const buffer = bytes.buffer as ArrayBuffer;
        post({ id: req.id, type: 'decoded', ok: true, buffer, kind: type.kind, declaredMime }, [buffer]);
      } else {
        post({ id: req.id, type: 'decoded', ok: false, error: r.error });
      }
    }
  } catch (err) {
    console.error('image-base64 worker failed', err);
    post({ id: req.id, type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};
