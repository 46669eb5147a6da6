/**
 * From pdf.js text items to paragraphs: items become runs (position, size, what the font is: code, bold, math;
 * fonts.ts), runs on one baseline that follow each other become lines (a wide gap splits a line: columns, table
 * cells), whatever their fonts, so inline code and formulas stay in their sentence (as protected spans), and lines
 * of the same size, weight and column, one line pitch apart, become paragraphs. Reading order across columns and
 * paragraphs continued in the next column or page: order.ts. Pure: no pdf.js import here.
 */
import { CJK_TEXT, classifyRun, normaliseCjk } from './fonts';

/** The part of a pdf.js TextItem we read. */
export interface RawItem {
  str: string;
  /** [a, b, c, d, e, f]: e, f = the baseline origin in PDF user space (y up). */
  transform: number[];
  width: number;
  height?: number;
  fontName: string;
}

/** pdf.js's `styles[fontName].fontFamily` ('monospace', 'serif', 'sans-serif', or the font's own name). */
export type FontStyles = Record<string, { fontFamily?: string } | undefined>;
/** What the reader learnt of each font beyond its family: its BaseFont name, whether pdf.js found it bold. */
export type FontNames = Record<string, { name?: string; bold?: boolean } | undefined>;

export interface Run {
  text: string;
  x: number;
  /** Baseline, PDF user space (y up). */
  y: number;
  width: number;
  size: number;
  font: string;
  /** Code (a monospaced Latin run). */
  mono: boolean;
  bold?: boolean;
  math?: boolean;
}

/** A protected range of a text (inline code, a formula): the engine gets a placeholder, the original is put back. */
export interface Span {
  start: number;
  end: number;
  kind: 'code' | 'math';
}

export interface Line {
  text: string;
  x: number;
  y: number;
  right: number;
  /** The size of the line's prose (inline code set smaller does not count). */
  size: number;
  font: string;
  /** Every run of the line is code. */
  mono: boolean;
  bold?: boolean;
  /** Inline code and formulas in `text`. */
  spans?: Span[];
  /** A list marker drawn as a shape (not text) stands just left of the line: it starts a list item. */
  marker?: boolean;
}

export interface Box {
  x: number;
  /** Bottom edge (PDF user space). */
  y: number;
  w: number;
  h: number;
}

/** One place of a paragraph on a page. */
export interface Region {
  page: number;
  box: Box;
  lines: Line[];
}

export type ParagraphKind = 'heading' | 'list' | 'body';

export interface Paragraph {
  page: number;
  text: string;
  lines: Line[];
  box: Box;
  size: number;
  mono: boolean;
  bold?: boolean;
  kind?: ParagraphKind;
  /** Inline code and formulas in `text`, protected from the engine. */
  spans?: Span[];
  /** Where the paragraph goes on: the next column or page (one request, set across all its regions). */
  more?: Region[];
}

// eslint-disable-next-line no-control-regex -- control characters a PDF's text may hold (icon fonts' NULs)
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function toRuns(items: readonly RawItem[], styles: FontStyles = {}, names: FontNames = {}): Run[] {
  const runs: Run[] = [];
  /** The baseline of a blank item just before: the space between two runs of one line. */
  let space: number | null = null;
  for (const item of items) {
    if (!item.str) continue;
    // A blank item is the space between two runs (Chromium writes the spaces between scripts this way).
    if (!item.str.replace(CONTROL, '').trim()) {
      space = item.transform[5] ?? null;
      continue;
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 0;
    if (size <= 0) continue;
    const spaced = space !== null && Math.abs(space - f) < 0.3 * size;
    const text = (spaced ? ' ' : '') + normaliseCjk(item.str.replace(CONTROL, '').replace(/\s+/g, ' '));
    space = null;
    const family = styles[item.fontName]?.fontFamily ?? '';
    const info = names[item.fontName];
    const kind = classifyRun(text, family, info?.name, info?.bold);
    const run: Run = { text, x: e, y: f, width: item.width, size, font: item.fontName, mono: kind.mono };
    if (kind.bold) run.bold = true;
    if (kind.math) run.math = true;
    runs.push(run);
  }
  return runs;
}

/**
 * Hyphenated compounds a document holds inside its lines ("x-content", "content-type", lower case): a line that
 * ends in a hyphen keeps it when the joined form is one of them.
 */
export type Hyphenated = ReadonlySet<string>;

const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** Every pair of words joined by a hyphen inside the lines' texts (the document's own compounds). */
export function hyphenatedIn(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(COMPOUND)) {
      const parts = m[0].toLowerCase().split('-');
      for (let i = 1; i < parts.length; i++) out.add(`${parts[i - 1]}-${parts[i]}`);
    }
  return out;
}

