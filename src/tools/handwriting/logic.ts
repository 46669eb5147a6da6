/**
 * The handwriting page's layout, pure and measured through an injected `advance(grapheme) => width`: cleaning
 * the text, cutting it into graphemes, breaking lines (any two CJK characters may part, Latin words stay whole
 * unless one alone is wider than the line, kinsoku: no line starts with closing punctuation and none ends with
 * opening punctuation), the page geometry (ruled lines or the 作文纸 grid) and pagination. Unit-tested with a
 * fake measure in logic.test.ts, so every width is exact.
 */

/** How a grapheme breaks: wide (CJK, breaks on either side), a space (a break, dropped at line ends), other. */
export type Kind = 'wide' | 'space' | 'other';

export interface Glyph {
  /** The grapheme (or a whole right-to-left word, which is drawn in one piece so it stays shaped). */
  g: string;
  kind: Kind;
  /** Advance width, px. */
  w: number;
  /** Written, then struck through (and written again after it). */
  struck?: boolean;
  /** Index in the whole text's glyph stream: the key of its jitter, so a page looks the same drawn alone. */
  i: number;
}

export interface PlacedGlyph extends Glyph {
  /** Left edge from the line's start, px. */
  x: number;
}

export interface Line {
  glyphs: PlacedGlyph[];
  /** From the first glyph's left to the last non-space glyph's right, px. */
  width: number;
}

const WIDE =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\u30fc\uff01-\uff60\uffe0-\uffe6\u2e80-\u2fdf\u3100-\u312f\u31f0-\u31ff\ufe30-\ufe4f]/u;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Never at the start of a line: closing brackets and quotes, CJK and Latin stops, small kana, the prolonged mark. */
export const NO_START = new Set([
  ...'，。、．：；！？）」』】〕〉》〗〙｝］’”・ー…‥～〜々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%‰℃,.:;!?)]}',
]);
/** Never at the end of a line: opening brackets and quotes. */
export const NO_END = new Set([...'（「『【〔〈《〖〘｛［‘“([{']);

/**
 * The text as it can be drawn: CRLF/CR → LF, tabs → a space, other control characters removed, lone surrogates
 * → U+FFFD (a canvas would draw them as nothing, or as tofu).
 */
export function cleanText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out += text[i]! + text[i + 1]!;
        i++;
      } else out += '\ufffd';
    } else if (c >= 0xdc00 && c <= 0xdfff) out += '\ufffd';
    else if (c === 13) {
      out += '\n';
      if (text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 9) out += ' ';
    else if (c === 10 || (c >= 32 && c !== 127 && !(c >= 0x80 && c < 0xa0))) out += text[i]!;
  }
  return out;
}

let segmenter: Intl.Segmenter | null = null;
/** Graphemes (user-perceived characters: an emoji ZWJ sequence or a flag is one). */
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function kindOf(g: string): Kind {
  if (g === ' ' || g === '\u00a0' || g === '\u3000') return g === '\u3000' ? 'wide' : 'space';
  return WIDE.test(g) ? 'wide' : 'other';
}

/**
 * The advance width of grapheme `g`; `after` is the letter before it in the same word, if any, so a measure
 * can include their kerning (width of after + g minus width of after).
 */
export type Advance = (g: string, after?: string) => number;

/**
 * One paragraph (no newline) → unplaced glyphs. A run of `other` graphemes that contains right-to-left letters
 * becomes one glyph (the canvas shapes and orders it; drawn letter by letter Arabic would fall apart).
 * `start` is the stream index of the first glyph.
 */
export function tokenize(paragraph: string, advance: Advance, start = 0): Glyph[] {
  return run(tokenizeSteps(paragraph, advance, start));
}

