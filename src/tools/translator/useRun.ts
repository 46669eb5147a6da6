import { useCallback, useEffect, useRef, useState } from 'react';
import { translateText } from '../../lib/translate/translate';
import { EngineError, type Engine, type LangCode, type SourceLang } from '../../lib/translate/types';

export interface RunState {
  output: string;
  busy: boolean;
  /** Pieces done and total, while a long text goes piece by piece. */
  piece: { done: number; total: number } | null;
  error: unknown;
  detected?: LangCode | undefined;
}

const IDLE: RunState = { output: '', busy: false, piece: null, error: null };

/**
 * One translation at a time with an engine: the output grows as the engine streams, a long text goes piece by
 * piece in order, cancel stops at once and keeps what was done. Resolves to the finished translation (null when
 * it failed or was cancelled).
 */
export function useRun(engine: Engine | null) {
  const [state, setState] = useState<RunState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(
    async (text: string, source: SourceLang, target: LangCode) => {
      if (!engine || !text.trim()) return null;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ output: '', busy: true, piece: null, error: null });
      let total = 0;
      try {
        const result = await translateText(engine, {
          text,
          source,
          target,
          signal: controller.signal,
          onText: (soFar) => {
            if (!controller.signal.aborted) setState((s) => ({ ...s, output: soFar }));
          },
          onPiece: (done, all) => {
            total = all;
            if (all > 1) setState((s) => ({ ...s, piece: { done, total: all } }));
          },
        });
        if (abort.current !== controller) return null;
        setState({ output: result.text, busy: false, piece: null, error: null, detected: result.detected });
        return result;
      } catch (err) {
        if (abort.current !== controller) return null;
        const cancelled = err instanceof EngineError && err.code === 'cancelled';
        if (!cancelled) console.error('Translation failed', err);
        setState((s) => ({ ...s, busy: false, piece: total > 1 ? s.piece : null, error: err }));
        return null;
      }
    },
    [engine],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback((output = '') => {
    abort.current?.abort();
    abort.current = null;
    setState({ ...IDLE, output });
  }, []);
  return { state, run, cancel, reset };
}