/**
 * Whether the hyphen that ends `left` (a line end) only breaks a word: the part before it is a plain word (not
 * code-like: no digits, slashes, dots, underscores, other hyphens, inner capitals), the next line goes on in
 * lower case, and the document never writes the two parts with a hyphen elsewhere. (An acronym before it, as in
 * "JSON-", keeps it.)
 */
function wordBreak(left: string, right: string, hyphenated?: Hyphenated): boolean {
  const before = (/\S+$/.exec(left.slice(0, -1))?.[0] ?? '').replace(/^[("'“‘[«「（]+/u, '');
  const after = /^[\p{L}\p{N}]+/u.exec(right)?.[0] ?? '';
  if (!/^\p{L}+$/u.test(before) || /\p{Ll}\p{Lu}|\p{Lu}{2}/u.test(before)) return false;
  if (!/^\p{Ll}/u.test(after)) return false;
  return !hyphenated?.has(`${before}-${after}`.toLowerCase());
}

/**
 * Joins two pieces of text from one paragraph: no space between CJK characters; a hyphen at a line end is taken
 * out when it only breaks a word, and kept (without a space) when it belongs to the text ("X-Content-" +
 * "Type-Options", "serve-" + "nginx.mjs"): see wordBreak. `keepHyphen`: the hyphen is inside inline code.
 */
export function joinText(left: string, right: string, hyphenated?: Hyphenated, keepHyphen = false): string {
  if (!left) return right;
  if (!right) return left;
  const l = left.at(-1) ?? '';
  const r = right[0] ?? '';
  if (/\s/.test(l) || /\s/.test(r)) return left + right;
  if (CJK_TEXT.test(l) || CJK_TEXT.test(r)) return left + right;
  if (l === '-' && /[\p{L}\p{N}]/u.test(left.at(-2) ?? '') && /[\p{L}\p{N}]/u.test(r))
    return !keepHyphen && wordBreak(left, right, hyphenated) ? left.slice(0, -1) + right : left + right;
  return `${left} ${right}`;
}

/** Spans of one text shifted by `by` and clipped to `[0, max]`; empty ones dropped. */
function shift(spans: readonly Span[] | undefined, by: number, max = Infinity): Span[] {
  const out: Span[] = [];
  for (const s of spans ?? []) {
    const start = Math.max(0, s.start + by);
    const end = Math.min(max, s.end + by);
    if (end > start) out.push({ start, end, kind: s.kind });
  }
  return out;
}

/** Adjacent spans of one kind with only white space between them become one. */
export function mergeSpans(text: string, spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && last.kind === s.kind && !text.slice(last.end, s.start).trim()) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** Joins texts with their spans (joinText's rules). */
export function joinWithSpans(
  left: { text: string; spans?: Span[] },
  right: { text: string; spans?: Span[] },
  hyphenated?: Hyphenated,
): { text: string; spans: Span[] } {
  const end = left.text.length;
  const inCode = (left.spans ?? []).some((s) => s.kind === 'code' && s.start < end && s.end >= end);
  const text = joinText(left.text, right.text, hyphenated, inCode);
  const offset = text.length - right.text.length;
  const leftKept = Math.min(left.text.length, offset);
  return { text, spans: [...shift(left.spans, 0, leftKept), ...shift(right.spans, offset)] };
}

interface Piece {
  text: string;
  run: Run;
}

function finishLine(pieces: readonly Piece[]): Line {
  const first = pieces[0]!.run;
  let text = '';
  let spans: Span[] = [];
  const allMono = pieces.every((p) => p.run.mono);
  const allMath = pieces.every((p) => p.run.math);
  for (const p of pieces) {
    const piece = text.endsWith(' ') ? p.text.replace(/^ +/, '') : p.text;
    const core = piece.trim();
    const start = text.length + (piece.length - piece.trimStart().length);
    text += piece;
    const kind = p.run.mono && !allMono ? 'code' : p.run.math && !allMath ? 'math' : null;
    if (kind && core) spans.push({ start, end: start + core.length, kind });
  }
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  spans = mergeSpans(trimmed, shift(spans, -lead, trimmed.length));
  const prose = pieces.filter((p) => !p.run.mono && !p.run.math && p.text.trim());
  const sized = prose.length ? prose : pieces;
  // The size most of the line's characters are set in (a fallback font's symbol may report another).
  const bySize = new Map<number, number>();
  for (const p of sized) {
    const k = Math.round(p.run.size * 100) / 100;
    bySize.set(k, (bySize.get(k) ?? 0) + p.text.trim().length);
  }
  const size = [...bySize].reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] > a[0]) ? b : a))[0];
  let boldChars = 0;
  let chars = 0;
  for (const p of sized) {
    const n = p.text.replace(/\s/g, '').length;
    chars += n;
    if (p.run.bold) boldChars += n;
  }
  const line: Line = {
    text: trimmed,
    x: first.x,
    y: first.y,
    right: Math.max(...pieces.map((p) => p.run.x + p.run.width)),
    size,
    font: first.font,
    mono: allMono,
  };
  if (chars > 0 && boldChars / chars >= 0.6) line.bold = true;
  if (spans.length) line.spans = spans;
  return line;
}

