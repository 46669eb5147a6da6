/**
 * The perpetual-calendar island: wiring only. The prerendered page shows the build month's Gregorian grid;
 * after hydration the island moves to the visitor's today and lazily loads the calendar libraries.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { DayDetail } from './DayDetail';
import { clampToRange, parseView, parseWeekStart, todayLocal, type Ymd } from './logic';
import { MonthGrid } from './MonthGrid';
import { ScheduleNotice } from './ScheduleNotice';
import { Toolbar } from './Toolbar';
import { useCalendarData } from './useCalendarData';
import { YearView } from './YearView';

interface Props extends IslandI18nProps {
  /** The month the page was built in: only what the prerendered HTML shows until the island runs. */
  initialYear: number;
  initialMonth: number;
}

export default function PerpetualCalendar({ initialYear, initialMonth, ...props }: Props) {
  return (
    <IslandI18n {...props}>
      <Tool initial={{ y: initialYear, m: initialMonth, d: 1 }} />
    </IslandI18n>
  );
}

function Tool({ initial }: { initial: Ymd }) {
  const tt = useToolT('perpetual-calendar');
  const { t } = tt;
  const [weekStart, setWeekStart] = usePersistentState('perpetual-calendar:weekStart', 'mon', parseWeekStart);
  const [view, setView] = usePersistentState<'month' | 'year'>('perpetual-calendar:view', 'month', parseView);
  const [selected, setSelected] = useState<Ymd>(initial);
  const [today, setToday] = useState<Ymd | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // Nothing is asked of the worker before the visitor's today is known.
  const data = useCalendarData(today ? selected : null, weekStart, view);

  // "Today" is the visitor's, never the build machine's.
  useEffect(() => {
    const now = clampToRange(todayLocal());
    setToday(now);
    setSelected(now);
  }, []);

  // The detail arrives after the grid moved; it belongs to the date it was computed for.
  const detail = data.detail;
  const facts = view === 'year' ? data.year : detail;
  const status = facts?.status ?? null;
  const first = facts?.first ?? 0;

  const select = useCallback((date: Ymd) => setSelected(clampToRange(date)), []);
  const selectByKey = useCallback((date: Ymd) => {
    setSelected(clampToRange(date));
    setFocusRequest((n) => n + 1);
  }, []);

  return (
    <div className="space-y-4" data-tool="perpetual-calendar" data-ready={data.ready ? 'true' : 'false'}>
      <Toolbar
        tt={tt}
        selected={selected}
        view={view}
        weekStart={weekStart}
        onSelect={select}
        onToday={() => today && select(today)}
        onView={setView}
        onWeekStart={setWeekStart}
      />
      {data.error && (
        <p role="alert" className="error-text">
          {t('loadFailed')}
        </p>
      )}
      {status && status !== 'known' && <ScheduleNotice tt={tt} year={selected.y} status={status} first={first} />}
      {view === 'year' ? (
        <YearView
          tt={tt}
          year={selected.y}
          today={today}
          weekStart={weekStart}
          facts={data.year}
          onOpenMonth={(m) => {
            select({ y: selected.y, m, d: 1 });
            setView('month');
          }}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <MonthGrid
            tt={tt}
            selected={selected}
            today={today}
            weekStart={weekStart}
            info={data.days}
            onSelect={selectByKey}
            focusRequest={focusRequest}
          />
          <DayDetail tt={tt} date={selected} detail={detail?.detail ?? null} status={status} first={first} />
        </div>
      )}
    </div>
  );
}
