/** The converter's input box: label, Sample and Clear, conversion errors, counts and the save notice. */
import { useMemo, type RefObject } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import { lineCount } from '../../components/ui/large-text';
import { useCodePointCount } from '../../components/ui/useCodePointCount';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { sampleFor, type Direction, type Outcome, type UrlMode } from './logic';
import { BatchErrors, SingleError } from './ConvertErrors';
import { SaveNotice } from './SaveNotice';

interface Props {
  /** Prefix of this pane's element ids. */
  ids: string;
  /** Id of the mode hint that describes the box. */
  hintId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  input: string;
  setInput: (text: string) => void;
  direction: Direction;
  mode: UrlMode;
  batch: boolean;
  outcome: Outcome | null;
  saveState: SaveState;
}

export function InputPane({
  ids,
  hintId,
  inputRef,
  input,
  setInput,
  direction,
  mode,
  batch,
  outcome,
  saveState,
}: Props) {
  const { t, ui, lng } = useToolT('url-encode-and-decode');
  const nf = new Intl.NumberFormat(lng);
  const chars = useCodePointCount(input);
  const lines = useMemo(() => (batch ? lineCount(input) : 0), [batch, input]);
  const singleError = outcome && !outcome.batch && !outcome.result.ok ? outcome.result.error : null;
  const batchErrors = outcome?.batch && outcome.result.errorCount > 0 ? outcome.result : null;
  const errorId = `${ids}-error`;
  return (
    <div className="panel flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${ids}-input`} className="text-sm font-semibold">
          {t(direction === 'encode' ? 'inputEncode' : 'inputDecode')}
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" onClick={() => setInput(sampleFor(direction, mode, batch))}>
            {t('sample')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={!input}
            onClick={() => {
              setInput('');
              // After the re-render: a large text's read-only preview is replaced by the live box.
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {ui('clear')}
          </button>
        </div>
      </div>
      <LargeTextarea
        id={`${ids}-input`}
        ref={inputRef}
        className="field min-h-40 resize-y font-mono leading-5"
        rows={9}
        value={input}
        onValueChange={setInput}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={t(direction === 'encode' ? 'placeholderEncode' : 'placeholderDecode')}
        aria-invalid={singleError ? true : undefined}
        aria-describedby={`${errorId} ${hintId}`}
      />
      <div id={errorId} aria-live="polite" className="flex flex-col gap-1">
        {singleError && <SingleError text={input} error={singleError} />}
        {batchErrors && <BatchErrors result={batchErrors} />}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('charCount', { n: chars === null ? '…' : nf.format(chars) })}
        {batch && ` · ${t('lineCount', { n: nf.format(lines) })}`}
      </p>
      <SaveNotice state={saveState} />
    </div>
  );
}
