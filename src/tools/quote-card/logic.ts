/**
 * Pure text layout of quote-card, no DOM: line breaking for mixed CJK and Latin text (CJK breaks between any two
 * characters, Latin words stay whole, kinsoku keeps closing punctuation off a line's start), the fitting of a
 * quote into a box (binary search on the font size, then truncation with an ellipsis), and quotation marks.
 * Widths come from an injected `measure`, so the tests are exact.
 */

/** Width of `text` at a fixed size (the tests pass a fake, the renderer the canvas's measureText). */
export type Measure = (text: string) => number;
/** Width of `text` at `size` px. */
export type SizedMeasure = (text: string, size: number) => number;

/** Characters that may not start a line (kinsoku shori: closing brackets, full stops, commas, small kana…). */
const NO_START = new Set(
  '，。、．,.!?！？：；:;）)]｝}」』】〕〉》〗〙〛’”’»›…‥ー～〜ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・'.split(
    '',
  ),
);
/** Characters that may not end a line (opening brackets and quotes). */
const NO_END = new Set('（([｛{「『【〔〈《〖〘〚‘“«‹'.split(''));

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /^\s+$/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

type Kind = 'space' | 'word' | 'char';
interface Token {
  text: string;
  kind: Kind;
}

const graphemer = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Grapheme clusters (an emoji ZWJ sequence or a letter with its accents is one). */
export function graphemes(text: string): string[] {
  return Array.from(graphemer.segment(text), (s) => s.segment);
}

/** The text with lone surrogates replaced by U+FFFD and line breaks made \n (what a canvas can draw). */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Spaces, Latin words (with their trailing punctuation) and single breakable characters (CJK, emoji). */
export function tokenize(paragraph: string): Token[] {
  const out: Token[] = [];
  let word = '';
  const flush = () => {
    if (word) out.push({ text: word, kind: 'word' });
    word = '';
  };
  for (const g of graphemes(paragraph)) {
    if (SPACE.test(g)) {
      flush();
      const last = out[out.length - 1];
      if (last?.kind === 'space') last.text += g;
      else out.push({ text: g, kind: 'space' });
    } else if (CJK.test(g) || PICTOGRAPH.test(g) || (NO_START.has(g) && !word) || NO_END.has(g)) {
      flush();
      out.push({ text: g, kind: 'char' });
    } else word += g;
  }
  flush();
  return out;
}

const first = (t: Token) => graphemes(t.text)[0] ?? '';
const last = (t: Token) => graphemes(t.text).at(-1) ?? '';

/** Breaks one paragraph (no \n) into lines no wider than `maxWidth`. */
function breakParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line: Token[] = [];
  let width = 0;
  const widthOf = (ts: Token[]) => ts.reduce((sum, t) => sum + measure(t.text), 0);
  const flush = () => {
    while (line.length && line[line.length - 1]!.kind === 'space') line.pop();
    if (line.length) lines.push(line.map((t) => t.text).join(''));
    line = [];
    width = 0;
  };
  const tokens = tokenize(paragraph);
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.kind === 'space' && line.length === 0) continue;
    const w = measure(tok.text);
    if (width + w <= maxWidth) {
      line.push(tok);
      width += w;
      continue;
    }
    if (tok.kind === 'space') {
      flush();
      continue;
    }
    if (tok.kind === 'word' && w > maxWidth) {
      // A word wider than the line on its own is cut at grapheme boundaries, its start on a line of its own.
      flush();
      const pieces = splitWord(tok.text, maxWidth, measure);
      for (const p of pieces.slice(0, -1)) lines.push(p);
      const rest = pieces.at(-1) ?? '';
      line = [{ text: rest, kind: 'word' }];
      width = measure(rest);
      continue;
    }
    // A new line starts with `tok`, and carries with it what kinsoku forbids to leave behind.
    const carry: Token[] = [];
    if (NO_START.has(first(tok))) {
      // Pull characters down until the carried run starts with one that may start a line.
      while (line.length > 1) {
        const prev = line.pop()!;
        carry.unshift(prev);
        if (prev.kind !== 'space' && !NO_START.has(first(prev))) break;
      }
    }
    while (line.length > 1 && line[line.length - 1]!.kind !== 'space' && NO_END.has(last(line[line.length - 1]!))) {
      carry.unshift(line.pop()!);
    }
    let next = [...carry, tok].filter((t, k) => k > 0 || t.kind !== 'space');
    if (carry.length && widthOf(next) > maxWidth) {
      // The carried run would overflow the new line (a very narrow box): the width wins over kinsoku.
      line.push(...carry);
      next = [tok];
    }
    flush();
    line = next;
    width = widthOf(line);
  }
  flush();
  return lines;
}

/** Cuts a long word into pieces no wider than `maxWidth` (at least one grapheme each). */
function splitWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let cur = '';
  for (const g of graphemes(word)) {
    if (cur && measure(cur + g) > maxWidth) {
      pieces.push(cur);
      cur = g;
    } else cur += g;
  }
  if (cur) pieces.push(cur);
  return pieces;
}

