/// <reference lib="webworker" />
/**
 * The text-behind-image worker: decodes the photo, makes the preview's cut-out and draws the export at full
 * resolution (a 12-megapixel photo's pixels never touch the main thread). The last photo's decoded pixels and
 * its cut-out are kept, so changing a text and exporting again does not decode or cut out again.
 */
import { loadFacesInWorker } from '../../lib/fonts/worker-faces';
import { decodeBitmap, decodeErrorDetail, ImageTooLargeError } from '../../lib/image/decode';
import { MAX_PIXELS } from '../../lib/segment/protocol';
import { serve } from '../../lib/worker/serve';
import { subjectOver } from './logic';
import type { ExportReply, TextBehindImageProtocol } from './protocol';
import { drawLayers } from './render';

interface Photo {
  file: Blob;
  bitmap: ImageBitmap;
  /** The photo's RGBA pixels, read once on the first cut-out or export. */
  pixels?: Uint8ClampedArray;
  cut?: { mask: Uint8Array; canvas: OffscreenCanvas };
}

let photo: Photo | null = null;

async function open(file: Blob): Promise<Photo | string | ImageTooLargeError> {
  if (photo?.file === file) return photo;
  photo?.bitmap.close();
  photo = null;
  try {
    const bitmap = await decodeBitmap(file);
    photo = { file, bitmap };
    return photo;
  } catch (err) {
    // Over the kit's pixel limit: refused from its header, never decoded.
    if (err instanceof ImageTooLargeError) return err;
    return `cannot decode ${file.type || 'the file'}: ${decodeErrorDetail(err)}`;
  }
}

function pixelsOf(p: Photo): Uint8ClampedArray {
  if (!p.pixels) {
    const { width, height } = p.bitmap;
    const c = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
    c.drawImage(p.bitmap, 0, 0);
    p.pixels = c.getImageData(0, 0, width, height).data;
  }
  return p.pixels;
}

function sameMask(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 997) if (a[i] !== b[i]) return false;
  return true;
}

/** The subject cut out at full size (photo pixels with the mask as alpha), kept for the next call. */
function cutout(p: Photo, mask: Uint8Array): OffscreenCanvas {
  if (p.cut && sameMask(p.cut.mask, mask)) return p.cut.canvas;
  const { width, height } = p.bitmap;
  const rgba = new Uint8ClampedArray(pixelsOf(p));
  for (let i = 0; i < mask.length; i += 1) rgba[i * 4 + 3] = Math.floor((rgba[i * 4 + 3]! * mask[i]! + 127) / 255);
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.putImageData(new ImageData(rgba, width, height), 0, 0);
  p.cut = { mask, canvas };
  return canvas;
}

serve<TextBehindImageProtocol>({
  async open({ file, maxSide }, ctx) {
    const p = await open(file);
    if (typeof p === 'string') return { ok: false, code: 'decode', detail: p };
    if (p instanceof ImageTooLargeError) {
      return { ok: false, code: 'too-large', width: p.width, height: p.height, detail: p.message };
    }
    const { width, height } = p.bitmap;
    if (width * height > MAX_PIXELS)
      return { ok: false, code: 'too-large', width, height, detail: `${width}×${height}` };
    const k = Math.min(1, maxSide / Math.max(width, height));
    const bitmap = await createImageBitmap(p.bitmap, {
      resizeWidth: Math.max(1, Math.round(width * k)),
      resizeHeight: Math.max(1, Math.round(height * k)),
      resizeQuality: 'high',
    });
    ctx.transfer(bitmap);
    return { ok: true, bitmap, width, height };
  },
  async cutout({ file, mask, width, height }, ctx) {
    const p = await open(file);
    if (typeof p === 'string') return { ok: false, detail: p };
    if (p instanceof ImageTooLargeError) return { ok: false, detail: p.message };
    if (mask.length !== p.bitmap.width * p.bitmap.height) return { ok: false, detail: 'mask size' };
    const bitmap = await createImageBitmap(cutout(p, mask), {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    ctx.transfer(bitmap);
    return { ok: true, bitmap };
  },
  async export({ file, mask, layers, faces, mime }, ctx): Promise<ExportReply> {
    const t0 = performance.now();
    const p = await open(file);
    if (typeof p === 'string') return { ok: false, code: 'decode', detail: p };
    if (p instanceof ImageTooLargeError) return { ok: false, code: 'too-large', detail: p.message };
    const { width, height } = p.bitmap;
    if (mask && mask.length !== width * height) return { ok: false, code: 'decode', detail: 'mask size' };
    await loadFacesInWorker(faces, 'text-behind-image');
    ctx.progress(0.2);
    const canvas = new OffscreenCanvas(width, height);
    const c2d = canvas.getContext('2d', { willReadFrequently: true });
    if (!c2d) return { ok: false, code: 'too-large', detail: 'no 2D context' };
    c2d.drawImage(p.bitmap, 0, 0);
    drawLayers(c2d, layers, { width, height });
    ctx.progress(0.4);
    if (mask) {
      // The subject over the text: pixel arithmetic (logic.ts) rather than a second canvas draw, so a pixel
      // fully inside the subject is exactly the photo's.
      const image = c2d.getImageData(0, 0, width, height);
      subjectOver(image.data, pixelsOf(p), mask);
      c2d.putImageData(image, 0, 0);
    }
    ctx.progress(0.6);
    let out = canvas;
    if (mime === 'image/jpeg') {
      // JPEG has no transparency: white under transparent pixels.
      out = new OffscreenCanvas(width, height);
      const o = out.getContext('2d')!;
      o.fillStyle = '#ffffff';
      o.fillRect(0, 0, width, height);
      o.drawImage(canvas, 0, 0);
    }
    try {
      const blob = await out.convertToBlob({ type: mime, quality: 0.92 });
      if (blob.type !== mime) return { ok: false, code: 'encode', detail: `wrote ${blob.type}` };
      return { ok: true, blob, width, height, ms: performance.now() - t0 };
    } catch (err) {
      return { ok: false, code: 'encode', detail: String(err) };
    }
  },
});
