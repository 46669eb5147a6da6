import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useFileDrop } from '../../components/ui/useFileDrop';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { EditorOverlay } from './EditorOverlay';
import { HIGHLIGHT_LIMIT, PERSIST_LIMIT } from './settings';
import { TOLERANT_FIXES, type JsonError } from './types';
import type { EditorsState } from './useEditors';
import type { SaveNote } from './useSavedInput';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
}

interface Props {
  host: RefObject<HTMLDivElement | null>;
  /** The plain textarea shown until CodeMirror is ready, and what it does. */
  plain: {
    ref: RefObject<HTMLTextAreaElement | null>;
    label: string;
    placeholder: string;
    /** Asks for CodeMirror: the visitor is using the editor. */
    onUse: () => void;
    /** Asks for CodeMirror too, and runs its shortcuts (Mod-Enter) once it is there. */
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
    onInput: () => void;
  };
  editors: EditorsState;
  inputLen: number;
  /** The input's error, if it is invalid. */
  error: JsonError | null;
  /** "Line 3, column 2: …" for the error. */
  located: (error: JsonError) => string;
  tolerant: boolean;
  notice: Notice | null;
  saveNote: SaveNote;
  onSample: () => void;
  onFile: (file: File) => void;
  onClear: () => void;
  onGoToError: (error: JsonError) => void;
  onEnableTolerant: () => void;
}

/** The input: its actions, the editor (files can be dropped on it), the error and the notes under it. */
export function InputPane(props: Props) {
  const { host, plain, editors, inputLen, error, located, tolerant, notice, saveNote } = props;
  const { t, ui, lng } = useToolT('json-formatter');
  const headingId = useId();
  const fileId = useId();
  // Actions wait for CodeMirror (they ask for it); only a failed load disables them.
  const ready = editors !== 'failed';
  const { over, handlers } = useFileDrop((files) => files[0] && props.onFile(files[0]));
  const note = (text: ReactNode) => <p className="text-xs text-slate-600 dark:text-slate-400">{text}</p>;

  return (
    <section className="panel flex min-w-0 flex-col gap-2 p-3" aria-labelledby={headingId} {...handlers}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {ui('input')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn" onClick={props.onSample} disabled={!ready} data-testid="sample">
            {t('sample')}
          </button>
          <label htmlFor={fileId} className={`btn cursor-pointer ${ready ? '' : 'pointer-events-none opacity-50'}`}>
            {t('openFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,.json5,.jsonc,.txt,.geojson,.map,application/json,text/plain"
            className="sr-only"
            disabled={!ready}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) props.onFile(file);
            }}
          />
          <button type="button" className="btn" onClick={props.onClear} disabled={!ready || inputLen === 0}>
            {ui('clear')}
          </button>
        </div>
      </div>
      <div className="relative">
        <div
          ref={host}
          className="h-[55vh] min-h-[280px] overflow-hidden rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500 lg:h-[62vh] dark:border-slate-700"
          data-editor="input"
        />
        {editors !== 'ready' && (
          <textarea
            ref={plain.ref}
            aria-label={plain.label}
            placeholder={plain.placeholder}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            translate="no"
            data-editor="plain"
            className="absolute inset-0 h-full w-full resize-none rounded-lg border border-slate-300 bg-[var(--jf-bg)] p-2 pl-10 font-mono text-[13px] leading-[1.55] text-[var(--jf-fg)] placeholder:text-[var(--jf-gutter-fg)] focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700"
            onFocus={plain.onUse}
            onPointerDown={plain.onUse}
            onKeyDown={plain.onKeyDown}
            onPaste={plain.onUse}
            onDrop={plain.onUse}
            onInput={plain.onInput}
          />
        )}
        {editors === 'failed' && (
          <EditorOverlay state={editors} loading={t('loadingEditor')} failed={t('editorFailed')} />
        )}
        {over && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-brand-500 bg-brand-50/90 text-sm font-semibold text-brand-700 dark:bg-slate-900/90 dark:text-brand-100">
            {t('dropOverlay')}
          </div>
        )}
      </div>
      <div aria-live="polite" className="min-h-5 space-y-1">
        {error && (
          <p className="error-text flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="json-error">
            <span>✗ {located(error)}</span>
            <button
              type="button"
              className="font-medium underline underline-offset-2"
              onClick={() => props.onGoToError(error)}
            >
              {t('goToError')}
            </button>
            {!tolerant && TOLERANT_FIXES.has(error.code) && (
              <button
                type="button"
                className="font-medium underline underline-offset-2"
                onClick={props.onEnableTolerant}
              >
                {t('enableTolerant')}
              </button>
            )}
          </p>
        )}
        {notice && (
          <p
            className={notice.kind === 'error' ? 'error-text' : 'text-sm text-slate-600 dark:text-slate-400'}
            role={notice.kind === 'error' ? 'alert' : undefined}
            data-testid="json-notice"
            data-kind={notice.kind}
          >
            {notice.text}
          </p>
        )}
        {inputLen > HIGHLIGHT_LIMIT && note(t('plainLarge', { size: formatBytes(HIGHLIGHT_LIMIT, lng) }))}
        {saveNote &&
          note(saveNote === 'tooLarge' ? t('notSaved', { size: formatBytes(PERSIST_LIMIT, lng) }) : t('saveFailed'))}
      </div>
    </section>
  );
}
