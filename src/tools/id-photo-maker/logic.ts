/**
 * Pure logic of the ID photo maker: the standard sizes (mm or inches → pixels at 300 dpi), measuring the head
 * on a person's mask (top of the head, its width and centre, the neck) and choosing the crop that frames the
 * head as each standard asks. No DOM; unit-tested in logic.test.ts.
 */

/** Print resolution of every output. */
export const DPI = 300;
const MM_PER_INCH = 25.4;

/** Millimetres → pixels at 300 dpi, rounded half up. */
export function mmToPx(mm: number, dpi = DPI): number {
  return Math.floor((mm * dpi) / MM_PER_INCH + 0.5);
}

/** Inches → pixels at 300 dpi, rounded half up. */
export function inToPx(inches: number, dpi = DPI): number {
  return Math.floor(inches * dpi + 0.5);
}

export const PRESET_IDS = [
  'one-inch',
  'small-one-inch',
  'two-inch',
  'small-two-inch',
  'passport',
  'us',
  'china-visa',
  'japan',
  'korea',
  'custom',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  /** Physical size, millimetres. */
  widthMm: number;
  heightMm: number;
  /** Output size in pixels at 300 dpi. */
  width: number;
  height: number;
  /** Head height (crown to chin) the standard allows, mm. */
  headMm: readonly [number, number];
  /** Space above the crown, mm. */
  topMm: readonly [number, number];
}

interface Spec {
  /** Size as [width, height] in mm, or in inches when `inches`. */
  size: readonly [number, number];
  inches?: boolean;
  headMm: readonly [number, number];
  topMm: readonly [number, number];
}

const INCH = MM_PER_INCH;

/**
 * The standards. Head rules: ICAO/China/Korea passport 35×45 mm: head 32–36 mm, crown 3–5 mm below the top;
 * US 2×2 in: head 1–1⅜ in (50–69 % of the height); China visa 33×48 mm: head 28–33 mm, crown 3–5 mm from the top;
 * Japan 30×40 mm: face about 27 ± 2 mm. Chinese 1-inch and 2-inch photos have no official head rule; the
 * values here are the studios' usual ones (head about two thirds of the height).
 */
const SPECS: Record<Exclude<PresetId, 'custom'>, Spec> = {
  'one-inch': { size: [25, 35], headMm: [20, 24], topMm: [2, 4] },
  'small-one-inch': { size: [22, 32], headMm: [18, 22], topMm: [2, 4] },
  'two-inch': { size: [35, 49], headMm: [28, 33], topMm: [3, 5] },
  'small-two-inch': { size: [33, 48], headMm: [28, 33], topMm: [3, 5] },
  passport: { size: [35, 45], headMm: [32, 36], topMm: [3, 5] },
  us: { size: [2, 2], inches: true, headMm: [1 * INCH, 1.375 * INCH], topMm: [0.15 * INCH, 0.3 * INCH] },
  'china-visa': { size: [33, 48], headMm: [28, 33], topMm: [3, 5] },
  japan: { size: [30, 40], headMm: [25, 29], topMm: [2.5, 4.5] },
  korea: { size: [35, 45], headMm: [32, 36], topMm: [3, 5] },
};

/** Limits of a custom size, mm. */
export const CUSTOM_MIN_MM = 10;
export const CUSTOM_MAX_MM = 150;

/** A standard size, or a custom one of `customMm` (its head and top rules scaled from the ICAO 35×45 ones). */
export function presetFor(
  id: PresetId,
  customMm: { width: number; height: number } = { width: 35, height: 45 },
): Preset {
  if (id === 'custom') {
    const w = clampMm(customMm.width);
    const h = clampMm(customMm.height);
    const scale = h / 45;
    return {
      id,
      widthMm: w,
      heightMm: h,
      width: mmToPx(w),
      height: mmToPx(h),
      headMm: [32 * scale, 36 * scale],
      topMm: [3 * scale, 5 * scale],
    };
  }
  const spec = SPECS[id];
  const [a, b] = spec.size;
  return {
    id,
    widthMm: spec.inches ? a * INCH : a,
    heightMm: spec.inches ? b * INCH : b,
    width: spec.inches ? inToPx(a) : mmToPx(a),
    height: spec.inches ? inToPx(b) : mmToPx(b),
    headMm: spec.headMm,
    topMm: spec.topMm,
  };
}

export function clampMm(mm: number): number {
  if (!Number.isFinite(mm)) return CUSTOM_MIN_MM;
  return Math.min(CUSTOM_MAX_MM, Math.max(CUSTOM_MIN_MM, Math.round(mm * 10) / 10));
}

/** The framing targets: head height and crown-to-top space as fractions of the photo's height (range middles). */
export function framingTargets(p: Preset): { head: number; top: number } {
  return {
    head: (p.headMm[0] + p.headMm[1]) / 2 / p.heightMm,
    top: (p.topMm[0] + p.topMm[1]) / 2 / p.heightMm,
  };
}

export interface HeadMeasure {
  /** First row of the head (the crown). */
  top: number;
  /** The neck's narrowest row (taken as the chin line), or top + the estimate when no neck was found. */
  neck: number;
  /** neck − top, pixels. */
  height: number;
  /** Width of the head's widest row, pixels. */
  width: number;
  /** Horizontal centre of the head's widest row (pixel edges: a row from x=a to x=b has centre (a+b+1)/2). */
  centerX: number;
  /** Whether a neck was found (false: the height was estimated from the width). */
  neckFound: boolean;
}

