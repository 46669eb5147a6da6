/**
 * Pure logic of the image stitcher: where every image goes on the canvas (vertical, horizontal, grid; spacing,
 * outer padding, alignment, "fit to the same size"), the browser's canvas limits and the scale that fits under
 * them, the reorder helpers, and which files are refused before decoding. No DOM; unit-tested in logic.test.ts with exact values.
 */

import {
  canvasFits,
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  WEBP_MAX_SIDE,
  type CanvasLimits,
} from '../../lib/image/canvas-limits';
import { detectImageType, sniffOther } from '../../lib/image/sniff';
import { bool, hexColor, int, oneOf, settingsParser } from '../../lib/settings';

export type Direction = 'vertical' | 'horizontal' | 'grid';
export type Align = 'start' | 'center' | 'end';
export type OutputType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface Size {
  width: number;
  height: number;
}

export interface LayoutOptions {
  direction: Direction;
  /** Grid only: images per row (clamped to 1…number of images). */
  columns: number;
  /** Between neighbouring images, px. */
  spacing: number;
  /** Around the whole result, px. */
  padding: number;
  /** Across the flow: left/centre/right in a column, top/centre/bottom in a row; both axes in a grid cell. */
  align: Align;
  /** Vertical: every image scaled to the widest one's width; horizontal: to the tallest one's height; grid:
   * equal cells (the widest width × the tallest height), each image scaled to fit its cell ("contain"). */
  fit: boolean;
}

/** Where one image is drawn, in output pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Layout {
  width: number;
  height: number;
  /** One per image, in the images' order. */
  rects: Rect[];
}

export const MIN_IMAGES = 2;
export const MAX_IMAGES = 50;

/** Offset of a box of `size` inside `space` for the alignment (centre rounds down, so pixels stay whole). */
export function alignOffset(align: Align, space: number, size: number): number {
  const free = space - size;
  if (align === 'start') return 0;
  if (align === 'end') return free;
  return Math.floor(free / 2);
}

const scaled = (value: number, num: number, den: number) => Math.max(1, Math.round((value * num) / den));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const clean = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** Positions and canvas size for the images (their upright sizes) in this order. */
export function computeLayout(sizes: readonly Size[], options: LayoutOptions): Layout {
  const spacing = clean(options.spacing);
  const padding = clean(options.padding);
  const n = sizes.length;
  if (n === 0) return { width: 2 * padding, height: 2 * padding, rects: [] };
  const { align, fit } = options;

  if (options.direction === 'vertical') {
    const width = Math.max(...sizes.map((s) => s.width));
    const boxes = sizes.map((s) => (fit ? { width, height: scaled(s.height, width, s.width) } : s));
    let y = padding;
    const rects = boxes.map((b) => {
      const r = { x: padding + alignOffset(align, width, b.width), y, width: b.width, height: b.height };
      y += b.height + spacing;
      return r;
    });
    const height = sum(boxes.map((b) => b.height)) + spacing * (n - 1);
    return { width: width + 2 * padding, height: height + 2 * padding, rects };
  }

  if (options.direction === 'horizontal') {
    const height = Math.max(...sizes.map((s) => s.height));
    const boxes = sizes.map((s) => (fit ? { width: scaled(s.width, height, s.height), height } : s));
    let x = padding;
    const rects = boxes.map((b) => {
      const r = { x, y: padding + alignOffset(align, height, b.height), width: b.width, height: b.height };
      x += b.width + spacing;
      return r;
    });
    const width = sum(boxes.map((b) => b.width)) + spacing * (n - 1);
    return { width: width + 2 * padding, height: height + 2 * padding, rects };
  }

  // Grid: row-major, `columns` per row.
  const columns = Math.min(n, Math.max(1, Math.floor(options.columns) || 1));
  const rows = Math.ceil(n / columns);
  let boxes: Size[] = [...sizes];
  let colWidths: number[];
  let rowHeights: number[];
  if (fit) {
    const cellW = Math.max(...sizes.map((s) => s.width));
    const cellH = Math.max(...sizes.map((s) => s.height));
    // Contain: the side that limits the scale fills the cell exactly; the other is scaled and rounded.
    boxes = sizes.map((s) =>
      s.width * cellH >= s.height * cellW
        ? { width: cellW, height: Math.min(cellH, scaled(s.height, cellW, s.width)) }
        : { width: Math.min(cellW, scaled(s.width, cellH, s.height)), height: cellH },
    );
    colWidths = Array.from({ length: columns }, () => cellW);
    rowHeights = Array.from({ length: rows }, () => cellH);
  } else {
    colWidths = Array.from({ length: columns }, (_, c) =>
      Math.max(...boxes.filter((_, i) => i % columns === c).map((b) => b.width)),
    );
    rowHeights = Array.from({ length: rows }, (_, r) =>
      Math.max(...boxes.slice(r * columns, (r + 1) * columns).map((b) => b.height)),
    );
  }
  const colX: number[] = [];
  colWidths.reduce((x, w, c) => ((colX[c] = x), x + w + spacing), padding);
  const rowY: number[] = [];
  rowHeights.reduce((y, h, r) => ((rowY[r] = y), y + h + spacing), padding);
  const rects = boxes.map((b, i) => {
    const c = i % columns;
    const r = Math.floor(i / columns);
    return {
      x: colX[c]! + alignOffset(align, colWidths[c]!, b.width),
      y: rowY[r]! + alignOffset(align, rowHeights[r]!, b.height),
      width: b.width,
      height: b.height,
    };
  });
  return {
    width: sum(colWidths) + spacing * (columns - 1) + 2 * padding,
    height: sum(rowHeights) + spacing * (rows - 1) + 2 * padding,
    rects,
  };
}

