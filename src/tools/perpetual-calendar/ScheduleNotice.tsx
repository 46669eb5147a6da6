/** Says plainly when a year's public holiday schedule is not known, instead of guessing it. */
import type { ToolT } from '../../i18n/useToolT';

interface Props {
  tt: ToolT<'perpetual-calendar'>;
  year: number;
  status: 'before' | 'unannounced';
  first: number;
}

export function ScheduleNotice({ tt, year, status, first }: Props) {
  return (
    <p
      role="status"
      data-testid="pc-notice"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {status === 'unannounced' ? tt.t('unannounced', { year }) : tt.t('beforeRecords', { year, first })}
    </p>
  );
}
