/**
 * Web fonts in the worker: the page loads a font's slices for the card's text (loadFont), then hands the worker
 * their @font-face rules as text (fontFaceCss, absolute URLs); the worker registers the same files as FontFace
 * objects in its own FontFaceSet, so its OffscreenCanvas draws with the web font, never a fallback.
 */

export interface FaceSpec {
  family: string;
  url: string;
  unicodeRange: string;
  weight: string;
  style: string;
}

const prop = (block: string, name: string) =>
  new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;}]+)`, 'i').exec(block)?.[1]?.trim() ?? '';

/** The faces declared in CSS text: one per @font-face rule with a woff2 (or any) url(). */
export function parseFontFaces(css: string): FaceSpec[] {
  const out: FaceSpec[] = [];
  for (const m of css.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
    const block = m[1]!;
    const url = /url\(\s*(['"]?)([^'")]+)\1\s*\)/i.exec(prop(block, 'src'))?.[2];
    const family = prop(block, 'font-family').replace(/^(['"])(.*)\1$/, '$2');
    if (!url || !family) continue;
    out.push({
      family,
      url,
      unicodeRange: prop(block, 'unicode-range') || 'U+0-10FFFF',
      weight: prop(block, 'font-weight') || '400',
      style: prop(block, 'font-style') || 'normal',
    });
  }
  return out;
}
