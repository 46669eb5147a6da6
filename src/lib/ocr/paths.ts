/**
 * Where on-device OCR lives in a build: `<base>_astro/tesseract-7.0.0/` holds tesseract.js's worker script, the
 * three LSTM-only WebAssembly cores a browser may pick (relaxed SIMD, SIMD, plain) and the LSTM "best_int"
 * language data of OCR_LANGS (gzipped), copied from node_modules by the build (build.ts), never committed.
 * Versioned and under /_astro/: cached cache-first by the service worker, immutable for nginx.
 */
export const TESSERACT_VERSION = '7.0.0';
export const OCR_DIR = `_astro/tesseract-${TESSERACT_VERSION}/`;

/** Tesseract's language codes for the languages the translator reads in images. */
export const OCR_LANGS = ['eng', 'chi_sim', 'chi_tra', 'jpn', 'kor'] as const;
export type OcrLang = (typeof OCR_LANGS)[number];

export const CORE_FILES = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
] as const;
