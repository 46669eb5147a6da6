import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOcrFiles, ocrFiles } from './build';
import { OCR_DIR } from './paths';

const out = mkdtempSync(join(tmpdir(), 'ocr-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the OCR files a build ships', () => {
  it('copies the worker, the three LSTM cores and five languages, about 22 MB', () => {
    expect(ocrFiles().map((f) => f.name)).toEqual([
      'worker.min.js',
      'core/tesseract-core-relaxedsimd-lstm.wasm.js',
      'core/tesseract-core-simd-lstm.wasm.js',
      'core/tesseract-core-lstm.wasm.js',
      'lang/eng.traineddata.gz',
      'lang/chi_sim.traineddata.gz',
      'lang/chi_tra.traineddata.gz',
      'lang/jpn.traineddata.gz',
      'lang/kor.traineddata.gz',
    ]);
    const { files, bytes } = copyOcrFiles(out);
    expect(files).toBe(9);
    expect(bytes).toBeGreaterThan(20e6);
    expect(bytes).toBeLessThan(25e6);
    expect(readdirSync(join(out, OCR_DIR, 'lang')).sort()).toEqual([
      'chi_sim.traineddata.gz',
      'chi_tra.traineddata.gz',
      'eng.traineddata.gz',
      'jpn.traineddata.gz',
      'kor.traineddata.gz',
    ]);
  });
});
