import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { CopyButton } from './CopyButton';
import { downloadFile } from './files/download';

interface Props {
  /** Visible label of the output box. */
  label: string;
  text: string;
  /** File name for the download button; no download button when omitted. */
  filename?: string;
  /** MIME type of the download. */
  mime?: string;
  /** Longer text is shown truncated; Copy and Download always use the full text. */
  previewChars?: number;
  /** Note shown under a truncated preview, e.g. "Showing the first 20,000 of 13,981,234 characters". */
  truncatedNote?: (shown: number, total: number) => string;
  rows?: number;
  /** Extra buttons next to Copy / Download. */
  actions?: ReactNode;
  /** Text shown in the box when `text` is empty. */
  placeholder?: string;
  id?: string;
  className?: string;
}

/**
 * A read-only output box for text that may be huge (e.g. a 13 MB data URI): the textarea only ever holds a
 * bounded preview, so the page stays responsive; Copy and Download hand over the full text.
 */
export function LongTextOutput({
  label,
  text,
  filename,
  mime = 'text/plain;charset=utf-8',
  previewChars = 20_000,
  truncatedNote,
  rows = 8,
  actions,
  placeholder,
  id,
  className = '',
}: Props) {
  const { t } = useTranslation('tools');
  const autoId = useId();
  const boxId = id ?? autoId;
  const truncated = text.length > previewChars;
  const preview = useMemo(
    () => (truncated ? `${text.slice(0, previewChars)}…` : text),
    [text, truncated, previewChars],
  );
  const noteId = `${boxId}-note`;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={boxId} className="text-sm font-semibold">
          {label}
        </label>
        <div className="flex flex-wrap gap-2">
          {actions}
          <CopyButton text={() => text} disabled={!text} />
          {filename && (
            <button type="button" className="btn" disabled={!text} onClick={() => downloadFile(text, filename, mime)}>
              {t('ui.download')}
            </button>
          )}
        </div>
      </div>
      <textarea
        id={boxId}
        readOnly
        rows={rows}
        value={preview}
        placeholder={placeholder}
        spellCheck={false}
        aria-describedby={truncated ? noteId : undefined}
        className="field resize-y font-mono text-xs leading-5 break-all"
      />
      {truncated && truncatedNote && (
        <p id={noteId} className="text-xs text-slate-600 dark:text-slate-400">
          {truncatedNote(previewChars, text.length)}
        </p>
      )}
    </div>
  );
}
