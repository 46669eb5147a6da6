/**
 * The annotations at the original's resolution: the annotation layer (which holds no image pixels) rendered
 * through Konva for the crop's area, at 1 / zoom pixel ratio, so one output pixel is one image pixel.
 */
import type Konva from 'konva';
import type { Rect, View } from './logic';

export async function renderOverlay(layer: Konva.Layer, view: View, crop: Rect): Promise<ImageBitmap | null> {
  if (!layer.hasChildren()) return null;
  const canvas = layer.toCanvas({
    x: crop.x * view.scale + view.x,
    y: crop.y * view.scale + view.y,
    width: crop.width * view.scale,
    height: crop.height * view.scale,
    pixelRatio: 1 / view.scale,
  });
  const bitmap = await createImageBitmap(canvas);
  // Free the big canvas now rather than at the next garbage collection.
  canvas.width = 0;
  canvas.height = 0;
  return bitmap;
}
