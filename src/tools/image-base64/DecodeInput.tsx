/**
 * Base64 → image, the input pane: toolbar, the kit's large-text box (a huge input is shown as a bounded
 * read-only preview with its size, never as a live 27 MB textarea) and the status line.
 */
import { memo, useCallback, useId, useRef, type RefObject } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useFileDrop } from '../../components/ui/useFileDrop';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { decodeProblemMessage } from './messages';
import { Progress } from './parts';
import { SAMPLE_PNG_BASE64 } from './samples';
import { LARGE_INPUT, type BigInput, type DecState } from './useDecoder';

interface Props {
  big: BigInput | null;
  /** The typed text (empty while a big input is held). */
  text: string;
  /** Whether there is any input. */
  hasInput: boolean;
  state: DecState;
  saveState: SaveState;
  textarea: RefObject<HTMLTextAreaElement | null>;
  setInputText: (value: string, source: string) => void;
  openFile: (file: File) => void;
}

const BOX_CLASS = 'field min-h-48 resize-y font-mono text-xs leading-5 break-all';

/**
 * The kit's large-text box for typed input: it intercepts a paste that would take the text over LARGE_INPUT
 * (the hook then holds it as a big input, shown below as a bounded preview). Memoised: progress updates
 * re-render this pane many times a second.
 */
const InputBox = memo(LargeTextarea);

export function DecodeInput({ big, text, hasInput, state, saveState, textarea, setInputText, openFile }: Props) {
  const tt = useToolT('image-base64');
  const { t, ui, lng } = tt;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const onFiles = useCallback((files: File[]) => void (files[0] && openFile(files[0])), [openFile]);
  const { over, handlers } = useFileDrop(onFiles);
  const onValueChange = useCallback((value: string) => setInputText(value, ''), [setInputText]);
  // An empty input is not an error (the hint below says what to do); whitespace only is.
  const shownProblem = state.s === 'error' ? state.problem : null;
  const emptyInput = !hasInput;
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
            disabled={!hasInput}
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
        // A huge input: a bounded, read-only preview (pasting here replaces the whole input; Clear empties it).
        <textarea
          id={`${id}-input`}
          ref={textarea}
          readOnly
          className={`${BOX_CLASS} ${over ? 'ring-2 ring-brand-500' : ''}`}
          rows={12}
          value={big.size > big.head.length ? `${big.head}…` : big.head}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={`${id}-large ${errorId}`}
          onPaste={(e) => {
            e.preventDefault();
            const pasted = e.clipboardData.getData('text/plain');
            if (pasted) setInputText(pasted, '');
          }}
          {...handlers}
        />
      ) : (
        <InputBox
          id={`${id}-input`}
          ref={textarea}
          threshold={LARGE_INPUT}
          className={`${BOX_CLASS} ${over ? 'ring-2 ring-brand-500' : ''}`}
          rows={12}
          value={text}
          onValueChange={onValueChange}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('decodePlaceholder')}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={errorId}
          {...handlers}
        />
      )}
      {big && (
        <p id={`${id}-large`} className="text-xs text-slate-600 dark:text-slate-400" data-testid="large-input">
          {t('largeInput', { size: formatBytes(big.size, lng), chars: nf.format(big.size) })}
          {big.source && ` (${big.source})`} {t('largeNotSaved')}
        </p>
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
