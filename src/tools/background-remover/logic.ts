/**
 * Pure logic of the background remover (no DOM, unit-tested in logic.test.ts): settings, output names, compositing
 * a cut-out over a background, the touch-up brush (soft discs stamped along a stroke) and its undo history.
 * A mask is a Uint8Array of width × height alpha values (0 = background, 255 = subject), as src/lib/segment gives.
 */
import { parseHexColor } from '../../components/ui/form/values';
import { outputFileName } from '../../lib/image/names';
import { hexColor, int, oneOf, settingsParser } from '../../lib/settings';

export type BackgroundKind = 'transparent' | 'color' | 'blur' | 'image';
export type OutputFormat = 'png' | 'webp';

export interface Settings {
  background: BackgroundKind;
  /** "#rrggbb" for a colour background. */
  color: string;
  /** Blur strength 1–50 (thousandths of the photo's longer side, see blurRadius). */
  blur: number;
  format: OutputFormat;
  /** Brush diameter in screen pixels of the editor, 4–200. */
  brush: number;
  /** 0–100: how much of the brush's radius is fully opaque (the rest fades). */
  hardness: number;
}

export const DEFAULT_SETTINGS: Settings = {
  background: 'transparent',
  color: '#ffffff',
  blur: 12,
  format: 'png',
  brush: 40,
  hardness: 50,
};

/** Colour presets offered beside the custom colour. */
export const COLOR_PRESETS = ['#ffffff', '#000000', '#e53935', '#1e88e5', '#43a047', '#f5f5f5'] as const;

/** Settings read back from storage: anything missing or malformed falls back to the default. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  // A custom background image lives in memory only: after a reload it is gone, so "image" cannot be restored.
  background: oneOf<BackgroundKind>(['transparent', 'color', 'blur']),
  color: hexColor,
  blur: int([1, 50]),
  format: oneOf(['png', 'webp']),
  brush: int([4, 200]),
  hardness: int([0, 100]),
});

export const mimeOf = (format: OutputFormat): 'image/png' | 'image/webp' =>
  format === 'webp' ? 'image/webp' : 'image/png';

/** "photo.jpg", 'png' → "photo-no-bg.png". */
export function outputName(name: string, format: OutputFormat): string {
  return outputFileName(name, { suffix: 'no-bg', ext: format });
}

/** "#1a2b3c" → [26, 43, 60]; null for anything that is not a colour. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const h = parseHexColor(hex);
  if (!h) return null;
  const n = parseInt(h.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The blur radius in photo pixels for a strength: strength thousandths of the longer side, at least 1 px. */
export function blurRadius(strength: number, width: number, height: number): number {
  return Math.max(1, Math.round((strength * Math.max(width, height)) / 1000));
}

/** The part of a source image that covers a target box of another aspect ratio (centred crop, "cover"). */
export function coverRect(
  srcW: number,
  srcH: number,
  dstW: number,
  dstH: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.max(dstW / srcW, dstH / srcH);
  const sw = dstW / scale;
  const sh = dstH / scale;
  return { sx: (srcW - sw) / 2, sy: (srcH - sh) / 2, sw, sh };
}

/** What goes behind the subject: nothing (transparent), one colour, or pixels of the same size (RGBA). */
export type Backdrop = null | readonly [number, number, number] | Uint8ClampedArray;

/**
 * Puts the subject over the backdrop, in place in `rgba` (the photo's pixels): each pixel's coverage is the
 * mask times the photo's own alpha; over a backdrop the usual "over" operator, so an opaque backdrop gives an
 * opaque result, and with no backdrop the colours stay and only the alpha changes.
 */
export function composite(rgba: Uint8ClampedArray, mask: Uint8Array, backdrop: Backdrop): Uint8ClampedArray {
  const n = mask.length;
  if (rgba.length !== n * 4) throw new Error(`composite: ${rgba.length / 4} px of photo, ${n} px of mask`);
  if (backdrop instanceof Uint8ClampedArray && backdrop.length !== rgba.length) {
    throw new Error(`composite: a backdrop of ${backdrop.length / 4} px for ${n} px`);
  }
  for (let p = 0, i = 0; p < n; p += 1, i += 4) {
    const a = (mask[p]! * rgba[i + 3]!) / (255 * 255);
    if (backdrop === null) {
      rgba[i + 3] = Math.round(a * 255);
      continue;
    }
    let br: number, bg: number, bb: number, ba: number;
    if (backdrop instanceof Uint8ClampedArray) {
      br = backdrop[i]!;
      bg = backdrop[i + 1]!;
      bb = backdrop[i + 2]!;
      ba = backdrop[i + 3]! / 255;
    } else {
      [br, bg, bb] = backdrop as readonly [number, number, number];
      ba = 1;
    }
    const outA = a + ba * (1 - a);
    if (outA === 0) {
      rgba[i] = rgba[i + 1] = rgba[i + 2] = rgba[i + 3] = 0;
      continue;
    }
    const k = ba * (1 - a);
    rgba[i] = Math.round((rgba[i]! * a + br * k) / outA);
    rgba[i + 1] = Math.round((rgba[i + 1]! * a + bg * k) / outA);
    rgba[i + 2] = Math.round((rgba[i + 2]! * a + bb * k) / outA);
    rgba[i + 3] = Math.round(outA * 255);
  }
  return rgba;
}

// ---------------------------------------------------------------------------------------------------------------
// The touch-up brush

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type BrushMode = 'erase' | 'restore';

