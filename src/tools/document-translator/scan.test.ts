/**
 * The fixture's scanned page (page 3: the English OCR fixture as an image, no text layer): pdf.js finds the image
 * and where it is painted, tesseract (in Node, the same language data the build ships) reads it, and the blocks
 * become a paragraph placed over the image's text.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM } from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import { bombPdf } from '../../../tests/component/bombs';
import { pngFromPixels } from '../../../scripts/lib/png.mjs';
import { TEXTS } from '../../../tests/fixtures/images/ocr/texts.mjs';
import { toBlocks, type TesseractBlock } from '../../lib/ocr/logic';
import { keepReason } from './keep';
import { ocrParagraphs, pageImage, toRgba, unitSquareBox, type ImageOps } from './scan';
import { fixture, nodePdfJs } from './testkit';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('scanned pages', () => {
  it('maps the unit square and converts pdf.js image kinds to RGBA', () => {
    expect(unitSquareBox([100, 0, 0, 50, 10, 20])).toEqual({ x: 10, y: 20, w: 100, h: 50 });
    expect([...toRgba({ width: 2, height: 1, kind: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) })]).toEqual([
      1, 2, 3, 255, 4, 5, 6, 255,
    ]);
    expect([...toRgba({ width: 2, height: 1, kind: 1, data: new Uint8Array([0b10000000]) })]).toEqual([
      255, 255, 255, 255, 0, 0, 0, 255,
    ]);
  });

  it('refuses a page whose image is over the limit from its dictionary: pdf.js is never asked to decode it', async () => {
    const pdfjs = (await nodePdfJs()) as Awaited<ReturnType<typeof nodePdfJs>> & { OPS: ImageOps };
    const getDocument = vi.fn(pdfjs.getDocument);
    const image = await pageImage({ ...pdfjs, getDocument }, bombPdf(20_000), 0);
    expect(image).toEqual({ tooLarge: { width: 20_000, height: 20_000 } });
    expect(getDocument).not.toHaveBeenCalled();
  });

  it(
    'reads the scanned page of the fixture with OCR into a paragraph over the image',
    { timeout: 60_000 },
    async () => {
      const pdfjs = (await nodePdfJs()) as Awaited<ReturnType<typeof nodePdfJs>> & { OPS: ImageOps };
      const image = await pageImage(pdfjs, fixture('doc.pdf'), 2);
      if (!image || 'tooLarge' in image) throw new Error(`no page image: ${JSON.stringify(image)}`);
      const { width, height, box, rgba } = image;
      // make-doc.mjs draws eng.png at 0.6 scale at (40, 600).
      expect(box.x).toBeCloseTo(40, 5);
      expect(box.y).toBeCloseTo(600, 5);
      expect(box.w).toBeCloseTo(width * 0.6, 5);
      expect(box.h).toBeCloseTo(height * 0.6, 5);
      const png = pngFromPixels(width, height, (x: number, y: number) => [
        ...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
      ]);
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: join(ROOT, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
        cacheMethod: 'none',
      });
      try {
        const { data } = await worker.recognize(png, {}, { blocks: true });
        const paras = ocrParagraphs(toBlocks(data.blocks as unknown as TesseractBlock[]), image, 2);
        expect(paras.map((p) => p.text)).toEqual([TEXTS.eng.text]);
        const p = paras[0]!;
        expect(p.page).toBe(2);
        expect(keepReason(p.text)).toBeNull();
        // Inside the image, with a size near the drawn text's (32 px at 0.6 scale ≈ 19 pt line box).
        expect(p.box.x).toBeGreaterThan(box.x);
        expect(p.box.x + p.box.w).toBeLessThan(box.x + box.w);
        expect(p.box.y).toBeGreaterThan(box.y);
        expect(p.box.y + p.box.h).toBeLessThan(box.y + box.h);
        expect(p.size).toBeGreaterThan(10);
        expect(p.size).toBeLessThan(24);
      } finally {
        await worker.terminate();
      }
    },
  );
});
