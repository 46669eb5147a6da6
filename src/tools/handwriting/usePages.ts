/**
 * The pages for the current text and settings: loads the font's slices for the text's characters
 * (loadFontSlices: only those, without the font's stylesheet of a hundred @font-face rules), then lays the text
 * out, a moment after the last change. A font that cannot load is reported and the text is laid out with
 * the system's fallback, so the user still gets pages (and is told).
 */
import { useEffect, useState } from 'react';
import type { WebFont } from '../../lib/fonts/catalog';
import { distinctChars } from '../../lib/fonts/load';
import { loadFontSlices } from '../../lib/fonts/slices';
import { makeLayout, type Layout } from './render';
import type { Settings } from './settings';

/** ready: every character has the font; partial: some fall back (emoji, a missing script); failed: not loaded. */
export type FontState = 'loading' | 'ready' | 'partial' | 'failed';

export interface Pages {
  layout: Layout | null;
  /** The layout is for the text and settings on screen now. */
  current: boolean;
  fontState: FontState;
  /** The last layout failed (not cancelled). */
  failed: boolean;
}

const DEBOUNCE_MS = 180;

export function usePages(text: string, settings: Settings, font: WebFont, enabled: boolean): Pages {
  const [layout, setLayout] = useState<(Layout & { text: string }) | null>(null);
  const [fontState, setFontState] = useState<FontState>('loading');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        setFontState('loading');
        let state: FontState;
        try {
          state = (await loadFontSlices(font, 400, distinctChars(text))) ? 'ready' : 'partial';
        } catch (err) {
          console.warn(`Handwriting: the font ${font.family} could not load; drawing with a fallback`, err);
          state = 'failed';
        }
        if (!live) return;
        setFontState(state);
        const t0 = performance.now();
        let next;
        try {
          next = await makeLayout(text, settings, font.family, stop.signal);
        } catch (err) {
          if (!stop.signal.aborted) {
            console.error('Handwriting: the layout failed', err);
            setFailed(true);
          }
          return;
        }
        if (!live) return;
        setFailed(false);
        console.info(
          `Handwriting: ${text.length} characters → ${next.pages.length} page(s) in ${(performance.now() - t0).toFixed(1)} ms`,
        );
        setLayout({ ...next, text });
      })();
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      stop.abort();
      clearTimeout(timer);
    };
  }, [text, settings, font, enabled]);
  const current =
    enabled && layout !== null && layout.text === text && layout.settings === settings && layout.family === font.family;
  return { layout, current, fontState, failed };
}
