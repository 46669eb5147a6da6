/**
 * Loads each layer's web font for exactly its text (the fonts kit's `loadFont`: only the unicode-range slices the
 * characters need), so the preview redraws with the real glyphs once they arrive; `faces()` hands the loaded
 * @font-face rules to the export worker. A font that cannot load (offline before its first use) is reported,
 * and the text draws with a fallback font meanwhile.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FaceSource } from '../../lib/fonts/faces';
import { workerFaces } from '../../lib/fonts/handoff';
import { loadFont } from '../../lib/fonts/load';
import { resolveFont, type Layer } from './layers';

export function useLayerFonts(layers: readonly Layer[]) {
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const done = useRef(new Map<string, Promise<void>>());

  const ensure = useCallback((layer: Layer): Promise<void> => {
    const font = resolveFont(layer);
    const key = `${font.id}|${layer.weight}|${layer.text}`;
    let p = done.current.get(key);
    if (!p) {
      p = loadFont(font, layer.weight, layer.text).then(
        (complete) => {
          if (!complete) console.warn(`${font.family} lacks some characters of "${layer.text}"`);
          setFailed((f) => f.filter((x) => x !== font.family));
          setVersion((v) => v + 1);
        },
        (err: unknown) => {
          console.warn(err);
          done.current.delete(key);
          setFailed((f) => (f.includes(font.family) ? f : [...f, font.family]));
        },
      );
      done.current.set(key, p);
    }
    return p;
  }, []);

  useEffect(() => {
    // Typing loads slices as the characters appear; a short wait keeps every keystroke from asking.
    const timer = setTimeout(() => layers.forEach((l) => l.text && void ensure(l)), 150);
    return () => clearTimeout(timer);
  }, [layers, ensure]);

  /** Every layer's font loaded (or failed), then the faces the worker needs. */
  const faces = useCallback(
    async (all: readonly Layer[]): Promise<FaceSource[]> => {
      await Promise.all(all.filter((l) => l.text).map((l) => ensure(l)));
      return workerFaces(all.map((l) => resolveFont(l).family));
    },
    [ensure],
  );

  return { version, failed, faces };
}
