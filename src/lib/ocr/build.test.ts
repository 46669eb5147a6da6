import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createWorker, OEM } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../../tests/fixtures/images/ocr/texts.mjs';
import { copyOcrFiles, coreParams, ocrFiles } from './build';
import { toBlocks, type TesseractBlock } from './logic';
import { OCR_DIR, OCR_LANGS, type OcrLang } from './paths';

/** The part of tesseract.js-core's Emscripten module used here (the package has no types). */
interface TessCore {
  FS: { writeFile(path: string, data: Uint8Array): void };
  TessBaseAPI: new () => { Init(dataPath: string, lang: string, oem: number): number; End(): void };
}

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

describe('the language data a build ships starts tesseract without a console error', () => {
  beforeAll(() => void copyOcrFiles(out));
  const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
  const require = createRequire(import.meta.url);
  /** Starts the LSTM-only core the browser gets with one language's data; returns what it printed as errors. */
  async function startCore(lang: OcrLang, traineddata: Buffer): Promise<{ status: number; errors: string[] }> {
    const errors: string[] = [];
    const factory = require('tesseract.js-core/tesseract-core-simd-lstm') as (opts: object) => Promise<TessCore>;
    const core = await factory({ printErr: (s: string) => errors.push(s), print: () => undefined });
    core.FS.writeFile(`/${lang}.traineddata`, traineddata);
    const api = new core.TessBaseAPI();
    const status = api.Init('/', lang, OEM.LSTM_ONLY);
    api.End();
    return { status, errors };
  }
  const shipped = (lang: OcrLang) => gunzipSync(readFileSync(join(out, OCR_DIR, 'lang', `${lang}.traineddata.gz`)));
  const original = (lang: OcrLang) =>
    gunzipSync(
      readFileSync(join(ROOT, 'node_modules/@tesseract.js-data', lang, '4.0.0_best_int', `${lang}.traineddata.gz`)),
    );

  it('the packages’ Japanese data makes the core print a warning per legacy parameter', async () => {
    const { status, errors } = await startCore('jpn', original('jpn'));
    expect(status).toBe(0);
    expect(errors).toEqual(
      [
        'language_model_ngram_on',
        'segsearch_max_char_wh_ratio',
        'language_model_ngram_space_delimited_language',
        'language_model_ngram_scale_factor',
        'language_model_use_sigmoidal_certainty',
        'language_model_ngram_nonmatch_score',
        'classify_integer_matcher_multiplier',
        'assume_fixed_pitch_char_segment',
        'chop_enable',
        'allow_blob_division',
      ].map((p) => `Warning: Parameter not found: ${p}`),
    );
  });

  for (const lang of OCR_LANGS)
    it(`${lang}: starts with no error printed; every other config line and component kept`, async () => {
      expect(await startCore(lang, shipped(lang))).toEqual({ status: 0, errors: [] });
      // Only config lines that set a parameter the core lacks are gone.
      const configLines = (data: Buffer) => {
        const start = Number(data.readBigInt64LE(4));
        if (start < 0) return [];
        const offsets = Array.from({ length: data.readInt32LE(0) }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
        const end = Math.min(...offsets.filter((o) => o > start), data.length);
        return data.subarray(start, end).toString('utf8').split('\n');
      };
      const known = coreParams();
      expect(configLines(shipped(lang))).toEqual(
        configLines(original(lang)).filter((l) => !/^[a-z]/.test(l) || known(l.split(/\s/)[0]!)),
      );
      expect(shipped(lang).length - original(lang).length).toBe(
        Buffer.byteLength(configLines(shipped(lang)).join('\n')) -
          Buffer.byteLength(configLines(original(lang)).join('\n')),
      );
    });

  it(
    'a tesseract.js worker reads the Japanese fixture with the shipped data as before',
    { timeout: 60_000 },
    async () => {
      const worker = await createWorker('jpn', OEM.LSTM_ONLY, {
        langPath: join(out, OCR_DIR, 'lang'),
        gzip: true,
        cacheMethod: 'none',
      });
      try {
        const image = readFileSync(join(ROOT, 'tests/fixtures/images/ocr/jpn.png'));
        const { data } = await worker.recognize(image, {}, { blocks: true });
        expect(
          toBlocks(data.blocks as unknown as TesseractBlock[])
            .map((b) => b.text)
            .join('\n'),
        ).toBe(TEXTS.jpn.text);
      } finally {
        await worker.terminate();
      }
    },
  );
});
