/**
 * Copies on-device OCR into a finished build (`astro:build:done` in astro.config.mjs) and serves the same files in
 * development: tesseract.js's worker, its LSTM cores and the language data (see paths.ts).
 * Self-contained (node: imports only, and paths.ts) so that astro.config.mjs can load it with type stripping.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CORE_FILES, OCR_DIR, OCR_LANGS } from './paths.ts';

const MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/**
 * The names of the parameters an LSTM-only core knows. A parameter's name is a NUL-terminated string in the
 * core's WebAssembly (tesseract registers each by name); the legacy engine's, left out of the LSTM-only build,
 * are not there.
 */
export function coreParams(modules = MODULES): (name: string) => boolean {
  const cores = CORE_FILES.map((f) => readFileSync(join(modules, 'tesseract.js-core', f.replace(/\.js$/, ''))));
  return (name) => cores.every((wasm) => wasm.includes(`${name}\0`, 0, 'latin1'));
}

/**
 * A traineddata file without the lines of its config component that set parameters the core does not know.
 * The CJK models' configs (chi_sim, chi_tra, jpn) set legacy-engine parameters (`language_model_ngram_on`,
 * `chop_enable`, …) that an LSTM-only core lacks: each made tesseract print "Warning: Parameter not found: …"
 * to the console as an error on every start of the engine, and setting them did nothing. Every other line and
 * component is kept byte for byte. Layout (tesseract's TessdataManager): int32 count, count int64 offsets
 * (-1 for an absent component), the components in offset order; component 0 is the config text.
 */
export function withoutUnknownParams(data: Buffer, known: (name: string) => boolean): Buffer {
  const count = data.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
  const start = offsets[0]!;
  if (start < 0) return data;
  const end = Math.min(...offsets.filter((o) => o > start), data.length);
  const config = data.subarray(start, end).toString('utf8');
  const kept = config
    .split('\n')
    .filter((line) => {
      const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s/.exec(line)?.[1];
      return !name || known(name);
    })
    .join('\n');
  if (kept === config) return data;
  const replacement = Buffer.from(kept, 'utf8');
  const shift = replacement.length - (end - start);
  const head = Buffer.from(data.subarray(0, 4 + 8 * count));
  offsets.forEach((o, i) => {
    if (o > start) head.writeBigInt64LE(BigInt(o + shift), 4 + 8 * i);
  });
  return Buffer.concat([head, data.subarray(head.length, start), replacement, data.subarray(end)]);
}

/** A language's gzipped traineddata as the build ships it (see withoutUnknownParams); unchanged if nothing goes. */
export function shippedLangData(from: string, known: (name: string) => boolean): Buffer {
  const gz = readFileSync(from);
  const data = gunzipSync(gz);
  const out = withoutUnknownParams(data, known);
  return out === data ? gz : gzipSync(out, { level: 9 });
}

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

/** The bytes of one OCR file as the build ships it: language data without unknown parameters, the rest as is. */
function shippedBytes(name: string, from: string, known: () => (name: string) => boolean): Buffer {
  return name.startsWith('lang/') ? shippedLangData(from, known()) : readFileSync(from);
}

export function copyOcrFiles(outDir: string, modules = MODULES): { files: number; bytes: number } {
  let bytes = 0;
  const files = ocrFiles(modules);
  const known = coreParams(modules);
  for (const { name, from } of files) {
    const to = join(outDir, OCR_DIR, name);
    mkdirSync(join(to, '..'), { recursive: true });
    const data = shippedBytes(name, from, () => known);
    writeFileSync(to, data);
    bytes += data.length;
  }
  return { files: files.length, bytes };
}

/** Development server middleware answering `<base><OCR_DIR>…` from node_modules, as the build would. */
export function ocrMiddleware(base = '/', modules = MODULES) {
  const prefix = `${base.replace(/\/?$/, '/')}${OCR_DIR}`;
  const byName = new Map(ocrFiles(modules).map((f) => [f.name, f.from]));
  let known: ((name: string) => boolean) | undefined;
  const served = new Map<string, Buffer>();
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
    const name = path.slice(prefix.length);
    if (!served.has(name))
      served.set(
        name,
        shippedBytes(name, from, () => (known ??= coreParams(modules))),
      );
    res.end(served.get(name));
  };
}
