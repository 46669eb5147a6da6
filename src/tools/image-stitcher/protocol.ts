/**
 * The tasks worker.ts runs for the island. Files cross as Blobs (handles, not copies); thumbnails come back as
 * transferred ImageBitmaps; the result comes back as a Blob.
 */
import type { Task } from '../../lib/worker';
import type { Layout, OutputType } from './logic';

/** What probing a file gives: its upright size and a small thumbnail for the live preview, or why not. */
export type ProbeResult =
  { ok: true; width: number; height: number; thumb: ImageBitmap } | { ok: false; reason: 'decode' };

export interface RenderRequest {
  /** The images, in their order (the same order as `layout.rects`). */
  files: Blob[];
  /** Already scaled when the user chose to scale down. */
  layout: Layout;
  /** Null: transparent. */
  background: string | null;
  type: OutputType;
  quality: number;
}

export type RenderResult =
  | { ok: true; blob: Blob }
  /** decode: image `index` could not be read again; canvas: the browser refused a canvas this big (memory);
   * encode: it cannot write this type. */
  | { ok: false; reason: 'decode' | 'canvas' | 'encode'; index?: number };

export interface ImageStitcherProtocol {
  probe: Task<{ file: Blob; thumbSide: number }, ProbeResult>;
  /** Progress: the fraction done, 0–1 (drawing each image, then encoding). */
  render: Task<RenderRequest, RenderResult, number>;
}