/** A head whose neck is not visible is this many times as tall as it is wide (an average face). */
export const HEAD_RATIO = 1.35;
/** The head phase ends when a row is narrower than this share of the widest head row. */
const NARROWING = 0.9;
/** The shoulders start when a row is this many times wider than the narrowest neck row. */
const WIDENING = 1.25;

/**
 * Measures the head on a person's mask (values ≥ threshold are the person). Rows with fewer than 1 % of the
 * width (at least 2 pixels) are ignored as specks. From the top: rows widen to the head's widest row, narrow
 * to the neck, then widen into the shoulders; the neck is the narrowest row before that widening.
 */
export function measureHead(mask: Uint8Array, width: number, height: number, threshold = 128): HeadMeasure | null {
  const minCount = Math.max(2, Math.round(width * 0.01));
  const left = new Int32Array(height).fill(-1);
  const right = new Int32Array(height).fill(-1);
  let top = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let count = 0;
    let l = -1;
    let r = -1;
    for (let x = 0; x < width; x += 1) {
      if (mask[row + x]! < threshold) continue;
      count += 1;
      if (l < 0) l = x;
      r = x;
    }
    if (count < minCount) continue;
    left[y] = l;
    right[y] = r;
    if (top < 0) top = y;
  }
  if (top < 0) return null;

  let headW = 0;
  let headY = top;
  let neckW = Infinity;
  let neckY = -1;
  for (let y = top; y < height; y += 1) {
    if (left[y]! < 0) continue;
    const w = right[y]! - left[y]! + 1;
    if (neckY < 0) {
      if (w >= headW) {
        headW = w;
        headY = y;
      } else if (w < headW * NARROWING) {
        neckW = w;
        neckY = y;
      }
    } else if (w < neckW) {
      neckW = w;
      neckY = y;
    } else if (w > neckW * WIDENING) break;
  }
  const centerX = (left[headY]! + right[headY]! + 1) / 2;
  if (neckY < 0) {
    const h = Math.round(headW * HEAD_RATIO);
    return { top, neck: top + h, height: h, width: headW, centerX, neckFound: false };
  }
  return { top, neck: neckY, height: neckY - top, width: headW, centerX, neckFound: true };
}

export interface Crop {
  /** The part of the photo (source pixels; may reach outside it, where the background colour shows). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The crop that gives the head the preset's height (middle of its range), centres it horizontally and puts
 * the crown the preset's distance below the top edge. Its aspect is the output's pixel aspect.
 */
export function autoCrop(head: HeadMeasure, preset: Preset): Crop {
  const { head: headFrac, top: topFrac } = framingTargets(preset);
  const height = head.height / headFrac;
  const width = (height * preset.width) / preset.height;
  return { x: head.centerX - width / 2, y: head.top - topFrac * height, width, height };
}

/** A crop for a photo with no person found: the largest centred crop of the output's aspect. */
export function centredCrop(photoW: number, photoH: number, outW: number, outH: number): Crop {
  const scale = Math.min(photoW / outW, photoH / outH);
  const width = outW * scale;
  const height = outH * scale;
  return { x: (photoW - width) / 2, y: (photoH - height) / 2, width, height };
}

export interface Adjust {
  /** 1 = the automatic framing; 2 = the person twice as large. */
  zoom: number;
  /** Shift of the person, as fractions of the output's width and height (positive: right, down). */
  dx: number;
  dy: number;
}

export const NO_ADJUST: Adjust = { zoom: 1, dx: 0, dy: 0 };
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
/** The furthest the person can be moved, as a fraction of the output's size. */
export const SHIFT_MAX = 0.5;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Clamps an adjustment to its ranges (zoom 0.5–2, shift ±0.5). */
export function clampAdjust(a: Adjust): Adjust {
  return {
    zoom: clamp(Number.isFinite(a.zoom) ? a.zoom : 1, ZOOM_MIN, ZOOM_MAX),
    dx: clamp(Number.isFinite(a.dx) ? a.dx : 0, -SHIFT_MAX, SHIFT_MAX),
    dy: clamp(Number.isFinite(a.dy) ? a.dy : 0, -SHIFT_MAX, SHIFT_MAX),
  };
}

/** The automatic crop with the user's zoom (about the crop's centre) and shift applied. */
export function adjustCrop(auto: Crop, adjust: Adjust): Crop {
  const a = clampAdjust(adjust);
  const width = auto.width / a.zoom;
  const height = auto.height / a.zoom;
  const cx = auto.x + auto.width / 2 - a.dx * width;
  const cy = auto.y + auto.height / 2 - a.dy * height;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** A drag of (px, py) screen pixels over a preview `viewW` × `viewH` pixels: the new shift. */
export function dragAdjust(start: Adjust, px: number, py: number, viewW: number, viewH: number): Adjust {
  return clampAdjust({ zoom: start.zoom, dx: start.dx + px / viewW, dy: start.dy + py / viewH });
}

/** Arrow keys move the person by 1 % of the photo (10 % with Shift). */
export function keyAdjust(a: Adjust, key: string, large: boolean): Adjust | null {
  const step = large ? 0.1 : 0.01;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const m = moves[key];
  if (!m) return null;
  return clampAdjust({ zoom: a.zoom, dx: round4(a.dx + m[0]), dy: round4(a.dy + m[1]) });
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
