/** The card's settings: themes, size presets, the persisted shape and its parser (old or corrupt data → defaults). */
import { WEB_FONTS, fontById, fontsFor, scriptsOf, type FontStyle, type WebFont } from '../../lib/fonts/catalog';
import { hexColor, oneOf, settingsParser, text, type Rule } from '../../lib/settings';
import { MARK_STYLES, type MarkStyle } from './logic';

export type Texture = 'none' | 'paper' | 'linen' | 'marble' | 'bokeh' | 'film';

export interface Theme {
  id: string;
  /** Background: one colour, or the stops of a diagonal gradient. */
  background: readonly string[];
  texture: Texture;
  /** Quote text colour. */
  text: string;
  /** Author, source and watermark colour. */
  accent: string;
  dark: boolean;
}

export const THEMES: readonly Theme[] = [
  { id: 'paper', background: ['#f6f1e7'], texture: 'paper', text: '#2b2620', accent: '#7a6a55', dark: false },
  { id: 'ink', background: ['#14161c'], texture: 'none', text: '#f3f1ea', accent: '#b9b3a4', dark: true },
  { id: 'snow', background: ['#ffffff'], texture: 'none', text: '#111827', accent: '#4b5563', dark: false },
  {
    id: 'sunset',
    background: ['#ff9a6b', '#e8508a', '#6a3fb5'],
    texture: 'none',
    text: '#ffffff',
    accent: '#ffe3d3',
    dark: true,
  },
  {
    id: 'ocean',
    background: ['#0f4c75', '#1b8a9c', '#48c6b5'],
    texture: 'none',
    text: '#ffffff',
    accent: '#d7f5ef',
    dark: true,
  },
  { id: 'linen', background: ['#ece4d4'], texture: 'linen', text: '#33302a', accent: '#6e6556', dark: false },
  { id: 'marble', background: ['#f4f4f2'], texture: 'marble', text: '#1f2328', accent: '#5d6470', dark: false },
  { id: 'bokeh', background: ['#1d1533', '#3a1f4d'], texture: 'bokeh', text: '#fff8ec', accent: '#f2c98b', dark: true },
  { id: 'film', background: ['#2a2723'], texture: 'film', text: '#ede6d6', accent: '#c2b79f', dark: true },
  { id: 'mint', background: ['#e3f4ec', '#cfe9f3'], texture: 'paper', text: '#17403a', accent: '#3f7a70', dark: false },
];

export const PRESETS = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  landscape: { width: 1200, height: 630 },
} as const;
export type Preset = keyof typeof PRESETS | 'custom';
export const PRESET_IDS: readonly Preset[] = ['square', 'story', 'landscape', 'custom'];

/** Custom sizes: each side within these bounds, px (a 4096×4096 PNG is ~50 MB of pixels in memory). */
export const SIDE = { min: 200, max: 4096 } as const;

export const ALIGNS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNS)[number];
export const CORNERS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type Corner = (typeof CORNERS)[number];
export const STYLES: readonly FontStyle[] = ['serif', 'sans', 'handwriting'];
export type Format = 'png' | 'jpeg';

/** Longest quote, author/source and watermark (UTF-16 units; a quote card is not a book). */
export const MAX = { quote: 2000, author: 120, source: 160, watermark: 80 } as const;

export interface Texts {
  quote: string;
  author: string;
  source: string;
}

export interface Settings {
  theme: string;
  /** A catalog font id; when it cannot write the text, the first font that can is used (see pickFont). */
  font: string;
  /**
   * In a text that mixes CJK with Latin letters: 'same' (the font above writes both), or the id of a font for
   * the Latin letters, digits and other non-CJK characters (see latinFontFor).
   */
  latinFont: string;
  preset: Preset;
  width: number;
  height: number;
  align: Align;
  marks: MarkStyle;
  watermark: string;
  corner: Corner;
  format: Format;
  /** The theme's colours, or the visitor's own text and background colours. */
  colors: 'theme' | 'custom';
  textColor: string;
  bgColor: string;
}

export const DEFAULT_TEXTS: Texts = { quote: '', author: '', source: '' };
export const DEFAULTS: Settings = {
  theme: 'paper',
  font: 'noto-serif-sc',
  latinFont: 'same',
  preset: 'square',
  width: 1080,
  height: 1080,
  align: 'center',
  marks: 'auto',
  watermark: '',
  corner: 'bottom-right',
  format: 'png',
  colors: 'theme',
  textColor: '#2b2620',
  bgColor: '#f6f1e7',
};

