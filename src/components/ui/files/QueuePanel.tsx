import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { downloadFile, downloadZip, type NamedBlob } from './download';

interface DownloadAllProps {
  files: readonly NamedBlob[];
  /** Name of the .zip, e.g. "unlocked-pdfs.zip". */
  zipName: string;
  className?: string;
}

/**
 * "Download all (n)": one .zip of every result (one file is saved as itself). The zip library loads on the
 * first click; a failure is shown next to the button.
 */
export function DownloadAllButton({ files, zipName, className = 'btn-primary' }: DownloadAllProps) {
  const { t } = useTranslation('tools');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      if (files.length === 1) downloadFile(files[0]!.data, files[0]!.name);
      else await downloadZip(files, zipName);
    } catch (err) {
      console.error('Zip failed', err);
      setError(t('ui.files.zipFailed', { detail: String(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void run()} disabled={busy || files.length === 0}>
        {busy ? t('ui.files.zipping') : t('ui.files.downloadAll', { count: files.length })}
      </button>
      {error && (
        <p className="error-text w-full" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface PanelProps {
  heading: string;
  /** A line like "3 of 5 done", announced politely. */
  summary?: string;
  /** The results for "Download all". */
  outputs: readonly NamedBlob[];
  zipName: string;
  /** Buttons of the tool before "Download all" (e.g. "Unlock all"). */
  actions?: ReactNode;
  onClear: () => void;
  /** The rows (QueueRow elements). */
  children: ReactNode;
}

/** The panel around a batch list: heading, summary, the tool's actions, download all as zip, clear. */
export function QueuePanel({ heading, summary, outputs, zipName, actions, onClear, children }: PanelProps) {
  const { t } = useTranslation('tools');
  const headingId = useId();
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {heading}
        </h2>
        {summary !== undefined && (
          <p className="w-full text-sm text-slate-600 sm:order-none sm:w-auto dark:text-slate-400" aria-live="polite">
            {summary}
          </p>
        )}
        {actions}
        <DownloadAllButton files={outputs} zipName={zipName} />
        <button type="button" className="btn" onClick={onClear}>
          {t('ui.files.clearList')}
        </button>
      </div>
      <ul className="space-y-3">{children}</ul>
    </section>
  );
}
