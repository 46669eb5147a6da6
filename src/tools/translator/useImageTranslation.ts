import { useCallback, useEffect, useRef, useState } from 'react';
import type { OcrBlock } from '../../lib/ocr/logic';
import { EngineError, type Engine, type LangCode, type SourceLang } from '../../lib/translate/types';
import { ocrLangsFor } from '../../lib/ocr/langs';

export type Stage =
  | { kind: 'idle' }
  | { kind: 'loading'; progress: number }
  | { kind: 'recognizing'; progress: number }
  | { kind: 'translating'; done: number; total: number }
  | { kind: 'done' };

export interface ImageState {
  stage: Stage;
  blocks: OcrBlock[] | null;
  translations: (string | null)[];
  /** An OCR failure (the message is ours) or an engine failure (EngineError). */
  error: { kind: 'ocr' | 'engine'; error: unknown } | null;
}

const EMPTY: ImageState = { stage: { kind: 'idle' }, blocks: null, translations: [], error: null };

/** OCR of an image on the device, then each block translated in order (one request per block; cancel). */
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
      let detected: LangCode | undefined;
      for (let i = 0; i < blocks.length; i += 1) {
        if (controller.signal.aborted) throw new EngineError('cancelled');
        const r = await engine.translate({
          text: blocks[i]!.text,
          source: detected ?? source,
          target,
          signal: controller.signal,
          onText: (soFar) => {
            out[i] = soFar;
            if (abort.current === controller) setState((s) => ({ ...s, translations: out.slice() }));
          },
        });
        if (source === 'auto' && r.detected) detected ??= r.detected;
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
    async (image: ImageBitmap, source: SourceLang, target: LangCode) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ ...EMPTY, stage: { kind: 'loading', progress: 0 } });
      let blocks: OcrBlock[];
      try {
        const { recognize } = await import('../../lib/ocr/client');
        blocks = await recognize(image, ocrLangsFor(source), (p) => {
          if (abort.current !== controller) return;
          const kind = p.status.startsWith('recognizing') ? 'recognizing' : 'loading';
          setState((s) => ({ ...s, stage: { kind, progress: p.progress } }));
        });
      } catch (err) {
        console.error('OCR failed', err);
        if (abort.current === controller) setState({ ...EMPTY, error: { kind: 'ocr', error: err } });
        return;
      }
      if (abort.current !== controller) return;
      setState({ ...EMPTY, blocks, translations: blocks.map(() => null), stage: { kind: 'done' } });
      if (!blocks.length || !engine) return;
      try {
        await translateBlocks(blocks, source, target, controller);
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
      const blocks = state.blocks;
      if (!blocks?.length) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState((s) => ({ ...s, error: null }));
      try {
        await translateBlocks(blocks, source, target, controller);
        if (abort.current === controller) setState((s) => ({ ...s, stage: { kind: 'done' } }));
      } catch (err) {
        if (!(err instanceof EngineError && err.code === 'cancelled')) console.error('Block translation failed', err);
        if (abort.current === controller)
          setState((s) => ({ ...s, stage: { kind: 'done' }, error: { kind: 'engine', error: err } }));
      }
    },
    [state.blocks, translateBlocks],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    // OCR cannot stop midway: its result is dropped. Translation stops; the blocks done so far stay.
    const cancelled = { kind: 'engine' as const, error: new EngineError('cancelled') };
    setState((s) =>
      s.stage.kind === 'loading' || s.stage.kind === 'recognizing'
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
