/**
 * What the stage shows: a downscaled copy of the original (the stage draws it scaled, so a 12 MP photo does
 * not have to be redrawn in full at every frame), and redaction previews computed from that copy with the same
 * functions as the export.
 */
import { blurRegion, clampRect, pixelateRegion, type Rect } from './logic';
import type { RedactShape } from './shapes';

/** Longest side of the stage's copy of the image. */
export const PREVIEW_MAX = 2048;

export interface Preview {
  canvas: HTMLCanvasElement;
  /** Preview pixels per image pixel (≤ 1). */
  scale: number;
}

/** Makes the stage's copy; `shrink` scales a copy of the image down (in the worker, so the page stays responsive). */
export async function makePreview(
  bitmap: ImageBitmap,
  shrink: (copy: ImageBitmap, width: number, height: number) => Promise<ImageBitmap>,
): Promise<Preview> {
  const scale = Math.min(1, PREVIEW_MAX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const small = scale < 1 ? await shrink(await createImageBitmap(bitmap), width, height) : bitmap;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(small, 0, 0);
  if (small !== bitmap) small.close();
  return { canvas, scale };
}

export interface RedactionPreview {
  canvas: HTMLCanvasElement;
  /** Where it goes, in image pixels. */
  rect: Rect;
}

/** The redacted look of a region, from the preview's pixels; null if the region is outside the image. */
export function redactionPreview(
  p: Preview,
  s: Pick<RedactShape, 'kind' | 'x' | 'y' | 'width' | 'height' | 'strength'>,
): RedactionPreview | null {
  const k = p.scale;
  const r = clampRect(
    { x: s.x * k, y: s.y * k, width: s.width * k, height: s.height * k },
    p.canvas.width,
    p.canvas.height,
  );
  const ctx = p.canvas.getContext('2d', { willReadFrequently: true });
  if (!r || !ctx) return null;
  const pixels = ctx.getImageData(r.x, r.y, r.width, r.height);
  const whole = { x: 0, y: 0, width: r.width, height: r.height };
  if (s.kind === 'mosaic') pixelateRegion(pixels, whole, Math.max(1, s.strength * k));
  else blurRegion(pixels, whole, s.strength * k);
  const canvas = document.createElement('canvas');
  canvas.width = r.width;
  canvas.height = r.height;
  canvas.getContext('2d')?.putImageData(pixels, 0, 0);
  return { canvas, rect: { x: r.x / k, y: r.y / k, width: r.width / k, height: r.height / k } };
}
