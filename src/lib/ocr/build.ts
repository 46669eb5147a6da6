/**
 * Copies on-device OCR into a finished build (`astro:build:done` in astro.config.mjs) and serves the same files in
 * development: tesseract.js's worker, its LSTM cores and the language data (see paths.ts).
 * Self-contained (node: imports only, and paths.ts) so that astro.config.mjs can load it with type stripping.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_FILES, OCR_DIR, OCR_LANGS } from './paths.ts';

const MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/** Every file of the OCR folder: its name there and where it comes from. */
export function ocrFiles(modules = MODULES): { name: string; from: string }[] {
  return [
    { name: 'worker.min.js', from: join(modules, 'tesseract.js/dist/worker.min.js') },
    ...CORE_FILES.map((f) => ({ name: `core/${f}`, from: join(modules, 'tesseract.js-core', f) })),
    ...OCR_LANGS.map((l) => ({
      name: `lang/${l}.traineddata.gz`,
      from: join(modules, '@tesseract.js-data', l, '4.0.0_best_int', `${l}.traineddata.gz`),
    })),
  ];
}

export function copyOcrFiles(outDir: string, modules = MODULES): { files: number; bytes: number } {
  let bytes = 0;
  const files = ocrFiles(modules);
  for (const { name, from } of files) {
    const to = join(outDir, OCR_DIR, name);
    mkdirSync(join(to, '..'), { recursive: true });
    copyFileSync(from, to);
    bytes += statSync(to).size;
  }
  return { files: files.length, bytes };
}

/** Development server middleware answering `<base><OCR_DIR>…` from node_modules, as the build would. */
export function ocrMiddleware(base = '/', modules = MODULES) {
  const prefix = `${base.replace(/\/?$/, '/')}${OCR_DIR}`;
  const byName = new Map(ocrFiles(modules).map((f) => [f.name, f.from]));
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith(prefix)) return next();
    const from = byName.get(path.slice(prefix.length));
    if (!from) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', from.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
    res.end(readFileSync(from));
  };
}