/** Runs in content order → lines: same baseline, going right, gap under `maxGap` × size, whatever the font. */
export function toLines(runs: readonly Run[], maxGap = 1.5): Line[] {
  const groups: Piece[][] = [];
  let cur: Piece[] | null = null;
  let right = 0;
  for (const r of runs) {
    const last = cur?.at(-1)?.run;
    const size = last ? Math.max(r.size, last.size) : r.size;
    const gap = r.x - right;
    const same =
      cur !== null &&
      last !== undefined &&
      Math.abs(r.y - last.y) < 0.3 * size &&
      gap > -0.5 * r.size &&
      gap < maxGap * Math.min(r.size, last.size) * (r.mono !== last.mono ? 1.5 : 1);
    if (cur && last && same) {
      const prev = cur.map((p) => p.text).join('');
      const spaced =
        gap > 0.15 * Math.min(r.size, last.size) &&
        !CJK_TEXT.test(prev.at(-1) ?? '') &&
        !CJK_TEXT.test(r.text[0] ?? '') &&
        !/\s$/.test(prev) &&
        !/^\s/.test(r.text);
      cur.push({ text: spaced ? ` ${r.text}` : r.text, run: r });
      right = Math.max(right, r.x + r.width);
    } else {
      cur = [{ text: r.text, run: r }];
      groups.push(cur);
      right = r.x + r.width;
    }
  }
  return widenGaps(groups, runs)
    .map(finishLine)
    .filter((l) => l.text);
}

/**
 * Joins pieces of one baseline that a wide gap split, when that gap is only a stretched word space (justified
 * text): the lines just above or below have text across it. A column gutter or a table's gap is empty there too.
 * A gap wider than 8 × the size (a justified line before a long word that went on to the next line) is joined
 * only when the text above and below covers most of it (a table's neighbouring cells only reach into it).
 */
function widenGaps(groups: Piece[][], runs: readonly Run[]): Piece[][] {
  const out: Piece[][] = [];
  for (const g of groups) {
    const prev = out.at(-1);
    const a = prev?.at(-1)?.run;
    const b = g[0]!.run;
    const size = a ? Math.max(a.size, b.size) : b.size;
    if (prev && a && Math.abs(a.y - b.y) < 0.3 * size) {
      const x0 = Math.max(...prev.map((p) => p.run.x + p.run.width));
      const x1 = b.x;
      const across = x1 > x0 ? crossed(runs, x0, x1, b.y, size) : { above: 0, below: 0 };
      const narrow = x1 - x0 < 8 * size && (across.above > 0 || across.below > 0);
      if (x1 > x0 && (narrow || (across.above > 0.6 && across.below > 0.6))) {
        prev.push(...g.map((p, i) => (i === 0 && !/^\s/.test(p.text) ? { ...p, text: ` ${p.text}` } : p)));
        continue;
      }
    }
    out.push(g);
  }
  return out;
}

/**
 * How much of the gap [x0, x1] on baseline `y` the text of the lines near it (not on it) covers, above and below
 * (0–1; a run that only reaches a tenth of the size into it does not count).
 */
