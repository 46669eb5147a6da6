/**
 * Loading a catalog font before drawing with it. A canvas draws with whatever font is ready at the time of
 * `fillText`: a font still loading means a fallback (and on a machine without CJK fonts, tofu). So a tool awaits
 * `loadFont(font, weight, text)` first: it adds the font's stylesheet (once), then asks the browser for exactly the
 * unicode-range slices `text` needs (`document.fonts.load`), and reports whether every character is covered.
 */
import type { WebFont } from './catalog';

/** The CSS `font` shorthand for a family at a weight and pixel size (quoted family). */
export function cssFont(family: string, weight = 400, sizePx = 32, italic = false): string {
  return `${italic ? 'italic ' : ''}${weight} ${sizePx}px "${family.replace(/"/g, '')}"`;
}

export class FontLoadError extends Error {
  constructor(
    readonly family: string,
    cause: unknown,
  ) {
    super(`font ${family} could not load: ${String(cause)}`);
    this.name = 'FontLoadError';
  }
}

/**
 * Makes `font` at `weight` ready for the characters of `text`. Resolves to `true` when the browser holds a face
 * of that family for every character (false: some characters will fall back to another font). Rejects with a
 * FontLoadError when the stylesheet or a slice cannot load (offline before the first visit, say).
 */
export async function loadFont(font: WebFont, weight = 400, text = ''): Promise<boolean> {
  const spec = cssFont(font.family, weight);
  try {
    try {
      await addStylesheet(await font.css(weight));
    } catch (err) {
      // The family may be declared already (a page that inlines its @font-face rules): use that.
      if (!declared(font.family)) throw err;
    }
    // An empty string would load nothing; a space loads the Latin slice, which every catalog font has.
    const faces = await document.fonts.load(spec, text || ' ');
    if (faces.length === 0) return false;
    // Chromium's check() counts a face whose file failed (offline, blocked) as settled: look at those faces too.
    if (failedFor(font.family, text || ' ')) return false;
    return document.fonts.check(spec, text || ' ');
  } catch (err) {
    throw new FontLoadError(font.family, err);
  }
}

/** The stylesheets added by {@link addStylesheet}, by URL: each is added once, and waited for by every caller. */
const sheets = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the head once and resolves when it has loaded (its @font-face rules are
 * then known to `document.fonts`); rejects, and forgets the link so a later call retries, when it cannot load.
 */
export function addStylesheet(href: string): Promise<void> {
  let loaded = sheets.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.webFont = '';
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          sheets.delete(href);
          link.remove();
          reject(new Error(`stylesheet ${href} did not load`));
        },
        { once: true },
      );
      document.head.append(link);
    });
    sheets.set(href, loaded);
  }
  return loaded;
}

/**
 * The `@font-face` rules the page holds for `family` (after `loadFont`), as CSS text with absolute URLs, for
 * renderers that cannot see the page's stylesheets: an SVG drawn as an image, a DOM snapshot library
 * (modern-screenshot's `font.cssText`). `onlyLoaded` keeps the slices the browser has fetched.
 */
