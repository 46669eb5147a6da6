/**
 * Fitting one subtitle line into a strip's width, for CJK and Latin text mixed. Pure: the width of a text is
 * asked of `measure(text, px)` (a canvas's measureText in the tool, a fake in the tests), so the results are
 * exact. Rules:
 * - a line may break between any two CJK characters, and at spaces; a Latin word stays whole unless it alone
 *   is wider than the line (then it breaks between characters);
 * - no line starts with closing punctuation (，。、！？）」 …): the character before it moves down with it
 *   (kinsoku);
 * - a subtitle keeps its own lines (split at `\N`), and each takes at most two lines: when wrapping gives more,
 *   the font shrinks step by step (down to MIN_SHRINK of the size), and at the smallest size the second line
 *   ends in "…".
 */

import { cueLines } from './subtitles';

/** Width of `text` drawn at `px` pixels. */
export type Measure = (text: string, px: number) => number;

/** Characters that may not start a line. */
export const NO_LINE_START = new Set([
  ...'，。、！？；：）」』】〕》〉”’…‥・ー～,.!?;:)]}%',
  ...'ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々',
]);

/** Whole characters (grapheme clusters: an emoji ZWJ sequence or a letter with accents is one). */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

const BREAKS_ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef\p{Extended_Pictographic}]/u;

/** Units between which a line may break: one CJK character (with any closing punctuation after it), a word, a space. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  let word = '';
  const flush = () => {
    if (word) out.push(word);
    word = '';
  };
  for (const g of graphemes(text)) {
    if (/^\s+$/u.test(g)) {
      flush();
      out.push(' ');
    } else if (BREAKS_ANYWHERE.test(g) || NO_LINE_START.has(g)) {
      // Closing punctuation sticks to what comes before it (kinsoku), CJK characters stand alone.
      if (NO_LINE_START.has(g) && (word || out.length)) {
        if (word) word += g;
        else if (out[out.length - 1] !== ' ') out[out.length - 1] += g;
        else out.push(g);
      } else {
        flush();
        out.push(g);
      }
    } else word += g;
  }
  flush();
  return out;
}

/** Breaks a word wider than `max` between its characters (greedy, at least one character a line). */
function splitWord(word: string, max: number, px: number, measure: Measure): string[] {
  const out: string[] = [];
  let line = '';
  for (const g of graphemes(word)) {
    if (line && measure(line + g, px) > max) {
      const chars = graphemes(line);
      // Kinsoku here too: closing punctuation takes the character before it (and any punctuation between) down
      // to the next line, or, when nothing else would stay on this line, hangs past the width.
      let carry = '';
      if (NO_LINE_START.has(g)) {
        let k = chars.length - 1;
        while (k > 0 && NO_LINE_START.has(chars[k]!)) k--;
        if (k <= 0) {
          line += g;
          continue;
        }
        carry = chars.splice(k).join('');
      }
      out.push(chars.join(''));
      line = carry + g;
    } else line += g;
  }
  if (line) out.push(line);
  return out;
}

/** Greedy wrapping of `text` into lines no wider than `max` at `px` (a line holds at least one unit). */
export function wrap(text: string, max: number, px: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens(text.trim())) {
    if (tok === ' ') {
      if (line) line += ' ';
      continue;
    }
    if (measure(line + tok, px) <= max) {
      line += tok;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    if (measure(tok, px) > max) {
      const parts = splitWord(tok, max, px, measure);
      lines.push(...parts.slice(0, -1));
      line = parts[parts.length - 1] ?? '';
    } else line = tok;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export const MAX_LINES = 2;
/** The font never shrinks below this share of the chosen size. */
export const MIN_SHRINK = 0.6;
/** Each shrink step multiplies the size by this. */
export const SHRINK_STEP = 0.9;

export interface Fitted {
  lines: string[];
  /** The font size used, px. */
  px: number;
  /** Whether the text had to be cut (an ellipsis ends the last line). */
  cut: boolean;
}

/** Cuts `line` so that `line + '…'` fits `max`. */
function withEllipsis(line: string, max: number, px: number, measure: Measure): string {
  const chars = graphemes(line.trimEnd());
  while (chars.length && measure(chars.join('') + '…', px) > max) chars.pop();
  return chars.join('').trimEnd() + '…';
}

/**
 * One subtitle fitted to width `max`: each of its own lines (a bilingual or dialogue cue has several, split at
 * `\N`) kept as a line and wrapped to at most two; wrap first, then shrink, then cut (see the top).
 */
export function fitSubtitle(text: string, max: number, px: number, measure: Measure): Fitted {
  const parts = cueLines(text);
  const min = px * MIN_SHRINK;
  for (let size = px; ; size *= SHRINK_STEP) {
    const last = size * SHRINK_STEP < min - 1e-9;
    const wrapped = parts.map((p) => wrap(p, max, size, measure));
    if (wrapped.every((w) => w.length <= MAX_LINES)) return { lines: wrapped.flat(), px: size, cut: false };
    if (last) {
      const lines = wrapped.flatMap((w) => {
        if (w.length <= MAX_LINES) return w;
        const kept = w.slice(0, MAX_LINES);
        kept[MAX_LINES - 1] = withEllipsis(kept[MAX_LINES - 1]!, max, size, measure);
        return kept;
      });
      return { lines, px: size, cut: true };
    }
  }
}