/** How strongly a brush of this radius covers a pixel at distance d from its centre: 1 inside the hard core, fading linearly to 0 at the rim. */
export function brushFalloff(d: number, radius: number, hardness: number): number {
  if (d >= radius) return 0;
  const core = radius * Math.min(1, Math.max(0, hardness));
  if (d <= core) return 1;
  return (radius - d) / (radius - core);
}

/**
 * Stamps one soft disc into a stroke's coverage (0–255, the strongest stamp wins, so going over a spot twice in
 * one stroke does not erase it twice). Pixel centres are at x + 0.5. Returns the box of pixels it touched, or null.
 */
export function stampDisc(
  coverage: Uint8Array,
  width: number,
  height: number,
  centre: Point,
  radius: number,
  hardness: number,
): Box | null {
  const x0 = Math.max(0, Math.floor(centre.x - radius));
  const y0 = Math.max(0, Math.floor(centre.y - radius));
  const x1 = Math.min(width - 1, Math.ceil(centre.x + radius));
  const y1 = Math.min(height - 1, Math.ceil(centre.y + radius));
  if (x0 > x1 || y0 > y1) return null;
  for (let y = y0; y <= y1; y += 1) {
    const dy = y + 0.5 - centre.y;
    for (let x = x0; x <= x1; x += 1) {
      const dx = x + 0.5 - centre.x;
      const f = brushFalloff(Math.sqrt(dx * dx + dy * dy), radius, hardness);
      if (f <= 0) continue;
      const v = Math.round(f * 255);
      const i = y * width + x;
      if (v > coverage[i]!) coverage[i] = v;
    }
  }
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/**
 * The stamp centres that carry a stroke from `from` (already stamped) to `to`: evenly spaced, at most `spacing`
 * apart, ending exactly at `to`. A pointer reports only every few pixels; this fills the gaps.
 */
export function strokePoints(from: Point, to: Point, spacing: number): Point[] {
  const dist = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(dist / Math.max(spacing, 1e-6)));
  const out: Point[] = [];
  for (let s = 1; s <= steps; s += 1) {
    const t = s / steps;
    out.push({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  }
  return out;
}

/** The smallest box holding both (either may be null). */
export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * Writes the stroke into the mask over `box`: erasing scales the mask as it was when the stroke began (`base`)
 * down by the coverage, restoring raises it towards 255 (fully subject).
 */
export function applyCoverage(
  mask: Uint8Array,
  base: Uint8Array,
  coverage: Uint8Array,
  width: number,
  box: Box,
  mode: BrushMode,
): void {
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let i = y * width + box.x, end = i + box.width; i < end; i += 1) {
      const c = coverage[i]!;
      const m = base[i]!;
      mask[i] = mode === 'erase' ? Math.round((m * (255 - c)) / 255) : Math.round(m + ((255 - m) * c) / 255);
    }
  }
}

/** The bytes of a mask inside a box, row by row. */
export function cropMask(mask: Uint8Array, width: number, box: Box): Uint8Array {
  const out = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    const start = (box.y + y) * width + box.x;
    out.set(mask.subarray(start, start + box.width), y * box.width);
  }
  return out;
}

/** Writes `data` (a cropMask of the box) back into the mask. */
export function pasteMask(mask: Uint8Array, width: number, box: Box, data: Uint8Array): void {
  for (let y = 0; y < box.height; y += 1) {
    mask.set(data.subarray(y * box.width, (y + 1) * box.width), (box.y + y) * width + box.x);
  }
}

/** One stroke, as undo sees it: the box it changed, the bytes there before and after. */
export interface Patch {
  box: Box;
  before: Uint8Array;
  after: Uint8Array;
}

/**
 * Undo and redo of strokes. Keeps patches (only the changed box), at most `maxBytes` of them: the oldest are
 * dropped first. A new stroke after an undo discards what could have been redone.
 */
export class MaskHistory {
  private done: Patch[] = [];
  private undone: Patch[] = [];

  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Patches that can be undone now. */
  get size(): number {
    return this.done.length;
  }

  push(patch: Patch): void {
    this.done.push(patch);
    this.undone = [];
    let bytes = this.done.reduce((n, p) => n + p.before.length * 2, 0);
    while (bytes > this.maxBytes && this.done.length > 1) bytes -= this.done.shift()!.before.length * 2;
  }

  /** Undoes the last stroke in `mask`; returns the box it changed, or null when there is nothing to undo. */
  undo(mask: Uint8Array, width: number): Box | null {
    const p = this.done.pop();
    if (!p) return null;
    pasteMask(mask, width, p.box, p.before);
    this.undone.push(p);
    return p.box;
  }

  redo(mask: Uint8Array, width: number): Box | null {
    const p = this.undone.pop();
    if (!p) return null;
    pasteMask(mask, width, p.box, p.after);
    this.done.push(p);
    return p.box;
  }
}

/** The tinted overlay of the editor over a box: background (mask 0) shows strongly tinted, the subject clear. */
export function tintOverlay(
  overlay: Uint8ClampedArray,
  mask: Uint8Array,
  width: number,
  box: Box,
  tint: readonly [number, number, number] = [236, 72, 153],
  strength = 0.7,
): void {
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let p = y * width + box.x, end = p + box.width; p < end; p += 1) {
      const i = p * 4;
      overlay[i] = tint[0];
      overlay[i + 1] = tint[1];
      overlay[i + 2] = tint[2];
      overlay[i + 3] = Math.round((255 - mask[p]!) * strength);
    }
  }
}
