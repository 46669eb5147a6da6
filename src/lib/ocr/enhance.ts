/**
 * Preprocessing for scans and photos: an adaptive threshold (Bradley–Roth, on an integral image). Each pixel is
 * compared with the mean of the square around it, so a page that is darker on one side (the shadow of a book's
 * gutter, uneven light on a photo) becomes black text on white everywhere, where tesseract's one global (Otsu)
 * threshold loses the text in the dark part. The reading pipeline (read.ts) uses the result only when tesseract is
 * surer of it than of the original. Pure: runs in the OCR kit's worker in the browser and in Node in the tests.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8ClampedArray;
}

/** The window's half-width for text whose lines are `lineHeight` pixels tall (about two lines across). */
export function thresholdRadius(lineHeight: number): number {
  return Math.max(8, Math.min(96, Math.round(lineHeight * 1.5)));
}

/**
 * Black where a pixel is `t` (0–1) darker than the mean of the (2·radius+1)² square around it, white elsewhere.
 * Returns a new RGBA image, opaque.
 */
export function adaptiveThreshold(
  { width, height, data }: Pixels,
  radius: number,
  t = 0.15,
): Pixels & { data: Uint8ClampedArray<ArrayBuffer> } {
  const w1 = width + 1;
  // Grey levels, and their integral image (sums over [0,x)×[0,y)); Float64 keeps 10⁸-pixel sums exact.
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i += 1, p += 4) {
    const a = data[p + 3]! / 255;
    // Transparent pixels count as white (a screenshot's transparent margin is background).
    grey[i] = (0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!) * a + 255 * (1 - a);
  }
  const sum = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += grey[y * width + x]!;
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + row;
    }
  }
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total = sum[y1 * w1 + x1]! - sum[y0 * w1 + x1]! - sum[y1 * w1 + x0]! + sum[y0 * w1 + x0]!;
      const mean = total / ((x1 - x0) * (y1 - y0));
      const v = grey[y * width + x]! < mean * (1 - t) ? 0 : 255;
      const p = (y * width + x) * 4;
      out[p] = v;
      out[p + 1] = v;
      out[p + 2] = v;
      out[p + 3] = 255;
    }
  }
  return { width, height, data: out };
}
