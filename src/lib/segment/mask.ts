/**
 * Pure mask arithmetic for the segmentation kit. A mask is a `Uint8Array` of width × height alpha values
 * (0 = background, 255 = subject), row by row. The model sees the photo at about 1024 px; these functions bring
 * its mask back to the photo's full resolution with the photo's own edges (a fast guided filter), and answer the
 * questions the tools ask of a mask (its bounding box, its overlap with another).
 */

/** Rec. 601 luma of RGBA pixels, 0–255. */
export function luminance(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < out.length; i += 4, j += 1) {
    out[j] = (rgba[i]! * 299 + rgba[i + 1]! * 587 + rgba[i + 2]! * 114 + 500) / 1000;
  }
  return out;
}

/**
 * Mean of each pixel's (2r+1)² neighbourhood, clipped at the borders (the mean of the pixels that exist), in two
 * running-sum passes: O(width × height) whatever the radius.
 */
export function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, width - 1); x += 1) sum += src[row + x]!;
    for (let x = 0; x < width; x += 1) {
      const lo = Math.max(0, x - r);
      const hi = Math.min(width - 1, x + r);
      tmp[row + x] = sum / (hi - lo + 1);
      if (x + r + 1 < width) sum += src[row + x + r + 1]!;
      if (x - r >= 0) sum -= src[row + x - r]!;
    }
  }
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(r, height - 1); y += 1) sum += tmp[y * width + x]!;
    for (let y = 0; y < height; y += 1) {
      const lo = Math.max(0, y - r);
      const hi = Math.min(height - 1, y + r);
      out[y * width + x] = sum / (hi - lo + 1);
      if (y + r + 1 < height) sum += tmp[(y + r + 1) * width + x]!;
      if (y - r >= 0) sum -= tmp[(y - r) * width + x]!;
    }
  }
  return out;
}

/**
 * Samples a low-resolution float plane (w × h) at full-resolution pixel centres (W × H), bilinearly, calling
 * `each(index, value)`; the grids are aligned at pixel centres, as a canvas scales an image.
 */
function sampleUp(
  plane: Float32Array | Uint8Array,
  w: number,
  h: number,
  W: number,
  H: number,
  each: (index: number, value: number) => void,
): void {
  const sx = w / W;
  const sy = h / H;
  for (let Y = 0; Y < H; Y += 1) {
    const fy = Math.min(Math.max((Y + 0.5) * sy - 0.5, 0), h - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, h - 1);
    const dy = fy - y0;
    for (let X = 0; X < W; X += 1) {
      const fx = Math.min(Math.max((X + 0.5) * sx - 0.5, 0), w - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, w - 1);
      const dx = fx - x0;
      const top = plane[y0 * w + x0]! * (1 - dx) + plane[y0 * w + x1]! * dx;
      const bottom = plane[y1 * w + x0]! * (1 - dx) + plane[y1 * w + x1]! * dx;
      each(Y * W + X, top * (1 - dy) + bottom * dy);
    }
  }
}

/** Bilinear upscale (or downscale) of a mask to W × H. */
export function resizeMask(mask: Uint8Array, w: number, h: number, W: number, H: number): Uint8Array {
  const out = new Uint8Array(W * H);
  sampleUp(mask, w, h, W, H, (i, v) => (out[i] = Math.round(v)));
  return out;
}

export interface RefineOptions {
  /** Window radius at the low resolution (pixels). */
  radius?: number;
  /** Regularisation on 0–1 values: larger keeps the mask smoother, smaller follows the photo's edges more. */
  eps?: number;
}

/**
 * The fast guided filter (He & Sun, 2015): fits, in each window of the low-resolution photo, the mask as a linear
 * function of the photo's brightness, then applies those fitted coefficients to the full-resolution photo. The
 * mask's edge lands on the photo's own edge (hair, fur, a sharp silhouette) instead of the blur of a 1024 px
 * mask stretched over 4000 px.
 *
 * `maskLow`, `guideLow`: w × h (mask and luma of the photo as the model saw it); `guideFull`: W × H luma.
 */
export function refineMask(
  maskLow: Uint8Array,
  guideLow: Uint8Array,
  w: number,
  h: number,
  guideFull: Uint8Array,
  W: number,
  H: number,
  { radius = 2, eps = 1e-3 }: RefineOptions = {},
): Uint8Array {
  const n = w * h;
  const I = new Float32Array(n);
  const p = new Float32Array(n);
  const II = new Float32Array(n);
  const Ip = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const gi = guideLow[i]! / 255;
    const pi = maskLow[i]! / 255;
    I[i] = gi;
    p[i] = pi;
    II[i] = gi * gi;
    Ip[i] = gi * pi;
  }
  const mI = boxMean(I, w, h, radius);
  const mp = boxMean(p, w, h, radius);
  const mII = boxMean(II, w, h, radius);
  const mIp = boxMean(Ip, w, h, radius);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const variance = mII[i]! - mI[i]! * mI[i]!;
    const cov = mIp[i]! - mI[i]! * mp[i]!;
    a[i] = cov / (variance + eps);
    b[i] = mp[i]! - a[i]! * mI[i]!;
  }
  const ma = boxMean(a, w, h, radius);
  const mb = boxMean(b, w, h, radius);
  const A = new Float32Array(W * H);
  sampleUp(ma, w, h, W, H, (i, v) => (A[i] = v));
  const out = new Uint8Array(W * H);
  sampleUp(mb, w, h, W, H, (i, v) => {
    const q = A[i]! * (guideFull[i]! / 255) + v;
    out[i] = q <= 0 ? 0 : q >= 1 ? 255 : Math.round(q * 255);
  });
  return out;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every mask value ≥ threshold, or null for an empty mask. */
export function maskBBox(mask: Uint8Array, width: number, height: number, threshold = 128): Box | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      if (mask[row + x]! < threshold) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Intersection over union of two masks of one size, each thresholded at `threshold` (1 when both are empty). */
export function maskIoU(a: Uint8Array, b: Uint8Array, threshold = 128): number {
  if (a.length !== b.length) throw new Error(`masks differ in size: ${a.length} vs ${b.length}`);
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i += 1) {
    const ia = a[i]! >= threshold;
    const ib = b[i]! >= threshold;
    if (ia && ib) inter += 1;
    if (ia || ib) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}

/** Writes the mask into the alpha channel of RGBA pixels (in place), multiplying any alpha they had. */
export function applyMask(rgba: Uint8Array | Uint8ClampedArray, mask: Uint8Array): void {
  if (rgba.length !== mask.length * 4) throw new Error(`mask of ${mask.length} px for ${rgba.length / 4} px`);
  for (let i = 0; i < mask.length; i += 1) rgba[i * 4 + 3] = Math.floor((rgba[i * 4 + 3]! * mask[i]! + 127) / 255);
}
