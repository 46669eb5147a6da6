/**
 * Loading only the unicode-range slices of a catalog font that a text needs, without adding the font's
 * stylesheet to the page. A CJK font's stylesheet holds ~100 @font-face rules (over 100 KB): added as a <link>,
 * the browser parses every rule and restyles the page, a long task right after hydration. Here the stylesheet is
 * fetched as text once and parsed into faces (parseFontFaces), and only the faces whose unicode-range holds a
 * character of the text are added to `document.fonts` as FontFace objects, each once, then loaded. A canvas
 * draws with them like with a stylesheet's faces; their descriptors (`loadedSlices`) can go to a worker
 * (loadFacesInWorker) as they are.
 */
import type { WebFont } from './catalog';
import { parseFontFaces, type FaceSource } from './faces';
import { codePoints, coversAny, FontLoadError, parseUnicodeRange } from './load';

interface Slice extends FaceSource {
  ranges: [number, number][];
}

/** Each stylesheet's faces, by URL (fetched and parsed once; forgotten when the fetch fails, so a retry can). */
const sheets = new Map<string, Promise<Slice[]>>();
/** The FontFace added for each slice, by its URL: added once, awaited by every caller. */
const added = new Map<string, { face: FontFace; source: FaceSource; ready: Promise<boolean> }>();

function slicesOf(href: string): Promise<Slice[]> {
  let got = sheets.get(href);
  if (!got) {
    got = fetch(href)
      .then((r) => {
        if (!r.ok) throw new Error(`stylesheet ${href}: HTTP ${r.status}`);
        return r.text();
      })
      .then((css) => {
        const base = new URL(href, document.baseURI).href;
        return parseFontFaces(css).map((f) => ({
          ...f,
          url: new URL(f.url, base).href,
          ranges: parseUnicodeRange(f.unicodeRange),
        }));
      });
    got.catch(() => sheets.delete(href));
    sheets.set(href, got);
  }
  return got;
}

function addSlice(s: Slice): Promise<boolean> {
  let entry = added.get(s.url);
  if (!entry) {
    const source: FaceSource = {
      family: s.family,
      url: s.url,
      weight: s.weight,
      style: s.style,
      unicodeRange: s.unicodeRange,
    };
    const face = new FontFace(s.family, `url("${s.url}")`, {
      weight: s.weight,
      style: s.style,
      unicodeRange: s.unicodeRange,
    });
    document.fonts.add(face);
    const ready = face.load().then(
      () => true,
      (err: unknown) => {
        console.warn(`font ${s.family} (${s.url}) did not load`, err);
        return false;
      },
    );
    entry = { face, source, ready };
    added.set(s.url, entry);
  }
  return entry.ready;
}

/**
 * Makes `font` at `weight` ready for the characters of `text` (pass its distinct characters: see distinctChars),
 * loading only the slices they fall in. Resolves to `true` when every character (spaces and line breaks aside) is
 * in a slice of the font, `false` when some fall back to another font (characters the font lacks, such as
 * emoji). Rejects with a FontLoadError, as loadFont does, when the stylesheet or a slice the text needs cannot
 * load (offline before the first visit, say).
 */
export async function loadFontSlices(font: WebFont, weight = 400, text = ''): Promise<boolean> {
  let slices: Slice[];
  try {
    slices = await slicesOf(await font.css(weight));
  } catch (err) {
    throw new FontLoadError(font.family, err);
  }
  // A space loads the Latin slice (which every catalog font has), so an empty text still gets the font.
  const points = codePoints((text || ' ').replace(/[\s\u00a0]/g, '') || ' ');
  const needed = slices.filter((s) => coversAny(s.ranges, points));
  const loaded = await Promise.all(needed.map(addSlice));
  const failed = needed.filter((_, k) => !loaded[k]);
  if (failed.length) throw new FontLoadError(font.family, `${failed.length} of its files did not load`);
  return points.every((p) => needed.some((s) => coversAny(s.ranges, [p])));
}

/** The slices of `family` added by {@link loadFontSlices} that have loaded, as a worker adds them. */
export function loadedSlices(family: string): FaceSource[] {
  return [...added.values()]
    .filter((e) => e.source.family === family && e.face.status === 'loaded')
    .map((e) => e.source);
}
