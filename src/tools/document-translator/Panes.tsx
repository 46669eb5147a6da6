/** The document translator's panes: the password prompt, progress with time left, and the downloads. */
import { useId, useState } from 'react';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { downloadFile } from '../../components/ui/files/download';
import { formatDuration } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import type { Progress } from './job';

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
