import { useId, type RefObject } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { TabPanel, Tabs } from '../../components/ui/Tabs';
import { formatBytes } from '../../lib/format';
import type { WorkerClient, WorkerTaskError } from '../../lib/worker';
import { useToolT } from '../../i18n/useToolT';
import { EditorOverlay } from './EditorOverlay';
import type { JsonProtocol } from './protocol';
import { HIGHLIGHT_LIMIT, type View } from './settings';
import { TreeView } from './TreeView';
import type { EditorsState } from './useEditors';
import type { Check, TreeRef } from './useValidation';

interface Props {
  host: RefObject<HTMLDivElement | null>;
  editors: EditorsState;
  view: View;
  onView: (view: View) => void;
  outputLen: number;
  /** Why the worker gave no result (it could not load, or crashed): shown in place of a result. */
  workerError: WorkerTaskError | null;
  check: Check;
  tree: TreeRef | null;
  client: WorkerClient<JsonProtocol>;
  copyText: () => string;
  onDownload: () => void;
  onUseAsInput: () => void;
  /** Shows an offset of the input in the input editor. */
  onReveal: (offset: number) => void;
}

/** The result as text (a read-only editor) or as a tree, with copy, download and "use as input". */
export function OutputPane(props: Props) {
  const { host, editors, view, outputLen, workerError, check, tree } = props;
  const tt = useToolT('json-formatter');
  const { t, ui, lng } = tt;
  const headingId = useId();
  const empty = outputLen === 0;

  return (
    <section className="panel flex min-w-0 flex-col gap-2 p-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="sr-only">
          {ui('output')}
        </h2>
        <Tabs
          label={t('viewLabel')}
          idPrefix="jf"
          tabs={[
            { id: 'text', label: t('viewText') },
            { id: 'tree', label: t('viewTree') },
          ]}
          value={view}
          onChange={props.onView}
          className="border-b-0"
        />
        <div className="flex flex-wrap gap-2">
          <CopyButton text={props.copyText} disabled={empty} />
          <button type="button" className="btn" onClick={props.onDownload} disabled={empty}>
            {ui('download')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={props.onUseAsInput}
            disabled={empty}
            title={t('useAsInputHint')}
          >
            {t('useAsInput')}
          </button>
        </div>
      </div>
      {workerError && (
        <p className="error-text" role="alert" data-testid="json-worker-error">
          {tt.workerError(workerError)}
        </p>
      )}
      <TabPanel idPrefix="jf" id="text" active={view === 'text'} className="relative">
        <div
          ref={host}
          className="h-[55vh] min-h-[280px] overflow-hidden rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500 lg:h-[62vh] dark:border-slate-700"
          data-editor="output"
        />
        <EditorOverlay state={editors} loading={t('loadingEditor')} failed={t('editorFailed')} />
      </TabPanel>
      <TabPanel
        idPrefix="jf"
        id="tree"
        active={view === 'tree'}
        className="flex h-[55vh] min-h-[280px] flex-col overflow-hidden rounded-lg border border-slate-300 bg-[var(--jf-bg)] lg:h-[62vh] dark:border-slate-700"
      >
        {view === 'tree' &&
          (tree ? (
            <TreeView
              client={props.client}
              version={tree.version}
              root={tree.root}
              onReveal={props.onReveal}
              className="h-full"
            />
          ) : (
            <p className="p-4 text-sm text-slate-600 dark:text-slate-400">
              {check.state === 'invalid'
                ? t('tree.invalid')
                : check.state === 'checking'
                  ? ui('working')
                  : t('tree.empty')}
            </p>
          ))}
      </TabPanel>
      {view === 'text' && outputLen > HIGHLIGHT_LIMIT && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('plainLarge', { size: formatBytes(HIGHLIGHT_LIMIT, lng) })}
        </p>
      )}
    </section>
  );
}
