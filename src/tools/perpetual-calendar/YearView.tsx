/** The year at a glance: twelve small months with days off and make-up days, the holiday list and the terms. */
import { useMemo } from 'react';
import type { ToolT } from '../../i18n/useToolT';
import { holidayName, termLabel } from './labels';
import { dayOfWeek, formatIso, monthGrid, sameDay, weekdayOrder, type WeekStart, type Ymd } from './logic';
import { monthTitle, shortDate, weekdayNames, ymdFromIso } from './names';
import type { YearFacts } from './facts';

interface Props {
  tt: ToolT<'perpetual-calendar'>;
  year: number;
  today: Ymd | null;
  weekStart: WeekStart;
  facts: YearFacts | null;
  onOpenMonth: (m: number) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function YearView({ tt, year, today, weekStart, facts, onOpenMonth }: Props) {
  const { t, lng } = tt;
  const marks = useMemo(() => new Map(facts?.marks ?? []), [facts]);
  if (!facts)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('loading')}
      </p>
    );
  const data = { marks, schedule: facts.schedule, terms: facts.terms };
  const termDays = new Set(data.terms.map((x) => x.iso));
  const order = weekdayOrder(weekStart);
  const heads = weekdayNames(lng, order, 'short');
  const nf = new Intl.NumberFormat(lng);

  return (
    <div className="space-y-6" data-testid="pc-year">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {MONTHS.map((m) => {
          const grid = monthGrid(year, m, weekStart);
          return (
            <div key={m} className="rounded-lg border border-slate-200 p-2 dark:border-slate-800">
              <button
                type="button"
                className="mb-1 w-full rounded text-left font-semibold hover:text-brand-600"
                onClick={() => onOpenMonth(m)}
              >
                {monthTitle(lng, year, m)}
              </button>
              <div className="grid grid-cols-7 text-center text-xs" aria-hidden="true">
                {heads.map((h) => (
                  <span key={h} className="truncate text-slate-600 dark:text-slate-400">
                    {h}
                  </span>
                ))}
                {grid.cells.map((day, i) => {
                  if (day.m !== m) return <span key={i} />;
                  const iso = formatIso(day);
                  const mark = data.marks.get(iso);
                  const wd = dayOfWeek(day);
                  const isToday = today !== null && sameDay(day, today);
                  return (
                    <span
                      key={iso}
                      data-iso={iso}
                      data-mark={mark}
                      className={`leading-6 ${
                        isToday
                          ? 'rounded-full bg-brand-600 text-white'
                          : mark === 'off'
                            ? 'rounded bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                            : mark === 'work'
                              ? 'rounded bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                              : wd === 0 || wd === 6
                                ? 'text-rose-700 dark:text-rose-300'
                                : ''
                      } ${termDays.has(iso) ? 'underline decoration-emerald-600 decoration-2 underline-offset-2' : ''}`}
                    >
                      {day.d}
                    </span>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {data.schedule.length > 0 && (
          <section aria-labelledby="pc-schedule-title">
            <h2 id="pc-schedule-title" className="mb-2 text-base font-semibold">
              {t('scheduleHeading', { year })}
            </h2>
            <ul className="space-y-1 text-sm" data-testid="pc-schedule">
              {data.schedule.map((p) => (
                <li key={p.start}>
                  <span className="font-medium">{p.keys.map((k) => holidayName(k, t)).join(' · ')}</span>{' '}
                  {t('scheduleDays', {
                    start: shortDate(lng, ymdFromIso(p.start)),
                    end: shortDate(lng, ymdFromIso(p.end)),
                    count: nf.format(p.daysOff),
                  })}
                  {p.workdays.length > 0 && (
                    <span className="block text-slate-600 dark:text-slate-400">
                      {t('makeUp', { dates: p.workdays.map((w) => shortDate(lng, ymdFromIso(w))).join(', ') })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="pc-terms-title">
          <h2 id="pc-terms-title" className="mb-2 text-base font-semibold">
            {t('termsHeading', { year })}
          </h2>
          <ul className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-2" data-testid="pc-terms">
            {data.terms.map((x) => (
              <li key={x.iso}>
                <span className="tabular-nums">{shortDate(lng, ymdFromIso(x.iso))}</span> {termLabel(x.term, t, lng)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
