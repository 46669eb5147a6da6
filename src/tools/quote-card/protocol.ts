/** Messages between the quote-card island and its worker (see src/lib/worker). */
import type { FaceSource } from '../../lib/fonts/faces';
import type { Task } from '../../lib/worker';
import type { Fit } from './logic';
import type { CardInput } from './render';

export interface RenderJob {
  card: CardInput & { logo: ImageBitmap | null };
  /** The faces of the slices the page loaded for the card's text (the fonts kit's workerFaces). */
  faces: FaceSource[];
  /** Encode the full-size card (export) instead of returning a bitmap (preview). */
  encode: { type: 'image/png' | 'image/jpeg'; quality: number } | null;
}

export interface RenderResult {
  fit: Fit;
  bitmap: ImageBitmap | null;
  blob: Blob | null;
  /** Time spent loading fonts, drawing and encoding in the worker, ms. */
  ms: { fonts: number; draw: number; encode: number };
}

export interface QuoteCardProtocol {
  /** Draws (and for an export encodes) the card off the main thread: a long quote or a 4096 px PNG is slow. */
  render: Task<RenderJob, RenderResult>;
}
