/**
 * The export: one flat raster at the original's resolution. The original is drawn (cropped), each redacted
 * region is read back, replaced by its mosaic or blur computed from those pixels, and written into the raster;
 * then the annotations are drawn on top and the whole is encoded. Nothing of the original survives under a
 * redaction. Runs in the worker (OffscreenCanvas); `encode` is injected so a test can stub it.
 */
import { blurRegion, pixelateRegion } from './logic';
import type { FlattenRequest } from './protocol';

export async function flatten(
  req: FlattenRequest,
  progress: (done: number, total: number) => void = () => {},
): Promise<Blob> {
  const { crop, redactions } = req;
  const canvas = new OffscreenCanvas(crop.width, crop.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D context in the worker');
  if (req.type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, crop.width, crop.height);
  }
  ctx.drawImage(req.image, -crop.x, -crop.y);
  req.image.close();
  const total = redactions.length + 1;
  for (const [i, r] of redactions.entries()) {
    progress(i, total);
    // The region in the output's pixels, cut to the output.
    const x0 = Math.max(0, Math.floor(r.rect.x - crop.x));
    const y0 = Math.max(0, Math.floor(r.rect.y - crop.y));
    const x1 = Math.min(crop.width, Math.ceil(r.rect.x + r.rect.width - crop.x));
    const y1 = Math.min(crop.height, Math.ceil(r.rect.y + r.rect.height - crop.y));
    if (x1 <= x0 || y1 <= y0) continue;
    const pixels = ctx.getImageData(x0, y0, x1 - x0, y1 - y0);
    const whole = { x: 0, y: 0, width: pixels.width, height: pixels.height };
    if (r.kind === 'mosaic') pixelateRegion(pixels, whole, r.strength);
    else blurRegion(pixels, whole, r.strength);
    ctx.putImageData(pixels, x0, y0);
  }
  for (const strip of req.overlay) {
    ctx.drawImage(strip.image, 0, strip.y, crop.width, strip.height);
    strip.image.close();
  }
  progress(total - 1, total);
  const blob = await canvas.convertToBlob({ type: req.type, quality: req.quality });
  if (blob.type !== req.type) throw new Error(`The worker wrote ${blob.type}, not ${req.type}`);
  return blob;
}
