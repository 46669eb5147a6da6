/**
 * The OCR kit's preprocessing worker: decodes the image, applies the adaptive threshold (enhance.ts) and encodes
 * the result as PNG, off the page's thread (a 12-megapixel photo is 48 MB of pixels). Tesseract runs in its own
 * worker (tesseract.js); this one only prepares its input.
 */
import { serve } from '../worker/serve';
import { adaptiveThreshold } from './enhance';
import type { OcrProtocol } from './protocol';

serve<OcrProtocol>({
  async enhance({ image, radius }) {
    const bitmap = await createImageBitmap(image);
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D context');
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    const out = adaptiveThreshold({ width, height, data: ctx.getImageData(0, 0, width, height).data }, radius);
    ctx.putImageData(new ImageData(out.data, width, height), 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  },
});
