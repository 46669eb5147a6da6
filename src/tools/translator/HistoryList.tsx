import { useToolT } from '../../i18n/useToolT';
import type { HistoryEntry } from './logic';
import { useLanguageNames } from './LanguageBar';

interface Props {
  entries: readonly HistoryEntry[];
  onRestore: (entry: HistoryEntry) => void;
  onClear: () => void;
}

/** The last translations (kept in this browser): click one to bring it back. */
export function HistoryList({ entries, onRestore, onClear }: Props) {
  const { t, lng } = useToolT('translator');
  const name = useLanguageNames();
  const time = new Intl.DateTimeFormat(lng, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="translator-history" className="space-y-2" data-testid="history">
      <div className="flex items-center justify-between gap-2">
        <h2 id="translator-history" className="text-base font-semibold">
          {t('history.title')}
        </h2>
        {entries.length > 0 && (
          <button type="button" className="btn" onClick={onClear}>
            {t('history.clear')}
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('history.empty')}</p>
      ) : (
        <ul className="space-y-1">
          {entries.map((e) => (
            <li key={`${e.at}-${e.source}-${e.target}`}>
              <button
                type="button"
                className="w-full rounded-lg border border-slate-200 p-2 text-left text-sm hover:border-brand-500 dark:border-slate-700"
                onClick={() => onRestore(e)}
              >
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {e.source === 'auto' ? t('auto') : name(e.source)} → {name(e.target)} · {time.format(e.at)}
                </span>
                <span className="block truncate">{e.text}</span>
                <span className="block truncate text-slate-600 dark:text-slate-400">{e.result}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
