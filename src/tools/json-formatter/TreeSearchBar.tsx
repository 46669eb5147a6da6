import { useId } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { Matches } from './useTreeSearch';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  matches: Matches | null;
  /** Index of the current match. */
  current: number;
  /** Next (1) or previous (-1) match. */
  onStep: (delta: number) => void;
}

/** The tree's search box: Enter / Shift+Enter or the arrows go through the matches, "2 / 5" says where. */
export function TreeSearchBar({ query, onQuery, matches, current, onStep }: Props) {
  const { t } = useToolT('json-formatter');
  const searchId = useId();
  const found = !!matches?.paths.length;
  return (
    <form
      role="search"
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        onStep(1);
      }}
    >
      <label htmlFor={searchId} className="sr-only">
        {t('tree.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.shiftKey) {
            e.preventDefault();
            onStep(-1);
          }
        }}
        placeholder={t('tree.searchPlaceholder')}
        className="field min-w-0 flex-1 py-1"
        autoComplete="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="btn px-2"
        onClick={() => onStep(-1)}
        disabled={!found}
        aria-label={t('tree.prev')}
        title={t('tree.prev')}
      >
        ↑
      </button>
      <button type="submit" className="btn px-2" disabled={!found} aria-label={t('tree.next')} title={t('tree.next')}>
        ↓
      </button>
      <span className="min-w-16 text-xs text-slate-600 tabular-nums dark:text-slate-400" aria-live="polite">
        {matches
          ? matches.total === 0
            ? t('tree.noMatches')
            : matches.total > matches.paths.length
              ? t('tree.matchesCapped', { current: current + 1, total: matches.total, shown: matches.paths.length })
              : t('tree.matches', { current: current + 1, total: matches.total })
          : ''}
      </span>
    </form>
  );
}
