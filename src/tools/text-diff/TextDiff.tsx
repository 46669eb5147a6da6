/**
 * Text diff: two texts compared by line, word or character in a Worker, shown side by side or inline, with
 * a unified patch. This island only wires the parts together: inputs (useDiffInputs), options
 * (useDiffOptions), the Worker (useDiffWorker), and the panes that show them.
 */
import { useMemo } from 'react';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import type { Side } from './inputs';
import { InputPane } from './InputPane';
import { OptionsBar } from './OptionsBar';
import { ResultPanel } from './ResultPanel';
import { useDiffInputs } from './useDiffInputs';
import { useDiffOptions } from './useDiffOptions';
import { useDiffWorker } from './useDiffWorker';

export default function TextDiff(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <DiffTool />
    </IslandI18n>
  );
}

function DiffTool() {
  const { t } = useToolT('text-diff');
  const inputs = useDiffInputs();
  const [opts, setOpts, optsLoaded] = useDiffOptions();
  const { oldText, newText, names, fileError } = inputs;
  const run = useDiffWorker(oldText, newText, opts, inputs.loaded && optsLoaded);
  const empty = !oldText && !newText;
  const { setText, loadFile, clear } = inputs;
  // Stable handlers, so a pane holding megabytes is not drawn again on every change elsewhere on the page.
  const on = useMemo(() => {
    const handlers = (side: Side) => ({
      change: (v: string) => setText(side, v),
      file: (f: File) => void loadFile(side, f),
      clear: () => clear(side),
    });
    return { old: handlers('old'), new: handlers('new') };
  }, [setText, loadFile, clear]);

  return (
    <div className="space-y-4">
      <OptionsBar opts={opts} setOpts={setOpts} />
      <div className="grid gap-4 lg:grid-cols-2">
        <InputPane
          side="old"
          label={t('original')}
          placeholder={t('originalPlaceholder')}
          value={oldText}
          onChange={on.old.change}
          onFile={on.old.file}
          onClear={on.old.clear}
          error={fileError.old}
        />
        <InputPane
          side="new"
          label={t('changed')}
          placeholder={t('changedPlaceholder')}
          value={newText}
          onChange={on.new.change}
          onFile={on.new.file}
          onClear={on.new.clear}
          error={fileError.new}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className="btn" onClick={inputs.swap} disabled={empty}>
          <span aria-hidden="true">⇄</span> {t('swap')}
        </button>
        {inputs.saveProblem && (
          <p className="text-slate-600 dark:text-slate-400" role="note">
            {t(inputs.saveProblem === 'tooLarge' ? 'persistSkipped' : 'persistFailed')}
          </p>
        )}
      </div>
      <ResultPanel
        shown={run.shown}
        view={opts.view}
        working={run.working}
        stale={!!run.shown && (run.shown.oldText !== oldText || run.shown.newText !== newText)}
        failure={empty ? null : run.failure}
        empty={empty}
        names={names}
        onRetry={run.retry}
      />
    </div>
  );
}
