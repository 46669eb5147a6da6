import { useId } from 'react';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { CopyButton } from '../../components/ui/CopyButton';
import { buildProse, clean, type Favourite } from './logic';
import { GALLERY } from './gallery';
import { SaveWarning } from './SaveWarning';
import type { SaveState } from '../../components/ui/usePersistentState';
import { IconSvg, starFilled } from '../../components/ui/Icon';

interface Props {
  favourites: readonly Favourite[];
  /** Whether the list reached localStorage. */
  saveState: SaveState;
  onOpen: (fav: Favourite) => void;
  onRemove: (fav: Favourite) => void;
}

const exampleIds = new Set(GALLERY.map((g) => g.id));

export function Favourites({ favourites, saveState, onOpen, onRemove }: Props) {
  const { t } = useToolT('veo3-prompts');
  const uid = useId();

  return (
    <section aria-labelledby={`${uid}-heading`}>
      <h2 id={`${uid}-heading`} className="text-xl font-semibold">
        <IconSvg className="mr-1 inline h-5 w-5 align-[-3px] text-amber-500">{starFilled}</IconSvg>
        {t('favourites.heading')}
      </h2>
      <SaveWarning
        state={saveState}
        tooLarge={t('storage.favouritesTooLarge')}
        failed={t('storage.favouritesFailed')}
        className="mt-2"
      />
      {favourites.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('favourites.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {favourites.map((fav) => {
            const titleId = `${uid}-${fav.id}`;
            const fromGallery = fav.exampleId !== undefined && exampleIds.has(fav.exampleId);
            const subject = clean(fav.fields.subject);
            const prose = buildProse(fav.fields);
            return (
              <li key={fav.id} className="panel flex flex-col gap-3" data-favourite={fav.id}>
                <div className="flex items-center justify-between gap-2">
                  <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-slate-800 dark:text-amber-200">
                    {t(fromGallery ? 'favourites.fromGallery' : 'favourites.mine')}
                  </span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {fav.fields.aspectRatio} · {t('seconds', { n: fav.fields.duration })}
                  </span>
                </div>
                <h3
                  id={titleId}
                  className="text-sm leading-6 font-semibold"
                  lang={!fromGallery && subject ? 'en' : undefined}
                >
                  {fromGallery ? t(dynamicKey(`examples.${fav.exampleId}`)) : subject || t('favourites.untitled')}
                </h3>
                <p lang="en" className="line-clamp-4 text-sm leading-6 text-slate-600 dark:text-slate-400">
                  {prose}
                </p>
                <div className="mt-auto flex flex-wrap gap-2 pt-1">
                  <button type="button" className="btn-primary" aria-describedby={titleId} onClick={() => onOpen(fav)}>
                    {t('gallery.open')}
                  </button>
                  <CopyButton text={prose} disabled={!prose} />
                  <button type="button" className="btn" aria-describedby={titleId} onClick={() => onRemove(fav)}>
                    {t('favourites.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
