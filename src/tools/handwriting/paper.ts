/**
 * Paper, drawn procedurally on a canvas: a tint, a seeded grain, and the style's marks — blue rules with a red
 * margin (lined), the 作文纸 squares (grid), nothing (plain), or a warm yellowed sheet with stains, faint rules
 * and a darker rim (aged).
 */
import type { Geometry, Paper } from './logic';
import { grain, hash32, prng } from './random';

const TINT: Record<Paper, string> = { lined: '#fffef9', grid: '#fffdf7', plain: '#fdfcf8', aged: '#eedfbd' };
const GRAIN_ALPHA: Record<Paper, number> = { lined: 12, grid: 12, plain: 14, aged: 30 };
const TILE = 128;

const tiles = new Map<string, HTMLCanvasElement>();
/** A repeatable grain tile (cached per seed and paper). */
function grainTile(seed: number, paper: Paper): HTMLCanvasElement {
  const key = `${seed}:${paper}`;
  let tile = tiles.get(key);
  if (tile) return tile;
  tile = document.createElement('canvas');
  tile.width = tile.height = TILE;
  const ctx = tile.getContext('2d')!;
  const img = ctx.createImageData(TILE, TILE);
  const g = grain(seed, TILE);
  const strength = GRAIN_ALPHA[paper];
  for (let k = 0; k < g.length; k++) {
    const v = g[k]!;
    const c = v > 0 ? 255 : paper === 'aged' ? 90 : 60;
    img.data[k * 4] = c;
    img.data[k * 4 + 1] = c;
    img.data[k * 4 + 2] = paper === 'aged' && v <= 0 ? 30 : c;
    img.data[k * 4 + 3] = Math.round(Math.abs(v) * strength);
  }
  ctx.putImageData(img, 0, 0);
  if (tiles.size > 8) tiles.clear();
  tiles.set(key, tile);
  return tile;
}

/**
 * The paper as separate steps (tint, grain, stains, rules or squares), so a caller on the main thread can give
 * the browser a turn between them.
 */
export function paperSteps(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  paper: Paper,
  geom: Geometry,
  seed: number,
): (() => void)[] {
  const steps = [
    () => {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.fillStyle = TINT[paper];
      ctx.fillRect(0, 0, width, height);
    },
    () => {
      const pattern = ctx.createPattern(grainTile(seed, paper), 'repeat');
      if (pattern) {
        ctx.fillStyle = pattern;
        ctx.fillRect(0, 0, width, height);
      }
    },
  ];
  if (paper === 'aged') steps.push(() => drawAged(ctx, width, height, seed));
  if (paper === 'lined' || paper === 'aged') steps.push(() => drawRules(ctx, width, geom, paper === 'aged'));
  if (paper === 'grid' && geom.grid) steps.push(() => drawGrid(ctx, geom));
  return steps;
}

function drawRules(ctx: CanvasRenderingContext2D, width: number, geom: Geometry, faint: boolean) {
  ctx.lineWidth = 2;
  ctx.strokeStyle = faint ? 'rgba(120, 90, 50, 0.28)' : 'rgba(90, 140, 205, 0.55)';
  ctx.beginPath();
  for (let r = 0; r < geom.linesPerPage; r++) {
    const y = Math.round(geom.top + (r + 1) * geom.lineHeight) + 0.5;
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  ctx.stroke();
  if (faint) return;
  // The red margin rule of a school notebook.
  const x = Math.round(geom.left * 0.72) + 0.5;
  ctx.strokeStyle = 'rgba(215, 80, 80, 0.6)';
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x, geom.top + (geom.linesPerPage + 1) * geom.lineHeight);
  ctx.stroke();
}

function drawGrid(ctx: CanvasRenderingContext2D, geom: Geometry) {
  const g = geom.grid!;
  const right = g.left + g.cols * g.cell;
  const bottom = g.top + (g.rows - 1) * g.pitch + g.cell;
  ctx.strokeStyle = 'rgba(200, 90, 80, 0.7)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let r = 0; r < g.rows; r++) {
    const y = g.top + r * g.pitch;
    ctx.moveTo(g.left, y);
    ctx.lineTo(right, y);
    ctx.moveTo(g.left, y + g.cell);
    ctx.lineTo(right, y + g.cell);
    for (let c = 0; c <= g.cols; c++) {
      ctx.moveTo(g.left + c * g.cell, y);
      ctx.lineTo(g.left + c * g.cell, y + g.cell);
    }
  }
  ctx.stroke();
  ctx.lineWidth = 3;
  const pad = Math.max(4, Math.round((g.pitch - g.cell) / 2) || 6);
  ctx.strokeRect(g.left - pad, g.top - pad, right - g.left + 2 * pad, bottom - g.top + 2 * pad);
}

function drawAged(ctx: CanvasRenderingContext2D, width: number, height: number, seed: number) {
  const r = prng(hash32(seed, 77));
  // A few faint stains.
  for (let n = 0; n < 4; n++) {
    const x = r() * width;
    const y = r() * height;
    const radius = (0.05 + r() * 0.12) * Math.min(width, height);
    const stain = ctx.createRadialGradient(x, y, 0, x, y, radius);
    stain.addColorStop(0, 'rgba(150, 105, 40, 0.10)');
    stain.addColorStop(0.7, 'rgba(150, 105, 40, 0.05)');
    stain.addColorStop(1, 'rgba(150, 105, 40, 0)');
    ctx.fillStyle = stain;
    ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  }
  // The darker, browner rim.
  const vignette = ctx.createRadialGradient(
    width / 2,
    height / 2,
    Math.min(width, height) * 0.3,
    width / 2,
    height / 2,
    Math.hypot(width, height) / 2,
  );
  vignette.addColorStop(0, 'rgba(120, 75, 20, 0)');
  vignette.addColorStop(1, 'rgba(110, 65, 15, 0.38)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, width, height);
}