/** The image kit's canvas limits, per output type. */
export type Limits = CanvasLimits;

export function limitsFor(type: OutputType): Limits {
  return { maxSide: type === 'image/webp' ? WEBP_MAX_SIDE : MAX_CANVAS_SIDE, maxArea: MAX_CANVAS_AREA };
}

export function fitsLimits(size: Size, limits: Limits): boolean {
  return canvasFits(size.width, size.height, limits);
}

/** A side at a scale, rounded down (at least 1 px); 1e-7 absorbs floating point, so 40000 × (32767 / 40000)
 * is 32767, not 32766. */
const scaleSide = (side: number, scale: number) => Math.max(1, Math.floor(side * scale + 1e-7));

/** The output size at a scale: each side scaled and rounded down (at least 1 px). */
export function scaleSize(size: Size, scale: number): Size {
  return { width: scaleSide(size.width, scale), height: scaleSide(size.height, scale) };
}

/**
 * The largest scale (≤ 1) at which the result fits the limits: the smaller of maxSide / longest side and
 * √(maxArea / area), nudged down where floating point would leave the rounded-down size a pixel over.
 */
export function fitScale(size: Size, limits: Limits): number {
  if (fitsLimits(size, limits)) return 1;
  let scale = Math.min(
    1,
    limits.maxSide / Math.max(size.width, size.height),
    Math.sqrt(limits.maxArea / (size.width * size.height)),
  );
  // A few steps at most in practice; bounded so that no input can make this spin.
  for (let i = 0; i < 10_000 && !fitsLimits(scaleSize(size, scale), limits); i++) scale *= 1 - 1e-9;
  return scale;
}

/** The layout drawn at a scale: canvas size rounded down, positions and sizes scaled (fractions allowed). */
export function scaleLayout(layout: Layout, scale: number): Layout {
  if (scale === 1) return layout;
  const { width, height } = scaleSize(layout, scale);
  const rects = layout.rects.map((r) => ({
    x: r.x * scale,
    y: r.y * scale,
    width: r.width * scale,
    height: r.height * scale,
  }));
  return { width, height, rects };
}

/** The list with the item at `from` moved to index `to` (clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.min(list.length - 1, Math.max(0, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/**
 * Where Alt+Arrow moves an item: in a list laid out as a row (horizontal) Left/Right move by one, in a column
 * Up/Down by one; in a grid Left/Right move by one and Up/Down by a row. Null for other keys or past the ends.
 */
export function keyboardTarget(
  key: string,
  index: number,
  count: number,
  direction: Direction,
  columns: number,
): number | null {
  const row = direction === 'grid' ? Math.max(1, Math.floor(columns) || 1) : 1;
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -row,
    ArrowDown: row,
    Home: -index,
    End: count - 1 - index,
  };
  const step = steps[key];
  if (step === undefined) return null;
  const target = index + step;
  return target < 0 || target >= count || target === index ? null : target;
}

export interface Settings extends LayoutOptions {
  background: string;
  transparent: boolean;
  type: OutputType;
  /** 0.5–1, for JPEG and WebP. */
  quality: number;
}

export const DEFAULT_SETTINGS: Settings = {
  direction: 'vertical',
  columns: 2,
  spacing: 0,
  padding: 0,
  align: 'center',
  fit: false,
  background: '#ffffff',
  transparent: false,
  type: 'image/png',
  quality: 0.92,
};

export const MAX_SPACING = 1000;
export const MAX_PADDING = 1000;
export const MAX_COLUMNS = 10;

/** Stored settings (anything: old, corrupt, hand-edited) → valid settings, field by field. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  direction: oneOf(['vertical', 'horizontal', 'grid']),
  columns: int([1, MAX_COLUMNS]),
  spacing: int([0, MAX_SPACING]),
  padding: int([0, MAX_PADDING]),
  align: oneOf(['start', 'center', 'end']),
  fit: bool,
  background: hexColor,
  transparent: bool,
  type: oneOf(['image/png', 'image/jpeg', 'image/webp']),
  // Refused (not clamped) outside 0.5–1; kept to two decimals.
  quality: (v, d) => (typeof v === 'number' && v >= 0.5 && v <= 1 ? Math.round(v * 100) / 100 : d),
});

/** The colour under the images: none for a transparent PNG/WebP; JPEG always gets the background colour. */
export function backgroundFor(settings: Pick<Settings, 'background' | 'transparent' | 'type'>): string | null {
  return settings.transparent && settings.type !== 'image/jpeg' ? null : settings.background;
}

export type ProblemReason =
  'empty' | 'notImage' | 'other' | 'svg' | 'decode' | 'tooMany' | 'read' | 'worker' | 'tooLarge';

/** A file that was not added, and why. */
export interface Problem {
  name: string;
  reason: ProblemReason;
  /** For 'other': what the file is ("PDF"). */
  other?: string;
  /** For 'tooLarge': the size its header gives (over the image kit's pixel limit; never decoded). */
  width?: number;
  height?: number;
}

/**
 * Why a file cannot be added, from its size and first bytes (up to 4 KB); null when it is a raster image to
 * decode. SVG is refused: the worker has no DOM to rasterise it with.
 */
export function checkHead(head: Uint8Array, size: number): Omit<Problem, 'name'> | null {
  if (size === 0) return { reason: 'empty' };
  const type = detectImageType(head);
  if (type?.kind === 'svg') return { reason: 'svg' };
  if (type) return null;
  const other = sniffOther(head);
  return other ? { reason: 'other', other } : { reason: 'notImage' };
}
