/**
 * The handwriting settings (persisted; never the text, which has its own key), their ranges, the page sizes,
 * ink presets, limits, and which font draws a text: the language's default unless the text needs a script that
 * font lacks. Pure; unit-tested in settings.test.ts.
 */
import { fontById, fontsFor, type Script, type WebFont } from '../../lib/fonts/catalog';
import { bool, hexColor, num, oneOf, settingsParser } from '../../lib/settings';
import { ALIGNS, PAPERS, type Align, type Paper } from './logic';

export const PAGE_SIZES = { portrait: [1240, 1754], landscape: [1754, 1240], square: [1240, 1240] } as const;
export type PageSize = keyof typeof PAGE_SIZES;
export const PAGE_SIZE_KEYS = Object.keys(PAGE_SIZES) as PageSize[];

export const INKS = { blue: '#1f3f8f', black: '#1b1b1f', red: '#b3261e' } as const;
export type InkPreset = keyof typeof INKS;

export const FORMATS = ['png', 'jpeg'] as const;
export type Format = (typeof FORMATS)[number];

/** Longest text drawn (UTF-16 units): ~40 pages of Chinese at the default size. Longer text is kept, not drawn. */
export const MAX_CHARS = 20_000;
/** Most pages laid out and offered; the rest is cut with a message. */
export const MAX_PAGES = 60;

/** The handwriting fonts, each language's first (the catalog's order). */
export const HANDWRITING_FONTS: readonly WebFont[] = fontsFor([], 'handwriting');

export interface Settings {
  /** A catalog font id, or 'auto' (by the page's language and the text's scripts). */
  font: string;
  paper: Paper;
  pageSize: PageSize;
  ink: string;
  /** Font size at full resolution, px. */
  size: number;
  /** Line pitch as a multiple of the size. */
  lineSpacing: number;
  /** Page margins, px at full resolution, per side. */
  marginTop: number;
  marginRight: number;
  marginBottom: number;
  marginLeft: number;
  /** How lines sit between the margins (grid paper: whole squares, never justified). */
  align: Align;
  /** Extra space after each character, px at full resolution (not on grid paper, whose squares set it). */
  letterSpacing: number;
  /** Jitter, 0–100 %. */
  jitter: number;
  seed: number;
  blots: boolean;
  strikes: boolean;
  format: Format;
}

export const RANGES = {
  size: { min: 16, max: 120, step: 1 },
  lineSpacing: { min: 1, max: 3, step: 0.05 },
  margin: { min: 20, max: 300, step: 5 },
  letterSpacing: { min: -10, max: 40, step: 1 },
  jitter: { min: 0, max: 100, step: 1 },
} as const satisfies Partial<Record<keyof Settings | 'margin', { min: number; max: number; step: number }>>;

export const DEFAULTS: Settings = {
  font: 'auto',
  paper: 'lined',
  pageSize: 'portrait',
  ink: INKS.blue,
  size: 48,
  lineSpacing: 1.6,
  marginTop: 110,
  marginRight: 110,
  marginBottom: 110,
  marginLeft: 110,
  align: 'left',
  letterSpacing: 0,
  jitter: 50,
  seed: 1,
  blots: false,
  strikes: false,
  format: 'png',
};

const parseFields = settingsParser<Settings>(DEFAULTS, {
  font: oneOf(['auto', ...HANDWRITING_FONTS.map((f) => f.id)]),
  paper: oneOf(PAPERS),
  pageSize: oneOf(PAGE_SIZE_KEYS),
  ink: hexColor,
  size: num(RANGES.size),
  lineSpacing: num(RANGES.lineSpacing),
  marginTop: num(RANGES.margin),
  marginRight: num(RANGES.margin),
  marginBottom: num(RANGES.margin),
  marginLeft: num(RANGES.margin),
  align: oneOf(ALIGNS),
  letterSpacing: num(RANGES.letterSpacing),
  jitter: num(RANGES.jitter),
  seed: (v, d) => (typeof v === 'number' && Number.isInteger(v) ? v >>> 0 : d),
  blots: bool,
  strikes: bool,
  format: oneOf(FORMATS),
});

export const MARGIN_SIDES = ['marginTop', 'marginRight', 'marginBottom', 'marginLeft'] as const;

/**
 * Any stored value (old, partial, corrupt) → valid settings. Settings stored before per-side margins had one
 * `margin`: it becomes each side that is not stored on its own.
 */
export function parseSettings(raw: unknown): Settings {
  if (raw !== null && typeof raw === 'object' && 'margin' in raw) {
    const o = raw as Record<string, unknown>;
    const sides = Object.fromEntries(MARGIN_SIDES.filter((k) => !(k in o)).map((k) => [k, o.margin]));
    return parseFields({ ...o, ...sides });
  }
  return parseFields(raw);
}

/** Each page language's default handwriting font. */
export const LANGUAGE_FONT: Record<string, string> = {
  zh: 'ma-shan-zheng',
  en: 'caveat',
  ja: 'yomogi',
  ko: 'nanum-pen-script',
};

export interface FontChoice {
  font: WebFont;
  /** Why this font: the user chose it, the language's default, or switched because the text needs a script. */
  reason: 'chosen' | 'language' | 'script';
  /** Scripts of the text this font cannot write (drawn with a system font). */
  missing: Script[];
  /** With reason 'script': the language default that was passed over. */
  instead?: WebFont;
}

/**
 * The font for `choice` ('auto' or an id) on a page in `lang` for a text needing `scripts`. 'auto' takes the
 * language's default; if that lacks a script the text needs, the first handwriting font that has them all
 * (the UI says so); if none has them all, the default stays and the missing scripts are reported.
 */
export function resolveFont(choice: string, lang: string, scripts: readonly Script[]): FontChoice {
  const missingIn = (f: WebFont) => scripts.filter((s) => !f.scripts.includes(s));
  const chosen = choice === 'auto' ? undefined : fontById(choice);
  if (chosen) return { font: chosen, reason: 'chosen', missing: missingIn(chosen) };
  const base = fontById(LANGUAGE_FONT[lang] ?? 'caveat') ?? HANDWRITING_FONTS[0]!;
  const missing = missingIn(base);
  if (missing.length === 0) return { font: base, reason: 'language', missing };
  const better = fontsFor(scripts, 'handwriting')[0];
  return better
    ? { font: better, reason: 'script', missing: [], instead: base }
    : { font: base, reason: 'language', missing };
}

/** The downloaded file's name: "handwriting-3.png", or "handwriting.png" for a single page. */
export function pageFileName(page: number, pages: number, format: Format): string {
  const ext = format === 'jpeg' ? 'jpg' : 'png';
  return pages > 1 ? `handwriting-${page + 1}.${ext}` : `handwriting.${ext}`;
}
