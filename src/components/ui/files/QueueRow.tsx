import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format';
import { downloadFile } from './download';
import { ProgressBar } from './ProgressBar';
import { IconSvg, checkCircle, clock, close, file, image, lock, unlock, warning } from '../Icon';

/** The icons a row can show (SVG: never a font glyph), by name. */
const ROW_ICONS = { checkCircle, clock, file, image, lock, unlock, warning };
export type RowIcon = keyof typeof ROW_ICONS;

export type RowTone = 'working' | 'ok' | 'info' | 'warn' | 'error';

const TONE: Record<RowTone, string> = {
  working: 'text-slate-700 dark:text-slate-300',
  ok: 'text-emerald-800 dark:text-emerald-300',
  info: 'text-sky-800 dark:text-sky-300',
  warn: 'text-amber-800 dark:text-amber-300',
  error: 'error-text',
};

export interface QueueRowProps {
  /** For ids; unique in the list. */
  rowKey: number;
  file: File;
  tone: RowTone;
  /** The status sentence, read out by screen readers when it changes. */
  message: string;
  /** An icon before the message (decorative); a spinner is shown instead while `tone` is 'working'. */
  icon?: RowIcon;
  /** The file's own icon, before its name (default: a page). */
  fileIcon?: RowIcon;
  /** 0–1 shows a progress bar while working. */
  progress?: number;
  /** A technical detail under the message ("Details: …"). */
  detail?: string;
  /** The result, with a download button for it. */
  output?: { blob: Blob; name: string };
  onRetry?: () => void;
  onRemove: () => void;
  /** A value for `data-status` (for styling and tests). */
  status?: string;
  /** More below the status: a password form, a preview, size savings. */
  children?: ReactNode;
}

/** One file in a batch list: name and size, download and remove buttons, its status, and what the tool adds. */
export function QueueRow(p: QueueRowProps) {
  const { t, i18n } = useTranslation('tools');
  const id = `queue-item-${p.rowKey}`;
  return (
    <li
      className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      aria-labelledby={`${id}-name`}
      data-status={p.status}
    >
      <div className="flex items-start gap-2">
        <IconSvg className="mt-0.5 h-5 w-5 text-slate-500 dark:text-slate-400">
          {ROW_ICONS[p.fileIcon ?? 'file']}
        </IconSvg>
        <div className="min-w-0 flex-1">
          <p id={`${id}-name`} className="font-medium break-all">
            {p.file.name}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatBytes(p.file.size, i18n.language)}</p>
        </div>
        {p.output && (
          <button
            type="button"
            className="btn-primary shrink-0"
            onClick={() => downloadFile(p.output!.blob, p.output!.name)}
            aria-label={t('ui.files.download', { name: p.output.name })}
          >
            {t('ui.download')}
          </button>
        )}
        {p.onRetry && (
          <button
            type="button"
            className="btn shrink-0"
            onClick={p.onRetry}
            aria-label={t('ui.files.retryName', { name: p.file.name })}
          >
            {t('ui.files.retry')}
          </button>
        )}
        <button
          type="button"
          className="btn shrink-0 px-2"
          onClick={p.onRemove}
          aria-label={t('ui.files.remove', { name: p.file.name })}
          title={t('ui.files.remove', { name: p.file.name })}
        >
          <IconSvg className="h-4 w-4">{close}</IconSvg>
        </button>
      </div>

      <div className={`mt-2 flex items-start gap-2 text-sm ${TONE[p.tone]}`}>
        {p.tone === 'working' ? (
          <span className="spinner h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          p.icon && <IconSvg className="mt-0.5 h-4 w-4">{ROW_ICONS[p.icon]}</IconSvg>
        )}
        <p role="status" id={`${id}-status`}>
          {p.message}
        </p>
      </div>
      {p.tone === 'working' && p.progress !== undefined && (
        <ProgressBar className="mt-2" value={p.progress} label={t('ui.files.progress', { name: p.file.name })} />
      )}
      {p.detail && (
        <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
          {t('ui.files.details', { detail: p.detail })}
        </p>
      )}
      {p.children}
    </li>
  );
}
