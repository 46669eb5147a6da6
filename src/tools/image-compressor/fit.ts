/**
 * The compressor's "at most N KB": the image kit's search (src/lib/image/target.ts) over one decoded image, with
 * the codecs and the resizer handed in, so the worker runs it with the browser's wasm and target.test.ts with
 * the same wasm in Node. No DOM.
 */
import { fitTarget, type TargetResult } from '../../lib/image/target';
import type { Settings } from './logic';

/** Squoosh's resize as the compressor uses it: Lanczos3, in linear light, alpha premultiplied. */
export const RESIZE_OPTIONS = {
  method: 'lanczos3',
  fitMethod: 'stretch',
  premultiply: true,
  linearRGB: true,
} as const;

/** Pixels as the codecs take them (ImageData, or its shape in Node). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The size of `width` × `height` at this scale, at least 1 × 1. */
export function scaledSize(width: number, height: number, scale: number): { width: number; height: number } {
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The file of `base` at a quality and a scale, each scale resized once and kept: what the search encodes.
 * `encodeAt` writes pixels at a quality; `resizeTo` scales them (RESIZE_OPTIONS).
 */
export function scaledEncoder<P extends Pixels, T extends { bytes: Uint8Array }>(
  base: P,
  resizeTo: (pixels: P, width: number, height: number) => Promise<P>,
  encodeAt: (pixels: P, quality: number) => Promise<T>,
): (quality: number, scale: number) => Promise<{ out: T & { image: P }; bytes: number }> {
  const sized = new Map<number, P>([[1, base]]);
  return async (quality, scale) => {
    let pixels = sized.get(scale);
    if (!pixels) {
      const { width, height } = scaledSize(base.width, base.height, scale);
      pixels = await resizeTo(base, width, height);
      sized.set(scale, pixels);
    }
    const out = await encodeAt(pixels, quality);
    return { out: { ...out, image: pixels }, bytes: out.bytes.length };
  };
}

/**
 * Brings the file under `settings.maxKB`: the quality searched from 100 down, then, where quality alone cannot
 * land within 10 % under the target, the pixels, scaled at the slider's quality and the quality re-tuned.
 */
export function fitCompressed<T>(
  settings: Pick<Settings, 'maxKB' | 'quality'>,
  lossy: boolean,
  make: (quality: number, scale: number) => Promise<{ out: T; bytes: number }>,
): Promise<TargetResult<T>> {
  return fitTarget(settings.maxKB * 1000, 100, lossy, make, { scaleQuality: settings.quality });
}
