/**
 * The watermark's settings (persisted in localStorage, never the images), their ranges, the font stacks and
 * the output type rule. Pure; unit-tested in settings.test.ts.
 */
import type { ImageKind } from '../../../lib/image/sniff';
import { bool, hexColor, num, oneOf, settingsParser, text } from '../../../lib/settings';
import { ANCHORS, type Anchor } from './layout';

export const MODES = ['text', 'image'] as const;
export type Mode = (typeof MODES)[number];
export const PLACEMENTS = ['grid', 'tile'] as const;
export type Placement = (typeof PLACEMENTS)[number];

/**
 * Font choices: families every desktop system has, then CJK-safe generic stacks. Each stack ends in fonts
 * with Chinese, Japanese and Korean glyphs and a generic family, so any text renders with real glyphs.
 */
const CJK_SANS = '"PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Malgun Gothic", "Noto Sans CJK SC", sans-serif';
const CJK_SERIF = '"Songti SC", "Hiragino Mincho ProN", SimSun, "Batang", "Noto Serif CJK SC", serif';
export const FONTS = {
  sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${CJK_SANS}`,
  serif: `Georgia, "Times New Roman", Times, ${CJK_SERIF}`,
  mono: `ui-monospace, Menlo, Consolas, "Courier New", monospace, ${CJK_SANS}`,
  arial: `Arial, Helvetica, ${CJK_SANS}`,
  times: `"Times New Roman", Times, ${CJK_SERIF}`,
  courier: `"Courier New", Courier, monospace, ${CJK_SANS}`,
  georgia: `Georgia, ${CJK_SERIF}`,
  impact: `Impact, "Arial Black", Haettenschweiler, ${CJK_SANS}`,
} as const;
export type FontKey = keyof typeof FONTS;
export const FONT_KEYS = Object.keys(FONTS) as FontKey[];

/** The longest watermark text, in UTF-16 code units (the LimitedText limit). */
export const TEXT_MAX = 200;
/** The most images in one batch. */
export const MAX_FILES = 50;

export interface Settings {
  mode: Mode;
  text: string;
  font: FontKey;
  bold: boolean;
  /** Text height (font size), % of the image's shorter side. */
  size: number;
  color: string;
  /** 0–100 %, for text and logo. */
  opacity: number;
  /** Logo width, % of the image's shorter side. */
  logoScale: number;
  placement: Placement;
  anchor: Anchor;
  /** Distance from the edges for the nine points, % of the shorter side. */
  margin: number;
  /** Rotation of a single mark (nine-point placement), degrees clockwise. */
  rotation: number;
  /** Gap between tiles, % of the shorter side. */
  spacing: number;
  /** Angle of the tiled pattern (and of every mark in it), degrees clockwise. */
  tileAngle: number;
}

/** Range and step of each numeric setting. */
export const RANGES = {
  size: { min: 1, max: 40, step: 0.5 },
  opacity: { min: 0, max: 100, step: 1 },
  logoScale: { min: 2, max: 100, step: 1 },
  margin: { min: 0, max: 25, step: 0.5 },
  rotation: { min: -180, max: 180, step: 1 },
  spacing: { min: 0, max: 100, step: 1 },
  tileAngle: { min: -90, max: 90, step: 1 },
} as const satisfies Partial<Record<keyof Settings, { min: number; max: number; step: number }>>;

export const DEFAULTS: Settings = {
  mode: 'text',
  text: '© AI Toolbox',
  font: 'sans',
  bold: true,
  size: 5,
  color: '#ffffff',
  opacity: 60,
  logoScale: 20,
  placement: 'grid',
  anchor: 'br',
  margin: 3,
  rotation: 0,
  spacing: 12,
  tileAngle: -30,
};

/** Any stored value (old, partial, corrupt) → valid settings: each field checked, the default where bad. */
export const parseSettings = settingsParser<Settings>(DEFAULTS, {
  mode: oneOf(MODES),
  text: text(TEXT_MAX),
  font: oneOf(FONT_KEYS),
  bold: bool,
  size: num(RANGES.size),
  color: hexColor,
  opacity: num(RANGES.opacity),
  logoScale: num(RANGES.logoScale),
  placement: oneOf(PLACEMENTS),
  anchor: oneOf(ANCHORS),
  margin: num(RANGES.margin),
  rotation: num(RANGES.rotation),
  spacing: num(RANGES.spacing),
  tileAngle: num(RANGES.tileAngle),
});

/** The CSS font for text `px` high in these settings. */
export function cssFont(s: Pick<Settings, 'font' | 'bold'>, px: number): string {
  return `${s.bold ? 'bold ' : ''}${Math.max(1, px).toFixed(2)}px ${FONTS[s.font]}`;
}

export interface OutputType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  /** For the lossy types. */
  quality?: number;
}

/**
 * The output keeps the input's format: JPEG stays JPEG, PNG stays PNG (with its transparency), WebP stays
 * WebP. Formats a browser cannot write (GIF, BMP, ICO, AVIF, SVG) become PNG, which loses nothing; HEIC (an
 * iPhone photo, decoded on the device) becomes JPEG, as a photo.
 */
export function outputTypeFor(kind: ImageKind): OutputType {
  if (kind === 'jpeg' || kind === 'heic') return { mime: 'image/jpeg', ext: 'jpg', quality: 0.92 };
  if (kind === 'webp') return { mime: 'image/webp', ext: 'webp', quality: 0.92 };
  return { mime: 'image/png', ext: 'png' };
}

/** Whether the output is written in the input's own format (else `outputTypeFor` names the one it is). */
export function keepsFormat(kind: ImageKind): boolean {
  return kind === 'jpeg' || kind === 'webp' || kind === 'png';
}

/** Whether the settings draw anything at all (a text mark needs text; an image mark needs a logo). */
export function hasMark(s: Settings, hasLogo: boolean): boolean {
  return s.mode === 'text' ? s.text.trim() !== '' : hasLogo;
}
