/**
 * The export draws each page in horizontal bands, each a small document of its own: only the blocks the band
 * shows are cloned and rasterised, so no single step of the page's main thread grows with the document (a
 * 30 KB document in one piece held the page for over a second). Pure geometry, unit-tested.
 */
import { codePoints, coversAny } from '../../lib/fonts/load';
import type { PageSlice } from './pages';

/** The tallest band, CSS px: about 100 ms of main-thread work for a dense document on a slow machine. */
export const BAND_HEIGHT = 1200;

/** A band of an exported page (CSS px from the page's top, padding included). */
export interface Band {
  /** The band's top and bottom on the page. */
  a: number;
  b: number;
  /** Where the content window starts inside the band, and its height (0: only padding shows). */
  viewTop: number;
  viewHeight: number;
  /** The content position (px from the content's top) shown at the window's top. */
  contentY: number;
  /** The whole page's height (its background is sized to it, so patterns run on across bands). */
  pageHeight: number;
}

/** Cuts the page showing `slice` (with `padding` above and below it) into bands at most `max` px tall. */
export function bandsOf(slice: PageSlice, padding: number, max = BAND_HEIGHT): Band[] {
  if (!(max > 0)) throw new RangeError('band height must be positive');
  const inner = slice.end - slice.start;
  const pageHeight = inner + 2 * padding;
  const n = Math.max(1, Math.ceil(pageHeight / max));
  const bands: Band[] = [];
  for (let i = 0; i < n; i++) {
    const a = Math.round((i * pageHeight) / n);
    const b = Math.round(((i + 1) * pageHeight) / n);
    const v0 = Math.min(Math.max(a, padding), padding + inner);
    const v1 = Math.max(Math.min(b, padding + inner), v0);
    bands.push({
      a,
      b,
      viewTop: Math.max(0, v0 - a),
      viewHeight: v1 - v0,
      contentY: slice.start + v0 - padding,
      pageHeight,
    });
  }
  return bands;
}

/** A piece of the content (header, a block of the body, footer), CSS px from the content's top. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * The first and last index of the pieces that show between `from` and `to` (everything between them is kept,
 * so the pieces stay in order and in flow), or null when none does.
 */
export function piecesIn(pieces: readonly Extent[], from: number, to: number): [number, number] | null {
  let first = -1;
  let last = -1;
  for (const [i, p] of pieces.entries()) {
    // A piece of no height at the window's top still counts (an empty paragraph keeps its place).
    if (p.top < to && (p.bottom > from || (p.bottom === p.top && p.top >= from))) {
      if (first < 0) first = i;
      last = i;
    }
  }
  return first < 0 ? null : [first, last];
}

/**
 * The band's geometry as CSS for its own small document (the clone carries no inline style): the page as tall
 * as the band with the page's background (sized to the whole page) moved up to the band's place, the content window, and the content
 * moved so its first kept piece, `firstTop` from the content's top, stands where it stood on the page.
 */
export function bandCss(width: number, padding: number, band: Band, firstTop: number): string {
  return (
    `.md2img{width:${width}px;height:${band.b - band.a}px;padding:0 ${padding}px;overflow:hidden;` +
    `box-sizing:border-box;background-size:${width}px ${band.pageHeight}px;background-position:0 ${-band.a}px}` +
    `.md2img .md-view{margin-top:${band.viewTop}px;height:${band.viewHeight}px;overflow:hidden}` +
    `.md2img .md-content{position:relative;padding-top:${firstTop}px;margin-top:${-band.contentY}px}` +
    '.md2img .md-band-first{margin-top:0!important}'
  );
}

/** An @font-face rule and the code points it covers (null: all). */
export interface Face {
  css: string;
  ranges: [number, number][] | null;
}

/** The @font-face rules of a stylesheet text, with their unicode-range parsed. */
export function splitFaces(css: string, parse: (range: string) => [number, number][]): Face[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => {
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(m[0])?.[1];
    return { css: m[0], ranges: range ? parse(range) : null };
  });
}

/** Characters a band may draw that are not in its text: list markers (bullets, numbers). */
const MARKERS = '•◦▪0123456789.';

/**
 * The faces a band needs: those covering at least one character of its text. A band's image then carries only
 * its own font slices (a long CJK document loads dozens; each image would otherwise parse them all).
 */
export function facesFor(faces: readonly Face[], text: string): string {
  const points = codePoints(text + MARKERS);
  return faces
    .filter((f) => !f.ranges || coversAny(f.ranges, points))
    .map((f) => f.css)
    .join('\n');
}
