import { useTranslation } from '../../i18n/react';
import { describeEngineError } from './errors';

/** An engine failure where it happened: the translated message, and the engine's own words below it. */
export function EngineErrorMessage({ error, id }: { error: unknown; id?: string }) {
  const { t, i18n } = useTranslation('tools', { keyPrefix: 'ui' });
  if (!error) return null;
  const nf = new Intl.NumberFormat(i18n.language);
  const shown = describeEngineError(error, (n) => nf.format(n));
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-2 dark:border-red-900 dark:bg-red-950/40"
      data-error-code={shown.code}
    >
      <p className="error-text">{shown.keys.map(({ key, values }) => t(key, values ?? {})).join(' ')}</p>
      {shown.detail && (
        <p className="mt-1 text-xs break-words opacity-80">{t('translate.detail', { detail: shown.detail })}</p>
      )}
    </div>
  );
}
