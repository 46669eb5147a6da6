/// <reference lib="webworker" />
/**
 * Unlocks PDFs with qpdf compiled to WebAssembly, off the main thread. The wasm file is bundled and served
 * from our own origin (Vite `?url`); the Emscripten glue's Node branches (fs, path, crypto) never run here.
 * `serve` handles one request at a time, in order (qpdf is not re-entrant).
 */
import createModule from '@neslinesli93/qpdf-wasm';
import wasmUrl from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url';
import { serve } from '../../lib/worker/serve';
import { createQpdfRunner, unlockPdf, type QpdfModuleLike, type QpdfRunner } from '../../lib/pdf/unlock';
import type { PdfProtocol, UnlockReply } from './protocol';

let runner: Promise<QpdfRunner> | null = null;

function getRunner(): Promise<QpdfRunner> {
  // The package's typings omit FS.writeFile/unlink, which the Emscripten module has.
  runner ??= createQpdfRunner(createModule as unknown as (o: object) => Promise<QpdfModuleLike>, wasmUrl);
  return runner;
}

serve<PdfProtocol>({
  async unlock({ data, password }, ctx): Promise<UnlockReply> {
    let qpdf: QpdfRunner;
    try {
      qpdf = await getRunner();
    } catch (err) {
      runner = null;
      console.error('qpdf-wasm failed to load', err);
      return { ok: false, error: 'engine', detail: String(err) };
    }
    const t0 = performance.now();
    try {
      const r = unlockPdf(qpdf, new Uint8Array(data), password);
      const output = r.output ? (r.output.buffer as ArrayBuffer) : undefined;
      if (output) ctx.transfer(output);
      return {
        ok: true,
        status: r.status,
        output,
        ownerOnly: r.ownerOnly,
        warnings: r.warnings,
        detail: r.detail,
        ms: performance.now() - t0,
      };
    } catch (err) {
      // qpdf aborted (for example out of memory): start a fresh module next time; the island shows "failed".
      runner = null;
      throw err;
    }
  },
});
