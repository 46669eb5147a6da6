import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import type { LastRun } from './useOps';
import type { Check } from './useValidation';

interface Props {
  check: Check;
  busy: boolean;
  slow: boolean;
  lastRun: LastRun | null;
}

/** Whether the input is valid and how big, what the last action did, and the keyboard shortcuts. */
export function StatusBar({ check, busy, slow, lastRun }: Props) {
  const { t, ui, lng } = useToolT('json-formatter');
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm text-slate-700 dark:text-slate-300"
      aria-live="polite"
      data-testid="json-status"
    >
      <span data-status={check.state}>
        {check.state === 'valid' && (
          <span className="font-medium text-emerald-700 dark:text-emerald-400">✓ {t('status.valid')}</span>
        )}
        {check.state === 'invalid' && (
          <span className="font-medium text-red-700 dark:text-red-400">✗ {t('status.invalid')}</span>
        )}
        {check.state === 'checking' && <span>{t('status.checking')}</span>}
        {check.state === 'empty' && <span>{t('status.empty')}</span>}
      </span>
      {(check.state === 'valid' || check.state === 'invalid') && check.bytes !== undefined && (
        <span>{t('status.size', { size: formatBytes(check.bytes, lng) })}</span>
      )}
      {busy ? (
        <span className="flex items-center gap-2">
          {slow && <span className="spinner h-4 w-4" aria-hidden="true" />}
          {ui('working')}
        </span>
      ) : lastRun ? (
        <span data-testid="json-run">
          {t(`status.done.${lastRun.op}`, { ms: Math.round(lastRun.ms).toLocaleString(lng) })} ·{' '}
          {t('status.outputSize', { size: formatBytes(lastRun.bytes, lng) })}
        </span>
      ) : null}
      <span className="ml-auto hidden text-xs text-slate-600 sm:inline dark:text-slate-400">{t('shortcuts')}</span>
    </div>
  );
}
