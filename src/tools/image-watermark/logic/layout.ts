/**
 * The watermark's geometry, pure: sizes relative to the image, the nine-point grid with a margin, the
 * bounding box of a rotated mark and the tiled pattern. No DOM; unit-tested in layout.test.ts.
 *
 * Every length the user sets is a percentage of the image's SHORTER side, so one setting gives the same look
 * on a 4000 × 3000 photo, a 1080 × 1920 phone screenshot and the 800 px preview of either.
 * Angles are in degrees, clockwise on screen (canvas `rotate`, y pointing down).
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The nine points: top-left … bottom-right. */
export const ANCHORS = ['tl', 't', 'tr', 'l', 'c', 'r', 'bl', 'b', 'br'] as const;
export type Anchor = (typeof ANCHORS)[number];

/** The shorter side of the image, px. */
export function shorterSide(img: Size): number {
  return Math.min(img.width, img.height);
}

/** A length given as `pct` % of the image's shorter side, in px. */
export function relativeLength(pct: number, img: Size): number {
  return (pct / 100) * shorterSide(img);
}

/** A logo scaled so that its width is `pct` % of the image's shorter side (its aspect ratio kept). */
export function logoSize(logo: Size, pct: number, img: Size): Size {
  const width = relativeLength(pct, img);
  return { width, height: logo.width > 0 ? (width * logo.height) / logo.width : 0 };
}

/** Rounds away binary noise (cos 90° is 6e-17), so exact sizes compare exactly. */
const clean = (n: number) => Math.round(n * 1e9) / 1e9 + 0;

/** The axis-aligned bounding box of a `size` box rotated by `deg` about its centre. */
export function rotatedBounds(size: Size, deg: number): Size {
  const r = (deg * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: clean(size.width * c + size.height * s), height: clean(size.width * s + size.height * c) };
}

/**
 * Where the centre of a mark goes for one of the nine points: its (rotated) bounding box `box` sits `margin`
 * px inside the image's edges (left/top/right/bottom points), or centred on the middle line.
 */
export function gridCenter(anchor: Anchor, img: Size, box: Size, margin: number): Point {
  const col = anchor.endsWith('l') ? 0 : anchor.endsWith('r') ? 2 : 1;
  const row = anchor.startsWith('t') ? 0 : anchor.startsWith('b') ? 2 : 1;
  const along = (pos: number, total: number, size: number) =>
    pos === 0 ? margin + size / 2 : pos === 2 ? total - margin - size / 2 : total / 2;
  return { x: along(col, img.width, box.width), y: along(row, img.height, box.height) };
}

/** The smallest distance between tile centres, as % of the shorter side. */
export const MIN_PITCH_PCT = 3;
/** The most marks a pattern draws: a denser one (a long, narrow image) is spread out to this many. */
export const MAX_TILES = 3000;
/** The most candidate positions examined (bounds the work for extreme sizes before culling). */
const MAX_CANDIDATES = 200_000;

export interface TileLayout {
  /** Centres of the marks, in image px; each mark is drawn rotated by the pattern's angle. */
  centers: Point[];
  /** The distance between neighbouring centres along the pattern's rows and columns. */
  pitch: Size;
}

/**
 * A tiled pattern of marks, rotated by `deg` about the image's centre: rows of marks `gap` px apart, each
 * other row shifted by half a step (a brick pattern reads less like a grid). Every point of the image lies
 * in some tile's cell (the mark plus half the gap around it), so no corner of the rotated pattern is left
 * empty; tiles whose cell cannot reach the image are left out. At most MAX_TILES marks.
 */
export function tileLayout(img: Size, mark: Size, gap: number, deg: number): TileLayout {
  const minPitch = relativeLength(MIN_PITCH_PCT, img);
  let pitch = { width: Math.max(mark.width + gap, minPitch), height: Math.max(mark.height + gap, minPitch) };
  const grow = (k: number) => (pitch = { width: pitch.width * k, height: pitch.height * k });
  // The image's half-extent along the pattern's axes (the image seen from the rotated frame).
  const half = rotatedBounds(img, -deg);
  for (;;) {
    const rows = Math.ceil(half.height / 2 / pitch.height + 0.5);
    const cols = Math.ceil(half.width / 2 / pitch.width + 1);
    const candidates = (2 * rows + 1) * (2 * cols + 1);
    if (candidates > MAX_CANDIDATES) {
      grow(Math.sqrt(candidates / MAX_CANDIDATES));
      continue;
    }
    const centers = tileCenters(img, pitch, half, deg, rows, cols);
    if (centers.length <= MAX_TILES) return { centers, pitch };
    grow(Math.sqrt(centers.length / MAX_TILES) * 1.01);
  }
}

function tileCenters(img: Size, pitch: Size, half: Size, deg: number, rows: number, cols: number): Point[] {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const halfU = half.width / 2;
  const halfV = half.height / 2;
  // How far a cell's centre may be from the image (in image px) and still reach it: half its rotated box.
  const reach = rotatedBounds(pitch, deg);
  const cx = img.width / 2;
  const cy = img.height / 2;
  const centers: Point[] = [];
  for (let j = -rows; j <= rows; j++) {
    const v = j * pitch.height;
    const shift = Math.abs(j) % 2 === 1 ? pitch.width / 2 : 0;
    for (let i = -cols; i <= cols; i++) {
      const u = i * pitch.width + shift;
      if (Math.abs(u) >= halfU + pitch.width / 2 || Math.abs(v) >= halfV + pitch.height / 2) continue;
      const x = clean(cx + u * cos - v * sin);
      const y = clean(cy + u * sin + v * cos);
      if (x <= -reach.width / 2 || x >= img.width + reach.width / 2) continue;
      if (y <= -reach.height / 2 || y >= img.height + reach.height / 2) continue;
      centers.push({ x, y });
    }
  }
  return centers;
}

/** Where a point of the image lies in the pattern's rotated frame (u along the rows, v across them). */
export function toPatternFrame(p: Point, img: Size, deg: number): { u: number; v: number } {
  const r = (deg * Math.PI) / 180;
  const dx = p.x - img.width / 2;
  const dy = p.y - img.height / 2;
  return { u: dx * Math.cos(r) + dy * Math.sin(r), v: -dx * Math.sin(r) + dy * Math.cos(r) };
}
