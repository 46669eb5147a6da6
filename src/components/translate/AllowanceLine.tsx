import { useTranslation } from '../../i18n/react';
import type { Allowance } from '../../lib/translate/site';

/** What is left of today's allowance on the site's engine ("38,200 of 50,000 characters left today"). */
export function AllowanceLine({ allowance }: { allowance: Allowance | null }) {
  const { t, i18n } = useTranslation('tools', { keyPrefix: 'ui' });
  if (!allowance) return null;
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <p
      className={`text-xs ${allowance.remaining === 0 ? 'text-amber-700 dark:text-amber-400' : 'text-slate-600 dark:text-slate-400'}`}
      data-testid="allowance"
      data-plan={allowance.plan}
    >
      {t('translate.allowance', { left: nf.format(allowance.remaining), total: nf.format(allowance.allowance) })}
    </p>
  );
}
