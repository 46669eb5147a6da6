/**
 * The card behind the preview and the export. The page loads the chosen web font for exactly the characters on
 * the card (loadFont); the worker draws with the same font files (the fonts kit's workerFaces and
 * loadFacesInWorker), so the page never freezes on a long quote or a 4096 px card. The preview is the same
 * drawing at a smaller scale: what is downloaded is what is shown.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WebFont } from '../../lib/fonts/catalog';
import { workerFaces } from '../../lib/fonts/handoff';
import { loadFont } from '../../lib/fonts/load';
import { useWorkerTask } from '../../lib/worker';
import { cleanText, fontRuns, withMarks, type Fit } from './logic';
import type { QuoteCardProtocol, RenderJob } from './protocol';
import type { CardInput } from './render';
import { cardSize, fontsForText, latinFontFor, pickFont, cardTheme, type Settings, type Texts } from './settings';

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'quote-card' });

/** The preview's longest side, canvas pixels (the export is full size). */
export const PREVIEW_MAX = 720;

export type FontState = 'loading' | 'ready' | 'partial' | 'failed';

export interface Card {
  font: WebFont;
  /** The font of the Latin runs of a mixed CJK and Latin text, or null (the card's font writes everything). */
  latinFont: WebFont | null;
  offered: WebFont[];
  fontState: FontState;
  fit: Fit | null;
  /** A drawing failed in the worker (translated by the caller). */
  failed: boolean;
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
  const written = `${texts.quote}${texts.author}${texts.source}${settings.watermark}`;
  const offered = useMemo(() => fontsForText(written), [written]);
  // Exactly what is drawn (marks, the author's dash, an ellipsis if cut): the slices to load and check.
  const allText = `${withMarks(cleanText(texts.quote), settings.marks)}${texts.author ? '— ' : ''}${written}…`;
  const font = pickFont(settings.font, offered);
  const latinFont = latinFontFor(settings.latinFont, written, font);
  const [fontState, setFontState] = useState<FontState>('loading');
  const [fit, setFit] = useState<Fit | null>(null);
  const [failed, setFailed] = useState(false);
  const { width, height } = cardSize(settings);
  const preview = useWorkerTask<QuoteCardProtocol>(createWorker, { name: 'quote-card-preview', idleMs: 60_000 });
  const exporter = useWorkerTask<QuoteCardProtocol>(createWorker, { name: 'quote-card-export', idleMs: 30_000 });

  const input = useCallback(
    (scale: number): CardInput & { logo: ImageBitmap | null } => ({
      width,
      height,
      scale,
      settings: {
        align: settings.align,
        marks: settings.marks,
        watermark: settings.watermark,
        corner: settings.corner,
      },
      texts,
      theme: cardTheme(settings),
      family: familyOf(font),
      latinFamily: latinFont ? familyOf(latinFont) : null,
      logo,
    }),
    [width, height, settings, texts, font, latinFont, logo],
  );

  /** Loads the font's slices for the text, then the job for the worker. */
  const job = useCallback(
    async (scale: number, encode: RenderJob['encode']): Promise<RenderJob> => {
      try {
        // With a Latin font, each font loads the characters it draws (fontRuns: CJK in one, the rest in the other).
        const runs = latinFont ? fontRuns(allText) : [{ text: allText, latin: false }];
        const part = (latin: boolean) =>
          runs
            .filter((r) => r.latin === latin)
            .map((r) => r.text)
            .join('');
        const covers = await Promise.all([
          loadFont(font, 400, part(false)),
          ...(latinFont ? [loadFont(latinFont, 400, part(true))] : []),
        ]);
        setFontState(covers.every(Boolean) ? 'ready' : 'partial');
      } catch (err) {
        console.error('Quote card: font failed to load', err);
        setFontState('failed');
      }
      const families = latinFont ? [font.family, latinFont.family] : [font.family];
      return { card: input(scale), faces: workerFaces(families), encode };
    },
    [font, latinFont, allText, input],
  );

  // One preview in the worker at a time; while it draws, only the newest request waits (typing never queues).
  const inFlight = useRef(false);
  const next = useRef<(() => Promise<RenderJob>) | null>(null);
  const pump = useCallback(async () => {
    if (inFlight.current) return;
    const make = next.current;
    next.current = null;
    if (!make) return;
    inFlight.current = true;
    try {
      const res = await preview.client.request('render', await make());
      const el = canvas.current;
      if (res.bitmap && el) {
        el.width = res.bitmap.width;
        el.height = res.bitmap.height;
        el.getContext('2d')?.drawImage(res.bitmap, 0, 0);
        res.bitmap.close();
      }
      setFit(res.fit);
      setFailed(false);
    } catch (err) {
      console.error('Quote card: preview failed', err);
      setFailed(true);
    } finally {
      inFlight.current = false;
      if (next.current) void pump();
    }
  }, [preview.client, canvas]);

  useEffect(() => {
    // Typing redraws at most every 150 ms.
    const timer = setTimeout(() => {
      const scale = Math.min(1, PREVIEW_MAX / Math.max(width, height));
      next.current = () => job(scale, null);
      void pump();
    }, 150);
    return () => clearTimeout(timer);
  }, [job, pump, width, height]);

  const exportBlob = useCallback(
    async (type: 'image/png' | 'image/jpeg') => {
      const res = await exporter.client.request('render', await job(1, { type, quality: 0.92 }));
      if (!res.blob) throw new Error('The worker returned no image');
      const { fonts, draw, encode } = res.ms;
      console.info(
        `Quote card ${width}×${height}: fonts ${fonts.toFixed(0)} ms, drawn in ${draw.toFixed(0)} ms, ` +
          `${type} of ${res.blob.size} bytes in ${encode.toFixed(0)} ms`,
      );
      return res.blob;
    },
    [exporter.client, job, width, height],
  );

  return { font, latinFont, offered, fontState, fit, failed, width, height, exportBlob };
}