function crossed(
  runs: readonly Run[],
  x0: number,
  x1: number,
  y: number,
  size: number,
): { above: number; below: number } {
  let above = 0;
  let below = 0;
  for (const r of runs) {
    const dy = r.y - y;
    if (Math.abs(dy) < 0.5 * size || Math.abs(dy) > 2.5 * size) continue;
    if (r.x < x1 - 0.1 * size && r.x + r.width > x0 + 0.1 * size) {
      const covered = Math.min(x1, r.x + r.width) - Math.max(x0, r.x);
      if (dy > 0) above += covered;
      else below += covered;
    }
  }
  const gap = x1 - x0;
  return { above: Math.min(1, above / gap), below: Math.min(1, below / gap) };
}

const SENTENCE_END = /[.!?。！？;；…]["'”’」』)）]?$/u;
/** A list item's marker: a bullet, or a number or letter with a dot or bracket. */
export const LIST_MARKER =
  /^(?:[•◦▪▫‣●○■□►▶✓✔·]\s*|[*\-–—]\s+|(?:\d{1,3}[.)]|[a-zA-Z][.)]|\(\w{1,3}\))\s+|(?:\d{1,3}|[一二三四五六七八九十]+)、)/u;

/**
 * Whether a line of inline code alone (a long call or path that filled a line) belongs to the sentence around it
 * rather than being a code block: set in the prose's column at the prose's line pitch (a code block sits apart:
 * margins, padding), inside a sentence (the prose before it does not end one, or the prose after it goes on in
 * lower case or with punctuation).
 */
function inlineCodeLine(group: readonly Line[], next: Line, pitch: number): boolean {
  const prev = group.at(-1)!;
  const size = Math.max(prev.size, next.size);
  if (pitch > 1.8 * size || Math.abs(next.x - prev.x) > 0.3 * size) return false;
  if (next.mono) return !SENTENCE_END.test(prev.text) && !/[:：]$/.test(prev.text);
  return group.some((l) => !l.mono) || /^[\p{Ll}\-–—,.;:)\]}]/u.test(next.text);
}

/** Whether `next` continues the paragraph whose lines so far are `group`. */
function continues(group: readonly Line[], next: Line): boolean {
  const prev = group.at(-1)!;
  const size = prev.size;
  if (next.mono === prev.mono) {
    if (Math.abs(next.size - size) > 0.1 * size) return false;
  } else {
    // Code beside prose may be set up to a fifth smaller or larger; prose after a line of code goes on at the size
    // of the paragraph's prose.
    const prose = next.mono ? undefined : group.findLast((l) => !l.mono);
    const ref = prose?.size ?? size;
    if (Math.abs(next.size - ref) > (prose ? 0.1 : 0.2) * ref) return false;
  }
  if (!!next.bold !== !!prev.bold && !next.mono && !prev.mono) return false;
  const pitch = prev.y - next.y;
  if (pitch < 0.7 * size || pitch > 2.1 * size) return false;
  // Lines set this far apart belong together only when they are wrapped prose (a table's cells are not).
  if (pitch > 1.45 * size && prev.right - prev.x < 12 * size) return false;
  const before = group.at(-2);
  if (before && Math.abs(before.y - prev.y - pitch) > 0.2 * size) return false;
  const overlap = Math.min(prev.right, next.right) - Math.max(prev.x, next.x);
  if (overlap <= 0 || Math.abs(next.x - prev.x) >= 3 * size) return false;
  // A marker drawn as a shape starts a new item, as a marker written as text does.
  if (next.marker) return false;
  if (next.mono !== prev.mono && !inlineCodeLine(group, next, pitch)) return false;
  if (next.mono) return true;
  const widest = Math.max(next.right, ...group.map((l) => l.right));
  // A list marker written as text starts a new item when the line before ended (a sentence, a colon, a short
  // line), or the item before started with a marker at this place; otherwise it is a dash or "a)" that wrapping
  // put at the start of a line inside a sentence. (Not when the line before was only the marker of this item.)
  if (LIST_MARKER.test(next.text) && !(group.length === 1 && prev.text.replace(LIST_MARKER, '') === '')) {
    const ended = SENTENCE_END.test(prev.text) || /[:：]$/.test(prev.text) || prev.right < widest - 3 * size;
    const first = group[0]!;
    const sibling = LIST_MARKER.test(first.text) && Math.abs(next.x - first.x) < 0.5 * size;
    if (ended || sibling || next.x < prev.x - 0.5 * size) return false;
  }
  // A short line that ends a sentence ends its paragraph, unless the next line's first word would not have fitted
  // in the room left on it (a long path or URL goes on to the next line however short this one is).
  if (SENTENCE_END.test(prev.text) && prev.right < widest - 3 * size) {
    const perChar = (next.right - next.x) / Math.max(1, next.text.length);
    const word = (/^\S+/.exec(next.text)?.[0].length ?? 0) + 1;
    if (prev.right + word * perChar < widest - 0.5 * size) return false;
  }
  return true;
}

