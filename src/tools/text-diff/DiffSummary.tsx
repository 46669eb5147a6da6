import { useToolT } from '../../i18n/useToolT';
import type { Notice } from './types';
import type { Shown } from './useDiffWorker';
import { blockCount } from './view';

interface Props {
  shown: Shown | null;
  /** Both boxes are empty. */
  empty: boolean;
}

/** What the comparison found, in one line (announced), and notes on how it was computed. */
export function DiffSummary({ shown, empty }: Props) {
  const { t } = useToolT('text-diff');
  const result = shown?.result ?? null;
  const total = result ? blockCount(result) : 0;
  return (
    <>
      <div aria-live="polite" className="text-sm">
        {empty ? (
          <p className="text-slate-600 dark:text-slate-400">{t('empty')}</p>
        ) : shown && total === 0 ? (
          <p className="font-medium text-emerald-800 dark:text-emerald-300" data-testid="identical">
            {t(shown.ignoreNote ? 'identicalIgnoring' : 'identical')}
          </p>
        ) : shown ? (
          <p
            className="flex flex-wrap gap-x-4 gap-y-1"
            data-testid="stats"
            data-diff-ms={Math.round(shown.ms)}
            data-mode={shown.result.mode}
          >
            <span className="font-medium">{t('changes', { count: total })}</span>
            <span className="text-green-800 dark:text-green-300">
              {t('added', { count: shown.result.stats.added })}
            </span>
            <span className="text-red-800 dark:text-red-300">
              {t('removed', { count: shown.result.stats.removed })}
            </span>
            <span className="text-amber-800 dark:text-amber-300">
              {t('changedCount', { count: shown.result.stats.changed })}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {t('countedIn', { unit: t(`unit.${shown.result.mode}`) })}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {t('timing', { ms: Math.round(shown.ms).toLocaleString() })}
            </span>
          </p>
        ) : null}
      </div>
      {result && <Notices notices={result.notices} />}
    </>
  );
}

function Notices({ notices }: { notices: Notice[] }) {
  const { t, lng } = useToolT('text-diff');
  if (!notices.length) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="notices">
      {notices.map((n) => (
        <li
          key={n.kind}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {n.kind === 'refineBudget'
            ? t('notice.refineBudget', { count: n.skipped })
            : n.kind === 'tooLong'
              ? t('notice.tooLong', { count: n.skipped, limit: n.limit.toLocaleString(lng) })
              : n.kind === 'charTimeout'
                ? t('notice.charTimeout', { seconds: n.seconds })
                : t(`notice.${n.kind}`)}
        </li>
      ))}
    </ul>
  );
}
