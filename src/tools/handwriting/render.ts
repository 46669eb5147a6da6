/**
 * From text and settings to pages: the layout (measured with the canvas in the chosen font, or the grid's
 * fixed squares) and drawing one page on a canvas — paper, then each glyph with its own seeded offset,
 * rotation, size and ink pressure, strike-throughs and blots. Drawing yields to the browser every few hundred
 * glyphs, so a full page never blocks the main thread for long; an AbortSignal stops a page that is no longer
 * wanted.
 */
import { cssFont } from '../../lib/fonts/load';
import { geometry, gridAdvance, layoutSteps, paginate, type Advance, type Geometry, type Line } from './logic';
import { paperSteps } from './paper';
import { blotsFor, hash32, jitterAt, lineDrift, prng, strikeThroughs } from './random';
import { MAX_PAGES, PAGE_SIZES, type Settings } from './settings';

export interface Layout {
  width: number;
  height: number;
  geom: Geometry;
  pages: Line[][];
  /** The text needed more than MAX_PAGES pages; the rest is not drawn. */
  truncated: boolean;
  family: string;
  settings: Settings;
}

/**
 * Main-thread work between two turns given to the browser, ms: well under 50 ms even on a phone four times
 * slower than this machine (Lighthouse's mobile CPU throttling), so no step is a long task.
 */
const SLICE_MS = 8;

export function fontOf(family: string, size: number): string {
  return cssFont(family, 400, size);
}

const measureCanvas = () => document.createElement('canvas').getContext('2d')!;

/**
 * Lays the text out on pages, in steps of at most ~{@link SLICE_MS} ms of main-thread work (measuring a long
 * text's letters, emoji and scripts the font lacks takes the browser a while).
 */
