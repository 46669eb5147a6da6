/** Base64 → image, the input pane: toolbar, the text box (or a summary of a huge input) and its status line. */
import { useId, useRef, type RefObject } from 'react';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useFileDrop } from '../../components/ui/useFileDrop';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { decodeProblemMessage } from './messages';
import { Progress } from './parts';
import { SAMPLE_PNG_BASE64 } from './samples';
import { LARGE_INPUT, type BigInput, type DecState } from './useDecoder';

interface Props {
  text: string;
  big: BigInput | null;
  /** What is being decoded: the big input, else the text. */
  input: string;
  state: DecState;
  saveState: SaveState;
  textarea: RefObject<HTMLTextAreaElement | null>;
  setInputText: (value: string, source: string) => void;
  openFile: (file: File) => void;
}

export function DecodeInput({ text, big, input, state, saveState, textarea, setInputText, openFile }: Props) {
  const tt = useToolT('image-base64');
  const { t, ui, lng } = tt;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { over, handlers } = useFileDrop((files) => void (files[0] && openFile(files[0])));
  // An empty input is not an error (the hint below says what to do); whitespace only is.
  const shownProblem = state.s === 'error' ? state.problem : null;
  const emptyInput = !input;
  const errorId = `${id}-error`;
  const nf = new Intl.NumberFormat(lng);

  return (
    <div className="panel flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`${id}-input`} className="text-sm font-semibold">
          {t('decodeInputLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn"
            onClick={() => setInputText(`data:image/png;base64,${SAMPLE_PNG_BASE64}`, '')}
          >
            {t('sample')}
          </button>
          <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
            {t('openTextFile')}
          </button>
          <input
            ref={fileInput}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('openTextFile')}
            accept=".txt,.b64,.base64,.css,.html,text/plain"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) openFile(f);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className="btn"
            disabled={!input}
            onClick={() => {
              setInputText('', '');
              textarea.current?.focus();
            }}
          >
            {ui('clear')}
          </button>
        </div>
      </div>
      {big ? (
        <div
          className="flex flex-col items-start gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-800"
          data-testid="large-input"
        >
          <p>
            {t('largeInput', { size: formatBytes(big.text.length, lng), chars: nf.format(big.text.length) })}
            {big.source && ` (${big.source})`}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('largeNotSaved')}</p>
          <code className="block max-w-full truncate font-mono text-xs text-slate-600 dark:text-slate-400">
            {big.text.slice(0, 120)}…
          </code>
        </div>
      ) : (
        <textarea
          id={`${id}-input`}
          ref={textarea}
          className={`field min-h-48 resize-y font-mono text-xs leading-5 break-all ${over ? 'ring-2 ring-brand-500' : ''}`}
          rows={12}
          value={text}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('decodePlaceholder')}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => setInputText(e.target.value, '')}
          onPaste={(e) => {
            const pasted = e.clipboardData.getData('text/plain');
            if (pasted.length > LARGE_INPUT) {
              // Keep megabytes out of the text box: it would make every keystroke slow.
              e.preventDefault();
              setInputText(pasted, '');
            }
          }}
          {...handlers}
        />
      )}
      <div id={errorId} aria-live="polite">
        {state.s === 'working' && <Progress label={t('decoding')} fraction={state.fraction} />}
        {shownProblem && (
          <div className="error-text" data-testid="decode-error">
            <p>{decodeProblemMessage(tt, shownProblem)}</p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('inputKept')}</p>
          </div>
        )}
        {emptyInput && state.s !== 'working' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('decodeHint')}</p>
        )}
        {!big && (saveState === 'tooLarge' || saveState === 'failed') && (
          <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="save-state">
            {t(saveState === 'tooLarge' ? 'notSavedTooLarge' : 'notSavedFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