export function fontFaceCss(family: string, onlyLoaded = true): string {
  const loaded = new Set<string>();
  if (onlyLoaded) {
    document.fonts.forEach((face) => {
      if (face.status === 'loaded' && unquote(face.family) === family) loaded.add(normRange(face.unicodeRange));
    });
  }
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: none of ours
    }
    for (const rule of Array.from(list)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (unquote(rule.style.getPropertyValue('font-family')) !== family) continue;
      const range = rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF';
      if (onlyLoaded && !loaded.has(normRange(range))) continue;
      const base = sheet.href ?? document.baseURI;
      rules.push(
        rule.cssText.replace(
          /url\((['"]?)([^'")]+)\1\)/g,
          (_m, _q, url: string) => `url("${new URL(url, base).href}")`,
        ),
      );
    }
  }
  return rules.join('\n');
}

/** {@link fontFaceCss} of the loaded faces, by family and number of loaded faces (see {@link loadedFaceCss}). */
const loadedCssCache = new Map<string, string>();

/**
 * The loaded @font-face rules of `family` ({@link fontFaceCss}). That walks every rule of every stylesheet (the
 * site's own CSS has thousands), so it is done again only when the number of loaded faces of the family has
 * changed, not on every keystroke; no face loaded is no CSS.
 */
export function loadedFaceCss(family: string): string {
  let loaded = 0;
  document.fonts.forEach((face) => {
    if (face.status === 'loaded' && unquote(face.family) === family) loaded++;
  });
  const key = `${family}|${loaded}`;
  let css = loadedCssCache.get(key);
  if (css === undefined) {
    css = loaded ? fontFaceCss(family) : '';
    loadedCssCache.set(key, css);
  }
  return css;
}

/**
 * Whether any face of `family` the page asked for failed to load (a slice blocked, or offline before the first
 * visit). `loadFont` can report true while slices failed (Chromium's fonts.check() counts a face in error as
 * settled), so a tool that must know reads the faces' own status too.
 */
export function faceFailed(family: string): boolean {
  let failed = false;
  document.fonts.forEach((face) => {
    if (face.status === 'error' && unquote(face.family) === family) failed = true;
  });
  return failed;
}

/** Whether the page declares any face of `family` (from a stylesheet or inlined @font-face rules). */
function declared(family: string): boolean {
  let found = false;
  document.fonts.forEach((face) => {
    if (unquote(face.family) === family) found = true;
  });
  return found;
}

function unquote(family: string): string {
  return family.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** A unicode-range in one spelling (the CSSOM and FontFace may differ in case and spaces). */
export function normRange(range: string): string {
  return range.replace(/\s+/g, '').toUpperCase();
}

/** Code point ranges of a CSS unicode-range value (`U+4E00-9FFF, U+3000, U+30??`). */
export function parseUnicodeRange(range: string): [number, number][] {
  const out: [number, number][] = [];
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) continue;
    const lo = m[1]!;
    if (lo.includes('?')) out.push([parseInt(lo.replace(/\?/g, '0'), 16), parseInt(lo.replace(/\?/g, 'F'), 16)]);
    else out.push([parseInt(lo, 16), parseInt(m[2] ?? lo, 16)]);
  }
  return out;
}

/**
 * Each character of the text once, in order of first use, at most `max` of them: what a font must be loaded
 * for. Asking the browser about a 20,000-character text (document.fonts.load/check) costs a third of a second;
 * about its few hundred distinct characters, almost nothing.
 */
export function distinctChars(text: string, max = Infinity): string {
  const seen = new Set<string>();
  for (const ch of text) {
    if (seen.size >= max) break;
    seen.add(ch);
  }
  return [...seen].join('');
}

/** The distinct code points of `text`, ascending (for {@link coversAny}). */
export function codePoints(text: string): number[] {
  return [...new Set(Array.from(text, (c) => c.codePointAt(0)!))].sort((a, b) => a - b);
}

/**
 * Whether any of `ranges` holds one of `points` (ascending): a binary search per range, so a CJK font's slices
 * (a hundred ranges each) against a long text's thousands of characters stay cheap.
 */
export function coversAny(ranges: readonly (readonly [number, number])[], points: readonly number[]): boolean {
  for (const [lo, hi] of ranges) {
    let a = 0;
    let b = points.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (points[m]! < lo) a = m + 1;
      else b = m;
    }
    if (a < points.length && points[a]! <= hi) return true;
  }
  return false;
}

/** Whether a face of `family` that covers a character of `text` failed to load. */
function failedFor(family: string, text: string): boolean {
  let points: number[] | null = null;
  let failed = false;
  document.fonts.forEach((face) => {
    if (failed || face.status !== 'error' || unquote(face.family) !== family) return;
    points ??= codePoints(text);
    if (coversAny(parseUnicodeRange(face.unicodeRange || 'U+0-10FFFF'), points)) failed = true;
  });
  return failed;
}
