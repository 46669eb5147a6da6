/**
 * The month as a WAI-ARIA date grid: one tab stop (roving tabindex on the selected day), aria-selected on it,
 * aria-current="date" on today; arrow keys, Page Up/Down (Shift: years) and Home/End move the selection.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ToolT } from '../../i18n/useToolT';
import type { DayInfo } from './calendar';
import { cellLine, festivalNames, lunarLabel, markLabel, termLabel } from './labels';
import { dayOfWeek, formatIso, monthGrid, moveByKey, sameDay, weekdayOrder, type WeekStart, type Ymd } from './logic';
import { longDate, monthTitle, weekdayNames } from './names';

interface Props {
  tt: ToolT<'perpetual-calendar'>;
  selected: Ymd;
  today: Ymd | null;
  weekStart: WeekStart;
  /** Facts per ISO date, as they arrive from the worker (until then a cell shows its Gregorian day only). */
  info: ReadonlyMap<string, DayInfo>;
  onSelect: (date: Ymd) => void;
  /** Set when the last selection came from the keyboard: the new selected cell takes focus. */
  focusRequest: number;
}

const LINE_CLASS = {
  festival: 'text-rose-700 dark:text-rose-300',
  term: 'text-emerald-700 dark:text-emerald-300',
  lunar: 'text-slate-600 dark:text-slate-400',
} as const;

export function MonthGrid({ tt, selected, today, weekStart, info, onSelect, focusRequest }: Props) {
  const { t, lng } = tt;
  const grid = monthGrid(selected.y, selected.m, weekStart);
  const order = weekdayOrder(weekStart);
  const short = weekdayNames(lng, order, 'short');
  const long = weekdayNames(lng, order, 'long');
  const tableRef = useRef<HTMLTableElement>(null);
  const title = monthTitle(lng, selected.y, selected.m);

  useEffect(() => {
    if (focusRequest) tableRef.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [focusRequest, selected]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const to = moveByKey(e.key, e.shiftKey, selected, weekStart);
    if (!to) return;
    e.preventDefault();
    onSelect(to);
  };

  const rows: Ymd[][] = [];
  for (let i = 0; i < grid.cells.length; i += 7) rows.push(grid.cells.slice(i, i + 7));

  return (
    <div>
      <h2 id="pc-grid-title" className="mb-2 text-lg font-semibold" aria-live="polite">
        {title}
      </h2>
      <table
        ref={tableRef}
        role="grid"
        aria-label={t('gridLabel', { month: title })}
        aria-describedby="pc-keys"
        className="w-full table-fixed border-collapse select-none"
        onKeyDown={onKeyDown}
        data-testid="pc-grid"
      >
        <thead>
          <tr>
            {short.map((name, i) => (
              <th
                key={name}
                scope="col"
                abbr={long[i]}
                className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={formatIso(row[0]!)}>
              {row.map((day) => {
                const iso = formatIso(day);
                const facts = info.get(iso);
                const isSelected = sameDay(day, selected);
                const isToday = today !== null && sameDay(day, today);
                const outside = day.m !== selected.m;
                const line = facts ? cellLine(facts, t) : null;
                const weekday = dayOfWeek(day);
                const weekend = weekday === 0 || weekday === 6;
                const label = [
                  longDate(lng, day),
                  facts && lunarLabel(facts, t, lng),
                  facts && facts.term !== null && termLabel(facts.term, t, lng),
                  ...(facts ? festivalNames(facts, t) : []),
                  facts?.holiday && markLabel(facts.holiday, t),
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={iso}
                    role="gridcell"
                    data-iso={iso}
                    tabIndex={isSelected ? 0 : -1}
                    aria-selected={isSelected}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(day)}
                    className={`relative h-14 cursor-pointer rounded-md border p-0.5 text-center align-top outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:h-16 ${
                      isSelected
                        ? 'border-brand-600 bg-brand-50 dark:bg-slate-800'
                        : 'border-transparent hover:border-slate-300 dark:hover:border-slate-600'
                    } ${!isSelected && facts?.holiday ? (facts.holiday.off ? 'bg-emerald-50 dark:bg-emerald-950' : 'bg-amber-50 dark:bg-amber-950') : ''}`}
                  >
                    <span className="sr-only">{label}</span>
                    <span
                      aria-hidden="true"
                      className={`mx-auto block w-7 rounded-full text-sm leading-7 font-medium ${
                        isToday
                          ? 'bg-brand-600 text-white'
                          : outside
                            ? 'text-slate-500 dark:text-slate-400'
                            : weekend
                              ? 'text-rose-700 dark:text-rose-300'
                              : ''
                      }`}
                    >
                      {day.d}
                    </span>
                    <span
                      aria-hidden="true"
                      className={`block truncate text-[11px] leading-4 ${line ? (outside ? 'text-slate-500 dark:text-slate-400' : LINE_CLASS[line.kind]) : 'text-transparent'}`}
                    >
                      {line ? line.text : '·'}
                    </span>
                    {facts?.holiday && (
                      <span
                        aria-hidden="true"
                        data-mark={facts.holiday.off ? 'off' : 'work'}
                        className={`absolute top-0 right-0 rounded px-0.5 text-[10px] leading-3 font-semibold ${
                          facts.holiday.off
                            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100'
                            : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                        }`}
                      >
                        {t(facts.holiday.off ? 'markOff' : 'markWork')}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="pc-keys" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('keysHint')}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('legend')}</p>
    </div>
  );
}
