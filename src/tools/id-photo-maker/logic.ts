/**
 * Pure logic of the ID photo maker: the standard sizes (mm or inches → pixels at 300 dpi), measuring the head
 * on a person's mask (top of the head, its width and centre, the neck) and choosing the crop that frames the
 * head as each standard asks. No DOM; unit-tested in logic.test.ts.
 */
import { RULES, type Rule } from './presets';

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
  'china-passport',
  'china-visa',
  'passport',
  'uk',
  'us',
  'japan',
  'korea',
  'one-inch',
  'small-one-inch',
  'large-one-inch',
  'two-inch',
  'small-two-inch',
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
  /** Head height (crown to chin) the rule allows, mm. */
  headMm: readonly [number, number];
  /** Space above the crown, mm (when the rule gives it). */
  topMm?: readonly [number, number];
  /** Eye line above the bottom edge, mm (when the rule gives it). */
  eyesMm?: readonly [number, number];
  /** Least space below the chin, mm (when the rule gives it). */
  chinMinMm?: number;
  /** The background the rule asks for. */
  background: Rule['background'];
  /** An authority states the head rule (false: a print size framed by convention, see presets.ts). */
  authority: boolean;
  source: string;
}

/** Limits of a custom size, mm. */
export const CUSTOM_MIN_MM = 10;
export const CUSTOM_MAX_MM = 150;

/** A preset from the rules table (presets.ts), or a custom size of `customMm` (the ICAO head rule, scaled). */
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
      background: 'white',
      authority: false,
      source: 'Custom size: the ICAO head rule (32–36 mm of 45) scaled to its height',
    };
  }
  const rule: Rule = RULES[id];
  const [w, h] = rule.size;
  return {
    id,
    widthMm: w,
    heightMm: h,
    width: rule.inches ? inToPx(rule.inches[0]) : mmToPx(w),
    height: rule.inches ? inToPx(rule.inches[1]) : mmToPx(h),
    headMm: rule.head,
    ...(rule.top && { topMm: rule.top }),
    ...(rule.eyes && { eyesMm: rule.eyes }),
    ...(rule.chinMin !== undefined && { chinMinMm: rule.chinMin }),
    background: rule.background,
    authority: rule.authority,
    source: rule.source,
  };
}

