/**
 * Where the document translator's static files live in a build, copied from node_modules by build.ts (never
 * committed): pdf.js's character maps and standard font data (`<base>_astro/pdfjs-6.5.438/`), and the CJK font
 * the translated PDFs embed as a subset (Source Han Sans SC Regular, OFL, from node-source-han-sans-sc).
 * Versioned and under /_astro/: cache-first in the service worker, immutable for nginx. Fetched only when a
 * visitor gives the tool a PDF (pdf.js data) or makes an output (the font).
 */
export const PDFJS_VERSION = '6.5.438';
export const PDFJS_DIR = `_astro/pdfjs-${PDFJS_VERSION}/`;
export const CJK_FONT_DIR = '_astro/source-han-sans-sc-2.001/';
export const CJK_FONT_FILE = 'SourceHanSansSC-Regular.otf';
