/**
 * "At most N KB": the search that brings an encoded image under a byte limit, for any encoder (the compressor's
 * wasm codecs, a canvas's JPEG). Pure apart from the encoder it is given; unit-tested in target.test.ts, and on
 * real photos with the compressor's own codecs in src/tools/image-compressor/target.test.ts.
 */

/** "At most N KB" typed in a field: digits only, 0 or empty = no target, capped at `max`. */
export function parseKB(text: string, max = 100_000): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return 0;
  return Math.min(max, Number(digits.slice(0, 6)));
}

/** How a file was brought under its target size. */
export interface TargetResult<T> {
  out: T;
  bytes: number;
  /** The quality used (1–100), or null for an encoder without one (lossless PNG). */
  quality: number | null;
  /** The scale applied on top of the size limits (1: none). */
  scale: number;
  /** Under the target (false: even the smallest try was larger; the smallest is given). */
  met: boolean;
}

/** How close under the limit a file should land: within this share of it (10 %). */
export const TARGET_SLACK = 0.1;
/** Where a scale search aims, as a share of the limit: the middle of the band it should land in. */
const AIM = 1 - TARGET_SLACK / 2;
/** The most encodes one scale search makes (each a resize and an encode). */
const SCALE_TRIES = 8;

export interface FitOptions {
  /** The smallest scale tried (1: the pixels are fixed by a rule, quality only). Default 0.05. */
  minScale?: number;
  /**
   * The quality the pixels are scaled at when even quality 1 is too large at full size (then re-tuned upward at
   * the scale found). Default: 75, or `quality` if lower. A decent quality at fewer pixels looks better than
   * quality 1 at more.
   */
  scaleQuality?: number;
}

/**
 * Brings a file under `limit` bytes, aiming within TARGET_SLACK (10 %) below it:
 * 1. The quality: the highest whose file fits (bisection between 1 and `quality`). A file that fits at `quality`
 *    is left as it is (it is already smaller than the target). Done if the file lands within 10 % of the limit.
 * 2. The pixels, when quality alone cannot: even quality 1 is too large (or the codec has no quality, lossless
 *    PNG), or the quality that fits lands more than 10 % below the limit because the next one up is over it
 *    (MozJPEG's file jumps where it stops subsampling colour at quality 90). The scale is searched at one
 *    quality (`scaleQuality`, or the quality just over the limit in the second case), from the file's size being
 *    about proportional to its area, aiming at 95 % of the limit; then the quality is re-tuned at that scale
 *    (the highest that still fits). The scaled file is taken only if it lands closer to the limit.
 * Files from `encode(quality, scale)` are assumed to grow with quality and scale, as they do in practice; the
 * result is the best one found that fits, or, if none does, the smallest (`met` false).
 */
export async function fitTarget<T>(
  limit: number,
  quality: number,
  lossy: boolean,
  encode: (quality: number, scale: number) => Promise<{ out: T; bytes: number }>,
  options: FitOptions | number = {},
): Promise<TargetResult<T>> {
  const { minScale = 0.05, scaleQuality = Math.min(75, quality) } =
    typeof options === 'number' ? { minScale: options } : options;
  const floor = limit * (1 - TARGET_SLACK);
  let smallest: TargetResult<T> | null = null;
  const run = async (q: number | null, scale: number): Promise<TargetResult<T>> => {
    const r = await encode(q ?? 100, scale);
    const res = { ...r, quality: q, scale, met: r.bytes <= limit };
    if (!smallest || res.bytes < smallest.bytes) smallest = res;
    return res;
  };
  /** The highest quality in lo..hi whose file fits at this scale (bisection), or null; `over`: the lowest tried that did not. */
  const bisect = async (lo: number, hi: number, scale: number) => {
    let best: TargetResult<T> | null = null;
    let over: TargetResult<T> | null = null;
    while (lo <= hi) {
      const r = await run(Math.floor((lo + hi + 1) / 2), scale);
      if (r.met) {
        best = r;
        lo = r.quality! + 1;
      } else {
        over = r;
        hi = r.quality! - 1;
      }
    }
    return { best, over };
  };

  // 1. The quality, at full size.
  const top = await run(lossy ? quality : null, 1);
  if (top.met) return top;
  let best: TargetResult<T> | null = null;
  let over: TargetResult<T> = top;
  if (lossy) {
    const q = await bisect(1, quality - 1, 1);
    best = q.best;
    over = q.over ?? top;
  }
  if (best && best.bytes >= floor) return best;
  if (minScale >= 1) return best ?? { ...smallest!, met: false };

  // 2. The pixels: the largest scale whose file fits at one quality, found from the area.
  const q0 = !lossy ? null : best ? over.quality! : scaleQuality;
  const start = q0 === over.quality ? over : await run(q0, 1);
  let lo = minScale;
  let hi = 1;
  let scaled: TargetResult<T> | null = null;
  let s = start.met ? 1 : Math.max(lo, Math.min(0.999, Math.sqrt((limit * AIM) / start.bytes)));
  if (!start.met) {
    for (let i = 0; i < SCALE_TRIES; i++) {
      const r = await run(q0, s);
      if (r.met) {
        if (!scaled || r.bytes > scaled.bytes) scaled = r;
        if (r.bytes >= floor) break;
        lo = s;
      } else hi = s;
      // The file's size is about proportional to its area; outside the bracket, halve it instead.
      const next = s * Math.sqrt((limit * AIM) / r.bytes);
      s = next > lo && next < hi ? next : (lo + hi) / 2;
      if (hi - lo < 0.001) break;
    }
    if (!scaled && lo === minScale) {
      const r = await run(q0, minScale);
      if (r.met) scaled = r;
    }
  } else scaled = start;
  if (scaled && lossy && scaled.quality! < quality) {
    // Re-tune the quality at this scale: the highest that still fits.
    const q = await bisect(scaled.quality! + 1, quality, scaled.scale);
    if (q.best) scaled = q.best;
  }
  if (scaled && (!best || scaled.bytes > best.bytes)) return scaled;
  return best ?? { ...smallest!, met: false };
}
