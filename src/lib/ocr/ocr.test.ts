/**
 * Real OCR, in Node, on the committed fixtures (tests/fixtures/images/ocr, made by make.mjs with known text), with
 * the same language data the build ships: every language reads back its text exactly (after tidying).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../../tests/fixtures/images/ocr/texts.mjs';
import { toBlocks, type TesseractBlock } from './logic';
import { OCR_LANGS } from './paths';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('OCR of the five languages', () => {
  for (const lang of OCR_LANGS) {
    it(`${lang}: reads back the known text`, { timeout: 60_000 }, async () => {
      const worker = await createWorker(lang, OEM.LSTM_ONLY, {
        langPath: join(ROOT, 'node_modules/@tesseract.js-data', lang, '4.0.0_best_int'),
        cacheMethod: 'none',
      });
      try {
        const image = readFileSync(join(ROOT, 'tests/fixtures/images/ocr', `${lang}.png`));
        const { data } = await worker.recognize(image, {}, { blocks: true });
        const blocks = toBlocks(data.blocks as unknown as TesseractBlock[]);
        expect(blocks.map((b) => b.text).join('\n')).toBe(TEXTS[lang].text);
        expect(blocks[0]!.bbox.x0).toBeGreaterThanOrEqual(20);
        expect(blocks[0]!.bbox.y0).toBeGreaterThanOrEqual(15);
      } finally {
        await worker.terminate();
      }
    });
  }
});