export function clampMm(mm: number): number {
  if (!Number.isFinite(mm)) return CUSTOM_MIN_MM;
  return Math.min(CUSTOM_MAX_MM, Math.max(CUSTOM_MIN_MM, Math.round(mm * 10) / 10));
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

/** The face's landmarks the framing uses, in photo pixels (rows). */
export interface Landmarks {
  crown: number;
  chin: number;
  eyes: number;
  centerX: number;
}

/** A head (crown to chin, hair included) is this many head widths tall at least, and at most. */
export const HEAD_RATIO_MIN = 1.3;
export const HEAD_RATIO_MAX = 1.55;
/** The eye line lies this far down from the crown to the chin (an adult face seen from the front). */
export const EYE_LINE = 0.47;
/**
 * Seen from the front, the jaw meets the neck's outline above the chin's tip: the narrowest row of the mask is
 * about 5 % of the head's height short of the chin (an elliptical face over a neck half its width: 6.7 %).
 */
export const NECK_TO_CHIN = 1.05;

/**
 * The landmarks of a measured head. The chin is 5 % below the neck's narrowest row when that gives a plausible head
 * (1.3–1.55 head widths tall); a collar or turtleneck that hides the neck moves that row up or down, so the
 * height is then held to that range (an unseen neck: 1.35 widths). The eyes are 47 % of the way down.
 */
export function landmarks(head: HeadMeasure): Landmarks {
  const lo = head.width * HEAD_RATIO_MIN;
  const hi = head.width * HEAD_RATIO_MAX;
  const height = Math.min(hi, Math.max(lo, head.neckFound ? head.height * NECK_TO_CHIN : head.height));
  return { crown: head.top, chin: head.top + height, eyes: head.top + EYE_LINE * height, centerX: head.centerX };
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

/** Where the face lands in a framed photo, in mm from the top (crown, chin) and from the bottom (eyes). */
export interface Placement {
  headMm: number;
  topMm: number;
  eyesMm: number;
  chinBelowMm: number;
}

/** The landmarks' positions in the photo that `crop` makes for `preset`. */
export function placement(lm: Landmarks, crop: Crop, preset: Preset): Placement {
  const mm = preset.heightMm / crop.height;
  const y = (v: number) => (v - crop.y) * mm;
  return {
    headMm: (lm.chin - lm.crown) * mm,
    topMm: y(lm.crown),
    eyesMm: preset.heightMm - y(lm.eyes),
    chinBelowMm: preset.heightMm - y(lm.chin),
  };
}

/** Which of the preset's ranges a placement keeps (a range the rule does not give is kept). */
export function withinRule(
  p: Placement,
  preset: Preset,
  slackMm = 1e-6,
): { head: boolean; top: boolean; eyes: boolean; chin: boolean } {
  const inside = (v: number, r?: readonly [number, number]) => !r || (v >= r[0] - slackMm && v <= r[1] + slackMm);
  return {
    head: inside(p.headMm, preset.headMm),
    top: inside(p.topMm, preset.topMm),
    eyes: inside(p.eyesMm, preset.eyesMm),
    chin: preset.chinMinMm === undefined || p.chinBelowMm >= preset.chinMinMm - slackMm,
  };
}

/**
 * The crop that puts the face inside every range of the preset: the head's height (crown to chin), the space
 * above the crown, the eye line above the bottom and the space below the chin. It tries head heights from the
 * middle of the range outwards and, for each, the crown positions every other range allows; it takes the first
 * head height that leaves some, and the crown at the middle of the top range (or of the eye range, or 40 % of
 * the space the head leaves) held inside them. The head is centred horizontally; the crop has the output's aspect.
 */
export function frameHead(lm: Landmarks, preset: Preset): Crop {
  const H = preset.heightMm;
  const head = lm.chin - lm.crown;
  const eyeShare = head > 0 ? (lm.eyes - lm.crown) / head : EYE_LINE;
  const [hMin, hMax] = preset.headMm;
  const mid = (hMin + hMax) / 2;
  const steps = 20;
  const candidates = [mid];
  for (let i = 1; i <= steps / 2; i += 1) {
    const d = ((hMax - hMin) / steps) * i;
    candidates.push(mid - d, mid + d);
  }
  // Some room above the crown and below the chin even where the rule gives none.
  const margin = 0.02 * H;
  let chosen: { headMm: number; topMm: number } | null = null;
  for (const h of candidates) {
    let lo = margin;
    let hi = H - h - margin;
    if (preset.topMm) {
      lo = Math.max(lo, preset.topMm[0]);
      hi = Math.min(hi, preset.topMm[1]);
    }
    if (preset.eyesMm) {
      // eyes from the bottom = H − (top + eyeShare × h)
      lo = Math.max(lo, H - preset.eyesMm[1] - eyeShare * h);
      hi = Math.min(hi, H - preset.eyesMm[0] - eyeShare * h);
    }
    if (preset.chinMinMm !== undefined) hi = Math.min(hi, H - preset.chinMinMm - h);
    if (lo > hi) continue;
    const preferred = preset.topMm
      ? (preset.topMm[0] + preset.topMm[1]) / 2
      : preset.eyesMm
        ? H - (preset.eyesMm[0] + preset.eyesMm[1]) / 2 - eyeShare * h
        : 0.4 * (H - h);
    chosen = { headMm: h, topMm: Math.min(hi, Math.max(lo, preferred)) };
    break;
  }
  chosen ??= { headMm: mid, topMm: preset.topMm ? (preset.topMm[0] + preset.topMm[1]) / 2 : 0.4 * (H - mid) };
  const height = (head * H) / chosen.headMm;
  const width = (height * preset.width) / preset.height;
  return { x: lm.centerX - width / 2, y: lm.crown - (chosen.topMm / H) * height, width, height };
}

/** Guide lines over the preview, as fractions of the photo's height from the top. */
export interface Guides {
  crown: number;
  chin: number;
  eyes: number;
  /** Where the chin may be, for this crown (the head range), and where the eyes may be (when the rule says). */
  chinBand: readonly [number, number];
  eyeBand: readonly [number, number] | null;
  /** Where the crown may be (when the rule says). */
  crownBand: readonly [number, number] | null;
}

export function guides(lm: Landmarks, crop: Crop, preset: Preset): Guides {
  const f = (v: number) => (v - crop.y) / crop.height;
  const H = preset.heightMm;
  const crown = f(lm.crown);
  return {
    crown,
    chin: f(lm.chin),
    eyes: f(lm.eyes),
    chinBand: [crown + preset.headMm[0] / H, crown + preset.headMm[1] / H],
    eyeBand: preset.eyesMm ? [1 - preset.eyesMm[1] / H, 1 - preset.eyesMm[0] / H] : null,
    crownBand: preset.topMm ? [preset.topMm[0] / H, preset.topMm[1] / H] : null,
  };
}

/**
 * The face as the worker measured it (photo pixels): chin and eye line from the face's landmarks, the crown from
 * the mask's top above the face (the hair), or estimated from the face when the mask shows nothing above it.
 */
export interface FaceMeasure {
  crown: number;
  /** The crown is the mask's (false: estimated from the eyes and chin). */
  crownSeen: boolean;
  chin: number;
  eyes: number;
  centerX: number;
  /** Which edges of the photo the person's mask touches (the person goes on past them). */
  edges: Edges;
}

export interface Edges {
  top: boolean;
  bottom: boolean;
  left: boolean;
  right: boolean;
}

/** Mask values at or over this are the person. */
const PERSON = 128;

/**
 * The crown: the first row from the top, above the eye line, where the mask has the person within the face's
 * width (`left`–`right`, the jaw's ends), at least 2 % of that width (2 pixels at least). Null when there is none.
 */
export function crownAbove(
  mask: Uint8Array,
  width: number,
  height: number,
  left: number,
  right: number,
  eyes: number,
): number | null {
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(width - 1, Math.ceil(right));
  const y1 = Math.min(height - 1, Math.floor(eyes));
  if (x1 < x0) return null;
  const need = Math.max(2, Math.round((x1 - x0 + 1) * 0.02));
  for (let y = 0; y <= y1; y += 1) {
    let n = 0;
    const row = y * width;
    for (let x = x0; x <= x1; x += 1) if (mask[row + x]! >= PERSON) n += 1;
    if (n >= need) return y;
  }
  return null;
}

/** The edges of the photo where the mask has the person on at least 1 % of the edge (2 pixels at least). */
export function maskEdges(mask: Uint8Array, width: number, height: number): Edges {
  const count = (at: (i: number) => number, n: number) => {
    let c = 0;
    for (let i = 0; i < n; i += 1) if (mask[at(i)]! >= PERSON) c += 1;
    return c;
  };
  const rowNeed = Math.max(2, Math.round(width * 0.01));
  const colNeed = Math.max(2, Math.round(height * 0.01));
  return {
    top: count((x) => x, width) >= rowNeed,
    bottom: count((x) => (height - 1) * width + x, width) >= rowNeed,
    left: count((y) => y * width, height) >= colNeed,
    right: count((y) => y * width + width - 1, height) >= colNeed,
  };
}

/**
 * The framing's landmarks from the face model's chin and eye line, and the crown found by `crownAbove` (null: it is
 * estimated, the eye line lying EYE_LINE of the way from the crown to the chin).
 */
export function faceMeasure(
  face: { chin: number; eyes: number; centerX: number },
  crown: number | null,
  edges: Edges,
): FaceMeasure {
  const estimated = face.eyes - ((face.chin - face.eyes) * EYE_LINE) / (1 - EYE_LINE);
  // A mask top below the estimate's middle ground is a hat brim or a hand; above it, the hair.
  const seen = crown !== null && crown < face.eyes - 0.5 * (face.chin - face.eyes);
  return {
    crown: seen ? crown : estimated,
    crownSeen: seen,
    chin: face.chin,
    eyes: face.eyes,
    centerX: face.centerX,
    edges,
  };
}

/** The framing's landmarks of a measured face. */
export function faceLandmarks(f: FaceMeasure): Landmarks {
  return { crown: f.crown, chin: f.chin, eyes: f.eyes, centerX: f.centerX };
}

/**
 * Why a crop cannot make a photo that keeps the rule, or null when it can: the hair is cut by the photo's top edge
 * (`crown`: the crown cannot be seen, so the head's height is not known), or the crop reaches past an edge of the
 * photo where the person goes on (`edge`: the print would show the body cut off by the background). A tolerance
 * of 1 % of the crop's size.
 */
export function framingProblem(f: FaceMeasure, crop: Crop, photoW: number, photoH: number): 'crown' | 'edge' | null {
  if (f.crownSeen && f.edges.top && f.crown <= 0) return 'crown';
  const tx = crop.width * 0.01;
  const ty = crop.height * 0.01;
  if (f.edges.bottom && crop.y + crop.height > photoH + ty) return 'edge';
  if (f.edges.top && crop.y < -ty) return 'edge';
  if (f.edges.left && crop.x < -tx) return 'edge';
  if (f.edges.right && crop.x + crop.width > photoW + tx) return 'edge';
  return null;
}

/**
 * The part of the photo the face model is given: a square around the head measured on the mask, 2.4 head widths
 * a side (the face is then about 40 % of it, what the detector finds best), its top 15 % of a side above the
 * crown, kept inside the photo. Whole pixels.
 */
export function headRegion(head: HeadMeasure, photoW: number, photoH: number): Crop {
  const side = Math.min(photoW, photoH, Math.max(16, Math.round(head.width * 2.4)));
  const x = Math.min(photoW - side, Math.max(0, Math.round(head.centerX - side / 2)));
  const y = Math.min(photoH - side, Math.max(0, Math.round(head.top - side * 0.15)));
  return { x, y, width: side, height: side };
}

/** The automatic crop for a head measured on the mask (frameHead on its landmarks). */
export function autoCrop(head: HeadMeasure, preset: Preset): Crop {
  return frameHead(landmarks(head), preset);
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
