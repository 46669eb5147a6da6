/**
 * Pure rules of the image compressor: settings, which codec writes a file, target size, the sizes it reports,
 * when the original is kept, output names. No DOM; unit-tested in logic.test.ts. The JPEG metadata splice is
 * in metadata.ts.
 */
import type { ImageKind } from '../../lib/image/sniff';
import { outputFileName } from '../../lib/image/names';
import { bool, int, oneOf, settingsParser } from '../../lib/settings';

/** What the user picks; 'same' writes each file in its own format where we can (see `codecFor`). */
export type OutputFormat = 'same' | 'jpeg' | 'webp' | 'avif' | 'png';
/** The encoders we run (Squoosh's codecs compiled to WebAssembly). */
export type Codec = 'jpeg' | 'webp' | 'avif' | 'png';

export interface Settings {
  format: OutputFormat;
  /** 1–100, for JPEG, WebP and AVIF (and for the palette of a lossy PNG). */
  quality: number;
  /** 0 = no limit. The image is scaled down, never up, keeping its aspect ratio. */
  maxWidth: number;
  maxHeight: number;
  /** Copy the JPEG EXIF block into a JPEG output. */
  keepMetadata: boolean;
  /** PNG: reduce to a palette of at most 256 colours (lossy, much smaller for screenshots). */
  pngPalette: boolean;
  /** Target: each file at most this many KB (1 KB = 1000 bytes); 0 = no target. */
  maxKB: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  format: 'same',
  quality: 75,
  maxWidth: 0,
  maxHeight: 0,
  keepMetadata: false,
  pngPalette: false,
  maxKB: 0,
};

/** The largest target a user can type, KB. */
export const MAX_TARGET_KB = 100_000;

/** The most files one batch takes. */
export const MAX_FILES = 50;
/** The largest width or height we accept for a limit (and a sane bound for a decoded image). */
export const MAX_DIMENSION = 30_000;

export const MIME: Record<Codec, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};
const EXT: Record<Codec, string> = { jpeg: 'jpg', webp: 'webp', avif: 'avif', png: 'png' };

const FORMATS: readonly OutputFormat[] = ['same', 'jpeg', 'webp', 'avif', 'png'];

/** Settings read back from storage: anything missing or out of range becomes the default. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  format: oneOf(FORMATS),
  quality: int([1, 100]),
  maxWidth: int([0, MAX_DIMENSION]),
  maxHeight: int([0, MAX_DIMENSION]),
  keepMetadata: bool,
  pngPalette: bool,
  maxKB: int([0, MAX_TARGET_KB]),
});

/** A dimension limit typed in a field: digits only, 0 or empty = no limit, capped at MAX_DIMENSION. */
export function parseLimit(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return 0;
  return Math.min(MAX_DIMENSION, Number(digits.slice(0, 6)));
}

/** Input kinds the compressor reads. */
export const INPUT_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'heic'];

/**
 * The codec that writes a file of this kind. "Same as input" keeps JPEG, PNG, WebP and AVIF; GIF and BMP have
 * no encoder here and become PNG (lossless, so nothing is lost but the animation of a GIF); HEIC (an iPhone
 * photo, decoded on the device) becomes JPEG, the format every site and portal takes.
 */
export function codecFor(format: OutputFormat, input: ImageKind): Codec {
  if (format !== 'same') return format;
  if (input === 'jpeg' || input === 'webp' || input === 'avif' || input === 'png') return input;
  if (input === 'heic') return 'jpeg';
  return 'png';
}

/**
 * The encoder's quality for the slider's value. JPEG and WebP use it as it is; AVIF's scale (0–100, where 50 is
 * Squoosh's default) gives files of about the same look 25 points lower, so the slider's 75 is AVIF's 50.
 */
export function codecQuality(codec: Codec, quality: number): number {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  if (codec === 'avif') return Math.max(1, q - 25);
  return q;
}

/**
 * The size to scale to: fits inside maxWidth × maxHeight (0 = no limit on that side), keeps the aspect ratio,
 * never enlarges, at least 1 × 1.
 */
export function targetSize(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const sx = maxWidth > 0 ? maxWidth / width : Infinity;
  const sy = maxHeight > 0 ? maxHeight / height : Infinity;
  const s = Math.min(sx, sy, 1);
  if (s >= 1) return { width, height };
  return { width: Math.max(1, Math.round(width * s)), height: Math.max(1, Math.round(height * s)) };
}

