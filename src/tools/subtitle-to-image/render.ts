/**
 * Drawing the stacked image onto a 2D context: the same code draws the live preview (scaled, a few strips) and
 * the full-resolution export (every strip, in steps so the page never freezes). Geometry from logic.ts, line
 * fitting from wrap.ts; only the pixels are drawn here.
 */
import { placeText, stripFor, textWidth, type Piece, type Settings, type Size, type Stack } from './logic';
import { fitSubtitle, type Fitted } from './wrap';

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Installed CJK faces after the web font: a character the web font lacks still gets a real glyph. */
const FALLBACK = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
/** Longest line drawn, in UTF-16 code units (longer lines end in "…" after fitting anyway). */
export const LINE_CHARS = 400;

export interface DrawInput {
  frame: CanvasImageSource;
  frameSize: Size;
  lines: readonly string[];
  stack: Stack;
  settings: Settings;
  /** The CSS family of the chosen web font. */
  family: string;
}

export function fontString(family: string, bold: boolean, px: number): string {
  return `${bold ? 700 : 400} ${Math.max(1, px).toFixed(2)}px "${family.replace(/"/g, '')}", ${FALLBACK}`;
}

/** The font size in output pixels. */
export function fontPx(input: Pick<DrawInput, 'frameSize' | 'stack' | 'settings'>): number {
  return (input.settings.size / 100) * input.frameSize.height * input.stack.scale;
}

/** Fits a line with the context's own measurements. */
export function fitWithContext(ctx: Ctx2D, input: DrawInput, text: string): Fitted {
  const { family, settings } = input;
  const measure = (t: string, px: number) => {
    ctx.font = fontString(family, settings.bold, px);
    return ctx.measureText(t).width;
  };
  return fitSubtitle(text.slice(0, LINE_CHARS), textWidth(input.stack.width), fontPx(input), measure);
}

/** Draws piece `i` (the frame or a strip) with its line. Returns whether the text is taller than the piece. */
export function drawPiece(ctx: Ctx2D, input: DrawInput, i: number): boolean {
  const piece: Piece | undefined = input.stack.pieces[i];
  if (!piece) return false;
  const { frame, frameSize, stack, settings: s } = input;
  ctx.drawImage(frame, 0, piece.sy, frameSize.width, piece.sh, 0, piece.dy, stack.width, piece.dh);
  if (i > 0 && s.separator) {
    ctx.fillStyle = s.separatorColor;
    ctx.fillRect(0, piece.dy, stack.width, Math.max(1, Math.round(frameSize.height * stack.scale * 0.004)));
  }
  const text = input.lines[i] ?? '';
  if (!text) return false;
  const fit = fitWithContext(ctx, input, text);
  const place = placeText(piece, stack.width, fit.lines.length, fit.px);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, piece.dy, stack.width, piece.dh);
  ctx.clip();
  ctx.font = fontString(input.family, s.bold, fit.px);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = s.color;
  if (s.effect === 'shadow') {
    ctx.shadowColor = s.effectColor;
    ctx.shadowBlur = fit.px * 0.18;
    ctx.shadowOffsetX = fit.px * 0.06;
    ctx.shadowOffsetY = fit.px * 0.06;
  }
  fit.lines.forEach((line, k) => {
    const y = place.baselines[k]!;
    if (s.effect === 'outline') {
      ctx.lineJoin = 'round';
      ctx.miterLimit = 2;
      ctx.lineWidth = (fit.px * s.outlineWidth) / 100;
      ctx.strokeStyle = s.effectColor;
      ctx.strokeText(line, place.x, y);
    }
    ctx.fillText(line, place.x, y);
  });
  ctx.restore();
  return place.top < piece.dy;
}

/** A DrawInput at full size, for measuring: the fonts and widths the export uses. */
function fullSize(
  ctx: Ctx2D,
  lines: readonly string[],
  frameSize: Size,
  strip: number,
  settings: Settings,
  family: string,
) {
  const stack: Stack = { width: frameSize.width, height: frameSize.height, scale: 1, strip, pieces: [] };
  return { frame: ctx.canvas as CanvasImageSource, frameSize, lines, stack, settings, family };
}

/**
 * Each line's strip height in frame pixels (index 0, the whole frame, keeps `strip`): a cue that takes two or
 * more lines gets a strip tall enough for them (stripFor). Measured at full size, as the export draws.
 */
export function stripHeightsNow(
  ctx: Ctx2D,
  lines: readonly string[],
  frameSize: Size,
  strip: number,
  settings: Settings,
  family: string,
): number[] {
  const input = fullSize(ctx, lines, frameSize, strip, settings, family);
  const px = fontPx(input);
  return lines.map((text, i) =>
    i > 0 && text ? stripFor(fitWithContext(ctx, input, text).lines.length, px, strip, frameSize.height) : strip,
  );
}

/** stripHeightsNow for a whole file, yielding to the page every ~12 ms like drawAll. */
export async function stripHeights(
  ctx: Ctx2D,
  lines: readonly string[],
  frameSize: Size,
  strip: number,
  settings: Settings,
  family: string,
  stopped: () => boolean = () => false,
): Promise<number[]> {
  const input = fullSize(ctx, lines, frameSize, strip, settings, family);
  const px = fontPx(input);
  const out: number[] = [strip];
  let slice = performance.now();
  for (let i = 1; i < lines.length; i++) {
    if (stopped()) break;
    const text = lines[i] ?? '';
    out.push(text ? stripFor(fitWithContext(ctx, input, text).lines.length, px, strip, frameSize.height) : strip);
    if (performance.now() - slice > 12) {
      await new Promise((r) => setTimeout(r, 0));
      slice = performance.now();
    }
  }
  return out;
}

/** The preview's guide: the band of the frame that every strip repeats, outlined on the first piece. */
export function drawGuide(ctx: Ctx2D, input: DrawInput, strip: number): void {
  const { stack } = input;
  const first = stack.pieces[0]!;
  const top = first.dh - strip * stack.scale;
  ctx.save();
  ctx.fillStyle = 'rgba(245, 158, 11, 0.12)';
  ctx.fillRect(0, top, stack.width, first.dh - top);
  ctx.setLineDash([8, 6]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#f59e0b';
  ctx.strokeRect(1, top + 1, stack.width - 2, first.dh - top - 2);
  ctx.restore();
}

/**
 * Draws every piece, yielding to the page every ~12 ms (a 200-line 4K export takes seconds of drawing, in
 * slices short enough for the page to stay responsive). `onProgress` gets 0–1; `stopped()` ends early.
 */
export async function drawAll(
  ctx: Ctx2D,
  input: DrawInput,
  onProgress: (done: number) => void,
  stopped: () => boolean,
): Promise<boolean> {
  const n = input.stack.pieces.length;
  let slice = performance.now();
  for (let i = 0; i < n; i++) {
    if (stopped()) return false;
    drawPiece(ctx, input, i);
    if (performance.now() - slice > 12) {
      onProgress((i + 1) / n);
      await new Promise((r) => setTimeout(r, 0));
      slice = performance.now();
    }
  }
  onProgress(1);
  return true;
}
