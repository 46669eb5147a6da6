import { useId, useMemo, useState } from 'react';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { CopyButton } from '../../components/ui/CopyButton';
import { buildProse, matchesQuery } from './logic';
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryExample } from './gallery';
import { IconSvg, star, starFilled } from '../../components/ui/Icon';

interface Props {
  examples: readonly GalleryExample[];
  starred: ReadonlySet<string>;
  onOpen: (ex: GalleryExample) => void;
  onToggleStar: (ex: GalleryExample) => void;
}

type Filter = 'all' | GalleryCategory;

export function Gallery({ examples, starred, onOpen, onToggleStar }: Props) {
  const { t } = useToolT('veo3-prompts');
  const uid = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');

  const items = useMemo(() => examples.map((ex) => ({ ex, prose: buildProse(ex.fields) })), [examples]);
  const visible = items.filter(
    ({ ex, prose }) =>
      (filter === 'all' || ex.category === filter) &&
      matchesQuery(`${t(dynamicKey(`examples.${ex.id}`))} ${t(`categories.${ex.category}`)} ${prose}`, query),
  );
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    for (const ex of examples) c.set(ex.category, (c.get(ex.category) ?? 0) + 1);
    return c;
  }, [examples]);

  const chip = (id: Filter, label: string, n: number) => (
    <button
      key={id}
      type="button"
      aria-pressed={filter === id}
      onClick={() => setFilter(id)}
      className={`rounded-full border px-3 py-1 text-sm font-medium transition ${
        filter === id
          ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600'
          : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:text-white'
      }`}
    >
      {label} <span className={filter === id ? 'text-brand-100' : 'text-slate-500 dark:text-slate-400'}>{n}</span>
    </button>
  );

  return (
    <section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="text-xl font-semibold">
        {t('gallery.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('gallery.intro')}</p>

      <div className="mt-4 flex flex-col gap-3">
        <div className="max-w-md">
          <label
            htmlFor={`${uid}-search`}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('gallery.search')}
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            className="field"
            value={query}
            placeholder={t('gallery.searchPlaceholder')}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div role="group" aria-label={t('gallery.categoryFilter')} className="flex flex-wrap gap-2">
          {chip('all', t('gallery.all'), examples.length)}
          {GALLERY_CATEGORIES.map((c) => chip(c, t(`categories.${c}`), counts.get(c) ?? 0))}
        </div>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {t('gallery.showing', { shown: visible.length, total: examples.length })}
        </p>
      </div>

      {visible.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <p>{t('gallery.noResults')}</p>
          <button
            type="button"
            className="btn mt-3"
            onClick={() => {
              setQuery('');
              setFilter('all');
            }}
          >
            {t('gallery.clearFilters')}
          </button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map(({ ex, prose }) => {
            const descId = `${uid}-${ex.id}`;
            const isStarred = starred.has(ex.id);
            return (
              <li key={ex.id} className="panel flex flex-col gap-3" data-example={ex.id}>
                <div className="flex items-center justify-between gap-2">
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                    {t(`categories.${ex.category}`)}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {ex.fields.aspectRatio} · {t('seconds', { n: ex.fields.duration })}
                    </span>
                    <button
                      type="button"
                      aria-pressed={isStarred}
                      aria-label={t('gallery.favourite')}
                      aria-describedby={descId}
                      title={t('gallery.favourite')}
                      onClick={() => onToggleStar(ex)}
                      className={`flex h-8 w-8 items-center justify-center rounded-full text-lg leading-none transition hover:bg-slate-100 dark:hover:bg-slate-800 ${
                        isStarred ? 'text-amber-500' : 'text-slate-500 dark:text-slate-400'
                      }`}
                    >
                      <IconSvg className="h-5 w-5">{isStarred ? starFilled : star}</IconSvg>
                    </button>
                  </span>
                </div>
                <h3 id={descId} className="text-sm leading-6 font-semibold text-slate-900 dark:text-slate-100">
                  {t(dynamicKey(`examples.${ex.id}`))}
                </h3>
                <p
                  lang="en"
                  className="line-clamp-4 text-sm sm:line-clamp-6 leading-6 text-slate-600 dark:text-slate-400"
                >
                  {prose}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <button type="button" className="btn-primary" aria-describedby={descId} onClick={() => onOpen(ex)}>
                    {t('gallery.open')}
                  </button>
                  <CopyButton text={prose} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
