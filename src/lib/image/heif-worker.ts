/// <reference lib="webworker" />
/** Decodes HEIC/HEIF files for a page (heif.ts); a worker that decodes images itself calls heif-decoder.ts directly. */
import { serve } from '../worker/serve';
import { decodeHeifPixels, loadLibheif } from './heif-decoder';
import type { HeifProtocol } from './heif-protocol';

serve<HeifProtocol>({
  async decode({ data }, ctx) {
    try {
      const pixels = await decodeHeifPixels(new Uint8Array(data), await loadLibheif());
      ctx.transfer(pixels.data.buffer);
      return { ok: true, pixels };
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
    }
  },
});
