/**
 * The translator's pure logic: the tab in the address, the language pair, the history of the last translations,
 * and the maths of the translated image (the local background colour of a text block, CJK-aware line wrapping,
 * the largest font size that fits a box). No DOM: measuring text is passed in.
 */
import { LANGUAGES, isLangCode, type LangCode, type SourceLang } from '../../lib/translate/types';
import type { BBox } from '../../lib/ocr/logic';

// ---- Tabs --------------------------------------------------------------------------------------------------

export type Tab = 'text' | 'image';

/** The tab named by `?tab=` (text unless it says image). */
export function readTab(search: string): Tab {
  return new URLSearchParams(search).get('tab') === 'image' ? 'image' : 'text';
}

/** The query string with `tab` set, other parameters kept (`?tab=image`). */
export function withTab(search: string, tab: Tab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params.toString()}`;
}

// ---- Languages ---------------------------------------------------------------------------------------------

export interface Pair {
  source: SourceLang;
  target: LangCode;
}

export const DEFAULT_PAIR: Pair = { source: 'auto', target: 'en' };

/** The target for a page language (a Chinese page translates into English, any other into Chinese). */
export function defaultPair(pageLang: string): Pair {
  return { source: 'auto', target: pageLang === 'zh' ? 'en' : 'zh' };
}

export function parsePair(raw: unknown, fallback: Pair = DEFAULT_PAIR): Pair {
  if (!raw || typeof raw !== 'object') return fallback;
  const r = raw as Record<string, unknown>;
  const source = r.source === 'auto' || (typeof r.source === 'string' && isLangCode(r.source)) ? r.source : null;
  const target = typeof r.target === 'string' && isLangCode(r.target) ? r.target : null;
  return source && target ? { source: source as SourceLang, target } : fallback;
}

/**
 * Swapped languages. With auto-detect the detected language (when known) becomes the target; unknown, the old
 * target becomes the source and the target turns to the page's language or English.
 */
export function swapPair(pair: Pair, detected?: LangCode, pageLang = 'en'): Pair {
  const from = pair.source === 'auto' ? detected : pair.source;
  if (from && from !== pair.target) return { source: pair.target, target: from };
  const fallback: LangCode =
    isLangCode(pageLang) && pageLang !== pair.target ? pageLang : pair.target === 'en' ? 'zh' : 'en';
  return { source: pair.target, target: fallback };
}

/** Every language, ordered as LANGUAGES. */
export const TARGETS: readonly LangCode[] = LANGUAGES;

// ---- History -----------------------------------------------------------------------------------------------

export interface HistoryEntry {
  source: SourceLang;
  target: LangCode;
  text: string;
  result: string;
  /** ms since the epoch */
  at: number;
}

export const HISTORY_MAX = 20;
/** Longer texts are kept in the history cut to this many characters (localStorage is small). */
export const HISTORY_TEXT_MAX = 5000;

const cutText = (s: string) => (s.length > HISTORY_TEXT_MAX ? s.slice(0, HISTORY_TEXT_MAX) : s);

/** The history with `entry` first: the same text and pair replaces its older entry; at most HISTORY_MAX. */
export function addHistory(list: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const e = { ...entry, text: cutText(entry.text), result: cutText(entry.result) };
  const rest = list.filter((h) => !(h.text === e.text && h.source === e.source && h.target === e.target));
  return [e, ...rest].slice(0, HISTORY_MAX);
}

export function parseHistory(raw: unknown): HistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: HistoryEntry[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const h = item as Record<string, unknown>;
    const pair = parsePair(h, { source: 'auto', target: 'zz' as LangCode });
    if ((pair.target as string) === 'zz') continue;
    if (typeof h.text !== 'string' || typeof h.result !== 'string' || typeof h.at !== 'number') continue;
    out.push({ ...pair, text: cutText(h.text), result: cutText(h.result), at: h.at });
    if (out.length === HISTORY_MAX) break;
  }
  return out;
}

// ---- Image: colours ----------------------------------------------------------------------------------------

export type Rgb = [number, number, number];

function median(values: number[]): number {
  if (!values.length) return 255;
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 ? values[mid]! : Math.round((values[mid - 1]! + values[mid]!) / 2);
}

/**
 * The local background of a text block: the per-channel median of the pixels on a ring `margin` pixels outside
 * its box (clipped to the image; the box's own border when the ring is wholly outside). RGBA pixels, row-major.
 */
export function backgroundColour(
  pixels: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  box: BBox,
  margin = 2,
): Rgb {
  const x0 = Math.max(0, Math.floor(box.x0) - margin);
  const y0 = Math.max(0, Math.floor(box.y0) - margin);
  const x1 = Math.min(width - 1, Math.ceil(box.x1) - 1 + margin);
  const y1 = Math.min(height - 1, Math.ceil(box.y1) - 1 + margin);
  const r: number[] = [];
  const g: number[] = [];
  const b: number[] = [];
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    r.push(pixels[i]!);
    g.push(pixels[i + 1]!);
    b.push(pixels[i + 2]!);
  };
  if (x1 < x0 || y1 < y0) return [255, 255, 255];
  for (let x = x0; x <= x1; x += 1) {
    take(x, y0);
    if (y1 !== y0) take(x, y1);
  }
  for (let y = y0 + 1; y < y1; y += 1) {
    take(x0, y);
    if (x1 !== x0) take(x1, y);
  }
  return [median(r), median(g), median(b)];
}

/** Relative luminance (WCAG) of an sRGB colour, 0–1. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Black or white text on `bg`, whichever contrasts more. */
export function textColourFor(bg: Rgb): '#000000' | '#ffffff' {
  const l = luminance(bg);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function rgbCss([r, g, b]: Rgb): string {
  return `rgb(${r} ${g} ${b})`;
}

// ---- Image: wrapping and fitting ---------------------------------------------------------------------------

/** Characters a line may break before or after without a space: Han, kana, Hangul syllables, CJK punctuation. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
/** Never at the start of a line (closing marks, small kana, full stops). */
const NO_START = /^[，。、．！？；：）」』】〕〉》”’ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ,.!?;:)\]}%]$/u;
/** Never at the end of a line (opening marks). */
const NO_END = /^[（「『【〔〈《“‘([{]$/u;

/**
 * The text as units that wrap as a whole: a CJK character alone, a run of other characters with the spaces after
 * it; closing marks stay with what precedes them, opening marks with what follows.
 */
export function wrapUnits(text: string): string[] {
  const units: string[] = [];
  let word = '';
  let open = '';
  const push = (u: string) => {
    units.push(open + u);
    open = '';
  };
  const flush = () => {
    if (word) push(word);
    word = '';
  };
  const attach = (ch: string) => {
    if (word) word += ch;
    else if (units.length && !open) units[units.length - 1] += ch;
    else word += ch;
  };
  for (const ch of Array.from(text)) {
    if (NO_START.test(ch)) attach(ch);
    else if (NO_END.test(ch)) {
      flush();
      open += ch;
    } else if (/\s/.test(ch)) {
      attach(ch);
      if (word.trim()) flush();
    } else if (CJK_CHAR.test(ch)) {
      flush();
      push(ch);
    } else {
      if (/\s$/.test(word) && word.trim()) flush();
      word += ch;
    }
  }
  flush();
  if (open) units.push(open);
  return units;
}

/**
 * Lines of `text` no wider than `maxWidth` (by `measure`), breaking between CJK characters anywhere and between
 * other words at spaces; a word wider than a line is broken by character. Line breaks in the text are kept;
 * spaces at line ends are dropped.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const unit of wrapUnits(paragraph)) {
      const candidate = line + unit;
      if (!line || measure(candidate.trimEnd()) <= maxWidth) {
        line = candidate;
        if (measure(line.trimEnd()) > maxWidth) {
          // One unit wider than the line: break it by character.
          let part = '';
          for (const ch of Array.from(line)) {
            if (part && measure(part + ch) > maxWidth) {
              lines.push(part.trimEnd());
              part = '';
            }
            part += ch;
          }
          line = part;
        }
        continue;
      }
      lines.push(line.trimEnd());
      line = unit.trimStart();
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export interface Fit {
  size: number;
  lines: string[];
  lineHeight: number;
}

export interface FitOptions {
  maxSize: number;
  minSize?: number;
  /** Line height as a multiple of the font size. */
  leading?: number;
}

/**
 * The largest whole font size (≤ maxSize, ≥ minSize) at which `text` wrapped to the box's width fits its height;
 * at minSize it may overflow (the caller clips). `measure(s, size)` is the width of `s` at `size`.
 */
export function fitText(
  text: string,
  width: number,
  height: number,
  measure: (s: string, size: number) => number,
  { maxSize, minSize = 6, leading = 1.2 }: FitOptions,
): Fit {
  const at = (size: number): Fit => ({
    size,
    lines: wrapText(text, width, (s) => measure(s, size)),
    lineHeight: Math.round(size * leading * 100) / 100,
  });
  const fits = (f: Fit) =>
    f.lines.length * f.lineHeight <= height + 0.001 && f.lines.every((l) => measure(l, f.size) <= width + 0.001);
  let lo = Math.max(1, Math.floor(minSize));
  let hi = Math.max(lo, Math.floor(maxSize));
  if (fits(at(hi))) return at(hi);
  if (!fits(at(lo))) return at(lo);
  // fits(lo) and not fits(hi): the largest fitting size between.
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(at(mid))) lo = mid;
    else hi = mid;
  }
  return at(lo);
}

/** The starting font size for a block: about the height of its original lines. */
export function blockFontSize(lineBoxes: readonly BBox[], fallbackHeight: number): number {
  const heights = lineBoxes.map((b) => b.y1 - b.y0).filter((h) => h > 0);
  const h = heights.length ? median(heights) : fallbackHeight;
  return Math.max(6, Math.round(h * 0.85));
}

/** The catalog font (src/lib/fonts) for a target language's text. */
export function fontIdFor(target: LangCode): 'noto-sans-sc' | 'noto-sans-jp' | 'noto-sans-kr' {
  if (target === 'ja') return 'noto-sans-jp';
  if (target === 'ko') return 'noto-sans-kr';
  return 'noto-sans-sc';
}
