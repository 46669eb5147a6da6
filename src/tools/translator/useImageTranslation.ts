import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReadProgress } from '../../lib/ocr/client';
import { sourceForOcr } from '../../lib/ocr/langs';
import type { OcrBlock } from '../../lib/ocr/logic';
import type { OcrLang } from '../../lib/ocr/paths';
import type { OcrChoice } from '../../lib/ocr/read';
import { EngineError, type Engine, type LangCode, type SourceLang } from '../../lib/translate/types';

export type Stage =
  | { kind: 'idle' }
  | { kind: 'loading' | 'detecting' | 'recognizing' | 'enhancing'; progress: number }
  | { kind: 'translating'; done: number; total: number }
  | { kind: 'done' };

/** How the image was read: in which language, whether it was detected, whether the enhanced copy was used. */
export interface ReadingInfo {
  lang: OcrLang;
  detected: boolean;
  enhanced: boolean;
}

export interface ImageState {
  stage: Stage;
  blocks: OcrBlock[] | null;
  reading: ReadingInfo | null;
  translations: (string | null)[];
  /** An OCR failure (the message is ours) or an engine failure (EngineError). */
  error: { kind: 'ocr' | 'engine'; error: unknown } | null;
}

const EMPTY: ImageState = { stage: { kind: 'idle' }, blocks: null, reading: null, translations: [], error: null };

const STAGE = { loading: 'loading', detect: 'detecting', read: 'recognizing', enhance: 'enhancing' } as const;

/** The stage a reading's progress report shows. */
export function stageOf(p: ReadProgress): Stage {
  return { kind: STAGE[p.stage], progress: p.progress };
}

/**
 * The source language sent to the engine: the one chosen, or, when that is "detect", the language the text was
 * read in (Chinese, Japanese, Korean; Latin text is left to the engine to detect).
 */
export function sourceFor(source: SourceLang, reading: ReadingInfo | null): SourceLang {
  return source === 'auto' && reading ? (sourceForOcr(reading.lang) ?? 'auto') : source;
}

/**
 * OCR of an image on the device (its language detected or chosen, see src/lib/ocr/read.ts), then each block
 * translated in order (one request per block; cancel).
 */
export function useImageTranslation(engine: Engine | null) {
  const [state, setState] = useState<ImageState>(EMPTY);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const translateBlocks = useCallback(
    async (blocks: OcrBlock[], source: SourceLang, target: LangCode, controller: AbortController) => {
      if (!engine) return;
      const out: (string | null)[] = blocks.map(() => null);
      setState((s) => ({
        ...s,
        translations: out.slice(),
        stage: { kind: 'translating', done: 0, total: blocks.length },
      }));
      for (let i = 0; i < blocks.length; i += 1) {
        if (controller.signal.aborted) throw new EngineError('cancelled');
        // Each block is detected on its own (a screenshot may mix languages), as in the text tab.
        const r = await engine.translate({
          text: blocks[i]!.text,
          source,
          target,
          signal: controller.signal,
          onText: (soFar) => {
            out[i] = soFar;
            if (abort.current === controller) setState((s) => ({ ...s, translations: out.slice() }));
          },
        });
        out[i] = r.text;
        if (abort.current === controller)
          setState((s) => ({
            ...s,
            translations: out.slice(),
            stage: { kind: 'translating', done: i + 1, total: blocks.length },
          }));
      }
    },
    [engine],
  );

  const start = useCallback(
    async (image: ImageBitmap, choice: OcrChoice, source: SourceLang, target: LangCode) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ ...EMPTY, stage: { kind: choice === 'auto' ? 'detecting' : 'loading', progress: 0 } });
      let blocks: OcrBlock[];
      let reading: ReadingInfo;
      try {
        const { readText } = await import('../../lib/ocr/client');
        const r = await readText(image, choice, (p) => {
          if (abort.current === controller) setState((s) => ({ ...s, stage: stageOf(p) }));
        });
        blocks = r.blocks;
        reading = { lang: r.lang, detected: r.detected, enhanced: r.enhanced };
      } catch (err) {
        console.error('OCR failed', err);
        if (abort.current === controller) setState({ ...EMPTY, error: { kind: 'ocr', error: err } });
        return;
      }
      if (abort.current !== controller) return;
      setState({ ...EMPTY, blocks, reading, translations: blocks.map(() => null), stage: { kind: 'done' } });
      if (!blocks.length || !engine) return;
      try {
        await translateBlocks(blocks, sourceFor(source, reading), target, controller);
        if (abort.current === controller) setState((s) => ({ ...s, stage: { kind: 'done' } }));
      } catch (err) {
        if (!(err instanceof EngineError && err.code === 'cancelled')) console.error('Block translation failed', err);
        if (abort.current === controller)
          setState((s) => ({ ...s, stage: { kind: 'done' }, error: { kind: 'engine', error: err } }));
      }
    },
    [engine, translateBlocks],
  );

  /** Translates the blocks already read again (another target, another engine). */
  const retranslate = useCallback(
    async (source: SourceLang, target: LangCode) => {
      const { blocks, reading } = state;
      if (!blocks?.length) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => ({ ...s, error: null }));
      try {
        await translateBlocks(blocks, sourceFor(source, reading), target, controller);
        if (abort.current === controller) setState((s) => ({ ...s, stage: { kind: 'done' } }));
      } catch (err) {
        if (!(err instanceof EngineError && err.code === 'cancelled')) console.error('Block translation failed', err);
        if (abort.current === controller)
          setState((s) => ({ ...s, stage: { kind: 'done' }, error: { kind: 'engine', error: err } }));
      }
    },
    [state, translateBlocks],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    // OCR cannot stop midway: its result is dropped. Translation stops; the blocks done so far stay.
    const cancelled = { kind: 'engine' as const, error: new EngineError('cancelled') };
    setState((s) =>
      s.stage.kind === 'loading' ||
      s.stage.kind === 'detecting' ||
      s.stage.kind === 'recognizing' ||
      s.stage.kind === 'enhancing'
        ? { ...EMPTY, error: cancelled }
        : s.stage.kind === 'translating'
          ? { ...s, stage: { kind: 'done' }, error: cancelled }
          : s,
    );
  }, []);

  const clear = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState(EMPTY);
  }, []);

  return { state, start, retranslate, cancel, clear };
}
