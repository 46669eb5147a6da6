/**
 * Pure logic of the image annotator: redaction of a pixel region (mosaic and blur), rectangle maths (normalise,
 * clamp, crop), stage ↔ image coordinates at a zoom, zoom-to-fit, and step numbers. No DOM; unit-tested with
 * exact values in logic.test.ts. The undo/redo history is in history.ts.
 */

/** The part of ImageData these functions use (a real ImageData fits). RGBA, 4 bytes a pixel, row-major. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A rectangle with non-negative width and height (a drag up-left gives negative ones). */
export function normalizeRect(r: Rect): Rect {
  return {
    x: r.width < 0 ? r.x + r.width : r.x,
    y: r.height < 0 ? r.y + r.height : r.y,
    width: Math.abs(r.width),
    height: Math.abs(r.height),
  };
}

/**
 * The rectangle in whole pixels inside a width × height image: normalised, edges rounded outwards to whole
 * pixels (a partly covered pixel is covered), and cut at the image's edges. Null when nothing is left.
 */
export function clampRect(r: Rect, width: number, height: number): Rect | null {
  const n = normalizeRect(r);
  const x0 = Math.max(0, Math.floor(n.x));
  const y0 = Math.max(0, Math.floor(n.y));
  const x1 = Math.min(width, Math.ceil(n.x + n.width));
  const y1 = Math.min(height, Math.ceil(n.y + n.height));
  if (x1 <= x0 || y1 <= y0) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The crop rectangle an export uses: the drawn crop in whole pixels inside the image (edges rounded to the
 * nearest pixel), or the whole image when there is no crop or it is smaller than 1 × 1 pixel.
 */
export function cropArea(crop: Rect | null, width: number, height: number): Rect {
  const whole = { x: 0, y: 0, width, height };
  if (!crop) return whole;
  const n = normalizeRect(crop);
  const x0 = Math.min(width, Math.max(0, Math.round(n.x)));
  const y0 = Math.min(height, Math.max(0, Math.round(n.y)));
  const x1 = Math.min(width, Math.max(0, Math.round(n.x + n.width)));
  const y1 = Math.min(height, Math.max(0, Math.round(n.y + n.height)));
  if (x1 - x0 < 1 || y1 - y0 < 1) return whole;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * Mosaic: every block × block cell of the region (cells start at the region's top-left corner; the last row
 * and column may be smaller) becomes the rounded mean of its pixels, alpha included. Changes `img` in place
 * and returns the clamped region, or null if it lies outside the image.
 */
export function pixelateRegion(img: Pixels, region: Rect, block: number): Rect | null {
  const r = clampRect(region, img.width, img.height);
  if (!r) return null;
  const size = Math.max(1, Math.floor(block));
  const { data, width } = img;
  for (let by = r.y; by < r.y + r.height; by += size) {
    const ey = Math.min(by + size, r.y + r.height);
    for (let bx = r.x; bx < r.x + r.width; bx += size) {
      const ex = Math.min(bx + size, r.x + r.width);
      let sr = 0;
      let sg = 0;
      let sb = 0;
      let sa = 0;
      for (let y = by; y < ey; y++) {
        for (let x = bx, i = (y * width + bx) * 4; x < ex; x++, i += 4) {
          sr += data[i]!;
          sg += data[i + 1]!;
          sb += data[i + 2]!;
          sa += data[i + 3]!;
        }
      }
      const n = (ey - by) * (ex - bx);
      const cr = Math.round(sr / n);
      const cg = Math.round(sg / n);
      const cb = Math.round(sb / n);
      const ca = Math.round(sa / n);
      for (let y = by; y < ey; y++) {
        for (let x = bx, i = (y * width + bx) * 4; x < ex; x++, i += 4) {
          data[i] = cr;
          data[i + 1] = cg;
          data[i + 2] = cb;
          data[i + 3] = ca;
        }
      }
    }
  }
  return r;
}

/**
 * One horizontal (or vertical) box-blur pass over the region, reading `src` and writing `dst`: each pixel
 * becomes the rounded mean of the pixels within `radius` along the line that lie inside the region (so no
 * pixel from outside the region leaks in, and the edges are not darkened).
 */
function boxPass(
  src: Uint8ClampedArray,
  dst: Uint8ClampedArray,
  width: number,
  r: Rect,
  radius: number,
  horizontal: boolean,
) {
  const lines = horizontal ? r.height : r.width;
  const len = horizontal ? r.width : r.height;
  const sum = [0, 0, 0, 0];
  for (let line = 0; line < lines; line++) {
    // Index of the k-th pixel of this line.
    const at = (k: number) =>
      horizontal ? ((r.y + line) * width + r.x + k) * 4 : ((r.y + k) * width + r.x + line) * 4;
    sum.fill(0);
    let lo = 0;
    let hi = -1;
    for (let k = 0; k < len; k++) {
      const wantHi = Math.min(len - 1, k + radius);
      const wantLo = Math.max(0, k - radius);
      while (hi < wantHi) {
        hi++;
        const i = at(hi);
        for (let c = 0; c < 4; c++) sum[c]! += src[i + c]!;
      }
      while (lo < wantLo) {
        const i = at(lo);
        for (let c = 0; c < 4; c++) sum[c]! -= src[i + c]!;
        lo++;
      }
      const n = hi - lo + 1;
      const o = at(k);
      for (let c = 0; c < 4; c++) dst[o + c] = Math.round(sum[c]! / n);
    }
  }
}

/**
 * Blur: three horizontal-then-vertical box-blur passes (close to a Gaussian) of the given radius over the
 * region, computed only from the region's own pixels. Changes `img` in place and returns the clamped region,
 * or null if it lies outside the image. A radius below 1 changes nothing.
 */
export function blurRegion(img: Pixels, region: Rect, radius: number, passes = 3): Rect | null {
  const r = clampRect(region, img.width, img.height);
  if (!r) return null;
  const rad = Math.floor(radius);
  if (rad < 1) return r;
  const tmp = new Uint8ClampedArray(img.data.length);
  for (let p = 0; p < passes; p++) {
    boxPass(img.data, tmp, img.width, r, rad, true);
    boxPass(tmp, img.data, img.width, r, rad, false);
  }
  return r;
}

/** How the stage shows the image: image pixel (x, y) is drawn at stage point (x · scale + offsetX, …). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export function stageToImage(p: Point, v: View): Point {
  return { x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale };
}

export function imageToStage(p: Point, v: View): Point {
  return { x: p.x * v.scale + v.x, y: p.y * v.scale + v.y };
}

/** The view that shows the whole image centred in the stage, never enlarged past 100 %, with a margin. */
export function fitView(imageW: number, imageH: number, stageW: number, stageH: number, margin = 16): View {
  const availW = Math.max(1, stageW - 2 * margin);
  const availH = Math.max(1, stageH - 2 * margin);
  const scale = Math.min(1, availW / imageW, availH / imageH);
  return { scale, x: (stageW - imageW * scale) / 2, y: (stageH - imageH * scale) / 2 };
}

export const MIN_ZOOM = 0.02;
export const MAX_ZOOM = 16;

/** Zooms by `factor` keeping the stage point `anchor` over the same image pixel; the scale is clamped. */
export function zoomAt(v: View, factor: number, anchor: Point): View {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.scale * factor));
  const img = stageToImage(anchor, v);
  return { scale, x: anchor.x - img.x * scale, y: anchor.y - img.y * scale };
}

/** The number the next step marker gets: one more than the highest on the image, 1 if there is none. */
export function nextStepNumber(steps: readonly number[]): number {
  let max = 0;
  for (const n of steps) if (Number.isFinite(n) && n > max) max = Math.floor(n);
  return max + 1;
}

/** The head of an arrow from (x1, y1) to (x2, y2) gets a size that follows its stroke width. */
export function arrowHeadSize(strokeWidth: number): number {
  return Math.max(8, Math.round(strokeWidth * 3));
}
