/** Messages between the background-remover island and its compositing worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';

/** What goes behind the subject. The colour is "#rrggbb"; the blur strength as in Settings; the image is cover-fitted. */
export type BackgroundSpec =
  | { kind: 'transparent' }
  | { kind: 'color'; color: string }
  | { kind: 'blur'; strength: number }
  | { kind: 'image'; image: Blob };

export interface CompositeRequest {
  /** The photo as the user gave it (decoded here again, upright, at full resolution). */
  image: Blob;
  /** The subject's mask at the photo's full resolution (a copy: the island keeps its own). */
  mask: Uint8Array;
  width: number;
  height: number;
  background: BackgroundSpec;
  type: 'image/png' | 'image/webp';
}

export type CompositeReply =
  | { ok: true; blob: Blob; ms: number }
  /** decode: the photo; background: the background image; encode: the browser could not write the type. */
  | { ok: false; code: 'decode' | 'background' | 'encode' | 'size'; detail: string };

export interface BackgroundRemoverProtocol {
  composite: Task<CompositeRequest, CompositeReply>;
}
