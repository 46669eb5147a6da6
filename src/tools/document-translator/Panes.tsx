/**
 * The document translator's panes shown once a file is chosen (loaded with it, see later.ts): the password prompt,
 * progress with time left, what was done (translated, kept, failed: in all and per page), and the downloads.
 */
import { useId, useState } from 'react';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { downloadFile } from '../../components/ui/files/download';
import { formatDuration } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import type { Progress, Summary } from './job';

export function PasswordPrompt({ wrong, onSubmit }: { wrong: boolean; onSubmit: (password: string) => void }) {
  const { t } = useToolT('document-translator');
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <form
      className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSubmit(value);
      }}
    >
      <p>{t('password.needed')}</p>
      <label htmlFor={id} className="block font-medium">
        {t('password.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="password"
          className="field min-w-0 flex-1"
          value={value}
          autoComplete="off"
          autoFocus
          aria-invalid={wrong}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          data-testid="doc-password"
        />
        <button type="submit" className="btn btn-primary" disabled={!value}>
          {t('password.open')}
        </button>
      </div>
      {wrong && (
        <p id={`${id}-error`} className="error-text" role="alert">
          {t('password.wrong')}
        </p>
      )}
    </form>
  );
}

export function ProgressPane({ progress }: { progress: Progress }) {
  const { t, lng } = useToolT('document-translator');
  const nf = new Intl.NumberFormat(lng);
  const value = progress.total ? progress.done / progress.total : 1;
  return (
    <div className="space-y-1" data-testid="doc-progress">
      <ProgressBar value={value} label={t('progress.label')} />
      <p className="text-sm" aria-live="polite">
        {t('progress.pages', { done: nf.format(progress.pagesDone), total: nf.format(progress.pages) })}
        {' · '}
        {t('progress.paragraphs', { done: nf.format(progress.done), total: nf.format(progress.total) })}
        {progress.failed > 0 && (
          <>
            {' · '}
            {t('progress.failed', { n: progress.failed })}
          </>
        )}
        {progress.concurrency !== undefined && progress.done < progress.total && (
          <>
            {' · '}
            {t('progress.atATime', { n: progress.concurrency })}
          </>
        )}
        {progress.etaMs !== null && progress.done < progress.total && (
          <>
            {' · '}
            {t('progress.left', { time: formatDuration(progress.etaMs, lng) })}
          </>
        )}
      </p>
    </div>
  );
}

export interface Outputs {
  translated: Blob;
  bilingual: Blob;
  markdown: string;
  text: string;
  names: { pdf: string; bilingual: string; md: string; txt: string };
}

export function Downloads({ outputs }: { outputs: Outputs }) {
  const { t } = useToolT('document-translator');
  const save = (data: Blob | string, name: string, type: string) =>
    downloadFile(typeof data === 'string' ? new Blob([data], { type }) : data, name);
  return (
    <div className="flex flex-wrap gap-2" data-testid="doc-downloads">
      <button type="button" className="btn btn-primary" onClick={() => save(outputs.translated, outputs.names.pdf, '')}>
        {t('download.pdf')}
      </button>
      <button type="button" className="btn" onClick={() => save(outputs.bilingual, outputs.names.bilingual, '')}>
        {t('download.bilingual')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => save(outputs.markdown, outputs.names.md, 'text/markdown;charset=utf-8')}
      >
        {t('download.markdown')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => save(outputs.text, outputs.names.txt, 'text/plain;charset=utf-8')}
      >
        {t('download.text')}
      </button>
    </div>
  );
}

/** What the run did: paragraphs translated, kept (and why), failed; per page. */
export function SummaryPane({ summary }: { summary: Summary }) {
  const { t, lng } = useToolT('document-translator');
  const nf = new Intl.NumberFormat(lng);
  const k = summary.kept;
  const kept = k.code + k.formula + k.number + k.symbols + k.target;
  return (
    <section className="space-y-2 text-sm" data-testid="doc-summary" aria-labelledby="doc-summary-title">
      <h2 id="doc-summary-title" className="font-medium">
        {t('result.title')}
      </h2>
      <p>
        {t('result.totals', {
          translated: nf.format(summary.translated),
          kept: nf.format(kept),
          code: nf.format(k.code),
          formula: nf.format(k.formula),
          number: nf.format(k.number),
          other: nf.format(k.symbols + k.target),
          failed: nf.format(summary.failed),
        })}
      </p>
      {summary.translated === 0 && summary.failed > 0 && (
        <p className="error-text" role="alert" data-testid="doc-none-translated">
          {t('result.noneTranslated')}
        </p>
      )}
      {summary.failed > 0 && summary.translated > 0 && <p>{t('result.failedHint')}</p>}
      <details>
        <summary className="cursor-pointer">{t('result.perPage')}</summary>
        <table className="mt-1 text-left">
          <thead>
            <tr>
              <th className="pr-3 font-medium">{t('result.page')}</th>
              <th className="pr-3 font-medium">{t('result.translated')}</th>
              <th className="pr-3 font-medium">{t('result.kept')}</th>
              <th className="font-medium">{t('result.failed')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.pages.map((p) => (
              <tr key={p.page} data-testid="doc-summary-page">
                <td className="pr-3">{nf.format(p.page + 1)}</td>
                <td className="pr-3">{nf.format(p.translated)}</td>
                <td className="pr-3">{nf.format(p.kept)}</td>
                <td>{nf.format(p.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