/** Bytes saved and the percentage of the original (one decimal; negative when the new file is larger). */
export function savings(before: number, after: number): { saved: number; percent: number } {
  const saved = before - after;
  if (before <= 0) return { saved, percent: 0 };
  return { saved, percent: Math.round((saved / before) * 1000) / 10 };
}

export interface KeepQuestion {
  input: ImageKind;
  codec: Codec;
  inputBytes: number;
  outputBytes: number;
  /** The image was scaled down: that is what was asked for, even if the file is larger. */
  resized: boolean;
  /** Metadata is to be stripped and the original has some: handing it back would leak it. */
  wouldLeakMetadata: boolean;
}

/**
 * Whether to hand back the original file instead of the new one: when the new one is not smaller and is in the
 * same format, unless it was resized or the original carries metadata the user asked to strip.
 */
export function keepOriginal(q: KeepQuestion): boolean {
  return !q.resized && !q.wouldLeakMetadata && q.input === q.codec && q.outputBytes >= q.inputBytes;
}

/** "photo.jpg" written as WebP → "photo-compressed.webp"; a kept original keeps its own name. */
export function compressedName(name: string, codec: Codec): string {
  return outputFileName(name, { suffix: 'compressed', ext: EXT[codec] });
}

/** How many of `count` new files fit in a batch that already holds `current`. */
export function acceptCount(current: number, count: number): { accepted: number; refused: number } {
  const room = Math.max(0, MAX_FILES - current);
  const accepted = Math.min(room, count);
  return { accepted, refused: count - accepted };
}

/**
 * Workers in the pool: one per logical core, at most 4 (each holds a decoded image and a codec's memory; more
 * rarely helps in a browser tab). The page itself is idle while they work.
 */
export function poolSize(hardwareConcurrency: number | undefined): number {
  const cores = hardwareConcurrency && hardwareConcurrency > 0 ? Math.floor(hardwareConcurrency) : 2;
  return Math.min(4, Math.max(1, cores));
}

/** How a file was brought under its target size. */
export interface TargetResult<T> {
  out: T;
  bytes: number;
  /** The quality used (the slider's scale), or null for lossless PNG. */
  quality: number | null;
  /** The scale applied on top of the size limits (1: none). */
  scale: number;
  /** Under the target (false: even the smallest try was larger; the smallest is given). */
  met: boolean;
}

/**
 * Brings a file under `limit` bytes: the quality first (the highest whose file fits, by bisection between 1 and
 * the quality asked for), then, only if even quality 1 is too large (or the codec has no quality, lossless PNG),
 * the pixels: the largest scale that fits (bisection; each try at the best quality that fits, found the same
 * way). Files from `encode(quality, scale)` are assumed to grow with quality and scale, as they do in practice;
 * the result is the best one found that fits. A file that fits at the quality asked for is left as it is.
 */
export async function fitTarget<T>(
  limit: number,
  quality: number,
  lossy: boolean,
  encode: (quality: number, scale: number) => Promise<{ out: T; bytes: number }>,
  minScale = 0.05,
): Promise<TargetResult<T>> {
  let smallest: TargetResult<T> | null = null;
  const note = (r: TargetResult<T>) => {
    if (!smallest || r.bytes < smallest.bytes) smallest = r;
  };
  /** The best quality under the limit at this scale, or null. */
  const atScale = async (scale: number): Promise<TargetResult<T> | null> => {
    const top = await encode(lossy ? quality : 100, scale);
    const first = { ...top, quality: lossy ? quality : null, scale, met: top.bytes <= limit };
    note(first);
    if (first.met || !lossy) return first.met ? first : null;
    let lo = 1;
    let hi = quality - 1;
    let best: TargetResult<T> | null = null;
    while (lo <= hi) {
      const q = Math.floor((lo + hi + 1) / 2);
      const r = await encode(q, scale);
      const res = { ...r, quality: q, scale, met: r.bytes <= limit };
      note(res);
      if (res.met) {
        best = res;
        lo = q + 1;
      } else hi = q - 1;
    }
    return best;
  };
  const full = await atScale(1);
  if (full) return full;
  // Scale down: the largest scale whose file fits, to 1 % of the scale.
  let lo = minScale;
  let hi = 1;
  const low = await atScale(lo);
  if (!low) return { ...smallest!, met: false };
  let best: TargetResult<T> = low;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    const r = await atScale(mid);
    if (r) {
      best = r;
      lo = mid;
    } else hi = mid;
  }
  return best;
}
