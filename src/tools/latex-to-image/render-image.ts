/**
 * Browser side of the export: the text font embedded into the SVG (an SVG drawn as an image sees neither the
 * page's fonts nor any external URL, so the woff2 slices it needs are fetched from our origin and inlined as
 * data: URLs), and SVG → PNG through an <img> and a canvas.
 */
import { fontById } from '../../lib/fonts/catalog';
import { fontFaceCss, loadFont } from '../../lib/fonts/load';
import { CONSERVATIVE_CANVAS_SIDE, canvasFits, MAX_CANVAS_AREA } from '../../lib/image/canvas-limits';
import { cssUrls, inlineCssUrls, textRuns } from './logic';

/** The font for text in \text{}: a serif CJK face, to sit with New Computer Modern. */
export const TEXT_FONT_ID = 'noto-serif-sc';

export interface EmbeddedFont {
  fontCss: string;
  textFamily: string | null;
  /** The font could not load (offline, blocked): the text falls back to a system font. */
  failed: boolean;
}

const dataUrlCache = new Map<string, Promise<string>>();

function toDataUrl(url: string): Promise<string> {
  let p = dataUrlCache.get(url);
  if (!p) {
    p = (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const blob = await res.blob();
      return await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsDataURL(blob);
      });
    })();
    p.catch(() => dataUrlCache.delete(url));
    dataUrlCache.set(url, p);
  }
  return p;
}

/** The @font-face rules (data: URLs) the SVG's <text> needs, or nothing when it has no text. */
export async function embedTextFont(svg: string): Promise<EmbeddedFont> {
  const text = textRuns(svg);
  if (!text.trim()) return { fontCss: '', textFamily: null, failed: false };
  const font = fontById(TEXT_FONT_ID);
  if (!font) return { fontCss: '', textFamily: null, failed: true };
  try {
    await loadFont(font, 400, text);
    const css = fontFaceCss(font.family);
    // No slice loaded (blocked, offline): say so rather than embed nothing silently.
    if (!css) return { fontCss: '', textFamily: null, failed: true };
    const urls = cssUrls(css);
    const data = new Map(await Promise.all(urls.map(async (u) => [u, await toDataUrl(u)] as const)));
    return { fontCss: inlineCssUrls(css, data), textFamily: font.family, failed: false };
  } catch (err) {
    console.error('latex-to-image: the text font could not be embedded', err);
    return { fontCss: '', textFamily: null, failed: true };
  }
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image kit's conservative canvas limits; beyond them toBlob yields nothing. */
const LIMITS = { maxSide: CONSERVATIVE_CANVAS_SIDE, maxArea: MAX_CANVAS_AREA };

export class CanvasTooLargeError extends Error {}

/** Draws the SVG at width × height pixels and encodes a PNG. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  if (!canvasFits(width, height, LIMITS)) {
    throw new CanvasTooLargeError(`${width}×${height}`);
  }
  const img = new Image();
  img.decoding = 'async';
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(img, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob gave nothing'))), 'image/png'),
  );
}
