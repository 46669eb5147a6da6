import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { CopyButton } from '../../components/ui/CopyButton';
import {
  buildJson,
  buildProse,
  emptyFields,
  hasContent,
  normalizeFields,
  parseFavourites,
  sameFields,
  type Favourite,
  type PromptFields,
} from './logic';
import { BuilderForm } from './BuilderForm';
import { OutputPanel } from './OutputPanel';
import { Gallery } from './Gallery';
import { Favourites } from './Favourites';
import { SaveWarning } from './SaveWarning';
import { GALLERY, type GalleryExample } from './gallery';
import { IconSvg, star } from '../../components/ui/Icon';

const BUILDER_KEY = 'veo3-prompts:builder';
const FAVOURITES_KEY = 'veo3-prompts:favourites';
export const SUBJECT_ID = 'veo-subject';

interface Notice {
  text: string;
  undo?: () => void;
}

export default function Veo3Prompts({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <Veo3App />
    </IslandI18n>
  );
}

const copyFields = (f: PromptFields): PromptFields => normalizeFields(JSON.parse(JSON.stringify(f)));

function Veo3App() {
  const { t } = useToolT('veo3-prompts');
  const [fields, setFields, , fieldsSaved] = usePersistentState<PromptFields>(
    BUILDER_KEY,
    emptyFields(),
    normalizeFields,
  );
  const [favourites, setFavourites, , favouritesSaved] = usePersistentState<Favourite[]>(
    FAVOURITES_KEY,
    [],
    parseFavourites,
  );
  // Bumped when the whole form is replaced (example, reset, undo) so select lists leave "custom" mode.
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const builderRef = useRef<HTMLElement>(null);
  const focusSubject = useRef(false);

  const prose = useMemo(() => buildProse(fields), [fields]);
  const json = useMemo(() => buildJson(fields), [fields]);

  useEffect(() => {
    if (!focusSubject.current) return;
    focusSubject.current = false;
    builderRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(SUBJECT_ID)?.focus({ preventScroll: true });
  }, [generation]);

  /** Replaces the builder's fields; whatever was there can be brought back with Undo. */
  const replaceFields = useCallback(
    (next: PromptFields, message: string, focus: boolean) => {
      const prev = fields;
      setFields(copyFields(next));
      setGeneration((g) => g + 1);
      focusSubject.current = focus;
      const undoable = hasContent(prev) && !sameFields(prev, next);
      setNotice({
        text: message,
        undo: undoable
          ? () => {
              setFields(prev);
              setGeneration((g) => g + 1);
              setNotice({ text: t('notice.restored') });
            }
          : undefined,
      });
    },
    [fields, setFields, t],
  );

  const openExample = (ex: GalleryExample) =>
    replaceFields(ex.fields, t('notice.loaded', { name: t(dynamicKey(`examples.${ex.id}`)) }), true);

  const openFavourite = (fav: Favourite) => replaceFields(fav.fields, t('notice.loadedFavourite'), true);

  const reset = () => replaceFields(emptyFields(), t('notice.cleared'), false);

  const saveFavourite = () => {
    if (!hasContent(fields)) return;
    if (favourites.some((f) => !f.exampleId && sameFields(f.fields, fields))) {
      setNotice({ text: t('notice.alreadySaved') });
      return;
    }
    const fav: Favourite = { id: `f-${Date.now().toString(36)}`, fields: copyFields(fields), savedAt: Date.now() };
    setFavourites((list) => [fav, ...list]);
    setNotice({ text: t('notice.saved') });
  };

  const toggleExample = (ex: GalleryExample) => {
    setFavourites((list) =>
      list.some((f) => f.exampleId === ex.id)
        ? list.filter((f) => f.exampleId !== ex.id)
        : [{ id: `ex-${ex.id}`, exampleId: ex.id, fields: copyFields(ex.fields), savedAt: Date.now() }, ...list],
    );
  };

  const removeFavourite = (fav: Favourite) => {
    const index = favourites.findIndex((f) => f.id === fav.id);
    setFavourites((list) => list.filter((f) => f.id !== fav.id));
    setNotice({
      text: t('notice.removed'),
      undo: () => {
        setFavourites((list) => {
          if (list.some((f) => f.id === fav.id)) return list;
          const copy = [...list];
          copy.splice(Math.min(index, copy.length), 0, fav);
          return copy;
        });
        setNotice({ text: t('notice.restored') });
      },
    });
  };

  const starred = useMemo(() => new Set(favourites.flatMap((f) => (f.exampleId ? [f.exampleId] : []))), [favourites]);

  return (
    <div className="space-y-12">
      <section ref={builderRef} aria-labelledby="veo-builder-heading" className="scroll-mt-20">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="veo-builder-heading" className="text-xl font-semibold">
              {t('builder.heading')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('builder.intro')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={saveFavourite} disabled={!hasContent(fields)}>
              <IconSvg className="h-4 w-4">{star}</IconSvg> {t('builder.save')}
            </button>
            <button type="button" className="btn" onClick={reset} disabled={!hasContent(fields)}>
              <span aria-hidden="true">↺</span> {t('builder.reset')}
            </button>
          </div>
        </div>
        <div role="status" aria-live="polite" className="min-h-0">
          {notice && (
            <div className="mb-3 flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
              <p className="min-w-0 flex-1">
                {notice.text}
                {notice.undo && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
                      onClick={notice.undo}
                    >
                      {t('notice.undo')}
                    </button>
                  </>
                )}
              </p>
              <button
                type="button"
                className="-my-0.5 shrink-0 rounded px-1.5 text-base leading-6 text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                aria-label={t('notice.dismiss')}
                onClick={() => setNotice(null)}
              >
                ×
              </button>
            </div>
          )}
        </div>
        <SaveWarning state={fieldsSaved} tooLarge={t('storage.builderTooLarge')} failed={t('storage.builderFailed')} />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <BuilderForm key={generation} fields={fields} setFields={setFields} subjectId={SUBJECT_ID} />
          <div id="veo-output" className="scroll-mt-20 lg:sticky lg:top-20">
            <OutputPanel prose={prose} json={json} fields={fields} />
          </div>
        </div>
        {/* Phones: the output sits below the long form, so keep a way to reach or copy it in view. */}
        {prose && (
          <div className="sticky bottom-2 z-10 mt-4 flex items-center gap-2 rounded-xl border border-slate-200 bg-white/95 p-2 shadow-lg backdrop-blur lg:hidden dark:border-slate-700 dark:bg-slate-900/95">
            <a
              href="#veo-output"
              className="min-w-0 flex-1 truncate rounded px-2 py-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              ↓ {t('output.jump')}
            </a>
            <CopyButton text={prose} label={t('output.copyProse')} />
          </div>
        )}
      </section>

      <Favourites
        favourites={favourites}
        saveState={favouritesSaved}
        onOpen={openFavourite}
        onRemove={removeFavourite}
      />

      <Gallery examples={GALLERY} starred={starred} onOpen={openExample} onToggleStar={toggleExample} />
    </div>
  );
}
