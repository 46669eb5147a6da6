/** MathJax's SVG output: its size in pixels, its colours and background, its text runs and its fonts' URLs. */
/** MathJax's SVG user units per em (its fonts are 1000 units to the em). */
export const UNITS_PER_EM = 1000;

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The root element's viewBox of a MathJax SVG, or null. */
export function readViewBox(svg: string): ViewBox | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const m = root && /\sviewBox="([^"]+)"/.exec(root);
  if (!m) return null;
  const n = m[1]!
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v)) || n[2]! <= 0 || n[3]! <= 0) return null;
  return { x: n[0]!, y: n[1]!, width: n[2]!, height: n[3]! };
}

/** The picture's size in CSS pixels: the viewBox plus `padEm` on each side, at `emPx` per em, times `scale`. */
export function pixelSize(
  box: Pick<ViewBox, 'width' | 'height'>,
  emPx: number,
  padEm: number,
  scale = 1,
): { width: number; height: number } {
  const px = (units: number) => ((units + 2 * padEm * UNITS_PER_EM) / UNITS_PER_EM) * emPx * scale;
  return { width: px(box.width), height: px(box.height) };
}

/** Whole pixels of a PNG at `scale`: rounded up so that nothing is cut, never 0. */
export function pngSize(box: Pick<ViewBox, 'width' | 'height'>, emPx: number, padEm: number, scale: number) {
  const s = pixelSize(box, emPx, padEm, scale);
  return { width: Math.max(1, Math.ceil(s.width - 1e-6)), height: Math.max(1, Math.ceil(s.height - 1e-6)) };
}

export interface SvgStyle {
  /** "#rrggbb" for the ink. */
  color: string;
  /** "#rrggbb", or null for transparent. */
  background: string | null;
  emPx: number;
  padEm: number;
  /** `@font-face` rules to embed (data: URLs), for the text MathJax draws as <text>. */
  fontCss: string;
  /** The family for that text (CJK in \text{}); MathJax writes font-family="serif". */
  textFamily: string | null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const round = (v: number) => String(Math.round(v * 1000) / 1000);
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Makes a MathJax SVG a standalone picture: pixel width and height (not ex, which an <img> resolves against
 * a font it cannot know), padding, the ink colour (MathJax draws with currentColor), an optional background
 * rectangle, the text font embedded as @font-face, and no data-latex attributes (the source stays private to
 * the copy the user chose to share, and no raw "<" can sit in an attribute).
 */
export function finishSvg(svg: string, style: SvgStyle): string {
  const box = readViewBox(svg);
  if (!box) throw new Error('not a MathJax SVG (no viewBox)');
  const pad = style.padEm * UNITS_PER_EM;
  const vb = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
  const size = pixelSize(box, style.emPx, style.padEm);
  const color = HEX.test(style.color) ? style.color : '#000000';
  let body = svg
    .replace(/^<svg\b[^>]*>/, '')
    .replace(/\sdata-latex="[^"]*"/g, '')
    .replace(/\sdata-latex-item="[^"]*"/g, '');
  if (style.textFamily) {
    const family = attr(`'${style.textFamily.replace(/'/g, '')}', serif`);
    body = body.replace(/(<text\b[^>]*?)\sfont-family="serif"/g, `$1 font-family="${family}"`);
  }
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(size.width)}" height="${round(size.height)}" ` +
    `viewBox="${round(vb.x)} ${round(vb.y)} ${round(vb.width)} ${round(vb.height)}" color="${color}" role="img">`;
  const defs = style.fontCss ? `<defs><style><![CDATA[${style.fontCss.replace(/]]>/g, '')}]]></style></defs>` : '';
  const bg =
    style.background && HEX.test(style.background)
      ? `<rect x="${round(vb.x)}" y="${round(vb.y)}" width="${round(vb.width)}" height="${round(vb.height)}" fill="${style.background}"/>`
      : '';
  return head + defs + bg + body;
}

/** The characters MathJax drew as <text> (it has no glyph paths for them: CJK in \text{}, say). */
export function textRuns(svg: string): string {
  let out = '';
  for (const m of svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)) out += decodeEntities(m[1]!);
  return out;
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!;
  });
}

/** The url(...) targets of a CSS text, each once, in order. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const m of css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) if (!urls.includes(m[2]!)) urls.push(m[2]!);
  return urls;
}

/** Replaces url(...) targets with data: URLs (targets missing from the map are left out with their rule). */
export function inlineCssUrls(css: string, dataUrls: ReadonlyMap<string, string>): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (m, _q, url: string) => {
    const data = dataUrls.get(url);
    return data ? `url("${data}")` : m;
  });
}
