/**
 * What worker.ts does for each task, apart from `serve` so tests can run the real handlers in a fake worker.
 */
import type { Handlers, TaskContext } from '../../lib/worker/serve';
import { detectImageType, encodeBase64, parseImageInput } from './logic';
import type { ImageBase64Protocol } from './protocol';

/** Progress at most every 50 ms (and always the end), so a fast task does not flood the island. */
function throttled(ctx: TaskContext<number>): (fraction: number) => void {
  let last = 0;
  return (fraction) => {
    const now = performance.now();
    if (now - last < 50 && fraction < 1) return;
    last = now;
    ctx.progress(fraction);
  };
}

export const handlers: Handlers<ImageBase64Protocol> = {
  encode: ({ buffer }, ctx) => {
    const bytes = new Uint8Array(buffer);
    const type = detectImageType(bytes);
    return { base64: encodeBase64(bytes, throttled(ctx)), kind: type?.kind ?? null };
  },
  decode: async (payload, ctx) => {
    const text = 'file' in payload ? await payload.file.text() : payload.text;
    const r = parseImageInput(text, throttled(ctx));
    if (!r.ok) {
      if (!r.file) return { ok: false, error: r.error };
      const buffer = r.file.bytes.buffer as ArrayBuffer;
      ctx.transfer(buffer);
      return { ok: false, error: r.error, file: { buffer, type: r.file.type } };
    }
    const { bytes, declaredMime, type } = r.value;
    const buffer = bytes.buffer as ArrayBuffer;
    ctx.transfer(buffer);
    return { ok: true, buffer, kind: type.kind, declaredMime };
  },
};
