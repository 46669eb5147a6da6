/** Node-side helpers for the document-translator tests and bench: pdf.js (legacy build), qpdf, the CJK font. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import createQpdf from '@neslinesli93/qpdf-wasm';
import * as fontkit from 'fontkit';
import { createQpdfRunner, type QpdfModuleLike, type QpdfRunner } from '../../lib/pdf/unlock';
import type { PdfJsLike } from './read';
import type { Fontkit } from './write';

const require = createRequire(import.meta.url);

export const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../tests/fixtures/pdf/${name}`, import.meta.url))));

export async function nodePdfJs(): Promise<PdfJsLike> {
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsLike;
}

let qpdf: Promise<QpdfRunner> | null = null;
export function nodeQpdf(): Promise<QpdfRunner> {
  qpdf ??= createQpdfRunner(
    createQpdf as unknown as (o: object) => Promise<QpdfModuleLike>,
    require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'),
  );
  return qpdf;
}

export const FONT_PATH = require.resolve('node-source-han-sans-sc/SourceHanSansSC-Regular.otf');
export const fontBytes = (): Uint8Array => new Uint8Array(readFileSync(FONT_PATH));
export const nodeFontkit = fontkit as unknown as Fontkit;
export const STANDARD_FONTS = `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`;
