/**
 * The calendar facts the island shows, from its worker: month cells (cached by date, the neighbouring months
 * fetched ahead so keyboard paging shows lunar dates at once), the selected day's detail and year overviews.
 * The newest request of each kind wins; nothing computes on the main thread.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WorkerClient, type WorkerTaskError } from '../../lib/worker';
import { isCancelled } from '../../lib/worker/errors';
import type { DayInfo } from './calendar';
import type { DetailFacts, YearFacts } from './facts';
import { addMonths, formatIso, inRange, monthGrid, type WeekStart, type Ymd } from './logic';
import { ymdFromIso } from './names';
import type { CalendarProtocol } from './protocol';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'perpetual-calendar' });

export interface CalendarData {
  /** Facts by ISO date, for every cell fetched so far. */
  days: ReadonlyMap<string, DayInfo>;
  /** The detail of `selected`, once it has arrived (null while it is on its way). */
  detail: DetailFacts | null;
  year: YearFacts | null;
  /** True once the worker has answered anything (the libraries loaded). */
  ready: boolean;
  error: WorkerTaskError | null;
}

export function useCalendarData(selected: Ymd | null, weekStart: WeekStart, view: 'month' | 'year'): CalendarData {
  const clientRef = useRef<WorkerClient<CalendarProtocol> | null>(null);
  clientRef.current ??= new WorkerClient<CalendarProtocol>(createWorker, { name: 'perpetual-calendar' });
  const client = clientRef.current;
  const [days, setDays] = useState<ReadonlyMap<string, DayInfo>>(new Map());
  const requested = useRef(new Set<string>());
  const [detail, setDetail] = useState<DetailFacts | null>(null);
  const [year, setYear] = useState<YearFacts | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<WorkerTaskError | null>(null);

  useEffect(() => () => client.dispose(), [client]);

  const fail = useCallback((err: unknown) => {
    if (isCancelled(err)) return;
    console.error('Calendar worker failed', err);
    setError(err as WorkerTaskError);
  }, []);

  const fetchMonth = useCallback(
    (y: number, m: number) => {
      const key = `${y}-${m}-${weekStart}`;
      if (requested.current.has(key) || !inRange({ y, m, d: 1 })) return;
      requested.current.add(key);
      client.request('month', { y, m, start: weekStart }).then((infos) => {
        setReady(true);
        setDays((old) => {
          const next = new Map(old);
          for (const info of infos) next.set(info.iso, info);
          return next;
        });
      }, fail);
    },
    [client, weekStart, fail],
  );

  const y = selected?.y;
  const m = selected?.m;
  useEffect(() => {
    if (y === undefined || m === undefined || view !== 'month') return;
    const cells = monthGrid(y, m, weekStart).cells;
    if (cells.some((c) => !days.has(formatIso(c)))) fetchMonth(y, m);
    for (const near of [addMonths({ y, m, d: 1 }, -1), addMonths({ y, m, d: 1 }, 1)]) {
      if (monthGrid(near.y, near.m, weekStart).cells.some((c) => !days.has(formatIso(c)))) fetchMonth(near.y, near.m);
    }
  }, [y, m, weekStart, view, days, fetchMonth]);

  const iso = selected ? formatIso(selected) : null;
  useEffect(() => {
    if (!iso || view !== 'month') return;
    let live = true;
    client.request('detail', { date: ymdFromIso(iso) }).then((facts) => {
      if (live) {
        setReady(true);
        setDetail(facts);
      }
    }, fail);
    return () => {
      live = false;
    };
  }, [iso, view, client, fail]);

  useEffect(() => {
    if (y === undefined || view !== 'year') return;
    let live = true;
    client.request('year', { y }).then((facts) => {
      if (live) {
        setReady(true);
        setYear(facts);
      }
    }, fail);
    return () => {
      live = false;
    };
  }, [y, view, client, fail]);

  return {
    days,
    detail: detail && detail.detail.iso === iso ? detail : null,
    year: year && year.year === y ? year : null,
    ready,
    error,
  };
}
