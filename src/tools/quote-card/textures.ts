/**
 * Procedural backgrounds, drawn on the canvas (no image downloads): paper grain, linen, marble veins, bokeh
 * circles and film grain. Noise is a small tile repeated as a pattern, so a 4096 px card costs no more than a
 * small one; the random numbers come from a seeded generator, so a preview and its export look alike.
 */
import type { Texture, Theme } from './settings';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** mulberry32: a small seeded PRNG (the same card always gets the same texture). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TILE = 128;

/** A TILE×TILE canvas of grey noise with the given alpha range (light grain on light themes, etc.). */
const tiles = new Map<string, OffscreenCanvas>();

function noiseTile(seed: number, alpha: number, dark: boolean, lines = false): OffscreenCanvas {
  const key = `${seed}:${alpha}:${dark}:${lines}`;
  const cached = tiles.get(key);
  if (cached) return cached;
  const c = new OffscreenCanvas(TILE, TILE);
  tiles.set(key, c);
  const ctx = c.getContext('2d')!;
  const img = ctx.createImageData(TILE, TILE);
  const rand = rng(seed);
  for (let y = 0; y < TILE; y++) {
    // Linen: each row and each column has its own thread shade.
    for (let x = 0; x < TILE; x++) {
      const i = (y * TILE + x) * 4;
      const v = dark ? 255 : 0;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
      const thread = lines ? ((x % 3 === 0 ? 0.6 : 0) + (y % 3 === 0 ? 0.6 : 0)) * rand() : 0;
      img.data[i + 3] = Math.round(255 * alpha * (rand() * 0.7 + thread));
    }
  }
  ctx.putImageData(img, 0, 0);
  return c;
}

/** Repeats `tile` over the card. The context's card→canvas scale applies to the pattern too, so the grain keeps
 * its size in card pixels: a downscaled preview shows a downscaled grain. */
function fillPattern(ctx: Ctx, tile: OffscreenCanvas, w: number, h: number) {
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) return;
  ctx.fillStyle = pattern;
  ctx.fillRect(0, 0, w, h);
}

function vignette(ctx: Ctx, w: number, h: number, strength: number) {
  const g = ctx.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.35, w / 2, h / 2, Math.hypot(w, h) / 2);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, `rgba(0,0,0,${strength})`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function marble(ctx: Ctx, w: number, h: number, rand: () => number) {
  const s = Math.min(w, h);
  ctx.save();
  ctx.lineCap = 'round';
  for (let v = 0; v < 7; v++) {
    let x = rand() * w;
    let y = -s * 0.1;
    const drift = (rand() - 0.3) * s * 0.25;
    ctx.beginPath();
    ctx.moveTo(x, y);
    while (y < h + s * 0.1) {
      const nx = x + drift * 0.3 + (rand() - 0.5) * s * 0.12;
      const ny = y + s * (0.08 + rand() * 0.08);
      ctx.quadraticCurveTo(x + (rand() - 0.5) * s * 0.1, (y + ny) / 2, nx, ny);
      x = nx;
      y = ny;
    }
    ctx.strokeStyle = `rgba(90,96,110,${0.05 + rand() * 0.12})`;
    ctx.lineWidth = s * (0.002 + rand() * 0.006);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(120,126,140,0.04)';
    ctx.lineWidth = s * 0.03;
    ctx.stroke();
  }
  ctx.restore();
}

function bokeh(ctx: Ctx, w: number, h: number, rand: () => number) {
  const s = Math.min(w, h);
  const hues = [35, 320, 200, 50, 280];
  for (let i = 0; i < 26; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const r = s * (0.03 + rand() * 0.11);
    const hue = hues[i % hues.length]!;
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    const a = 0.08 + rand() * 0.18;
    g.addColorStop(0, `hsla(${hue},90%,75%,${a})`);
    g.addColorStop(0.8, `hsla(${hue},90%,70%,${a * 0.8})`);
    g.addColorStop(1, `hsla(${hue},90%,70%,0)`);
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Draws the theme's background over the whole card (w×h card pixels, in the context's current transform). */
export function drawBackground(ctx: Ctx, theme: Theme, w: number, h: number): void {
  const [c0, ...rest] = theme.background;
  if (rest.length === 0) ctx.fillStyle = c0!;
  else {
    const g = ctx.createLinearGradient(0, 0, w, h);
    theme.background.forEach((c, i) => g.addColorStop(i / (theme.background.length - 1), c));
    ctx.fillStyle = g;
  }
  ctx.fillRect(0, 0, w, h);
  drawTexture(ctx, theme.texture, theme.dark, w, h);
}

function drawTexture(ctx: Ctx, texture: Texture, dark: boolean, w: number, h: number) {
  const rand = rng(20261123);
  switch (texture) {
    case 'paper':
      fillPattern(ctx, noiseTile(1, 0.09, dark), w, h);
      vignette(ctx, w, h, 0.06);
      break;
    case 'linen':
      fillPattern(ctx, noiseTile(2, 0.1, dark, true), w, h);
      break;
    case 'marble':
      marble(ctx, w, h, rand);
      fillPattern(ctx, noiseTile(3, 0.04, dark), w, h);
      break;
    case 'bokeh':
      bokeh(ctx, w, h, rand);
      break;
    case 'film':
      fillPattern(ctx, noiseTile(4, 0.16, true), w, h);
      vignette(ctx, w, h, 0.45);
      break;
    case 'none':
      break;
  }
}
