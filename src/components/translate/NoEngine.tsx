import { useTranslation } from '../../i18n/react';

/** With no engine: what the choices are and how to get one (a browser with on-device translation, an endpoint). */
export function NoEngine({ custom, onSetUp }: { custom: boolean; onSetUp: () => void }) {
  const { t } = useTranslation('tools', { keyPrefix: 'ui.translate' });
  return (
    <section
      aria-labelledby="no-engine-title"
      data-testid="no-engine"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <h2 id="no-engine-title" className="font-semibold">
        {t('none.title')}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{t('none.builtin')}</li>
        {custom && <li>{t('none.openai')}</li>}
        {custom && <li>{t('none.libre')}</li>}
        {!custom && <li>{t('none.operator')}</li>}
      </ul>
      {custom && (
        <button type="button" className="btn-primary mt-2" onClick={onSetUp}>
          {t('none.setUp')}
        </button>
      )}
    </section>
  );
}
