/**
 * The tasks worker.ts runs for the island. Progress is the fraction done (0–1). Only ArrayBuffers
 * (transferred), strings and Files cross the boundary.
 */
import type { Task } from '../../lib/worker';
import type { Base64Error, ImageKind, OtherFileType } from './logic';

/** What `decode` gives back: the image's bytes and real type, or why the input is not one. */
export type DecodeResult =
  | { ok: true; buffer: ArrayBuffer; kind: ImageKind; declaredMime: string | null }
  /** `file`: not an image, but a known format (a PDF, say) whose bytes the page offers to download. */
  | { ok: false; error: Base64Error; file?: { buffer: ArrayBuffer; type: OtherFileType } };

export interface ImageBase64Protocol {
  /** An image file's bytes → standard, padded Base64 (the island has checked the magic number). */
  encode: Task<{ buffer: ArrayBuffer }, { base64: string; kind: ImageKind | null }, number>;
  /**
   * Raw Base64 or a data URI (also inside CSS or an `<img>` tag) → image bytes. A large opened file is sent
   * as the File itself (a handle, no copy) and read here, off the main thread.
   */
  decode: Task<{ text: string } | { file: Blob }, DecodeResult, number>;
}
