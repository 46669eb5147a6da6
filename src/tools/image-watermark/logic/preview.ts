/** The preview's size: the image scaled to fit a box, never up. Pure; unit-tested in input.test.ts. */
import type { Size } from './layout';

/** Longest side of the preview canvas, px: small enough to redraw on every slider step. */
export const PREVIEW_MAX = 960;

export function previewSize(img: Size, max = PREVIEW_MAX): Size {
  const k = Math.min(1, max / Math.max(img.width, img.height));
  return { width: Math.max(1, Math.round(img.width * k)), height: Math.max(1, Math.round(img.height * k)) };
}
