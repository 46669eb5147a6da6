/**
 * Draws a card on a 2D canvas: background, the fitted quote, author and source, and the watermarks in a corner
 * of the margin. Everything is laid out in card pixels (the export's size); a preview passes a smaller `scale`.
 * The web font must be loaded first (see load.ts): a canvas draws with whatever is ready.
 */
import { cssFont } from '../../lib/fonts/load';
import { cleanText, ellipsize, fitText, fontRuns, withMarks, type Fit } from './logic';
import { drawBackground } from './textures';
import type { Corner, Settings, Texts, Theme } from './settings';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export const LINE_HEIGHT = 1.45;

export interface Geometry {
  /** Margin on every side, px: nothing but background and the watermarks is drawn in it. */
  margin: number;
  /** Author and source size, px. */
  small: number;
  /** Font size bounds of the quote, px. */
  minSize: number;
  maxSize: number;
  /** Logo height and watermark text size (drawn in the margin band), px. */
  logo: number;
  mark: number;
}

/** Sizes that follow the card's shorter side. */
export function geometry(width: number, height: number): Geometry {
  const s = Math.min(width, height);
  const margin = Math.round(s * 0.08);
  return {
    margin,
    small: Math.max(10, Math.round(s * 0.032)),
    minSize: Math.max(10, Math.round(s * 0.022)),
    maxSize: Math.max(12, Math.round(s * 0.09)),
    logo: Math.max(8, Math.round(margin * 0.6)),
    mark: Math.max(8, Math.round(margin * 0.28)),
  };
}

export interface CardInput {
  width: number;
  height: number;
  /** Canvas pixels per card pixel (1 for the export). */
  scale: number;
  settings: Pick<Settings, 'align' | 'marks' | 'watermark' | 'corner'>;
  texts: Texts;
  theme: Theme;
  /** CSS font-family list to draw with: the web font first, then a generic fallback. */
  family: string;
  /**
   * Another font-family list for the Latin letters, digits and other non-CJK characters of a text that mixes
   * them with CJK (each line is drawn in runs of the two fonts); null: `family` draws everything.
   */
  latinFamily?: string | null;
  logo: (CanvasImageSource & { width: number; height: number }) | null;
}

/**
 * A measure at any size from one measurement at 100 px (canvas text width is linear in the size). With a Latin
 * family, a text is measured run by run, each run in its font (see fontRuns).
 */
function sizedMeasure(ctx: Ctx, family: string, latinFamily?: string | null): (text: string, size: number) => number {
  const cache = new Map<string, number>();
  const fonts = [fontOf(family, 100), latinFamily ? fontOf(latinFamily, 100) : ''];
  const one = (text: string, latin: boolean) => {
    const key = `${latin ? 'L' : 'C'}${text}`;
    let w = cache.get(key);
    if (w === undefined) {
      const font = fonts[latin ? 1 : 0]!;
      if (ctx.font !== font) ctx.font = font;
      w = ctx.measureText(text).width;
      if (cache.size < 20_000) cache.set(key, w);
    }
    return w;
  };
  return (text, size) => {
    const w = latinFamily ? fontRuns(text).reduce((sum, r) => sum + one(r.text, r.latin), 0) : one(text, false);
    return (w * size) / 100;
  };
}

function fontOf(family: string, size: number): string {
  const [first, ...fallback] = family.split(',');
  return cssFont(first!.trim(), 400, size) + (fallback.length ? `,${fallback.join(',')}` : '');
}

