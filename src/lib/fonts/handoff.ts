/**
 * The page side of drawing with web fonts in a worker: the faces the page has loaded for some families, as the
 * descriptors the worker adds to its own FontFaceSet (worker-faces.ts). Apart from load.ts so that pages which
 * draw on the page load no CSS parser.
 */
import { parseFontFaces, sameOrigin, type FaceSource } from './faces';
import { loadedFaceCss } from './load';

/** The faces of `families` the page has loaded, of our own origin: what a drawing worker adds to its fonts. */
export function workerFaces(families: readonly string[]): FaceSource[] {
  const css = [...new Set(families)].map((f) => loadedFaceCss(f)).join('\n');
  return sameOrigin(parseFontFaces(css), location.origin);
}