/** Breaks `text` into lines no wider than `maxWidth`; \n starts a new line, an empty line is kept. */
export function breakLines(text: string, maxWidth: number, measure: Measure): string[] {
  return cleanText(text)
    .split('\n')
    .flatMap((p) => {
      const lines = breakParagraph(p, maxWidth, measure);
      return lines.length ? lines : [''];
    });
}

export interface FitOptions {
  measure: SizedMeasure;
  /** The box the quote must stay inside, px. */
  width: number;
  height: number;
  minSize: number;
  maxSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

export interface Fit {
  /** The chosen font size, px (an integer between minSize and maxSize). */
  size: number;
  lines: string[];
  /** True when even minSize did not fit and the text was cut with an ellipsis. */
  truncated: boolean;
}

const heightOf = (lines: number, size: number, lineHeight: number) => lines * size * lineHeight;

/**
 * The largest integer font size in [minSize, maxSize] at which `text`, broken into lines, fits the box (binary
 * search: a larger size never needs fewer lines). When even minSize overflows, the lines that fit are kept and
 * the last one ends with an ellipsis.
 */
export function fitText(text: string, o: FitOptions): Fit {
  const minSize = Math.max(1, Math.floor(o.minSize));
  const maxSize = Math.max(minSize, Math.floor(o.maxSize));
  const layout = (size: number) => breakLines(text, o.width, (s) => o.measure(s, size));
  const fits = (lines: string[], size: number) =>
    heightOf(lines.length, size, o.lineHeight) <= o.height && lines.every((l) => o.measure(l, size) <= o.width);
  let lo = minSize;
  let hi = maxSize;
  let best: Fit | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const lines = layout(mid);
    if (fits(lines, mid)) {
      best = { size: mid, lines, truncated: false };
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (best) return best;
  const lines = layout(minSize);
  const room = Math.max(0, Math.floor(o.height / (minSize * o.lineHeight) + 1e-9));
  const kept = lines.slice(0, room);
  if (kept.length) kept[kept.length - 1] = ellipsize(kept[kept.length - 1]!, o.width, (s) => o.measure(s, minSize));
  return { size: minSize, lines: kept, truncated: true };
}

/** `line` shortened from its end until it and an ellipsis fit `maxWidth`. */
export function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  const gs = graphemes(line.trimEnd());
  while (gs.length && measure(gs.join('') + '…') > maxWidth) gs.pop();
  return gs.join('').trimEnd() + '…';
}

/** Quotation mark styles: `auto` picks by the quote's language. */
export const MARK_STYLES = ['auto', 'none', 'curly', 'corner', 'white-corner', 'guillemets', 'low'] as const;
export type MarkStyle = (typeof MARK_STYLES)[number];

const MARKS: Record<Exclude<MarkStyle, 'auto' | 'none'>, [string, string]> = {
  curly: ['“', '”'],
  corner: ['「', '」'],
  'white-corner': ['『', '』'],
  guillemets: ['«', '»'],
  low: ['„', '“'],
};

/** Pairs that already wrap a quote (a quote typed with its marks is not marked twice). */
const WRAPPED = /^\s*(["“„«「『‘']).*(["”“»」』’'])\s*$/su;

/** The quotation marks for a style: Japanese text gets 「…」 in `auto`, other languages “…”. */
export function marksFor(style: MarkStyle, text: string): [string, string] | null {
  if (style === 'none') return null;
  if (style !== 'auto') return MARKS[style];
  return /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? MARKS.corner : MARKS.curly;
}

/** The quote with its marks (unless it already has some, or is empty). */
export function withMarks(text: string, style: MarkStyle): string {
  const trimmed = text.trim();
  const marks = marksFor(style, trimmed);
  if (!marks || !trimmed || WRAPPED.test(trimmed)) return trimmed;
  return `${marks[0]}${trimmed}${marks[1]}`;
}

/** A piece of a line drawn in one font: CJK (the card's font) or Latin (the Latin font). */
export interface FontRun {
  text: string;
  latin: boolean;
}

const CJK_CHAR =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\u30fc\uff00-\uffef\u2e80-\u2fdf\u3100-\u312f\u31f0-\u31ff\ufe30-\ufe4f]/u;
/** Neither: spaces and the general punctuation both kinds of text use (dashes, curly quotes, ellipsis). */
const NEUTRAL = /[\s\u2000-\u206f]/u;

/**
 * A line cut into runs for two fonts: CJK characters (and CJK punctuation, full-width forms) in the card's font,
 * everything else (Latin letters, digits, ASCII punctuation, emoji) in the Latin font. Spaces and general
 * punctuation stay with the run before them (at the start of a line, with the run after), so a quote mark or a
 * dash is drawn in the font of the words it belongs to.
 */
export function fontRuns(line: string): FontRun[] {
  const runs: FontRun[] = [];
  let pending = '';
  for (const g of graphemes(line)) {
    if (NEUTRAL.test(g)) {
      if (runs.length) runs[runs.length - 1]!.text += g;
      else pending += g;
      continue;
    }
    const latin = !CJK_CHAR.test(g);
    const last = runs.at(-1);
    if (last && last.latin === latin) last.text += g;
    else runs.push({ text: pending + g, latin });
    pending = '';
  }
  if (pending) runs.push({ text: pending, latin: true });
  return runs;
}
