/**
 * What a browser canvas can hold, in one place: a canvas over these limits cannot be created (an OffscreenCanvas
 * in a worker fails the same way, and `toBlob` yields nothing), so a tool checks the size before drawing.
 *
 * Sources. Chromium: `kMaxCanvasArea = 32768 * 8192` (268,435,456) pixels and `kMaxSkiaDim` per side, in
 * third_party/blink/renderer/core/html/canvas/canvas_rendering_context_host.cc (`IsValidImageSize`).
 * `kMaxSkiaDim` was 32767 in older releases (platform/graphics/skia/skia_utils.h) and is 65535 in recent ones;
 * Firefox allows 32767 per side, so 32767 is used and the result works in all of them. (Safari on iOS allows
 * only 8192 × 8192 pixels in all, WebKit's CanvasBase.cpp `maxCanvasArea()`.) Pure.
 */

/** The largest canvas side every browser allows, px. */
export const MAX_CANVAS_SIDE = 32_767;
/** Chromium's largest canvas area, px (2^28 = 32768 × 8192 = 16384 × 16384). */
export const MAX_CANVAS_AREA = 268_435_456;

/**
 * A smaller side for tools that keep a margin under the limits: the image annotator (its editor stage and the
 * export are both canvases of the image's size) and the LaTeX renderer (an SVG drawn through an <img>, which
 * Chromium rasterises through a path whose tiles were limited to 16384 px in older releases).
 */
export const CONSERVATIVE_CANVAS_SIDE = 16_384;

/** WebP cannot be larger than 16383 px on a side (`WEBP_MAX_DIMENSION` in libwebp's src/webp/encode.h). */
export const WEBP_MAX_SIDE = 16_383;

/**
 * The largest area a tool that decodes and draws many full-size photos one after another draws (the image
 * watermark): 4 bytes a pixel, 120 M px is already 480 MB of canvas, well under Chromium's limit.
 */
export const MEMORY_CANVAS_AREA = 120_000_000;

/**
 * The most pixels a photo may have to be decoded and worked on at full size (background removal, ID photos,
 * text behind an image, compression): 100 megapixels, past which its buffers (RGBA at 400 MB, luma, mask,
 * planes) no longer fit a phone's memory.
 */
export const MAX_DECODE_PIXELS = 100_000_000;

export interface CanvasLimits {
  maxSide: number;
  maxArea: number;
}

/** The limits every browser keeps to. */
export const CANVAS_LIMITS: CanvasLimits = { maxSide: MAX_CANVAS_SIDE, maxArea: MAX_CANVAS_AREA };

/** 'ok', or why a canvas of width × height cannot be made under `limits`: a side too long, or too many pixels. */
export function canvasSizeProblem(
  width: number,
  height: number,
  limits: CanvasLimits = CANVAS_LIMITS,
): 'ok' | 'side' | 'area' {
  if (width > limits.maxSide || height > limits.maxSide) return 'side';
  if (width * height > limits.maxArea) return 'area';
  return 'ok';
}

/** Whether a canvas of width × height can be made under `limits`. */
export function canvasFits(width: number, height: number, limits: CanvasLimits = CANVAS_LIMITS): boolean {
  return canvasSizeProblem(width, height, limits) === 'ok';
}

/**
 * The one pixel limit for an image a tool decodes (src/lib/image/dimensions.ts checks a file's header against
 * it before any decode): 16384 px a side (what every browser's canvas and the image annotator's editor take;
 * WebP stops at 16383) and 100 megapixels (past which the decoded pixels, 400 MB at 4 bytes each, and a tool's
 * working copies no longer fit a phone's memory).
 */
export const IMAGE_LIMITS: CanvasLimits = { maxSide: CONSERVATIVE_CANVAS_SIDE, maxArea: MAX_DECODE_PIXELS };

/** Whether a picture of this size is over `limits` (a side, or the area). */
export function overLimits(size: { width: number; height: number }, limits: CanvasLimits = IMAGE_LIMITS): boolean {
  return canvasSizeProblem(size.width, size.height, limits) !== 'ok';
}

/** The parameters of the translated "too large" message (`ui.image.tooLarge`), numbers formatted for `lng`. */
export function tooLargeParams(p: { width: number; height: number; maxSide: number; maxArea: number }, lng: string) {
  const nf = new Intl.NumberFormat(lng);
  return {
    width: nf.format(p.width),
    height: nf.format(p.height),
    side: nf.format(p.maxSide),
    mp: nf.format(Math.round(p.maxArea / 1_000_000)),
  };
}
