/**
 * The background remover's own worker: composites the subject over its background at the photo's full
 * resolution and encodes the file (a 12 MP photo is 48 MB of pixels: never on the page's thread). The mask
 * comes from the segmentation kit; the arithmetic is logic.ts's.
 */
import { decodeBitmap, decodeErrorDetail } from '../../lib/image/decode';
import { serve } from '../../lib/worker/serve';
import { blurRadius, composite, coverRect, hexToRgb, type Backdrop } from './logic';
import type { BackgroundRemoverProtocol, BackgroundSpec, CompositeReply } from './protocol';

async function backdrop(
  spec: BackgroundSpec,
  photo: ImageBitmap,
  width: number,
  height: number,
): Promise<Backdrop | 'background'> {
  if (spec.kind === 'transparent') return null;
  if (spec.kind === 'color') return hexToRgb(spec.color) ?? [255, 255, 255];
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  if (spec.kind === 'blur') {
    // The sharp photo first, so the blur's soft border (where it averages in transparent pixels) stays opaque.
    ctx.drawImage(photo, 0, 0);
    ctx.filter = `blur(${blurRadius(spec.strength, width, height)}px)`;
    ctx.drawImage(photo, 0, 0);
  } else {
    let bg: ImageBitmap;
    try {
      bg = await decodeBitmap(spec.image);
    } catch {
      return 'background';
    }
    const r = coverRect(bg.width, bg.height, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bg, r.sx, r.sy, r.sw, r.sh, 0, 0, width, height);
    bg.close();
  }
  return ctx.getImageData(0, 0, width, height).data;
}

serve<BackgroundRemoverProtocol>({
  composite: async ({ image, mask, width, height, background, type }): Promise<CompositeReply> => {
    const t0 = performance.now();
    let photo: ImageBitmap;
    try {
      photo = await decodeBitmap(image); // upright, as the segmentation worker decoded it; HEIC too
    } catch (err) {
      return { ok: false, code: 'decode', detail: decodeErrorDetail(err) };
    }
    try {
      if (photo.width !== width || photo.height !== height || mask.length !== width * height) {
        return { ok: false, code: 'size', detail: `${photo.width}×${photo.height} photo, ${width}×${height} mask` };
      }
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
      ctx.drawImage(photo, 0, 0);
      const data = ctx.getImageData(0, 0, width, height);
      const behind = await backdrop(background, photo, width, height);
      if (behind === 'background') return { ok: false, code: 'background', detail: 'undecodable background image' };
      composite(data.data, mask, behind);
      ctx.putImageData(data, 0, 0);
      const blob = await canvas.convertToBlob({ type, quality: 0.92 });
      if (blob.type !== type) return { ok: false, code: 'encode', detail: `asked ${type}, got ${blob.type}` };
      return { ok: true, blob, ms: Math.round(performance.now() - t0) };
    } finally {
      photo.close();
    }
  },
});
