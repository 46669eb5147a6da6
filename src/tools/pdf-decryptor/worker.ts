/// <reference lib="webworker" />
/**
 * Unlocks PDFs with qpdf compiled to WebAssembly, off the main thread. The wasm file is bundled and served
 * from our own origin (Vite `?url`); the Emscripten glue's Node branches (fs, path, crypto) never run here.
 */
import createModule from '@neslinesli93/qpdf-wasm';
import wasmUrl from '@neslinesli93/qpdf-wasm/dist/qpdf.wasm?url';
import {
  createQpdfRunner,
  unlockPdf,
  type QpdfModuleLike,
  type QpdfRunner,
  type UnlockRequest,
  type UnlockResponse,
} from './logic';

declare const self: DedicatedWorkerGlobalScope;

let runner: Promise<QpdfRunner> | null = null;

function getRunner(): Promise<QpdfRunner> {
  // The package's typings omit FS.writeFile/unlink, which the Emscripten module has.
  runner ??= createQpdfRunner(createModule as unknown as (o: object) => Promise<QpdfModuleLike>, wasmUrl);
  return runner;
}

/** Requests are handled one at a time, in order (qpdf is not re-entrant). */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (e: MessageEvent<UnlockRequest>) => {
  const req = e.data;
  queue = queue.then(() => handle(req));
};

async function handle({ id, data, password }: UnlockRequest): Promise<void> {
  let qpdf: QpdfRunner;
  try {
    qpdf = await getRunner();
  } catch (err) {
    runner = null;
    console.error('qpdf-wasm failed to load', err);
    post({ id, ok: false, error: 'engine', detail: String(err) });
    return;
  }
  const t0 = performance.now();
  try {
    const r = unlockPdf(qpdf, new Uint8Array(data), password);
    const output = r.output ? (r.output.buffer as ArrayBuffer) : undefined;
    post(
      {
        id,
        ok: true,
        status: r.status,
        output,
        ownerOnly: r.ownerOnly,
        warnings: r.warnings,
        detail: r.detail,
        ms: performance.now() - t0,
      },
      output ? [output] : [],
    );
  } catch (err) {
    // qpdf aborted (for example out of memory): start a fresh module next time.
    runner = null;
    console.error('qpdf crashed', err);
    post({ id, ok: false, error: 'crash', detail: String(err) });
  }
}

function post(msg: UnlockResponse, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}
