/**
 * The subtitle image's geometry and settings. The output is the frame whole with the first line at its bottom,
 * then, for every further line, a strip cut from the bottom of the same frame (the strip height) with that line,
 * stacked below. Pure: sizes, rectangles, the canvas-limit decision and the settings' parsing.
 */
import { fontById, fontsFor, scriptsOf, type WebFont } from '../../lib/fonts/catalog';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE } from '../../lib/image/canvas-limits';
import { bool, hexColor, num, oneOf, settingsParser } from '../../lib/settings';

export { parseSubtitles, plainLines, hasTimings, cleanCueText, cueLines, cuesToText, CUE_BREAK } from './subtitles';
export { fitSubtitle, wrap, tokens, type Fitted, type Measure } from './wrap';

export interface Size {
  width: number;
  height: number;
}

/** One piece of the output: rows `sy`…`sy + sh` of the frame drawn at `dy`…`dy + dh` of the output. */
export interface Piece {
  sy: number;
  sh: number;
  dy: number;
  dh: number;
}

export interface Stack {
  width: number;
  height: number;
  /** The scale from frame pixels to output pixels (1 at full size). */
  scale: number;
  /** The output height of one strip. */
  strip: number;
  /** The whole frame first, then one strip per further line. */
  pieces: Piece[];
}

/** The strip height in frame pixels: a share of the frame's height, or pixels; from 1 px to the frame's height. */
export function stripHeight(s: Pick<Settings, 'stripUnit' | 'stripPercent' | 'stripPx'>, frameHeight: number) {
  const px = s.stripUnit === 'percent' ? Math.round((frameHeight * s.stripPercent) / 100) : Math.round(s.stripPx);
  return Math.min(frameHeight, Math.max(1, px));
}

/**
 * The stacked output for `lines` lines (at least one) of a `frame` with strips `strip` px high, at `scale`:
 * each side scaled and rounded down (at least 1 px), so a scaled stack never exceeds the scaled exact size.
 */
export function stack(frame: Size, strip: number, lines: number, scale = 1, heights?: readonly number[]): Stack {
  const n = Math.max(1, Math.floor(lines));
  const s = (v: number) => Math.max(1, Math.floor(v * scale + 1e-7));
  const width = s(frame.width);
  const head = s(frame.height);
  const pieces: Piece[] = [{ sy: 0, sh: frame.height, dy: 0, dh: head }];
  let dy = head;
  for (let i = 1; i < n; i++) {
    // A cue of several lines gets a taller strip (heights[i], from stripFor), so it never crowds the next one.
    const sh = Math.min(frame.height, Math.max(strip, heights?.[i] ?? strip));
    const dh = s(sh);
    pieces.push({ sy: frame.height - sh, sh, dy, dh });
    dy += dh;
  }
  return { width, height: dy, scale, strip: s(strip), pieces };
}

/** Space above a strip's first line, as a share of the font size. */
export const TOP_GAP = 0.3;

/**
 * The strip a cue of `count` lines at `px` (frame pixels) needs: single lines keep the chosen strip; two or more
 * lines get a strip tall enough for them (their line heights, the bottom margin and a gap above), up to the frame.
 */
export function stripFor(count: number, px: number, strip: number, frameHeight: number): number {
  if (count < 2) return strip;
  const need = Math.ceil(px * ((count - 1) * LINE_HEIGHT + 1 + BOTTOM_MARGIN + TOP_GAP) - 1e-9);
  return Math.min(frameHeight, Math.max(strip, need));
}

/** A stack that would need to shrink below this share of the frame's size is refused instead. */
export const MIN_SCALE = 0.25;
/** The most lines in one image (more is refused with a message; 1,000 strips of even 30 px hit the limits). */
export const MAX_SUBTITLES = 1000;

export type Plan =
  | { kind: 'ok'; full: Size; stack: Stack }
  /** Over the limits: drawn smaller, by `stack.scale`. */
  | { kind: 'scaled'; full: Size; stack: Stack }
  /** Over the limits even at MIN_SCALE. */
  | { kind: 'refused'; full: Size; scale: number };

/** What the export will be: full size when the canvas limits allow it, else scaled down, else refused. */
export function planOutput(frame: Size, strip: number, lines: number, heights?: readonly number[]): Plan {
  const full = stack(frame, strip, lines, 1, heights);
  const size = { width: full.width, height: full.height };
  const scale = Math.min(
    1,
    MAX_CANVAS_SIDE / full.width,
    MAX_CANVAS_SIDE / full.height,
    Math.sqrt(MAX_CANVAS_AREA / (full.width * full.height)),
  );
  if (scale >= 1) return { kind: 'ok', full: size, stack: full };
  if (scale < MIN_SCALE) return { kind: 'refused', full: size, scale };
  return { kind: 'scaled', full: size, stack: stack(frame, strip, lines, scale, heights) };
}