export function themeById(id: string): Theme {
  return THEMES.find((t) => t.id === id) ?? THEMES[0]!;
}

/** Relative luminance of "#rrggbb" (0 black … 1 white). */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

/**
 * The theme the card is drawn with: the chosen theme, or with the visitor's own colours a plain background of
 * `bgColor` and the text (author and source too) in `textColor`. Pure.
 */
export function cardTheme(s: Pick<Settings, 'theme' | 'colors' | 'textColor' | 'bgColor'>): Theme {
  const base = themeById(s.theme);
  if (s.colors !== 'custom') return base;
  return {
    ...base,
    background: [s.bgColor],
    texture: 'none',
    text: s.textColor,
    accent: s.textColor,
    dark: luminance(s.bgColor) < 0.35,
  };
}

/** The card's pixel size for the settings (a preset's, or the custom size clamped to SIDE). */
export function cardSize(s: Pick<Settings, 'preset' | 'width' | 'height'>): { width: number; height: number } {
  if (s.preset !== 'custom') return PRESETS[s.preset];
  return { width: clampSide(s.width), height: clampSide(s.height) };
}

export function clampSide(n: number): number {
  return Number.isFinite(n) ? Math.min(SIDE.max, Math.max(SIDE.min, Math.round(n))) : SIDE.min;
}

/** The fonts offered for a text: those of the three styles that cover every script it uses. */
export function fontsForText(text: string): WebFont[] {
  const scripts = scriptsOf(text);
  const fonts = fontsFor(scripts).filter((f) => STYLES.includes(f.style));
  if (fonts.length) return fonts;
  // Korean mixed with Chinese (or Japanese): no single font writes both; offer those for the main CJK script.
  return fontsFor(scripts.slice(0, 2)).filter((f) => STYLES.includes(f.style));
}

/** The font to draw with: the chosen one when it covers the text, else the first offered (serif first). */
export function pickFont(id: string, offered: readonly WebFont[]): WebFont {
  return offered.find((f) => f.id === id) ?? offered[0] ?? fontById('noto-sans-sc')!;
}

/** A catalog font id. */
const fontId: Rule<string> = (v, d) => (typeof v === 'string' && fontById(v) ? v : d);

/** The fonts offered for the Latin part of a mixed text: the Latin-only faces first, then the others. */
export const LATIN_FONTS: readonly WebFont[] = [
  ...WEB_FONTS.filter((f) => STYLES.includes(f.style) && f.scripts.length === 1 && f.scripts[0] === 'latin'),
  ...WEB_FONTS.filter((f) => STYLES.includes(f.style) && f.scripts.length > 1 && f.scripts.includes('latin')),
];

/**
 * The font for the Latin runs of `text`, or null when one font draws everything: the setting is 'same', the text
 * has no CJK (then the card's font is already chosen for Latin), or it names the card's own font.
 */
export function latinFontFor(id: string, text: string, main: WebFont): WebFont | null {
  if (id === 'same' || scriptsOf(text).length < 2) return null;
  const f = LATIN_FONTS.find((x) => x.id === id);
  return f && f.id !== main.id ? f : null;
}
/** A side in px, rounded and clamped to SIDE (a number that is not finite is SIDE.min). */
const side: Rule<number> = (v, d) => (typeof v === 'number' ? clampSide(v) : d);

export const parseSettings = settingsParser<Settings>(DEFAULTS, {
  theme: oneOf(THEMES.map((t) => t.id)),
  font: fontId,
  latinFont: oneOf(['same', ...LATIN_FONTS.map((f) => f.id)]),
  preset: oneOf(PRESET_IDS),
  width: side,
  height: side,
  align: oneOf(ALIGNS),
  marks: oneOf(MARK_STYLES),
  watermark: text(MAX.watermark),
  corner: oneOf(CORNERS),
  format: oneOf(['png', 'jpeg']),
  colors: oneOf(['theme', 'custom']),
  textColor: hexColor,
  bgColor: hexColor,
});

export const parseTexts = settingsParser<Texts>(
  { quote: '', author: '', source: '' },
  { quote: text(MAX.quote), author: text(MAX.author), source: text(MAX.source) },
);
