/**
 * Pure logic of the export (no DOM), loaded with it on first use: cutting a tall document into pages that fit the
 * browser's canvas, naming the files, and the font CSS handed to modern-screenshot.
 */
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE } from '../../lib/image/canvas-limits';

/** The tallest page, CSS px, an export at `width` × `scale` may have (canvas side and area limits). */
export function maxPageHeight(width: number, scale: number): number {
  const devicePx = Math.min(MAX_CANVAS_SIDE, Math.floor(MAX_CANVAS_AREA / (width * scale)));
  return Math.floor(devicePx / scale);
}

/** A page: the part of the content from `start` to `end` (CSS px from the top of the content). */
export interface PageSlice {
  start: number;
  end: number;
}

/**
 * Cuts content `total` px tall into slices at most `max` px tall. `cuts` are the positions where a cut
 * splits nothing (between blocks); each slice ends at the lowest such position that fits, and only a block
 * taller than a page is cut through. One slice when everything fits.
 */
export function splitPages(total: number, max: number, cuts: readonly number[]): PageSlice[] {
  if (!(max > 0)) throw new RangeError('page height must be positive');
  const sorted = [...new Set(cuts)].filter((c) => c > 0 && c < total).sort((a, b) => a - b);
  const pages: PageSlice[] = [];
  let start = 0;
  while (total - start > max) {
    let end = start + max;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const c = sorted[i]!;
      if (c <= start) break;
      if (c <= start + max) {
        end = c;
        break;
      }
    }
    pages.push({ start, end });
    start = end;
  }
  pages.push({ start, end: total });
  return pages;
}

/** Export file names: one image, or numbered pages (01, 02, …) that sort in order. */
export function pageNames(count: number, ext: string, base = 'markdown'): string[] {
  if (count === 1) return [`${base}.${ext}`];
  const digits = String(count).length < 2 ? 2 : String(count).length;
  return Array.from({ length: count }, (_, i) => `${base}-${String(i + 1).padStart(digits, '0')}.${ext}`);
}

/** A `src:` descriptor of an @font-face rule (up to its `;` or the rule's end). */
const SRC_RE = /src\s*:\s*([^;}]+)/g;
/** One source of a `src:` list: its URL and format. */
const SOURCE_RE = /url\(\s*(['"]?)([^'")]+)\1\s*\)(?:\s*format\(\s*(['"]?)([^'")]+)\3\s*\))?/g;

/**
 * @font-face rules with every `src:` cut to its woff2 file (the first file when none is woff2): the font
 * stylesheets list a .woff after each .woff2, and an image embeds every file it names.
 */
export function preferWoff2(css: string): string {
  return css.replace(SRC_RE, (whole, list: string) => {
    const sources = [...list.matchAll(SOURCE_RE)];
    const pick = sources.find((s) => s[4]?.toLowerCase() === 'woff2') ?? sources[0];
    if (!pick) return whole;
    return `src: url("${pick[2]}")${pick[4] ? ` format("${pick[4]}")` : ''}`;
  });
}

/** The distinct URLs `url(…)` names in CSS text, in order (data: URLs left out). */
export function cssUrls(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]!);
  return [...new Set(urls)].filter((u) => !u.startsWith('data:'));
}

/**
 * CSS with each `url(…)` found in `replacements` swapped for its replacement (a data: URL): an SVG drawn as an
 * image cannot load anything, so its fonts must be inside it. URLs not in the map are left as they are.
 */
export function replaceCssUrls(css: string, replacements: ReadonlyMap<string, string>): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, _q, url: string) => {
    const to = replacements.get(url);
    return to === undefined ? whole : `url("${to}")`;
  });
}
