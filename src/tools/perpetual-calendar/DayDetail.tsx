/** The selected day: Gregorian and lunar dates, ganzhi, zodiac, ISO week, term, festivals, next holiday. */
import type { ReactNode } from 'react';
import type { ToolT } from '../../i18n/useToolT';
import type { DayDetail as Detail } from './calendar';
import { festivalNames, holidayName, lunarLabel, markLabel, termLabel, withGloss } from './labels';
import type { Ymd } from './logic';
import { longDate, ymdFromIso } from './names';

interface Props {
  tt: ToolT<'perpetual-calendar'>;
  date: Ymd;
  detail: Detail | null;
  /** Whether the year's holiday schedule is known, and the first recorded year. */
  status: 'known' | 'before' | 'unannounced' | null;
  first: number;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2 border-t border-slate-200 py-1.5 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function DayDetail({ tt, date, detail, status, first }: Props) {
  const { t, lng } = tt;
  const nf = new Intl.NumberFormat(lng);
  const festivals = detail ? festivalNames(detail, t) : [];
  const next = detail?.next;
  return (
    <section className="panel text-sm" aria-labelledby="pc-detail-title" data-testid="pc-detail">
      <h2 id="pc-detail-title" className="mb-2 text-base font-semibold">
        {t('detailHeading')}
      </h2>
      <dl>
        <Row label={t('gregorian')} testId="pc-detail-date">
          {longDate(lng, date)}
        </Row>
        {detail && (
          <>
            <Row label={t('lunarDate')} testId="pc-detail-lunar">
              {`${detail.lunarYear}年 ${lunarLabel(detail, t, lng)}`}
            </Row>
            <Row label={t('ganzhi')} testId="pc-detail-ganzhi">
              {t('ganzhiValue', { year: detail.lunarYear, month: detail.ganzhiMonth, day: detail.ganzhiDay })}
            </Row>
            <Row label={t('zodiac')} testId="pc-detail-zodiac">
              {withGloss(detail.zodiacName, t(`zodiacName.${detail.zodiac}`), lng)}
            </Row>
            <Row label={t('isoWeek')} testId="pc-detail-week">
              {t('isoWeekValue', { year: detail.isoWeek.year, week: detail.isoWeek.week })}
            </Row>
            {detail.term !== null && <Row label={t('solarTerm')}>{termLabel(detail.term, t, lng)}</Row>}
            {festivals.length > 0 && <Row label={t('festivals')}>{festivals.join(' · ')}</Row>}
            {detail.holiday && <Row label={t('holidayStatus')}>{markLabel(detail.holiday, t)}</Row>}
            <Row label={t('nextHoliday')} testId="pc-detail-next">
              {next
                ? t(next.days === 1 ? 'nextHolidayTomorrow' : 'nextHolidayValue', {
                    name: holidayName(next.key, t),
                    date: longDate(lng, ymdFromIso(next.iso)),
                    count: nf.format(next.days),
                  })
                : status === 'before'
                  ? t('noRecords', { first })
                  : t('noNextHoliday')}
            </Row>
          </>
        )}
      </dl>
      {!detail && (
        <p className="mt-2 text-slate-600 dark:text-slate-400" role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
