/** Messages between the image-watermark island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { OutputType, Settings } from './logic/settings';

export interface RenderRequest {
  /** The image file (a Blob is copied cheaply; the page keeps it for retries). */
  file: Blob;
  /** What to write: the input's own format (settings.ts, outputTypeFor). */
  output: OutputType;
  settings: Settings;
  /** The logo file, for an image watermark. */
  logo: Blob | null;
}

export type RenderError =
  /** The image's bytes could not be decoded (damaged, or a format this browser cannot read). */
  | 'decode'
  /** The logo could not be decoded. */
  | 'logo'
  /** Over the canvas limits (limits.ts: WATERMARK_LIMITS). */
  | 'tooLarge'
  /** The browser could not write the output. */
  | 'encode';

export type RenderReply =
  | { ok: true; blob: Blob; width: number; height: number; marks: number; ms: number }
  | { ok: false; error: RenderError; width?: number; height?: number; detail: string };

/** The stage reached, 0–1. */
export type RenderProgress = number;

export type ThumbReply =
  /** The image scaled to fit the preview (transferred), and its full size. */
  { ok: true; bitmap: ImageBitmap; width: number; height: number } | { ok: false; detail: string };

export interface ImageWatermarkProtocol {
  render: Task<RenderRequest, RenderReply, RenderProgress>;
  /** A small upright copy of an image for the live preview (decoded and scaled off the main thread). */
  thumb: Task<{ file: Blob }, ThumbReply>;
}