/** The scale of the live preview: the frame at most `maxWidth` px wide. */
export function previewScale(frame: Size, maxWidth = 720): number {
  return Math.min(1, maxWidth / frame.width);
}

/** Where a strip's text goes: the lines' baselines, bottom up from `bottom - margin`, centred at `x`. */
export interface TextPlacement {
  x: number;
  baselines: number[];
  /** Top of the text block (for the "text taller than the strip" hint). */
  top: number;
}

/** Line height as a share of the font size. */
export const LINE_HEIGHT = 1.25;
/** Gap under the last line, as a share of the font size. */
export const BOTTOM_MARGIN = 0.45;

export function placeText(piece: Piece, width: number, lines: number, px: number): TextPlacement {
  const bottom = piece.dy + piece.dh - px * BOTTOM_MARGIN;
  const baselines = Array.from({ length: lines }, (_, i) => bottom - (lines - 1 - i) * px * LINE_HEIGHT);
  return { x: width / 2, baselines, top: (baselines[0] ?? bottom) - px };
}

/** The widest a text line may be: the output width less a margin of 4 % on each side. */
export function textWidth(width: number): number {
  return width * 0.92;
}

// Settings ---------------------------------------------------------------------------------------------------

export const EFFECTS = ['outline', 'shadow', 'none'] as const;
export type Effect = (typeof EFFECTS)[number];
export const OUTPUT_TYPES = ['image/png', 'image/jpeg'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export interface Settings {
  stripUnit: 'percent' | 'px';
  /** Strip height, % of the frame's height. */
  stripPercent: number;
  /** Strip height in frame pixels. */
  stripPx: number;
  /** A catalog font id, or 'auto' (chosen by the text's scripts). */
  font: string;
  bold: boolean;
  /** Font size, % of the frame's height. */
  size: number;
  color: string;
  effect: Effect;
  effectColor: string;
  /** The outline's width, % of the font size. */
  outlineWidth: number;
  separator: boolean;
  separatorColor: string;
  type: OutputType;
}

export const RANGES = {
  stripPercent: { min: 5, max: 50, step: 1 },
  stripPx: { min: 10, max: 4000, step: 1 },
  size: { min: 2, max: 20, step: 0.5 },
  outlineWidth: { min: 2, max: 40, step: 1 },
} as const;

export const DEFAULTS: Settings = {
  stripUnit: 'percent',
  stripPercent: 15,
  stripPx: 120,
  font: 'auto',
  bold: false,
  size: 6,
  color: '#ffffff',
  effect: 'outline',
  effectColor: '#000000',
  outlineWidth: 16,
  separator: false,
  separatorColor: '#ffffff',
  type: 'image/png',
};

/** Stored settings, every field checked (a damaged or older value falls back to its default). */
export const parseSettings = settingsParser<Settings>(DEFAULTS, {
  stripUnit: oneOf(['percent', 'px']),
  stripPercent: num(RANGES.stripPercent),
  stripPx: num(RANGES.stripPx),
  font: (v, d) => (typeof v === 'string' && (v === 'auto' || fontById(v)) ? v : d),
  bold: bool,
  size: num(RANGES.size),
  color: hexColor,
  effect: oneOf(EFFECTS),
  effectColor: hexColor,
  outlineWidth: num(RANGES.outlineWidth),
  separator: bool,
  separatorColor: hexColor,
  type: oneOf(OUTPUT_TYPES),
});

/** The sans face for the text's scripts: Japanese and Korean have their own, everything else Noto Sans SC. */
export function autoFont(text: string): WebFont {
  const scripts = scriptsOf(text);
  const preferred = scripts.includes('ja') ? 'noto-sans-jp' : scripts.includes('ko') ? 'noto-sans-kr' : 'noto-sans-sc';
  const fits = fontsFor(scripts, 'sans');
  return fits.find((f) => f.id === preferred) ?? fits[0] ?? fontById('noto-sans-sc')!;
}

/** The font to draw with: the chosen one, or the automatic one for the text. */
export function chosenFont(s: Pick<Settings, 'font'>, text: string): WebFont {
  return (s.font !== 'auto' && fontById(s.font)) || autoFont(text);
}
