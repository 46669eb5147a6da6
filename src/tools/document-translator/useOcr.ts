/**
 * OCR of a document's scanned pages, in the island (tesseract runs in its own worker): each page's image comes
 * from the document worker as pixels, tesseract reads it in the languages of the source, and the blocks become
 * paragraphs on that page.
 */
import { useCallback, useState } from 'react';
import type { WorkerClient } from '../../lib/worker';
import type { SourceLang } from '../../lib/translate/types';
import { ocrLangsFor } from '../../lib/ocr/langs';
import type { DocumentTranslatorProtocol, Paragraph } from './protocol';

export function useOcr(client: WorkerClient<DocumentTranslatorProtocol>) {
  /** The page being read (1-based) and the number of scanned pages, while OCR runs. */
  const [reading, setReading] = useState<{ page: number; done: number; total: number } | null>(null);
  const run = useCallback(
    async (bytes: ArrayBuffer, pages: readonly number[], source: SourceLang): Promise<Paragraph[]> => {
      // Both load with the first scanned page, not with the page.
      const [{ recognize }, { ocrParagraphs }] = await Promise.all([import('../../lib/ocr/client'), import('./scan')]);
      const out: Paragraph[] = [];
      try {
        for (const [i, page] of pages.entries()) {
          setReading({ page: page + 1, done: i, total: pages.length });
          const image = await client.request('scanImage', { bytes: bytes.slice(0), page });
          // None, or over the pixel limit (refused from its dictionary when the document was read).
          if (!image || 'tooLarge' in image) continue;
          const canvas = new OffscreenCanvas(image.width, image.height);
          canvas
            .getContext('2d')!
            .putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
          const blocks = await recognize(canvas, ocrLangsFor(source));
          out.push(...ocrParagraphs(blocks, image, page));
        }
      } finally {
        setReading(null);
      }
      return out;
    },
    [client],
  );
  return { run, reading };
}