export async function makeLayout(text: string, s: Settings, family: string, signal?: AbortSignal): Promise<Layout> {
  const [width, height] = PAGE_SIZES[s.pageSize];
  const geom = geometry({
    width,
    height,
    margin: { top: s.marginTop, right: s.marginRight, bottom: s.marginBottom, left: s.marginLeft },
    fontSize: s.size,
    lineSpacing: s.lineSpacing,
    paper: s.paper,
  });
  let advance: Advance;
  if (geom.grid) advance = gridAdvance(geom.grid.cell);
  else {
    const ctx = measureCanvas();
    ctx.font = fontOf(family, s.size);
    const cache = new Map<string, number>();
    const measure = (t: string) => {
      let w = cache.get(t);
      if (w === undefined) {
        w = ctx.measureText(t).width;
        if (cache.size < 50_000) cache.set(t, w);
      }
      return w;
    };
    // Inside a word, a letter's advance includes its kerning with the letter before it; then the spacing.
    const spacing = s.letterSpacing;
    advance = (g, after) => (after ? measure(after + g) - measure(after) : measure(g)) + spacing;
  }
  const align = geom.grid ? { align: s.align, snap: geom.grid.cell } : { align: s.align, spacing: s.letterSpacing };
  const steps = layoutSteps(
    text,
    geom.lineWidth,
    advance,
    geom.linesPerPage * MAX_PAGES,
    s.strikes ? strikeThroughs(s.seed) : undefined,
    align,
  );
  let since = performance.now();
  let step = steps.next();
  while (!step.done) {
    if (performance.now() - since > SLICE_MS) {
      await pause();
      if (signal?.aborted) throw abortError();
      since = performance.now();
    }
    step = steps.next();
  }
  const r = step.value;
  return {
    width,
    height,
    geom,
    pages: paginate(r.lines, geom.linesPerPage),
    truncated: r.truncated,
    family,
    settings: s,
  };
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function abortError(): Error {
  return new DOMException('The page was no longer wanted', 'AbortError');
}

/** Draws page `index` of the layout on `canvas` (resized to the page), in steps. */
export async function drawPage(
  canvas: HTMLCanvasElement,
  layout: Layout,
  index: number,
  signal?: AbortSignal,
): Promise<void> {
  const { width, height, geom, settings: s } = layout;
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas context');
  let since = performance.now();
  const turn = async () => {
    if (performance.now() - since > SLICE_MS) {
      await pause();
      if (signal?.aborted) throw abortError();
      since = performance.now();
    }
  };
  for (const step of paperSteps(ctx, width, height, s.paper, geom, s.seed)) {
    step();
    await turn();
  }
  const lines = layout.pages[index] ?? [];
  const size = s.size;
  const amount = s.jitter / 100;
  const grid = geom.grid;
  // Letter spacing is part of each advance (not on grid paper): the letter is drawn in the rest.
  const ink = grid ? 0 : s.letterSpacing;
  ctx.font = fontOf(layout.family, size);
  ctx.fillStyle = s.ink;
  ctx.strokeStyle = s.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = grid ? 'middle' : 'alphabetic';
  const anchors: { x: number; y: number }[] = [];
  let drawn = 0;
  for (let r = 0; r < lines.length; r++) {
    const line = lines[r]!;
    const drift = lineDrift(s.seed, index * geom.linesPerPage + r, amount, size);
    const base = grid
      ? grid.top + r * grid.pitch + grid.cell / 2
      : geom.top + (r + 1) * geom.lineHeight - Math.max(2, size * 0.14);
    const yAt = (x: number) => base + drift.dy + drift.slope * x;
    for (const g of line.glyphs) {
      if (g.kind === 'space') continue;
      const j = jitterAt(s.seed, g.i, amount, size);
      const cx = geom.left + g.x + (g.w - ink) / 2 + j.dx;
      const cy = yAt(g.x) + j.dy;
      const cos = Math.cos(j.rot + drift.slope) * j.scale;
      const sin = Math.sin(j.rot + drift.slope) * j.scale;
      ctx.setTransform(cos, sin, -sin, cos, cx, cy);
      ctx.globalAlpha = j.alpha;
      ctx.fillText(g.g, 0, 0);
      if ((g.i & 7) === 0) anchors.push({ x: cx, y: grid ? cy : cy - size * 0.3 });
      if (++drawn % 4 === 0) await turn();
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 0.9;
    for (const run of struckRuns(line, ink))
      strike(ctx, geom.left + run.x0, geom.left + run.x1, yAt, grid ? 0 : size * 0.3, size, s.seed, run.key);
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  if (s.blots) for (const b of blotsFor(s.seed, index, anchors, size)) blot(ctx, b, s.seed);
  ctx.globalAlpha = 1;
  if (signal?.aborted) throw abortError();
}

/** Runs of struck glyphs on a line (spaces between them included, trailing ones not). */
function struckRuns(line: Line, spacing: number): { x0: number; x1: number; key: number }[] {
  const runs: { x0: number; x1: number; key: number }[] = [];
  let cur: { x0: number; x1: number; key: number } | null = null;
  for (const g of line.glyphs) {
    if (g.struck && g.kind !== 'space') {
      if (cur) cur.x1 = g.x + g.w - spacing;
      else runs.push((cur = { x0: g.x, x1: g.x + g.w - spacing, key: g.i }));
    } else if (!g.struck) cur = null;
  }
  return runs;
}

/** Two quick, slightly wavy strokes through a run. */
function strike(
  ctx: CanvasRenderingContext2D,
  x0: number,
  x1: number,
  yAt: (x: number) => number,
  lift: number,
  size: number,
  seed: number,
  key: number,
) {
  const r = prng(hash32(seed, key));
  ctx.lineWidth = Math.max(1.5, size * 0.06);
  ctx.lineCap = 'round';
  const y = (x: number) => yAt(x) - lift;
  const mid = (x0 + x1) / 2;
  for (let pass = 0; pass < 2; pass++) {
    const o0 = (r() - 0.5) * size * 0.15;
    const om = (r() - 0.5) * size * 0.25;
    const o1 = (r() - 0.5) * size * 0.2;
    ctx.beginPath();
    ctx.moveTo(x0 - size * 0.1, y(x0) + o0);
    ctx.quadraticCurveTo(mid, y(mid) + om, x1 + size * 0.1, y(x1) + o1);
    ctx.stroke();
  }
}

function blot(
  ctx: CanvasRenderingContext2D,
  b: { x: number; y: number; r: number; drops: { dx: number; dy: number; r: number }[] },
  seed: number,
) {
  const r = prng(hash32(seed, Math.round(b.x * 31 + b.y)));
  ctx.globalAlpha = 0.88;
  ctx.beginPath();
  const points = 14;
  for (let k = 0; k <= points; k++) {
    const a = (k / points) * Math.PI * 2;
    const rad = b.r * (0.75 + r() * 0.5);
    const x = b.x + Math.cos(a) * rad;
    const y = b.y + Math.sin(a) * rad;
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fill();
  for (const d of b.drops) {
    ctx.beginPath();
    ctx.arc(b.x + d.dx, b.y + d.dy, d.r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The canvas as an image file. */
export function canvasBlob(canvas: HTMLCanvasElement, format: 'png' | 'jpeg'): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`toBlob(${format}) gave nothing`))),
      format === 'jpeg' ? 'image/jpeg' : 'image/png',
      0.92,
    ),
  );
}
