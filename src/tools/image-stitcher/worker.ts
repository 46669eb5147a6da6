/// <reference lib="webworker" />
/**
 * The image stitcher's worker: decodes each image (EXIF orientation applied), draws it into an OffscreenCanvas
 * at full resolution and encodes the result, so the page never freezes on a large stitch.
 */
import { decodeImage } from '../../lib/image/decode';
import { serve } from '../../lib/worker/serve';
import type { ImageStitcherProtocol, ProbeResult, RenderResult } from './protocol';

serve<ImageStitcherProtocol>({
  probe: async ({ file, thumbSide }, ctx): Promise<ProbeResult> => {
    let bitmap: ImageBitmap;
    try {
      bitmap = await decodeImage(file);
    } catch (err) {
      console.warn('[image-stitcher] cannot decode', err);
      return { ok: false, reason: 'decode' };
    }
    const { width, height } = bitmap;
    const k = Math.min(1, thumbSide / Math.max(width, height));
    const thumb = await createImageBitmap(bitmap, {
      resizeWidth: Math.max(1, Math.round(width * k)),
      resizeHeight: Math.max(1, Math.round(height * k)),
      resizeQuality: 'medium',
    });
    bitmap.close();
    ctx.transfer(thumb);
    return { ok: true, width, height, thumb };
  },

  render: async ({ files, layout, background, type, quality }, ctx): Promise<RenderResult> => {
    let canvas: OffscreenCanvas;
    let g: OffscreenCanvasRenderingContext2D | null;
    try {
      canvas = new OffscreenCanvas(layout.width, layout.height);
      g = canvas.getContext('2d');
    } catch (err) {
      console.error('[image-stitcher] no canvas', layout.width, layout.height, err);
      return { ok: false, reason: 'canvas' };
    }
    if (!g) return { ok: false, reason: 'canvas' };
    if (background) {
      g.fillStyle = background;
      g.fillRect(0, 0, layout.width, layout.height);
    }
    g.imageSmoothingQuality = 'high';
    const steps = files.length + 1;
    for (let i = 0; i < files.length; i++) {
      let bitmap: ImageBitmap;
      try {
        bitmap = await decodeImage(files[i]!);
      } catch (err) {
        console.error('[image-stitcher] cannot decode image', i, err);
        return { ok: false, reason: 'decode', index: i };
      }
      const r = layout.rects[i]!;
      g.drawImage(bitmap, r.x, r.y, r.width, r.height);
      bitmap.close();
      ctx.progress((i + 1) / steps);
    }
    let blob: Blob;
    try {
      blob = await canvas.convertToBlob({ type, quality });
    } catch (err) {
      console.error('[image-stitcher] encode failed', err);
      return { ok: false, reason: 'canvas' };
    }
    if (blob.type !== type) return { ok: false, reason: 'encode' };
    ctx.progress(1);
    return { ok: true, blob };
  },
});