/** Runs a stepped computation to its end. */
function run<T>(steps: Generator<void, T>): T {
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/** How many glyphs a step handles before it pauses (the caller may then give the browser a turn). */
const STEP = 400;

function* tokenizeSteps(paragraph: string, advance: Advance, start: number): Generator<void, Glyph[]> {
  const gs = graphemes(paragraph);
  const out: Glyph[] = [];
  for (let k = 0; k < gs.length;) {
    if (k % STEP === 0 && k > 0) yield;
    const g = gs[k]!;
    const kind = kindOf(g);
    if (kind === 'other' && RTL.test(g)) {
      let end = k;
      while (end < gs.length && kindOf(gs[end]!) === 'other') end++;
      const word = gs.slice(k, end).join('');
      out.push({ g: word, kind, w: advance(word), i: start + out.length });
      k = end;
    } else {
      const prev = out.at(-1);
      const after = kind === 'other' && prev?.kind === 'other' && k > 0 && prev.g === gs[k - 1] ? prev.g : undefined;
      out.push({ g, kind, w: Math.max(0, advance(g, after)), i: start + out.length });
      k++;
    }
  }
  return out;
}

/** Whether a line may end between glyph a and glyph b. */
export function canBreak(a: Glyph, b: Glyph): boolean {
  if (NO_START.has(b.g) || NO_END.has(a.g)) return false;
  if (b.kind === 'space') return true;
  return a.kind !== 'other' || b.kind !== 'other';
}

function place(glyphs: Glyph[], from: number, to: number): Line {
  let end = to;
  while (end > from && glyphs[end - 1]!.kind === 'space') end--;
  let x = 0;
  const placed: PlacedGlyph[] = [];
  for (let k = from; k < end; k++) {
    placed.push({ ...glyphs[k]!, x });
    x += glyphs[k]!.w;
  }
  return { glyphs: placed, width: x };
}

/**
 * Breaks one paragraph's glyphs into lines of at most `width` px (greedy). Where glyph k would overflow, the line
 * ends at the last allowed break at or before k; a word (or an unbreakable run) longer than the whole line is cut
 * between graphemes. Spaces at a line's start or end are dropped. Stops after `maxLines` lines.
 * An empty paragraph is one empty line.
 */
export function breakParagraph(glyphs: Glyph[], width: number, maxLines = Infinity): Line[] {
  return run(breakSteps(glyphs, width, maxLines)).lines;
}

function* breakSteps(
  glyphs: Glyph[],
  width: number,
  maxLines: number,
): Generator<void, { lines: Line[]; done: boolean }> {
  const lines: Line[] = [];
  let s = 0;
  const skipSpaces = () => {
    while (s < glyphs.length && glyphs[s]!.kind === 'space') s++;
  };
  if (glyphs.length === 0) return { lines: maxLines > 0 ? [{ glyphs: [], width: 0 }] : [], done: maxLines > 0 };
  skipSpaces();
  while (s < glyphs.length && lines.length < maxLines) {
    let x = 0;
    let k = s;
    while (k < glyphs.length && (k === s || glyphs[k]!.kind === 'space' || x + glyphs[k]!.w <= width)) {
      x += glyphs[k]!.w;
      k++;
    }
    if (k >= glyphs.length) {
      lines.push(place(glyphs, s, glyphs.length));
      return { lines, done: true };
    }
    // glyphs[k] does not fit: the last allowed break in (s, k].
    let b = k;
    while (b > s && !canBreak(glyphs[b - 1]!, glyphs[b]!)) b--;
    if (b === s) {
      // No allowed break on this line: cut where it overflows, but not right before a closing mark.
      b = k;
      while (b > s + 1 && NO_START.has(glyphs[b]!.g)) b--;
    }
    lines.push(place(glyphs, s, b));
    s = b;
    skipSpaces();
    if (lines.length % 16 === 0) yield;
  }
  if (lines.length === 0 && maxLines > 0) lines.push({ glyphs: [], width: 0 }); // only spaces
  return { lines, done: s >= glyphs.length };
}

export interface LayoutResult {
  lines: Line[];
  /** The text needed more than `maxLines` lines: the rest was not laid out. */
  truncated: boolean;
  /** Glyphs in the stream (the next stream index). */
  glyphCount: number;
}

/**
 * The whole text → lines. `prepare` may rewrite a paragraph's glyphs before breaking (the strike-throughs);
 * stream indices continue across paragraphs.
 */
export function layoutText(
  text: string,
  width: number,
  advance: Advance,
  maxLines = Infinity,
  prepare: (glyphs: Glyph[]) => Glyph[] = (g) => g,
  align: AlignOptions = { align: 'left' },
): LayoutResult {
  return run(layoutSteps(text, width, advance, maxLines, prepare, align));
}

/**
 * layoutText as steps: the generator pauses every few hundred glyphs, so a caller on the main thread can give
 * the browser a turn between steps (the result is the same).
 */
export function* layoutSteps(
  text: string,
  width: number,
  advance: Advance,
  maxLines = Infinity,
  prepare: (glyphs: Glyph[]) => Glyph[] = (g) => g,
  align: AlignOptions = { align: 'left' },
): Generator<void, LayoutResult> {
  const lines: Line[] = [];
  let next = 0;
  const paragraphs = cleanText(text).split('\n');
  for (const p of paragraphs) {
    if (lines.length >= maxLines) return { lines, truncated: true, glyphCount: next };
    const glyphs = prepare(yield* tokenizeSteps(p, advance, next));
    next = glyphs.reduce((m, g) => (g.struck ? m : Math.max(m, g.i + 1)), next);
    const { lines: more, done } = yield* breakSteps(glyphs, width, maxLines - lines.length);
    lines.push(...(align.align === 'left' ? more : alignLines(more, width, align, done)));
    if (!done) return { lines, truncated: true, glyphCount: next };
    yield;
  }
  return { lines, truncated: false, glyphCount: next };
}

export const ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type Align = (typeof ALIGNS)[number];

export interface AlignOptions {
  align: Align;
  /** Letter spacing included in every advance, px: the last glyph's is not part of the line's visible width. */
  spacing?: number;
  /** Offsets are rounded down to a multiple of this (grid paper: whole squares); justify is then left. */
  snap?: number;
}

/**
 * One paragraph's lines aligned in a line `width` px wide: each glyph's x moved (left: unchanged). Centre and
 * right shift the whole line; justify spreads the spare width over the line's gaps where a line may stretch (after
 * a space, and on either side of a CJK character, never inside a Latin word), except on the paragraph's last
 * line (`endsParagraph`), which stays left as in CSS. A line wider than `width` (a cut word) is left as it is.
 */
export function alignLines(lines: readonly Line[], width: number, o: AlignOptions, endsParagraph = true): Line[] {
  const spacing = o.spacing ?? 0;
  return lines.map((line, n) => {
    const { glyphs } = line;
    if (glyphs.length === 0) return line;
    const visible = line.width - spacing;
    const spare = width - visible;
    if (spare <= 0) return line;
    const snap = (v: number) => (o.snap ? Math.floor(v / o.snap) * o.snap : v);
    let shift: (k: number) => number;
    if (o.align === 'center') {
      const d = snap(spare / 2);
      shift = () => d;
    } else if (o.align === 'right') {
      const d = snap(spare);
      shift = () => d;
    } else if (o.align === 'justify' && !o.snap && !(endsParagraph && n === lines.length - 1)) {
      const before: number[] = [0];
      for (let k = 1; k < glyphs.length; k++)
        before.push(before[k - 1]! + (stretches(glyphs[k - 1]!, glyphs[k]!) ? 1 : 0));
      const gaps = before[glyphs.length - 1]!;
      if (gaps === 0) return line;
      shift = (k) => (spare * before[k]!) / gaps;
    } else return line;
    return {
      glyphs: glyphs.map((g, k) => ({ ...g, x: g.x + shift(k) })),
      width: line.width + shift(glyphs.length - 1),
    };
  });
}

/** Whether justification may widen the gap between a and b. */
function stretches(a: Glyph, b: Glyph): boolean {
  if (b.kind === 'space') return false;
  return a.kind === 'space' || a.kind === 'wide' || b.kind === 'wide';
}

export const PAPERS = ['lined', 'grid', 'plain', 'aged'] as const;
export type Paper = (typeof PAPERS)[number];

/** Page margins, px at full resolution. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface GeometryInput {
  width: number;
  height: number;
  /** Per side, or one number for all four. */
  margin: Margins | number;
  fontSize: number;
  lineSpacing: number;
  paper: Paper;
}

