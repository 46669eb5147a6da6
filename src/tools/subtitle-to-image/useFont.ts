/**
 * Loads the web font the text is drawn with (the slices its characters need) before drawing: a canvas draws with
 * whatever is ready, so drawing early would show a fallback font. `version` changes when a load ends, so the
 * preview redraws; `failed` says the font could not load (the text is then drawn with an installed font).
 */
import { useEffect, useState } from 'react';
import type { WebFont } from '../../lib/fonts/catalog';
import { distinctChars, faceFailed, loadFont } from '../../lib/fonts/load';

/** Characters asked of the font at most (a 100,000-character text needs only its distinct characters). */
const SAMPLE_CHARS = 5000;

/** The characters the font is loaded for: the text's distinct ones, white space left out, at most SAMPLE_CHARS. */
export function fontChars(text: string): string {
  return distinctChars(text.replace(/\s/g, ''), SAMPLE_CHARS);
}

export interface FontState {
  /** Whether the font holds every character of the text (loaded). */
  ready: boolean;
  loading: boolean;
  failed: boolean;
  /** Loaded, but some characters have no glyph in it (or their slices did not load). */
  partial: boolean;
  version: number;
}

export function useFont(font: WebFont, weight: number, text: string): FontState {
  const chars = fontChars(text);
  const [state, setState] = useState<FontState>({
    ready: false,
    loading: false,
    failed: false,
    partial: false,
    version: 0,
  });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    // Typing fast asks once, after a short pause.
    const timer = setTimeout(() => {
      loadFont(font, weight, chars).then(
        (covered) => {
          // loadFont can report true while slices failed to download (Chromium's fonts.check() counts a face
          // in error as settled), so the faces' own status is read too.
          const ready = covered && !faceFailed(font.family);
          if (live)
            setState((s) => ({ ready, loading: false, failed: false, partial: !ready, version: s.version + 1 }));
        },
        (err: unknown) => {
          console.warn('[subtitle-to-image] font did not load', err);
          if (live)
            setState((s) => ({ ready: false, loading: false, failed: true, partial: false, version: s.version + 1 }));
        },
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [font, weight, chars]);
  return state;
}
