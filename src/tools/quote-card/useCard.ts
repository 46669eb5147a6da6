/**
 * The card behind the preview and the export: loads the chosen web font for exactly the characters on the card,
 * then draws. The preview is the same drawing at a smaller scale, so what is downloaded is what is shown.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WebFont } from '../../lib/fonts/catalog';
import { loadFont } from '../../lib/fonts/load';
import type { Fit } from './logic';
import { drawCard, type CardInput } from './render';
import { cardSize, fontsForText, pickFont, themeById, type Settings, type Texts } from './settings';

/** The preview's longest side, canvas pixels (the export is full size). */
export const PREVIEW_MAX = 720;

export type FontState = 'loading' | 'ready' | 'partial' | 'failed';

export interface Card {
  font: WebFont;
  offered: WebFont[];
  fontState: FontState;
  fit: Fit | null;
  width: number;
  height: number;
  /** Draws the card at full size and encodes it (PNG or JPEG). */
  exportBlob: (type: 'image/png' | 'image/jpeg') => Promise<Blob>;
}

function familyOf(font: WebFont): string {
  return `"${font.family}", ${font.style === 'serif' ? 'serif' : 'sans-serif'}`;
}

export function useCard(
  settings: Settings,
  texts: Texts,
  logo: ImageBitmap | null,
  canvas: React.RefObject<HTMLCanvasElement | null>,
): Card {
  const allText = `${texts.quote}${texts.author}${texts.source}${settings.watermark}“”「」『』«»„—…`;
  const offered = useMemo(() => fontsForText(allText), [allText]);
  const font = pickFont(settings.font, offered);
  const [fontState, setFontState] = useState<FontState>('loading');
  const [fit, setFit] = useState<Fit | null>(null);
  const { width, height } = cardSize(settings);

  const input = useCallback(
    (scale: number): CardInput => ({
      width,
      height,
      scale,
      settings,
      texts,
      theme: themeById(settings.theme),
      family: familyOf(font),
      logo,
    }),
    [width, height, settings, texts, font, logo],
  );

  useEffect(() => {
    let live = true;
    // Typing redraws at most every 150 ms; the font's slices for new characters load before the drawing.
    const timer = setTimeout(() => {
      const load = loadFont(font, 400, allText).then(
        (covers) => live && setFontState(covers ? 'ready' : 'partial'),
        (err: unknown) => {
          console.error('Quote card: font failed to load', err);
          if (live) setFontState('failed');
        },
      );
      void load.then(() => {
        const el = canvas.current;
        if (!live || !el) return;
        const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
        el.width = Math.max(1, Math.round(width * scale));
        el.height = Math.max(1, Math.round(height * scale));
        const ctx = el.getContext('2d');
        if (!ctx) return;
        setFit(drawCard(ctx, input(scale)));
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [font, allText, input, width, height, canvas]);

  const exportBlob = useCallback(
    async (type: 'image/png' | 'image/jpeg') => {
      await loadFont(font, 400, allText).catch(() => false);
      const out = new OffscreenCanvas(width, height);
      const ctx = out.getContext('2d');
      if (!ctx) throw new Error('No 2D canvas context');
      drawCard(ctx, input(1));
      return out.convertToBlob({ type, quality: 0.92 });
    },
    [font, allText, width, height, input],
  );

  return { font, offered, fontState, fit, width, height, exportBlob };
}