export interface Grid {
  /** Side of a square, px. */
  cell: number;
  cols: number;
  rows: number;
  /** Distance from one row of squares to the next (≥ cell: the gap between rows of 作文纸). */
  pitch: number;
  left: number;
  top: number;
}

export interface Geometry {
  /** Where line 0 starts, px. */
  left: number;
  top: number;
  /** Width a line may fill, px. */
  lineWidth: number;
  /** Line pitch, px. */
  lineHeight: number;
  linesPerPage: number;
  grid: Grid | null;
}

/** The squares of grid paper: whole squares only, centred across the writing area, `rows` that fit down it. */
export function gridOf(g: GeometryInput): Grid {
  const m = marginsOf(g.margin);
  const cell = Math.max(8, Math.round(g.fontSize * 1.25));
  const areaW = g.width - m.left - m.right;
  const areaH = g.height - m.top - m.bottom;
  const cols = Math.max(1, Math.floor(areaW / cell));
  const pitch = Math.max(cell, Math.round(g.fontSize * g.lineSpacing));
  const rows = Math.max(1, Math.floor((areaH - cell) / pitch) + 1);
  return { cell, cols, rows, pitch, left: m.left + Math.floor((areaW - cols * cell) / 2), top: m.top };
}

export function marginsOf(m: Margins | number): Margins {
  return typeof m === 'number' ? { top: m, right: m, bottom: m, left: m } : m;
}

export function geometry(g: GeometryInput): Geometry {
  if (g.paper === 'grid') {
    const grid = gridOf(g);
    return {
      left: grid.left,
      top: grid.top,
      lineWidth: grid.cols * grid.cell,
      lineHeight: grid.pitch,
      linesPerPage: grid.rows,
      grid,
    };
  }
  const m = marginsOf(g.margin);
  const lineHeight = Math.max(1, Math.round(g.fontSize * g.lineSpacing));
  return {
    left: m.left,
    top: m.top,
    lineWidth: Math.max(1, g.width - m.left - m.right),
    lineHeight,
    linesPerPage: Math.max(1, Math.floor((g.height - m.top - m.bottom) / lineHeight)),
    grid: null,
  };
}

/**
 * Advance widths on grid paper: a wide character fills a square, anything else half of one (two Latin letters
 * or digits share a square, as people write them on 作文纸).
 */
export function gridAdvance(cell: number): Advance {
  return (g) => (kindOf(g) === 'wide' ? cell : (cell / 2) * Math.max(1, graphemes(g).length));
}

/** The square (column, row) a placed glyph's centre falls in, on a line of grid paper. */
export function cellOf(grid: Grid, row: number, glyph: Pick<PlacedGlyph, 'x' | 'w'>): { col: number; row: number } {
  return { col: Math.floor((glyph.x + glyph.w / 2) / grid.cell), row };
}

/** Lines cut into pages of `perPage`; always at least one (empty) page. */
export function paginate<T>(lines: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let k = 0; k < lines.length; k += perPage) pages.push(lines.slice(k, k + perPage));
  return pages.length ? pages : [[]];
}
