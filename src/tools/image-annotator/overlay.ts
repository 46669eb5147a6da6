/**
 * The annotations at the original's resolution: the annotation layer (which holds no image pixels) rendered
 * through Konva for the crop's area at 1 / zoom pixel ratio, so one output pixel is one image pixel. It is
 * rendered in strips of about two million pixels, yielding between them, so a 12 MP export never blocks the
 * page for long.
 */
import type Konva from 'konva';
import type { Rect, View } from './logic';
import type { OverlayStrip } from './protocol';

/** Pixels per strip. */
export const STRIP_PIXELS = 2_000_000;

/** The rows [y, height) of each strip of an output `width` × `height` pixels. Pure. */
export function strips(width: number, height: number, maxPixels = STRIP_PIXELS): { y: number; height: number }[] {
  const rows = Math.max(1, Math.floor(maxPixels / Math.max(1, width)));
  const out: { y: number; height: number }[] = [];
  for (let y = 0; y < height; y += rows) out.push({ y, height: Math.min(rows, height - y) });
  return out;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function renderOverlay(layer: Konva.Layer, view: View, crop: Rect): Promise<OverlayStrip[]> {
  if (!layer.hasChildren()) return [];
  const out: OverlayStrip[] = [];
  for (const s of strips(crop.width, crop.height)) {
    const canvas = layer.toCanvas({
      x: crop.x * view.scale + view.x,
      y: (crop.y + s.y) * view.scale + view.y,
      width: crop.width * view.scale,
      height: s.height * view.scale,
      pixelRatio: 1 / view.scale,
    });
    out.push({ image: await createImageBitmap(canvas), y: s.y, height: s.height });
    // Free the canvas now rather than at the next garbage collection.
    canvas.width = 0;
    canvas.height = 0;
    await nextFrame();
  }
  return out;
}
