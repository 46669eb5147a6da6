/**
 * Pure rules of the image compressor: settings, which codec writes a file, target size, the sizes it reports,
 * when the original is kept, output names. No DOM; unit-tested in logic.test.ts. The JPEG metadata splice is
 * in metadata.ts.
 */
import type { ImageKind } from '../../lib/image/sniff';
import { outputFileName } from '../../lib/image/names';
import { bool, int, oneOf, settingsParser } from '../../lib/settings';

/**
 * What the user picks; 'same' writes each file in its own format where we can (see `codecFor`); 'auto' picks
 * per image by its content, once it is decoded (see `bestCodec`).
 */
export type OutputFormat = 'same' | 'auto' | 'jpeg' | 'webp' | 'avif' | 'png';
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
// The search itself (quality first, then the pixels) is the image kit's: src/lib/image/target.ts.

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

export const FORMATS: readonly OutputFormat[] = ['same', 'auto', 'jpeg', 'webp', 'avif', 'png'];

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
  // 'auto' is decided in the worker from the pixels (bestCodec); until then, the same as 'same'.
  if (format !== 'same' && format !== 'auto') return format;
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

/** One finished file of a batch, for `outputNames`. */
export interface NamedOutput {
  /** The input's name. */
  name: string;
  codec: Codec;
  /** The original is handed back (it keeps its own name). */
  kept: boolean;
}

/**
 * The names the batch's files are saved under, distinct (compared case-insensitively, as Windows and macOS
 * do): "chelsea.png" and "chelsea.gif", both written as PNG, become "chelsea-png-compressed.png" and
 * "chelsea-gif-compressed.png" (the source's extension tells them apart); names still the same after that (two
 * "a.png" from different folders) get " (2)", " (3)" in order. A name that clashes with no other is unchanged.
 */
export function outputNames(files: readonly NamedOutput[]): string[] {
  const plain = files.map((f) => (f.kept ? f.name : compressedName(f.name, f.codec)));
  const count = new Map<string, number>();
  for (const n of plain) count.set(n.toLowerCase(), (count.get(n.toLowerCase()) ?? 0) + 1);
  const named = files.map((f, i) => {
    const n = plain[i]!;
    if (f.kept || count.get(n.toLowerCase())! < 2) return n;
    const ext = /\.([\p{L}\p{N}]{1,5})$/u.exec(f.name)?.[1]?.toLowerCase();
    if (!ext) return n;
    return outputFileName(f.name, { suffix: `${ext}-compressed`, ext: EXT[f.codec] });
  });
  const used = new Set<string>();
  return named.map((n) => {
    const dot = n.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [n.slice(0, dot), n.slice(dot)] : [n, ''];
    let candidate = n;
    for (let k = 2; used.has(candidate.toLowerCase()); k++) candidate = `${stem} (${k})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** What the summary line says: files done out of those that can be done, and the bytes before and after. */
export interface BatchSummary {
  done: number;
  /** Files not failed (done, waiting or working): "N of M done". */
  total: number;
  failed: number;
  before: number;
  after: number;
  /** Percent saved (one decimal), never negative: see `larger`. */
  percent: number;
  /** The done files together came out larger; `percent` is then how much larger. */
  larger: boolean;
}

/** The batch's summary; failed files are counted apart, not as files still to be done. */
export function batchSummary(
  items: readonly { status: 'queued' | 'working' | 'done' | 'error'; inputBytes: number; outputBytes?: number }[],
): BatchSummary {
  let done = 0;
  let failed = 0;
  let before = 0;
  let after = 0;
  for (const it of items) {
    if (it.status === 'error') failed++;
    else if (it.status === 'done' && it.outputBytes !== undefined) {
      done++;
      before += it.inputBytes;
      after += it.outputBytes;
    }
  }
  const { saved, percent } = savings(before, after);
  return { done, total: items.length - failed, failed, before, after, percent: Math.abs(percent), larger: saved < 0 };
}

/** What the pixels of an image are like, for `bestCodec`. */
export interface ContentStats {
  /** Some pixel is not fully opaque. */
  transparent: boolean;
  /** Distinct colours (RGBA), counted up to COLOUR_CAP + 1 (more: COLOUR_CAP + 1). */
  colours: number;
  /** Share of pixels (0–1) exactly equal to their left neighbour: high in screenshots and flat graphics. */
  flat: number;
}

/** The most colours an image can have to count as "few colours" (a logo, a chart, a diagram). */
export const COLOUR_CAP = 64;
/** From this share of flat pixels an image counts as a flat graphic (screenshots: 0.7–0.95; photos: under 0.2). */
export const FLAT_SHARE = 0.5;

/** The statistics of RGBA pixels (row by row, 4 bytes a pixel). Pure; one pass. */
export function contentStats(data: Uint8Array | Uint8ClampedArray, width: number, height: number): ContentStats {
  const colours = new Set<number>();
  let transparent = false;
  let same = 0;
  for (let y = 0; y < height; y++) {
    let prev = -1;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const a = data[i + 3]!;
      if (a !== 255) transparent = true;
      // RGBA as one unsigned 32-bit number.
      const c = ((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | a) >>> 0;
      if (c === prev) same++;
      prev = c;
      if (colours.size <= COLOUR_CAP) colours.add(c);
    }
  }
  const others = Math.max(1, width * height - height);
  return { transparent, colours: colours.size, flat: width > 1 ? same / others : 0 };
}

/** Why "best for this image" chose its format (each has a translated note: best.<reason>). */
export type BestReason = 'photo' | 'graphic' | 'fewColours' | 'transparent';

/**
 * The format for "best for this image": transparency, few colours or a flat graphic (a screenshot, a chart) →
 * PNG, lossless (or with its palette, if turned on), which keeps edges and text sharp; a photo → JPEG, which
 * every site and portal takes, or WebP when the photo already came as WebP or AVIF.
 */
export function bestCodec(stats: ContentStats, input: ImageKind): { codec: Codec; reason: BestReason } {
  if (stats.transparent) return { codec: 'png', reason: 'transparent' };
  if (stats.colours <= COLOUR_CAP) return { codec: 'png', reason: 'fewColours' };
  if (stats.flat >= FLAT_SHARE) return { codec: 'png', reason: 'graphic' };
  return { codec: input === 'webp' || input === 'avif' ? 'webp' : 'jpeg', reason: 'photo' };
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