export function boxOf(lines: readonly Line[]): Box {
  const x = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.right));
  const top = Math.max(...lines.map((l) => l.y + 0.88 * l.size));
  const bottom = Math.min(...lines.map((l) => l.y - 0.24 * l.size));
  return { x, y: bottom, w: right - x, h: top - bottom };
}

/** The rectangle one line's glyphs take. */
export function lineBox(l: Line): Box {
  return { x: l.x, y: l.y - 0.24 * l.size, w: l.right - l.x, h: 1.12 * l.size };
}

/** Lines joined into one text with their spans. */
export function joinLines(lines: readonly Line[], hyphenated?: Hyphenated): { text: string; spans: Span[] } {
  let acc: { text: string; spans: Span[] } = { text: '', spans: [] };
  for (const l of lines) acc = joinWithSpans(acc, l, hyphenated);
  return { text: acc.text, spans: mergeSpans(acc.text, acc.spans) };
}

/** How many open paragraphs a line may join (lines of two columns can alternate in the content stream). */
const LOOKBACK = 6;

export function toParagraphs(lines: readonly Line[], page: number, hyphenated?: Hyphenated): Paragraph[] {
  const groups: Line[][] = [];
  for (const line of lines) {
    let target: Line[] | undefined;
    for (let i = groups.length - 1; i >= Math.max(0, groups.length - LOOKBACK); i--) {
      const g = groups[i]!;
      if (continues(g, line)) {
        target = g;
        break;
      }
      // Only a line of another column may skip over a paragraph: one just above it ends the search.
      const last = g.at(-1)!;
      const overlap = Math.min(last.right, line.right) - Math.max(last.x, line.x);
      if (overlap > 0 && last.y > line.y) break;
    }
    if (target) target.push(line);
    else groups.push([line]);
  }
  return groups.map((g) => {
    // A line of inline code inside prose is one code span of the sentence.
    const mixed = g.some((l) => l.mono) && g.some((l) => !l.mono);
    const parts = mixed
      ? g.map((l) => (l.mono ? { ...l, spans: [{ start: 0, end: l.text.length, kind: 'code' as const }] } : l))
      : g;
    const { text, spans } = joinLines(parts, hyphenated);
    const p: Paragraph = {
      page,
      text,
      lines: g,
      box: boxOf(g),
      size: (g.find((l) => !l.mono) ?? g[0])?.size ?? 0,
      mono: !mixed && g.every((l) => l.mono),
    };
    if (g.filter((l) => l.bold).length * 2 > g.length) p.bold = true;
    if (spans.length) p.spans = spans;
    return p;
  });
}

/** The size most characters are set in (the body text), for headings in Markdown. */
export function bodySize(paragraphs: readonly Paragraph[]): number {
  const weight = new Map<number, number>();
  for (const p of paragraphs) {
    const k = Math.round(p.size * 10) / 10;
    weight.set(k, (weight.get(k) ?? 0) + p.text.length);
  }
  let best = 0;
  let bestW = -1;
  for (const [k, w] of weight) if (w > bestW || (w === bestW && k < best)) [best, bestW] = [k, w];
  return best;
}

/** Headings (larger than the body, or bold and short), list items, body text. */
export function classify(paragraphs: Paragraph[]): void {
  const body = bodySize(paragraphs);
  for (const p of paragraphs) {
    if (p.mono) continue;
    const short = p.lines.length <= 3 && p.text.length < 160 && !SENTENCE_END.test(p.text);
    if ((p.size >= body * 1.15 && p.lines.length <= 4) || (p.bold && short && p.size >= body * 0.95))
      p.kind = 'heading';
    else if (LIST_MARKER.test(p.text) || p.lines[0]?.marker) p.kind = 'list';
    else p.kind = 'body';
  }
}

/** A paragraph with its translation, as the writers (PDF, Markdown, text) take it. */
export interface Placed {
  paragraph: Paragraph;
  /** The translation, or null for a paragraph kept as it is. */
  text: string | null;
  /** The inline code and links the engine got as placeholders (for Markdown's backticks). */
  values?: string[];
}
