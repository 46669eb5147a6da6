/**
 * Copies the document translator's pdf.js data and CJK font into a finished build (`astro:build:done` in
 * astro.config.mjs) and serves the same files in development (see paths.ts). Self-contained (node: imports and
 * paths.ts only) so that astro.config.mjs can load it with type stripping.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CJK_FONT_DIR, CJK_FONT_FILE, PDFJS_DIR } from './paths.ts';

const MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/** Every file: its path in the build and where it comes from. */
export function pdfFiles(modules = MODULES): { name: string; from: string }[] {
  const dir = (sub: string) =>
    readdirSync(join(modules, 'pdfjs-dist', sub))
      .sort()
      .map((f) => ({ name: `${PDFJS_DIR}${sub}/${f}`, from: join(modules, 'pdfjs-dist', sub, f) }));
  return [
    ...dir('cmaps'),
    ...dir('standard_fonts'),
    { name: `${CJK_FONT_DIR}${CJK_FONT_FILE}`, from: join(modules, 'node-source-han-sans-sc', CJK_FONT_FILE) },
    { name: `${CJK_FONT_DIR}LICENSE.txt`, from: join(modules, 'node-source-han-sans-sc', 'LICENSE') },
  ];
}

export function copyPdfFiles(outDir: string, modules = MODULES): { files: number; bytes: number } {
  let bytes = 0;
  const files = pdfFiles(modules);
  for (const { name, from } of files) {
    const to = join(outDir, name);
    mkdirSync(join(to, '..'), { recursive: true });
    copyFileSync(from, to);
    bytes += statSync(to).size;
  }
  return { files: files.length, bytes };
}

/** Development server middleware answering those paths from node_modules, as the build would. */
export function pdfMiddleware(base = '/', modules = MODULES) {
  const prefix = base.replace(/\/?$/, '/');
  const byName = new Map(pdfFiles(modules).map((f) => [`${prefix}${f.name}`, f.from]));
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const from = byName.get((req.url ?? '').split('?')[0] ?? '');
    if (!from) return next();
    res.setHeader('Content-Type', 'application/octet-stream');
    res.end(readFileSync(from));
  };
}
