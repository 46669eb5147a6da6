import { useCallback } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { WorkerTaskError } from '../../lib/worker';
import { ChangeToolbar } from './ChangeToolbar';
import { DiffSummary } from './DiffSummary';
import { DiffTable } from './DiffTable';
import type { Names } from './inputs';
import { useChangeNav } from './useChangeNav';
import { useDiffRows } from './useDiffRows';
import type { Shown } from './useDiffWorker';
import { allBlocks, blockCount, getBlock, unifiedPatch, type View } from './view';

interface Props {
  shown: Shown | null;
  view: View;
  working: boolean;
  /** The boxes changed since this result was computed; a new one is on its way. */
  stale: boolean;
  /** Why the last comparison gave no result. */
  failure: WorkerTaskError | null;
  empty: boolean;
  names: Names;
  onRetry: () => void;
}

/** The differences: summary, notices, change navigation with the patch, and the table. */
export function ResultPanel({ shown, view, working, stale, failure, empty, names, onRetry }: Props) {
  const { t, workerError } = useToolT('text-diff');
  const result = shown?.result ?? null;
  const total = result ? blockCount(result) : 0;
  const { rows, blockRows, rowLimit, reveal, showMore, showRow, scroller, sentinel } = useDiffRows(shown, view);
  const { current, go } = useChangeNav(total, blockRows, showRow, scroller, shown);
  const patch = useCallback(
    () => (shown ? unifiedPatch(shown.a, shown.b, allBlocks(shown.result), names) : ''),
    [shown, names],
  );
  const failureText = failure ? workerError(failure) : '';

  return (
    <section className="panel space-y-3" aria-labelledby="td-result-heading" aria-busy={working}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="td-result-heading" className="mr-auto text-lg font-semibold">
          {t('resultHeading')}
        </h2>
        {(working || stale) && (
          <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="spinner h-4 w-4" aria-hidden="true" /> {t('comparing')}
          </span>
        )}
      </div>

      {failure && (
        <div className="flex flex-wrap items-center gap-2" role="alert" data-testid="failure">
          <p className="error-text">{failureText}</p>
          <button type="button" className="btn" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}

      <DiffSummary shown={shown} empty={empty} />

      {shown && total > 0 && (
        <ChangeToolbar
          current={current}
          total={total}
          span={current >= 0 ? getBlock(shown.result, current) : null}
          go={go}
          patch={patch}
          outdated={stale || working}
          newName={names.newName}
        />
      )}

      {shown && total > 0 && (
        <div
          ref={scroller}
          className={`max-h-[75vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700 ${working || stale ? 'opacity-60' : ''}`}
          tabIndex={0}
          role="region"
          aria-label={t('tableLabel')}
        >
          <DiffTable shown={shown} view={view} rows={rows} limit={rowLimit} current={current} onReveal={reveal} />
          {rows.length > rowLimit && (
            <div className="border-t border-slate-200 p-2 text-center dark:border-slate-700" ref={sentinel}>
              <button type="button" className="btn" onClick={showMore}>
                {t('moreRows', { count: (rows.length - rowLimit).toLocaleString() })}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
