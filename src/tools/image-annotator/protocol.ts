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

export interface FlattenRequest {
  /** The original, full size, upright. Transferred (the island sends a copy). */
  image: ImageBitmap;
  /** The annotations drawn at the crop's size (transparent elsewhere), or null if there are none. */
  overlay: ImageBitmap | null;
  crop: Rect;
  redactions: Redaction[];
  type: 'image/png' | 'image/jpeg';
  quality: number;
}

export interface ImageAnnotatorProtocol {
  /** One flat raster: the original (cropped), its redacted regions replaced, the annotations on top; encoded. */
  flatten: Task<FlattenRequest, Blob, { done: number; total: number }>;
}