/** Draws the card and returns how the quote was fitted (its size, lines, whether it was cut). */
export function drawCard(ctx: Ctx, c: CardInput): Fit {
  const { width: W, height: H, theme } = c;
  const g = geometry(W, H);
  ctx.save();
  ctx.setTransform(c.scale, 0, 0, c.scale, 0, 0);
  drawBackground(ctx, theme, W, H);

  const inner = { x: g.margin, y: g.margin, w: W - 2 * g.margin, h: H - 2 * g.margin };
  const measure = sizedMeasure(ctx, c.family, c.latinFamily);
  const measureSmall = (t: string) => measure(t, g.small);
  const author = cleanText(c.texts.author).replace(/\s+/g, ' ').trim();
  const source = cleanText(c.texts.source).replace(/\s+/g, ' ').trim();
  const footer = [author && `— ${author}`, source].filter(Boolean).map((t) => fitLine(t, inner.w, measureSmall));
  const footerH = footer.length ? footer.length * g.small * LINE_HEIGHT + g.small * 1.2 : 0;

  const quote = withMarks(cleanText(c.texts.quote), c.settings.marks);
  const fit = fitText(quote, {
    measure,
    width: inner.w,
    height: Math.max(0, inner.h - footerH),
    minSize: g.minSize,
    maxSize: g.maxSize,
    lineHeight: LINE_HEIGHT,
  });
  const quoteH = fit.lines.length * fit.size * LINE_HEIGHT;
  let y = inner.y + Math.max(0, (inner.h - quoteH - footerH) / 2);
  const align = c.settings.align;
  const x = align === 'left' ? inner.x : align === 'right' ? inner.x + inner.w : inner.x + inner.w / 2;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.direction = 'ltr';
  const line = (text: string, size: number, color: string) => {
    ctx.fillStyle = color;
    const mid = y + (size * LINE_HEIGHT) / 2;
    if (text && c.latinFamily) drawRuns(ctx, text, size, mid, measure, c.family, c.latinFamily, align, x, inner.w);
    else if (text) {
      ctx.font = fontOf(c.family, size);
      // maxWidth: the sum of word widths can differ from the line's by kerning; never past the margin.
      ctx.fillText(text, x, mid, inner.w);
    }
    y += size * LINE_HEIGHT;
  };
  for (const l of fit.lines) line(l, fit.size, theme.text);
  if (footer.length) y += g.small * 1.2;
  for (const l of footer) line(l, g.small, theme.accent);

  drawWatermarks(ctx, c, g);
  ctx.restore();
  return fit;
}

/**
 * A line in runs of two fonts (CJK in `family`, the rest in `latinFamily`), placed left to right from where the
 * alignment puts the whole line (`x` is its left, centre or right), squeezed evenly if wider than `maxWidth`.
 */
function drawRuns(
  ctx: Ctx,
  text: string,
  size: number,
  y: number,
  measure: (text: string, size: number) => number,
  family: string,
  latinFamily: string,
  align: Settings['align'],
  x: number,
  maxWidth: number,
) {
  const runs = fontRuns(text).map((r) => ({ ...r, w: measure(r.text, size) }));
  const total = runs.reduce((sum, r) => sum + r.w, 0);
  const saved = ctx.textAlign;
  ctx.textAlign = 'left';
  // The ink can reach past the advances (a handwriting face's swashes): the line's box is the ink's.
  const ink = (r: (typeof runs)[number]) => {
    ctx.font = fontOf(r.latin ? latinFamily : family, size);
    return ctx.measureText(r.text);
  };
  const first = ink(runs[0]!);
  const last = ink(runs[runs.length - 1]!);
  const overLeft = Math.max(0, first.actualBoundingBoxLeft || 0);
  const overRight = Math.max(0, (last.actualBoundingBoxRight || 0) - last.width);
  const box = total + overLeft + overRight;
  const squeeze = box > maxWidth ? maxWidth / box : 1;
  let left =
    (align === 'left' ? x : align === 'right' ? x - box * squeeze : x - (box * squeeze) / 2) + overLeft * squeeze;
  for (const r of runs) {
    ctx.font = fontOf(r.latin ? latinFamily : family, size);
    ctx.fillText(r.text, left, y, r.w * squeeze + 0.5);
    left += r.w * squeeze;
  }
  ctx.textAlign = saved;
}

/** One line: the text, shortened with an ellipsis when wider than `width`. */
function fitLine(text: string, width: number, measure: (t: string) => number): string {
  return measure(text) <= width ? text : ellipsize(text, width, measure);
}

/** The logo and the watermark text, in the chosen corner of the margin band (logo outermost). */
function drawWatermarks(ctx: Ctx, c: CardInput, g: Geometry) {
  const mark = cleanText(c.settings.watermark).replace(/\s+/g, ' ').trim();
  if (!c.logo && !mark) return;
  const corner: Corner = c.settings.corner;
  const right = corner.endsWith('right');
  const bottom = corner.startsWith('bottom');
  const pad = (g.margin - g.logo) / 2;
  const centerY = bottom ? c.height - g.margin / 2 : g.margin / 2;
  let edge = right ? c.width - pad : pad;
  if (c.logo && c.logo.width > 0 && c.logo.height > 0) {
    const h = g.logo;
    const w = Math.min((c.logo.width / c.logo.height) * h, c.width / 3);
    ctx.globalAlpha = 0.9;
    ctx.drawImage(c.logo, right ? edge - w : edge, centerY - h / 2, w, h);
    ctx.globalAlpha = 1;
    edge += (right ? -1 : 1) * (w + g.mark * 0.6);
  }
  if (mark) {
    ctx.font = fontOf(c.family, g.mark);
    ctx.fillStyle = c.theme.accent;
    ctx.textAlign = right ? 'right' : 'left';
    ctx.textBaseline = 'middle';
    const room = Math.max(g.mark, right ? edge - pad : c.width - pad - edge);
    ctx.fillText(mark, edge, centerY, room);
  }
}
