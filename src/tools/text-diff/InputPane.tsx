import { memo, useCallback, useId, useMemo, useRef } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import { useFileDrop } from '../../components/ui/useFileDrop';
import { useToolT } from '../../i18n/useToolT';
import type { Side } from './inputs';
import { countLines } from './lines';
import { IconSvg, folder } from '../../components/ui/Icon';

/** File types offered by the picker (any file can still be dropped; binary ones are refused). */
const ACCEPT =
  'text/*,.txt,.md,.csv,.json,.js,.ts,.tsx,.jsx,.py,.java,.c,.h,.cpp,.go,.rs,.rb,.php,.html,.css,.xml,.yml,.yaml,.toml,.ini,.sql,.sh,.log,.diff,.patch';

interface Props {
  side: Side;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onFile: (file: File) => void;
  onClear: () => void;
  /** Why the last file could not be loaded, shown under the box. */
  error: string;
}

/**
 * One text to compare: the box (type, paste or drop a file), its counts, open-file and clear buttons. Drawn
 * again only when its own props change (not on every state change of the page around it).
 */
export const InputPane = memo(function InputPane({
  side,
  label,
  placeholder,
  value,
  onChange,
  onFile,
  onClear,
  error,
}: Props) {
  const { t, ui } = useToolT('text-diff');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { over, handlers } = useFileDrop(useCallback((files: File[]) => onFile(files[0]!), [onFile]));
  const lines = useMemo(() => countLines(value), [value]);
  return (
    <div className="panel flex min-w-0 flex-col gap-2" data-side={side}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-base font-semibold">
          {label}
        </label>
        <span
          className="text-xs text-slate-600 dark:text-slate-400"
          data-testid={`counts-${side}`}
          data-chars={value.length}
        >
          {t('counts', { chars: value.length.toLocaleString(), lines: lines.toLocaleString() })}
        </span>
      </div>
      <LargeTextarea
        id={`${id}-text`}
        className={`field min-h-48 resize-y font-mono text-sm leading-5 lg:min-h-64 ${over ? 'border-brand-500 ring-2 ring-brand-500' : ''}`}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onValueChange={onChange}
        {...handlers}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        data-testid={`input-${side}`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
          <IconSvg className="h-4 w-4">{folder}</IconSvg> {t('openFile')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="hidden"
          tabIndex={-1}
          aria-label={t('openFileFor', { side: label })}
          accept={ACCEPT}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
        <button type="button" className="btn" onClick={onClear} disabled={!value}>
          {ui('clear')}
        </button>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('dropHint')}</span>
      </div>
      {error && (
        <p id={`${id}-err`} className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
