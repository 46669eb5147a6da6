/**
 * From pdf.js text items to paragraphs: items become runs (position, size, font), runs on one baseline that
 * follow each other become lines (a wide gap splits a line: columns, table cells), and consecutive lines of the
 * same size, font kind and column, one line pitch apart, become paragraphs. Pure: no pdf.js import here.
 */

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

export interface Run {
  text: string;
  x: number;
  /** Baseline, PDF user space (y up). */
  y: number;
  width: number;
  size: number;
  font: string;
  mono: boolean;
}

export interface Line {
  text: string;
  x: number;
  y: number;
  right: number;
  size: number;
  font: string;
  mono: boolean;
}

export interface Box {
  x: number;
  /** Bottom edge (PDF user space). */
  y: number;
  w: number;
  h: number;
}

export interface Paragraph {
  page: number;
  text: string;
  lines: Line[];
  box: Box;
  size: number;
  mono: boolean;
}

const MONO_NAME = /mono|courier|consol|code/i;

export function toRuns(items: readonly RawItem[], styles: FontStyles = {}): Run[] {
  const runs: Run[] = [];
  for (const item of items) {
    if (!item.str || !item.str.trim()) continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 0;
    if (size <= 0) continue;
    const family = styles[item.fontName]?.fontFamily ?? '';
    runs.push({
      text: item.str,
      x: e,
      y: f,
      width: item.width,
      size,
      font: item.fontName,
      mono: family === 'monospace' || MONO_NAME.test(family),
    });
  }
  return runs;
}

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Joins two pieces of text from one paragraph: no space between CJK characters, a hyphen at a line end joins. */
export function joinText(left: string, right: string): string {
  if (!left) return right;
  if (!right) return left;
  const l = left.at(-1) ?? '';
  const r = right[0] ?? '';
  if (/\s/.test(l) || /\s/.test(r)) return left + right;
  if (CJK.test(l) || CJK.test(r)) return left + right;
  if (l === '-' && /\p{Ll}/u.test(r) && /\p{L}/u.test(left.at(-2) ?? '')) return left.slice(0, -1) + right;
  return `${left} ${right}`;
}

/** Runs in content order → lines: same baseline, going right, gap under `maxGap` × size. */
export function toLines(runs: readonly Run[], maxGap = 1.5): Line[] {
  const lines: Line[] = [];
  let cur: Line | null = null;
  for (const r of runs) {
    const gap = cur ? r.x - cur.right : 0;
    const same =
      cur !== null &&
      Math.abs(r.y - cur.y) < 0.3 * Math.max(r.size, cur.size) &&
      gap > -0.5 * r.size &&
      gap < maxGap * r.size &&
      r.mono === cur.mono;
    if (cur && same) {
      const spaced = gap > 0.15 * r.size && !CJK.test(cur.text.at(-1) ?? '') && !CJK.test(r.text[0] ?? '');
      cur.text = spaced && !/\s$/.test(cur.text) ? `${cur.text} ${r.text}` : cur.text + r.text;
      cur.right = Math.max(cur.right, r.x + r.width);
      cur.size = Math.max(cur.size, r.size);
    } else {
      cur = { text: r.text, x: r.x, y: r.y, right: r.x + r.width, size: r.size, font: r.font, mono: r.mono };
      lines.push(cur);
    }
  }
  for (const l of lines) l.text = l.text.replace(/\s+/g, ' ').trim();
  return lines.filter((l) => l.text);
}

/** Whether `next` continues the paragraph whose last line is `prev`. */
function continues(prev: Line, next: Line): boolean {
  const size = prev.size;
  if (Math.abs(next.size - size) > 0.1 * size || next.mono !== prev.mono) return false;
  const pitch = prev.y - next.y;
  if (pitch < 0.8 * size || pitch > 1.7 * size) return false;
  const overlap = Math.min(prev.right, next.right) - Math.max(prev.x, next.x);
  return overlap > 0 && Math.abs(next.x - prev.x) < 3 * size;
}

export function boxOf(lines: readonly Line[]): Box {
  const x = Math.min(...lines.map((l) => l.x));
  const right = Math.max(...lines.map((l) => l.right));
  const top = Math.max(...lines.map((l) => l.y + 0.88 * l.size));
  const bottom = Math.min(...lines.map((l) => l.y - 0.24 * l.size));
  return { x, y: bottom, w: right - x, h: top - bottom };
}

export function toParagraphs(lines: readonly Line[], page: number): Paragraph[] {
  const groups: Line[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && continues(prev, line)) last.push(line);
    else groups.push([line]);
  }
  return groups.map((g) => ({
    page,
    text: g.reduce((acc, l) => joinText(acc, l.text), ''),
    lines: g,
    box: boxOf(g),
    size: g[0]?.size ?? 0,
    mono: g[0]?.mono ?? false,
  }));
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
