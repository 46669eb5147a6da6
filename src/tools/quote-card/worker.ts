/** The quote-card worker: draws the card on an OffscreenCanvas with the page's web fonts, and encodes it. */
import { loadFacesInWorker } from '../../lib/fonts/worker-faces';
import { serve } from '../../lib/worker/serve';
import type { QuoteCardProtocol } from './protocol';
import { drawCard } from './render';

serve<QuoteCardProtocol>({
  render: async ({ card, faces, encode }, ctx) => {
    const t0 = performance.now();
    await loadFacesInWorker(faces, 'quote-card');
    const t1 = performance.now();
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(card.width * card.scale)),
      Math.max(1, Math.round(card.height * card.scale)),
    );
    const g = canvas.getContext('2d');
    if (!g) throw new Error('No 2D context in the worker');
    const fit = drawCard(g, card);
    const t2 = performance.now();
    if (encode) {
      const blob = await canvas.convertToBlob(encode);
      return { fit, bitmap: null, blob, ms: { fonts: t1 - t0, draw: t2 - t1, encode: performance.now() - t2 } };
    }
    const bitmap = canvas.transferToImageBitmap();
    ctx.transfer(bitmap);
    return { fit, bitmap, blob: null, ms: { fonts: t1 - t0, draw: t2 - t1, encode: 0 } };
  },
});
