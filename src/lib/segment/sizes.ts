/** Small pure helpers of the segmentation worker (no browser APIs: unit-tested). */
import type { SegmentErrorCode } from './protocol';

/** The size the model is given: the photo scaled to fit `side` (never enlarged), at least 1 px a side. */
export function workSize(width: number, height: number, side: number): [number, number] {
  const scale = Math.min(1, side / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** What a failure inside the library or the runtime means for the visitor: out of memory, or a model problem. */
export function classifyFailure(err: unknown): Exclude<SegmentErrorCode, 'decode' | 'too-large'> {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  if (
    /RangeError|out of memory|\bOOM\b|memory access out of bounds|Array buffer allocation failed|could not allocate/i.test(
      text,
    )
  ) {
    return 'memory';
  }
  return 'model';
}
