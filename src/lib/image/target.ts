/**
 * "At most N KB": the search that brings an encoded image under a byte limit, for any encoder (the compressor's
 * wasm codecs, a canvas's JPEG). Pure apart from the encoder it is given; unit-tested in target.test.ts.
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

/**
 * Brings a file under `limit` bytes: the quality first (the highest whose file fits, by bisection between 1 and
 * the quality asked for), then, only if even quality 1 is too large (or the codec has no quality, lossless PNG),
 * the pixels: the largest scale that fits (bisection; each try at the best quality that fits, found the same
 * way). Files from `encode(quality, scale)` are assumed to grow with quality and scale, as they do in practice;
 * the result is the best one found that fits. A file that fits at the quality asked for is left as it is.
 * `minScale` 1 never scales (pixels fixed by a rule): quality only, and `met` false when even 1 is too large.
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
  // Pixels that must stay as they are (an ID photo's exact size): the smallest file, marked as not fitting.
  if (minScale >= 1) return { ...smallest!, met: false };
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
