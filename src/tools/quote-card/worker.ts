/** The quote-card worker: draws the card on an OffscreenCanvas with the page's web fonts, and encodes it. */
import { serve } from '../../lib/worker/serve';
import { parseFontFaces } from './fontfaces';
import type { QuoteCardProtocol } from './protocol';
import { drawCard } from './render';

// A dedicated worker's FontFaceSet (the DOM typings only know document.fonts).
const fonts = (self as unknown as { fonts: FontFaceSet }).fonts;
const faces = new Map<string, Promise<void>>();

/** Registers and loads every face in `css` once; a face that cannot load leaves the fallback font. */
function ensureFonts(css: string): Promise<unknown> {
  return Promise.all(
    parseFontFaces(css).map((f) => {
      const key = `${f.family}|${f.url}`;
      let ready = faces.get(key);
      if (!ready) {
        const face = new FontFace(f.family, `url("${f.url}")`, {
          unicodeRange: f.unicodeRange,
          weight: f.weight,
          style: f.style,
        });
        fonts.add(face);
        ready = face.load().then(
          () => undefined,
          (err: unknown) => console.warn(`Quote card worker: ${f.family} (${f.url}) did not load`, err),
        );
        faces.set(key, ready);
      }
      return ready;
    }),
  );
}

serve<QuoteCardProtocol>({
  render: async ({ card, fontCss, encode }, ctx) => {
    const t0 = performance.now();
    await ensureFonts(fontCss);
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
