/**
 * Copies the background-removal model into a finished build (the `astro:build:done` hook in astro.config.mjs) and
 * serves the same files in development: the chunks of RESOURCE_KEYS from @imgly/background-removal-data and a
 * resources.json that lists only those, so a browser can never be sent to a file the build lacks.
 * Self-contained (node: imports only, and paths.ts) so that astro.config.mjs can load it with Node's type stripping.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODEL_DIR, RESOURCE_KEYS } from './paths.ts';

export interface ResourceEntry {
  chunks: { hash: string; offsets: [number, number] }[];
  size: number;
  mime: string;
}

export const DATA_DIR = fileURLToPath(
  new URL('../../../node_modules/@imgly/background-removal-data/dist/', import.meta.url),
);

/** The trimmed resource map, checked: every key present, every chunk file on disk with its listed size. */
export function modelResources(dataDir = DATA_DIR): Record<string, ResourceEntry> {
  const all = JSON.parse(readFileSync(join(dataDir, 'resources.json'), 'utf8')) as Record<string, ResourceEntry>;
  const out: Record<string, ResourceEntry> = {};
  for (const key of RESOURCE_KEYS) {
    const entry = all[key];
    if (!entry) throw new Error(`@imgly/background-removal-data has no ${key}`);
    for (const c of entry.chunks) {
      if (!/^[0-9a-f]{64}$/.test(c.hash)) throw new Error(`${key}: odd chunk name ${c.hash}`);
      const file = join(dataDir, c.hash);
      if (!existsSync(file)) throw new Error(`${key}: chunk ${c.hash} missing (npm install)`);
      const size = readFileSync(file).length;
      if (size !== c.offsets[1] - c.offsets[0]) throw new Error(`${key}: chunk ${c.hash} is ${size} bytes`);
    }
    out[key] = entry;
  }
  return out;
}

/** Writes `outDir/<MODEL_DIR>`: resources.json and the chunks. Returns the file count and bytes. */
export function copyModelFiles(outDir: string, dataDir = DATA_DIR): { files: number; bytes: number } {
  const resources = modelResources(dataDir);
  const dir = join(outDir, MODEL_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'resources.json'), JSON.stringify(resources));
  let files = 1;
  let bytes = 0;
  for (const entry of Object.values(resources)) {
    for (const c of entry.chunks) {
      copyFileSync(join(dataDir, c.hash), join(dir, c.hash));
      files += 1;
      bytes += c.offsets[1] - c.offsets[0];
    }
  }
  return { files, bytes };
}

/**
 * Development server middleware: answers `<base><MODEL_DIR>…` from node_modules, as the build would. `base` is
 * Astro's base (`/` or `/toolbox/`).
 */
export function modelMiddleware(base = '/', dataDir = DATA_DIR) {
  const prefix = `${base.replace(/\/?$/, '/')}${MODEL_DIR}`;
  let json: string | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith(prefix)) return next();
    const name = path.slice(prefix.length);
    if (name === 'resources.json') {
      json ??= JSON.stringify(modelResources(dataDir));
      res.setHeader('Content-Type', 'application/json');
      res.end(json);
      return;
    }
    const known = Object.values(modelResources(dataDir)).some((e) => e.chunks.some((c) => c.hash === name));
    if (!known) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/octet-stream');
    res.end(readFileSync(join(dataDir, name)));
  };
}
