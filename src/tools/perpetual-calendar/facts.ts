/** What the worker answers: the facts one view needs, computed from calendar.ts in one go. */
import {
  dayDetail,
  dayInfo,
  holidayMark,
  scheduleRange,
  scheduleStatus,
  solarTermsOfYear,
  yearSchedule,
  type DayDetail,
  type DayInfo,
  type HolidayPeriod,
} from './calendar';
import { daysInMonth, formatIso, monthGrid, type WeekStart, type Ymd } from './logic';

export type ScheduleStatus = 'known' | 'before' | 'unannounced';

export interface DetailFacts {
  detail: DayDetail;
  status: ScheduleStatus;
  /** First year with a recorded holiday schedule. */
  first: number;
}

export interface YearFacts {
  year: number;
  status: ScheduleStatus;
  first: number;
  /** Days off and make-up working days of the year, by ISO date. */
  marks: [string, 'off' | 'work'][];
  schedule: HolidayPeriod[];
  terms: { term: number; iso: string }[];
}

/** Every cell of a month grid (leading and trailing days included). */
export function monthFacts(y: number, m: number, start: WeekStart): DayInfo[] {
  return monthGrid(y, m, start).cells.map(dayInfo);
}

export function detailFacts(date: Ymd): DetailFacts {
  return { detail: dayDetail(date), status: scheduleStatus(date.y), first: scheduleRange().first };
}

export function yearFacts(year: number): YearFacts {
  const status = scheduleStatus(year);
  const marks: [string, 'off' | 'work'][] = [];
  if (status === 'known')
    for (let m = 1; m <= 12; m++)
      for (let d = 1; d <= daysInMonth(year, m); d++) {
        const mark = holidayMark({ y: year, m, d });
        if (mark) marks.push([formatIso({ y: year, m, d }), mark.off ? 'off' : 'work']);
      }
  return {
    year,
    status,
    first: scheduleRange().first,
    marks,
    schedule: yearSchedule(year),
    terms: solarTermsOfYear(year),
  };
}
