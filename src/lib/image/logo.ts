/**
 * The one rule for a logo a user adds to a picture (quote card, image watermark). Pure.
 *
 * - Any image type the browser decodes, SVG included: a logo is often an SVG. An SVG is never shown or run as a
 *   document: it is decoded through an <img> (which runs no script and loads nothing outside the file) and
 *   rasterised at its own size into a bitmap, and what a worker receives is that raster as a PNG
 *   (`useLogo` in src/components/ui/files).
 * - At most 20 MB, for both: a logo drawn at a few hundred pixels needs no larger file, and a larger one would
 *   only cost memory and time to decode.
 */
import { detectImageType } from './sniff';

export type LogoError = 'empty' | 'notImage' | 'tooLarge' | 'decode';

/** What a logo file picker offers (checked again from the bytes: logoProblem). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/bmp,image/svg+xml';

/** Larger logo files are refused before decoding. */
export const LOGO_MAX_BYTES = 20 * 1024 * 1024;

/** Why a file cannot be a logo, from its size and first bytes (null: try to decode it). */
export function logoProblem(size: number, head: Uint8Array): LogoError | null {
  if (size === 0) return 'empty';
  if (size > LOGO_MAX_BYTES) return 'tooLarge';
  return detectImageType(head) ? null : 'notImage';
}
