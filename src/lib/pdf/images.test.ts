/**
 * Image sizes read from a PDF's dictionaries, nothing decoded: the image-bomb PDF of tests/component/bombs.ts
 * (a 20000 × 20000 Flate image on its second page) and a real PDF made by another program.
 */
import { describe, expect, it } from 'vitest';
import { bombPdf } from '../../../tests/component/bombs';
import { fixture } from '../../../tests/component/kit';
import { loadStructure, pageImageSizes } from './images';

describe('pageImageSizes', () => {
  it("reads the bomb page's image size without decoding it", async () => {
    const bytes = bombPdf(20_000, true);
    expect(bytes.length).toBeLessThan(200_000);
    const doc = await loadStructure(bytes);
    expect(pageImageSizes(doc, 0)).toEqual([]);
    expect(pageImageSizes(doc, 1)).toEqual([{ width: 20_000, height: 20_000 }]);
    expect(pageImageSizes(doc, 2)).toEqual([]);
  });

  it('finds nothing on a text-only page, and the scanned page image of a pdf-lib-made PDF', async () => {
    expect(pageImageSizes(await loadStructure(fixture('pdf/plain.pdf')), 0)).toEqual([]);
    // tests/fixtures/pdf/make-doc.mjs embeds tests/fixtures/images/ocr/eng.png (721 × 96) on page 3.
    const doc = await loadStructure(fixture('pdf/doc.pdf'));
    expect(pageImageSizes(doc, 2)).toEqual([{ width: 721, height: 96 }]);
  });
});
