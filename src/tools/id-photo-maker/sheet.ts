/**
 * The print sheet: a 6-inch (4R, 4 × 6 in) photo paper at 300 dpi filled with as many copies as fit, in a grid
 * centred on the sheet, with gaps between copies and thin grey cut lines in the middle of the gaps. Pure.
 */

export const SHEET_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type SheetOrientation = (typeof SHEET_ORIENTATIONS)[number];

/** 4 × 6 in at 300 dpi. */
export const SHEET_LONG = 1800;
export const SHEET_SHORT = 1200;
/** Space between copies: 2 mm at 300 dpi. */
export const SHEET_GAP = 24;
/** Least space between the copies and the paper's edge: 3 mm (printers crop a little). */
export const SHEET_MARGIN = 36;

export interface SheetLayout {
  width: number;
  height: number;
  cols: number;
  rows: number;
  count: number;
  /** Top-left of the first copy. */
  x0: number;
  y0: number;
  /** Distance from one copy's left (top) edge to the next's. */
  stepX: number;
  stepY: number;
  photoW: number;
  photoH: number;
}

export function sheetSize(o: SheetOrientation): { width: number; height: number } {
  return o === 'landscape' ? { width: SHEET_LONG, height: SHEET_SHORT } : { width: SHEET_SHORT, height: SHEET_LONG };
}

/** How many of `size` fit in `room` with `gap` between them. */
function fit(room: number, size: number, gap: number): number {
  return Math.max(0, Math.floor((room + gap) / (size + gap)));
}

export function sheetLayout(
  photoW: number,
  photoH: number,
  orientation: SheetOrientation,
  gap = SHEET_GAP,
  margin = SHEET_MARGIN,
): SheetLayout {
  const { width, height } = sheetSize(orientation);
  const cols = fit(width - 2 * margin, photoW, gap);
  const rows = fit(height - 2 * margin, photoH, gap);
  const gridW = cols * photoW + Math.max(0, cols - 1) * gap;
  const gridH = rows * photoH + Math.max(0, rows - 1) * gap;
  return {
    width,
    height,
    cols,
    rows,
    count: cols * rows,
    x0: Math.floor((width - gridW) / 2),
    y0: Math.floor((height - gridH) / 2),
    stepX: photoW + gap,
    stepY: photoH + gap,
    photoW,
    photoH,
  };
}

/** Top-left corners of every copy, row by row. */
export function copyPositions(l: SheetLayout): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let r = 0; r < l.rows; r += 1)
    for (let c = 0; c < l.cols; c += 1) out.push({ x: l.x0 + c * l.stepX, y: l.y0 + r * l.stepY });
  return out;
}

export interface CutLines {
  /** x of each vertical line (1 px wide), from the grid's top line to its bottom line. */
  xs: number[];
  /** y of each horizontal line, from the grid's left line to its right line. */
  ys: number[];
}

/** Cut lines in the middle of every gap and half a gap outside the grid's edges. */
export function cutLines(l: SheetLayout): CutLines {
  if (l.count === 0) return { xs: [], ys: [] };
  const halfX = Math.floor((l.stepX - l.photoW) / 2);
  const halfY = Math.floor((l.stepY - l.photoH) / 2);
  const xs = Array.from({ length: l.cols + 1 }, (_, c) => l.x0 + c * l.stepX - halfX);
  const ys = Array.from({ length: l.rows + 1 }, (_, r) => l.y0 + r * l.stepY - halfY);
  return { xs, ys };
}
