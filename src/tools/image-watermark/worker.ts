/// <reference lib="webworker" />
/**
 * Renders watermarks at full resolution, off the main thread: the file is decoded upright (EXIF orientation
 * applied) with createImageBitmap, drawn on an OffscreenCanvas with the watermark, and encoded in its own
 * format. One image at a time (serve() runs tasks in order), so memory holds one full-size canvas.
 */
import { decodeBitmap, decodeErrorDetail } from '../../lib/image/decode';
import { serve } from '../../lib/worker/serve';
import { checkCanvasSize } from './logic/limits';
import { previewSize } from './logic/preview';
import type { ImageWatermarkProtocol, RenderReply } from './protocol';
import { drawWatermark } from './render';

async function decode(blob: Blob): Promise<ImageBitmap | null> {
  try {
    return await decodeBitmap(blob);
  } catch (err) {
    console.warn('decode failed', decodeErrorDetail(err));
    return null;
  }
}

serve<ImageWatermarkProtocol>({
  async thumb({ file }, ctx) {
    const full = await decode(file);
    if (!full) return { ok: false, detail: `cannot decode ${file.type || 'the file'}` };
    const { width, height } = full;
    try {
      const size = previewSize(full);
      const bitmap =
        size.width === width && size.height === height
          ? full
          : await createImageBitmap(full, {
              resizeWidth: size.width,
              resizeHeight: size.height,
              resizeQuality: 'medium',
            });
      if (bitmap !== full) full.close();
      ctx.transfer(bitmap);
      return { ok: true, bitmap, width, height };
    } catch (err) {
      full.close();
      return { ok: false, detail: String(err) };
    }
  },
  async render({ file, output, settings, logo }, ctx): Promise<RenderReply> {
    const t0 = performance.now();
    const image = await decode(file);
    if (!image) return { ok: false, error: 'decode', detail: `cannot decode ${file.type || 'the file'}` };
    const { width, height } = image;
    const logoBitmap = settings.mode === 'image' && logo ? await decode(logo) : null;
    try {
      if (settings.mode === 'image' && !logoBitmap) return { ok: false, error: 'logo', detail: 'cannot decode logo' };
      const size = checkCanvasSize(width, height);
      if (size !== 'ok') return { ok: false, error: 'tooLarge', width, height, detail: size };
      ctx.progress(0.3);
      const canvas = new OffscreenCanvas(width, height);
      const c2d = canvas.getContext('2d');
      if (!c2d) return { ok: false, error: 'tooLarge', width, height, detail: 'no 2D context' };
      if (output.mime === 'image/jpeg') {
        // JPEG has no transparency: white under transparent pixels (as an image viewer shows them).
        c2d.fillStyle = '#ffffff';
        c2d.fillRect(0, 0, width, height);
      }
      c2d.drawImage(image, 0, 0);
      const marks = drawWatermark(c2d, { width, height }, settings, logoBitmap);
      ctx.progress(0.6);
      let blob: Blob;
      try {
        blob = await canvas.convertToBlob({ type: output.mime, quality: output.quality });
      } catch (err) {
        return { ok: false, error: 'encode', width, height, detail: String(err) };
      }
      if (blob.type !== output.mime) {
        return { ok: false, error: 'encode', width, height, detail: `wrote ${blob.type}, not ${output.mime}` };
      }
      return { ok: true, blob, width, height, marks, ms: performance.now() - t0 };
    } finally {
      image.close();
      logoBitmap?.close();
    }
  },
});
