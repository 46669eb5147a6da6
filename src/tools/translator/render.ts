/**
 * The translated image: the original with each translated block's box filled with its local background colour
 * and the translation typeset into the box (shrunk to fit, CJK-aware wrapping, Noto Sans of the target script).
 * Drawn at full resolution on a canvas, one block per step so the page stays responsive.
 */
import { fontById } from '../../lib/fonts/catalog';
import { cssFont, loadFont } from '../../lib/fonts/load';
import type { OcrBlock } from '../../lib/ocr/logic';
import type { LangCode } from '../../lib/translate/types';
import { backgroundColour, blockFontSize, fitText, fontIdFor, rgbCss, textColourFor } from './logic';

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the target script's font for the translations (false: some characters will fall back). */
export async function prepareFont(target: LangCode, texts: readonly string[]): Promise<string> {
  const font = fontById(fontIdFor(target))!;
  try {
    await loadFont(font, 400, texts.join(''));
  } catch (err) {
    // Drawn with the system's fallback font rather than not at all.
    console.warn('Translation font did not load', err);
  }
  return font.family;
}

export async function renderTranslated(
  image: ImageBitmap,
  blocks: readonly OcrBlock[],
  translations: readonly (string | null)[],
  family: string,
  signal?: AbortSignal,
): Promise<HTMLCanvasElement> {
  const { width, height } = image;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, width, height).data;
  ctx.textBaseline = 'top';
  for (let i = 0; i < blocks.length; i += 1) {
    const text = translations[i];
    if (!text) continue;
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const { bbox, lines } = blocks[i]!;
    const x = Math.max(0, Math.floor(bbox.x0));
    const y = Math.max(0, Math.floor(bbox.y0));
    const w = Math.min(width, Math.ceil(bbox.x1)) - x;
    const h = Math.min(height, Math.ceil(bbox.y1)) - y;
    if (w <= 0 || h <= 0) continue;
    const bg = backgroundColour(pixels, width, height, bbox, 2);
    ctx.fillStyle = rgbCss(bg);
    ctx.fillRect(x, y, w, h);
    const measure = (s: string, size: number) => {
      ctx.font = cssFont(family, 400, size);
      return ctx.measureText(s).width;
    };
    const fit = fitText(text, w, h, measure, {
      maxSize: blockFontSize(
        lines.map((l) => l.bbox),
        h,
      ),
      minSize: 6,
    });
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    ctx.font = cssFont(family, 400, fit.size);
    ctx.fillStyle = textColourFor(bg);
    const top = y + Math.max(0, (h - fit.lines.length * fit.lineHeight) / 2);
    fit.lines.forEach((line, n) => {
      ctx.fillText(line, x, top + n * fit.lineHeight + (fit.lineHeight - fit.size) / 2);
    });
    ctx.restore();
    await nextFrame();
  }
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob returned null'))), 'image/png'),
  );
}
