/** What a browser canvas can hold. Pure. */

/** Chromium's and Firefox's largest canvas side, px. */
export const MAX_SIDE = 32_767;
/** Largest canvas area we draw: Chromium's limit is 268 M px; 4 bytes each, 120 M px is already 480 MB. */
export const MAX_PIXELS = 120_000_000;

/** 'ok', or why a canvas of this size cannot be made. */
export function checkCanvasSize(width: number, height: number): 'ok' | 'side' | 'area' {
  if (width > MAX_SIDE || height > MAX_SIDE) return 'side';
  if (width * height > MAX_PIXELS) return 'area';
  return 'ok';
}
