import { useCallback, useId, type KeyboardEvent } from 'react';
import { AllowanceLine } from '../../components/translate/AllowanceLine';
import { EngineErrorMessage } from '../../components/translate/EngineError';
import { CopyButton } from '../../components/ui/CopyButton';
import { useCodePointCount } from '../../components/ui/useCodePointCount';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import type { Allowance } from '../../lib/translate/site';
import { EngineError, type Engine } from '../../lib/translate/types';
import { HistoryList } from './HistoryList';
import { LanguageBar } from './LanguageBar';
import { addHistory, parseHistory, swapPair, type HistoryEntry, type Pair } from './logic';
import { useRun } from './useRun';

interface Props {
  engine: Engine | null;
  /** False while the page does not know its engines yet: "needs an engine" is not said before it is known. */
  engineKnown?: boolean;
  /** What is left today on the site's engine (null for other engines). */
  allowance?: Allowance | null;
  pair: Pair;
  setPair: (pair: Pair) => void;
}

/** The text tab: source and target panes, translate (button or Ctrl/Cmd+Enter), cancel, copy, clear, history. */
export function TextTab({ engine, engineKnown = true, pair, setPair, allowance = null }: Props) {
  const { t, lng } = useToolT('translator');
  const id = useId();
  const [text, setText, , saveState] = usePersistentState('translator:text', '', (v) =>
    typeof v === 'string' ? v : '',
  );
  const [history, setHistory] = usePersistentState<HistoryEntry[]>('translator:history', [], parseHistory);
  const { state, run, cancel, reset } = useRun(engine);
  const count = useCodePointCount(text);
  const nf = new Intl.NumberFormat(lng);

  const translate = useCallback(async () => {
    const result = await run(text, pair.source, pair.target);
    if (result)
      setHistory((h) =>
        addHistory(h, { source: pair.source, target: pair.target, text, result: result.text, at: Date.now() }),
      );
  }, [run, text, pair, setHistory]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (!state.busy) void translate();
    }
  };
  const restore = (h: HistoryEntry) => {
    setText(h.text);
    setPair({ source: h.source, target: h.target });
    reset(h.result);
  };
  const cancelled = state.error instanceof EngineError && state.error.code === 'cancelled';

  return (
    <div className="space-y-4">
      <LanguageBar
        pair={pair}
        onChange={setPair}
        onSwap={() => {
          setPair(swapPair(pair, state.detected, lng));
          if (state.output && !state.busy) {
            setText(state.output);
            reset();
          }
        }}
        detected={state.detected}
        disabled={state.busy}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-source`} className="block text-sm font-medium">
            {t('sourceText')}
          </label>
          <textarea
            id={`${id}-source`}
            data-testid="source-text"
            className="field min-h-48 w-full"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            // The text to translate is often in a language other than the browser's spelling dictionary, where
            // every word would be underlined. Spell checking also costs Chromium a 100–230 ms main-thread task
            // on a 300,000-character paste (none without it).
            spellCheck={false}
            placeholder={t('placeholder')}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-xs text-slate-600 dark:text-slate-400">
            {count === null ? '' : t('chars', { count, formatted: nf.format(count) })}
          </p>
          <AllowanceLine allowance={allowance} />
          {(saveState === 'tooLarge' || saveState === 'failed') && (
            <p className="text-sm text-amber-700 dark:text-amber-400">{t('notSaved')}</p>
          )}
        </div>
        <div className="space-y-1">
          <span id={`${id}-out-label`} className="block text-sm font-medium">
            {t('output')}
          </span>
          <output
            aria-labelledby={`${id}-out-label`}
            aria-live="polite"
            aria-busy={state.busy}
            data-testid="target-text"
            className="block min-h-48 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap dark:border-slate-600 dark:bg-slate-800"
          >
            {state.output}
          </output>
          {state.piece && (
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="piece" role="status">
              {t('piece', { done: state.piece.done, total: state.piece.total })}
            </p>
          )}
          {state.error !== null && !cancelled && <EngineErrorMessage error={state.error} />}
          {cancelled && <p className="text-sm">{t('cancelled')}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {state.busy ? (
          <button type="button" className="btn" onClick={cancel}>
            {t('cancel')}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            onClick={() => void translate()}
            disabled={!engine || !text.trim()}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            title={t('shortcut')}
          >
            {t('translate')}
          </button>
        )}
        <CopyButton text={state.output} disabled={!state.output} />
        <button
          type="button"
          className="btn"
          onClick={() => {
            setText('');
            reset();
          }}
          disabled={!text && !state.output}
        >
          {t('clear')}
        </button>
        {!engine && engineKnown && (
          <p className="self-center text-sm text-slate-600 dark:text-slate-400">{t('needEngine')}</p>
        )}
      </div>
      <HistoryList entries={history} onRestore={restore} onClear={() => setHistory([])} />
    </div>
  );
}
