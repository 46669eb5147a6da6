/** Messages between the text-behind-image island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { FaceSource } from '../../lib/fonts/faces';
import type { DrawLayer } from './render';

export type OpenReply =
  /** The photo scaled to fit the preview (transferred) and its full size. */
  | { ok: true; bitmap: ImageBitmap; width: number; height: number }
  | { ok: false; code: 'decode' | 'too-large'; detail: string; width?: number; height?: number };

export interface CutoutRequest {
  file: Blob;
  /** The subject's mask at the photo's full size (a copy: the page keeps its own for exports). */
  mask: Uint8Array;
  /** The preview's size. */
  width: number;
  height: number;
}

export type CutoutReply = { ok: true; bitmap: ImageBitmap } | { ok: false; detail: string };

export interface ExportRequest {
  file: Blob;
  /** The subject's mask at full size, or null: the text is then drawn over the whole photo. */
  mask: Uint8Array | null;
  layers: DrawLayer[];
  /** The web fonts' faces the page has loaded, for the worker's own FontFaceSet. */
  faces: FaceSource[];
  mime: 'image/png' | 'image/jpeg';
}

export type ExportReply =
  | { ok: true; blob: Blob; width: number; height: number; ms: number }
  | { ok: false; code: 'decode' | 'too-large' | 'encode'; detail: string };

/** The stage reached, 0–1. */
export type ExportProgress = number;

export interface TextBehindImageProtocol {
  /** Decodes the photo (upright) and returns a preview-sized copy: fast, before any model download. */
  open: Task<{ file: Blob; maxSide: number }, OpenReply>;
  /** The subject cut out (photo with the mask as alpha) at the preview's size. */
  cutout: Task<CutoutRequest, CutoutReply>;
  /** The full-resolution picture: photo, text layers, subject. */
  export: Task<ExportRequest, ExportReply, ExportProgress>;
}
