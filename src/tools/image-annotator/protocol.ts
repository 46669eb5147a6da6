/** Messages between the image-annotator island and its export worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Rect } from './logic';

export interface Redaction {
  kind: 'mosaic' | 'blur';
  /** In image pixels of the original. */
  rect: Rect;
  /** Block size or blur radius, image pixels. */
  strength: number;
}

/** Rows [y, y + height) of the output's annotations. */
export interface OverlayStrip {
  image: ImageBitmap;
  y: number;
  height: number;
}

export interface FlattenRequest {
  /** The original, full size, upright. Transferred (the island sends a copy). */
  image: ImageBitmap;
  /** The annotations at the crop's size (transparent elsewhere), in horizontal strips; none if none. */
  overlay: OverlayStrip[];
  crop: Rect;
  redactions: Redaction[];
  type: 'image/png' | 'image/jpeg';
  quality: number;
}

export interface ImageAnnotatorProtocol {
  /** A smaller copy of an image (the stage's preview), drawn in the worker. The image is transferred. */
  shrink: Task<{ image: ImageBitmap; width: number; height: number }, ImageBitmap>;
  /** One flat raster: the original (cropped), its redacted regions replaced, the annotations on top; encoded. */
  flatten: Task<FlattenRequest, Blob, { done: number; total: number }>;
}
