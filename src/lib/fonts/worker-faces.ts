/// <reference lib="webworker" />
/**
 * The worker side of web fonts: the faces the page has loaded (see faces.ts) added to this worker's own
 * FontFaceSet, each once, and waited for, so an OffscreenCanvas draws with the web font, never a fallback.
 */
import type { FaceSource } from './faces';

/** Each face's load, by family, weight, style, range and URL: added to the set once, waited for by every caller. */
const loads = new Map<string, Promise<void>>();

/**
 * Adds `faces` to the worker's FontFaceSet (once each) and resolves when every one has loaded or failed; a face
 * that cannot load is logged and leaves the fallback font for its characters.
 */
export function loadFacesInWorker(faces: readonly FaceSource[], tag = 'worker'): Promise<unknown> {
  const set = (self as unknown as WorkerGlobalScope).fonts;
  return Promise.all(
    faces.map((f) => {
      const key = `${f.family}|${f.weight}|${f.style}|${f.unicodeRange}|${f.url}`;
      let ready = loads.get(key);
      if (!ready) {
        const face = new FontFace(f.family, `url("${f.url}")`, {
          weight: f.weight,
          style: f.style,
          unicodeRange: f.unicodeRange,
        });
        set.add(face);
        ready = face.load().then(
          () => undefined,
          (err: unknown) => console.warn(`[${tag}] font ${f.family} (${f.url}) did not load`, err),
        );
        loads.set(key, ready);
      }
      return ready;
    }),
  );
}
