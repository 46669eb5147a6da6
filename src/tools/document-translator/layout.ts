/**
 * Typesetting a translation into the box of the original paragraph: CJK-aware line breaking with an injected
 * `measure` (the embedded font's advance widths in the PDF writer, a fixed width in tests), and the largest font
 * size, from the original's down to a floor, at which the lines fit the box's height.
 */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  /** Line pitch as a multiple of the size. */
  lineHeight?: number;
  /** The smallest size tried; at the floor the text is set even if it overflows. */
  minSize?: number;
  /** Each step multiplies the size by this. */
  step?: number;
}

export interface Fitted {
  size: number;
  lines: string[];
  /** True when even the floor size did not fit the height. */
  overflow: boolean;
}

const WIDE = /[\u2e80-\u9fff\u3000-\u303f\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;
/** Characters that may not start a line (closing punctuation), CJK and Latin. */
const NO_START = /^[，。、；：？！）」』》〉】〕”’,.;:?!)\]}%]$/u;
/** Characters that may not end a line (opening brackets). */
const NO_END = /^[（「『《〈【〔“‘([{]$/u;

/**
 * Break opportunities: each CJK character is a unit, a Latin word keeps its trailing spaces, closing punctuation
 * sticks to what precedes it and opening brackets to what follows.
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  const parts = text.match(
    /[\u2e80-\u9fff\u3000-\u303f\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\u3000-\u303f\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu,
  );
  let glue = false;
  for (const p of parts ?? []) {
    const last = out.length - 1;
    if (last >= 0 && (glue || NO_START.test(p.trim()))) out[last] += p;
    else if (/^\s+$/.test(p) && last >= 0) out[last] += p;
    else out.push(p);
    glue = NO_END.test(p);
  }
  return out;
}

/**
 * Greedy line breaking at `size` into `width` (or `width(i)` for line i: a paragraph set across several boxes);
 * a token wider than a line is cut by characters.
 */
export function wrap(
  text: string,
  width: number | ((line: number) => number),
  size: number,
  measure: Measure,
): string[] {
  const lines: string[] = [];
  const w = typeof width === 'number' ? () => width : width;
  let cur = '';
  const push = () => {
    if (cur.trim()) lines.push(cur.trimEnd());
    cur = '';
  };
  for (const token of tokens(text.replace(/\s+/g, ' ').trim())) {
    if (measure((cur + token).trimEnd(), size) <= w(lines.length)) {
      cur += token;
      continue;
    }
    push();
    if (measure(token.trimEnd(), size) <= w(lines.length)) {
      cur = token;
      continue;
    }
    for (const ch of token) {
      if (cur && measure((cur + ch).trimEnd(), size) > w(lines.length)) push();
      cur += ch;
    }
  }
  push();
  return lines;
}

/** How many lines at `size` and `pitch` (× size) fit a height: the first needs one line's glyphs, 1.12 × size. */
export function linesIn(height: number, size: number, pitch: number): number {
  if (height + 0.5 < 1.12 * size) return 0;
  return 1 + Math.floor((height + 0.5 - 1.12 * size) / (size * pitch) + 1e-9);
}

export interface FittedBoxes {
  size: number;
  /** The lines set in each box. */
  lines: string[][];
  overflow: boolean;
}

/**
 * The largest size ≤ `start`, down to `minSize`, at which `text` set across `boxes` (filling each before the
 * next: a paragraph that goes on in the next column or page) fits; at the floor, what is left goes in the last box.
 */
export function fitToBoxes(
  text: string,
  boxes: readonly { w: number; h: number }[],
  start: number,
  measure: Measure,
  o: FitOptions = {},
): FittedBoxes {
  const pitch = o.lineHeight ?? 1.15;
  const minSize = Math.min(o.minSize ?? 4, start);
  const step = o.step ?? 0.92;
  let size = start;
  for (;;) {
    const caps = boxes.map((b) => linesIn(b.h, size, pitch));
    const total = caps.reduce((a, b) => a + b, 0);
    const boxAt = (line: number) => {
      let n = line;
      for (let i = 0; i < boxes.length; i++) {
        if (n < caps[i]! || i === boxes.length - 1) return i;
        n -= caps[i]!;
      }
      return boxes.length - 1;
    };
    const lines = wrap(text, (i) => boxes[boxAt(i)]!.w, size, measure);
    if (lines.length <= total || size <= minSize) {
      const out: string[][] = boxes.map(() => []);
      lines.forEach((l, i) => out[boxAt(i)]!.push(l));
      return { size, lines: out, overflow: lines.length > total };
    }
    size = Math.max(minSize, Math.round(size * step * 100) / 100);
  }
}

/** The largest size ≤ `start` (stepping down to `minSize`) at which `text` wrapped into the box fits its height. */
export function fitToBox(
  text: string,
  box: { w: number; h: number },
  start: number,
  measure: Measure,
  o: FitOptions = {},
): Fitted {
  const lineHeight = o.lineHeight ?? 1.15;
  const minSize = Math.min(o.minSize ?? 4, start);
  const step = o.step ?? 0.9;
  let size = start;
  for (;;) {
    const lines = wrap(text, box.w, size, measure);
    const height = lines.length * size * lineHeight;
    if (height <= box.h + 0.5 || size <= minSize) {
      return { size, lines, overflow: height > box.h + 0.5 };
    }
    size = Math.max(minSize, Math.round(size * step * 100) / 100);
  }
}

/** Whether a character is set full-width (for a fixed-width test measure and estimates). */
export function isWide(ch: string): boolean {
  return WIDE.test(ch);
}
