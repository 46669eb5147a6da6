/** The document-translator island: wiring only. Panes and toolbars go in their own files as the tool grows. */
import { useCallback, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { useWorkerTask } from '../../lib/worker';
import type { DocumentTranslatorProtocol, Summary } from './protocol';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'document-translator' });

export default function DocumentTranslator(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, workerError, lng } = useToolT('document-translator');
  const [text, setText, , saveState] = usePersistentState('document-translator:input', '', (v) =>
    typeof v === 'string' ? v : '',
  );
  const task = useWorkerTask<DocumentTranslatorProtocol>(createWorker, { idleMs: 30_000 });
  const [summary, setSummary] = useState<Summary | null>(null);

  const run = useCallback(async () => {
    const result = await task.run('summarize', { text });
    if (result) setSummary(result);
  }, [task, text]);

  const nf = new Intl.NumberFormat(lng);
  const output = summary
    ? t('result', { characters: nf.format(summary.characters), lines: nf.format(summary.lines) })
    : '';
  return (
    <div className="space-y-4" data-tool="document-translator">
      <label className="block space-y-1">
        <span className="font-medium">{t('inputLabel')}</span>
        <textarea
          className="field min-h-40 w-full font-mono"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('placeholder')}
        />
      </label>
      {(saveState === 'tooLarge' || saveState === 'failed') && (
        <p className="text-sm text-amber-700">{t('notSaved')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void run()} disabled={task.busy}>
          {task.busy ? ui('working') : t('run')}
        </button>
        <CopyButton text={output} disabled={!output} />
      </div>
      <output className="block" aria-live="polite" data-testid="document-translator-output">
        {task.error ? <span className="error-text">{workerError(task.error)}</span> : output}
      </output>
    </div>
  );
}
