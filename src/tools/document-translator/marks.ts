/**
 * List markers drawn as shapes: Chromium, Word and LaTeX draw bullets as filled paths, not text, so nothing in a
 * page's text separates one list item from the next. The page's small shapes come from pdf.js's operator list;
 * a line with one just left of its start begins a list item (paragraphs.ts).
 */
import type { Box, Line } from './paragraphs';

/** The part of a page's operator list we read. */
export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

type M = [number, number, number, number, number, number];
const times = (m: readonly number[], n: readonly number[]): M => [
  m[0]! * n[0]! + m[1]! * n[2]!,
  m[0]! * n[1]! + m[1]! * n[3]!,
  m[2]! * n[0]! + m[3]! * n[2]!,
  m[2]! * n[1]! + m[3]! * n[3]!,
  m[4]! * n[0]! + m[5]! * n[2]! + n[4]!,
  m[4]! * n[1]! + m[5]! * n[3]! + n[5]!,
];

/**
 * The small shapes a page draws (under 30 units each way), in user space: candidates for list markers that are
 * paths, not text. pdf.js ≥ 5 gives a path as one constructPath (its painting operator, the path, its bounding
 * box in the current transform), which is followed through save, restore and transform.
 */
export function smallShapes(list: OperatorList, OPS: Record<string, number>): Box[] {
  const out: Box[] = [];
  const paint = new Set(
    ['fill', 'eoFill', 'fillStroke', 'eoFillStroke', 'closeFillStroke', 'closeEOFillStroke', 'stroke', 'closeStroke']
      .map((k) => OPS[k])
      .filter((v): v is number => v !== undefined),
  );
  let ctm: M = [1, 0, 0, 1, 0, 0];
  const saved: M[] = [];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i];
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.transform && Array.isArray(args) && args.length === 6) ctm = times(args as number[], ctm);
    else if (fn === OPS.constructPath && Array.isArray(args) && typeof args[0] === 'number' && paint.has(args[0])) {
      const mm = args[2] as ArrayLike<number> | null | undefined;
      if (!mm || mm.length < 4) return;
      const xs: number[] = [];
      const ys: number[] = [];
      for (const [px, py] of [
        [mm[0]!, mm[1]!],
        [mm[2]!, mm[3]!],
        [mm[0]!, mm[3]!],
        [mm[2]!, mm[1]!],
      ] as const) {
        xs.push(px * ctm[0] + py * ctm[2] + ctm[4]);
        ys.push(px * ctm[1] + py * ctm[3] + ctm[5]);
      }
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      const w = Math.max(...xs) - x;
      const h = Math.max(...ys) - y;
      if (w > 0 && h > 0 && w < 30 && h < 30) out.push({ x, y, w, h });
    }
  });
  return out;
}

/**
 * Marks the lines that a list marker drawn as a shape starts (Chromium, Word and LaTeX draw bullets as filled
 * paths, not text): a small, roughly square shape just left of the line's start, at the height of its lower-case
 * letters, with no text of that baseline just before it (a separator dot inside a line is not a marker).
 */
export function markLines(lines: Line[], shapes: readonly Box[]): void {
  if (!shapes.length) return;
  for (const l of lines) {
    const s = l.size;
    const found = shapes.some((b) => {
      if (b.w < 0.15 * s || b.h < 0.15 * s || b.w > 0.75 * s || b.h > 0.75 * s) return false;
      if (b.w > 2 * b.h || b.h > 2 * b.w) return false;
      const gap = l.x - (b.x + b.w);
      if (gap < 0.1 * s || gap > 3 * s) return false;
      const cy = b.y + b.h / 2;
      if (cy < l.y - 0.1 * s || cy > l.y + 0.8 * s) return false;
      return !lines.some(
        (o) => o !== l && Math.abs(o.y - l.y) < 0.3 * s && o.right <= b.x + 0.1 * s && o.right > b.x - 2 * s,
      );
    });
    if (found) l.marker = true;
  }
}
