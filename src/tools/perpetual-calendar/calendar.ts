/**
 * The Chinese calendar facts behind the tool, from two maintained libraries: tyme4ts (lunar dates, leap
 * months, the 24 solar terms, sexagenary cycle, zodiac, traditional and public festivals) and chinese-days
 * (mainland China's statutory holidays and make-up working days, as announced by the State Council).
 * Heavy: the island imports this module lazily, only on this page. Festival and holiday names are returned
 * as stable keys the locale files translate.
 */
import { getDayDetail } from 'chinese-days';
import { LunarYear, SolarDay, SolarTerm } from 'tyme4ts';
import { MAX_YEAR, MIN_YEAR, formatIso, fromDayNumber, isoWeek, toDayNumber, type Ymd } from './logic';

/** tyme4ts' lunar festivals, by index (LunarFestival.NAMES: 春节 … 除夕). */
export const LUNAR_FESTIVALS = [
  'springFestival',
  'lantern',
  'dragonHead',
  'shangsi',
  'qingming',
  'dragonBoat',
  'qixi',
  'ghost',
  'midAutumn',
  'doubleNinth',
  'winterSolstice',
  'laba',
  'newYearsEve',
] as const;

/** tyme4ts' public (Gregorian) festivals, by index (SolarFestival.NAMES: 元旦 … 国庆节). */
export const SOLAR_FESTIVALS = [
  'newYear',
  'womensDay',
  'arborDay',
  'labourDay',
  'youthDay',
  'childrensDay',
  'partyDay',
  'armyDay',
  'teachersDay',
  'nationalDay',
] as const;

/** chinese-days' statutory holiday names (its English name → our key). */
const HOLIDAY_KEYS: Record<string, HolidayKey> = {
  "New Year's Day": 'newYear',
  'Spring Festival': 'springFestival',
  'Tomb-sweeping Day': 'tombSweeping',
  'Labour Day': 'labourDay',
  'Dragon Boat Festival': 'dragonBoat',
  'Mid-autumn Festival': 'midAutumn',
  'National Day': 'nationalDay',
  'Anti-Fascist 70th Day': 'victory70',
};
export type HolidayKey =
  | 'newYear'
  | 'springFestival'
  | 'tombSweeping'
  | 'labourDay'
  | 'dragonBoat'
  | 'midAutumn'
  | 'nationalDay'
  | 'victory70';

export type LunarFestivalKey = (typeof LUNAR_FESTIVALS)[number];
export type SolarFestivalKey = (typeof SOLAR_FESTIVALS)[number];

/** A statutory mark: a day off of a holiday, or a make-up working day (调休上班) for it. */
export interface HolidayMark {
  key: HolidayKey;
  off: boolean;
}

/** What a grid cell shows. Lunar names and term names are Chinese terms (the UI adds glosses). */
export interface DayInfo {
  iso: string;
  /** 正月 … 腊月 style month name from tyme4ts, with 闰 for a leap month. */
  lunarMonthName: string;
  /** 1–12. */
  lunarMonth: number;
  leap: boolean;
  /** 初一 … 三十. */
  lunarDayName: string;
  lunarDay: number;
  /** Index 0–23 into SolarTerm.NAMES (0 = 冬至) when a solar term begins on this day. */
  term: number | null;
  lunarFestival: LunarFestivalKey | null;
  solarFestival: SolarFestivalKey | null;
  holiday: HolidayMark | null;
}

export const TERM_NAMES: readonly string[] = SolarTerm.NAMES;

export function holidayMark(date: Ymd): HolidayMark | null {
  const detail = getDayDetail(formatIso(date));
  const [english] = detail.name.split(',');
  const key = detail.name.includes(',') && english ? HOLIDAY_KEYS[english] : undefined;
  return key ? { key, off: !detail.work } : null;
}

/**
 * The month's name as Chinese calendars print it: tyme4ts names months 11 and 12 十一月 and 十二月, where 冬月 and
 * 腊月 are the usual names (正月 for month 1 it already uses); a leap month keeps its 闰 (闰冬月). Every language
 * shows these Chinese names, with a translated gloss outside zh (labels.ts).
 */
export function lunarMonthName(name: string): string {
  return name.replace(/十一月$/, '冬月').replace(/十二月$/, '腊月');
}

export function dayInfo(date: Ymd): DayInfo {
  const solar = SolarDay.fromYmd(date.y, date.m, date.d);
  const lunar = solar.getLunarDay();
  const month = lunar.getLunarMonth();
  const termDay = solar.getTermDay();
  const lunarFestival = lunar.getFestival();
  const solarFestival = solar.getFestival();
  return {
    iso: formatIso(date),
    lunarMonthName: lunarMonthName(month.getName()),
    lunarMonth: month.getMonth(),
    leap: month.isLeap(),
    lunarDayName: lunar.getName(),
    lunarDay: lunar.getDay(),
    term: termDay.getDayIndex() === 0 ? termDay.getSolarTerm().getIndex() : null,
    lunarFestival: lunarFestival ? (LUNAR_FESTIVALS[lunarFestival.getIndex()] ?? null) : null,
    solarFestival: solarFestival ? (SOLAR_FESTIVALS[solarFestival.getIndex()] ?? null) : null,
    holiday: holidayMark(date),
  };
}

export interface NextHoliday {
  key: HolidayKey;
  /** First day off of that holiday. */
  iso: string;
  days: number;
}

export interface DayDetail extends DayInfo {
  /** The lunar year's sexagenary name, changing at the lunar new year (乙巳). */
  lunarYear: string;
  /** Index 0–11 of the zodiac animal (0 = 鼠) and its Chinese name. */
  zodiac: number;
  zodiacName: string;
  /** Month and day pillars (the month changes at each 节 solar term). */
  ganzhiMonth: string;
  ganzhiDay: string;
  isoWeek: { year: number; week: number };
  /** The next statutory holiday after this day, or null when none is announced yet. */
  next: NextHoliday | null;
}

export function dayDetail(date: Ymd): DayDetail {
  const solar = SolarDay.fromYmd(date.y, date.m, date.d);
  const lunar = solar.getLunarDay();
  const year = lunar.getLunarMonth().getLunarYear().getSixtyCycle();
  const zodiac = year.getEarthBranch().getZodiac();
  const pillars = solar.getSixtyCycleDay();
  return {
    ...dayInfo(date),
    lunarYear: year.getName(),
    zodiac: zodiac.getIndex(),
    zodiacName: zodiac.getName(),
    ganzhiMonth: pillars.getMonth().getName(),
    ganzhiDay: pillars.getSixtyCycle().getName(),
    isoWeek: isoWeek(date),
    next: nextHoliday(date),
  };
}

/**
 * Whether chinese-days has the State Council's holiday schedule for this year: every announced year lists
 * 1 January (元旦) as a day off, and no unannounced year has any entry.
 */
export function hasSchedule(year: number): boolean {
  return holidayMark({ y: year, m: 1, d: 1 })?.key === 'newYear';
}

let rangeCache: { first: number; last: number } | null = null;

/** The first and last years chinese-days has schedules for (announced years are contiguous). */
export function scheduleRange(): { first: number; last: number } {
  if (!rangeCache) {
    let first = 0;
    let last = 0;
    for (let y = MIN_YEAR; y <= MAX_YEAR; y++)
      if (hasSchedule(y)) {
        if (!first) first = y;
        last = y;
      }
    rangeCache = { first, last };
  }
  return rangeCache;
}

/**
 * Why a year has no schedule: `before` the records chinese-days keeps, or `unannounced` (the State Council
 * publishes each year's schedule late in the year before). null when the schedule is known.
 */
export function scheduleStatus(year: number): 'known' | 'before' | 'unannounced' {
  if (hasSchedule(year)) return 'known';
  return year < scheduleRange().first ? 'before' : 'unannounced';
}

/**
 * The first day off of the next statutory holiday strictly after `date`. null after the last announced year
 * (not known yet) and before the first recorded one (a count across decades without records means nothing).
 */
export function nextHoliday(date: Ymd): NextHoliday | null {
  const { first, last } = scheduleRange();
  if (!first || date.y > last || date.y < first) return null;
  const start = toDayNumber(date);
  let previousOff = holidayMark(date)?.off === true;
  const end = toDayNumber({ y: last, m: 12, d: 31 });
  for (let n = start + 1; n <= end; n++) {
    const mark = holidayMark(fromDayNumber(n));
    const off = mark?.off === true;
    if (mark && off && !previousOff) return { key: mark.key, iso: formatIso(fromDayNumber(n)), days: n - start };
    previousOff = off;
  }
  return null;
}

export interface HolidayPeriod {
  /** The holidays of this run of days off (two when they merge, e.g. National Day and Mid-autumn 2025). */
  keys: HolidayKey[];
  /** First and last day off (ISO). */
  start: string;
  end: string;
  daysOff: number;
  /** Make-up working days for it (ISO), possibly in the neighbouring year. */
  workdays: string[];
}

/** The year's statutory holidays as runs of days off with their make-up working days; [] when not announced. */
export function yearSchedule(year: number): HolidayPeriod[] {
  if (!hasSchedule(year)) return [];
  const periods: HolidayPeriod[] = [];
  const workdays: { key: HolidayKey; n: number }[] = [];
  const starts: number[] = [];
  // Make-up days for a year's holidays can fall in the weeks before or after it, across the year boundary.
  const from = toDayNumber({ y: year - 1, m: 12, d: 1 });
  const to = toDayNumber({ y: year + 1, m: 1, d: 31 });
  let open: HolidayPeriod | null = null;
  let lastOff = Number.NEGATIVE_INFINITY;
  for (let n = from; n <= to; n++) {
    const day = fromDayNumber(n);
    const mark = holidayMark(day);
    if (mark?.off && day.y === year) {
      if (open && lastOff === n - 1) {
        open.end = formatIso(day);
        open.daysOff++;
        if (!open.keys.includes(mark.key)) open.keys.push(mark.key);
      } else {
        open = { keys: [mark.key], start: formatIso(day), end: formatIso(day), daysOff: 1, workdays: [] };
        periods.push(open);
        starts.push(n);
      }
      lastOff = n;
    } else if (mark && !mark.off) workdays.push({ key: mark.key, n });
  }
  periods.forEach((p, i) => {
    // A make-up day belongs to the nearest run of the same holiday (within 40 days).
    p.workdays = workdays
      .filter((w) => p.keys.includes(w.key) && Math.abs(w.n - starts[i]!) < 40)
      .map((w) => formatIso(fromDayNumber(w.n)));
  });
  return periods;
}

/** The 24 solar terms beginning in a Gregorian year, in date order: [term index, ISO date]. */
export function solarTermsOfYear(year: number): { term: number; iso: string }[] {
  const out: { term: number; iso: string }[] = [];
  // Term 0 of tyme4ts' year Y is the 冬至 of Y-1; 小寒 (index 1) of Y opens the Gregorian year.
  for (let i = 1; i <= 24; i++) {
    const term = SolarTerm.fromIndex(year, i);
    const day = term.getSolarDay();
    out.push({ term: term.getIndex(), iso: formatIso({ y: day.getYear(), m: day.getMonth(), d: day.getDay() }) });
  }
  return out;
}

/** The lunar year's leap month (1–12), or 0. */
export function leapMonthOf(lunarYear: number): number {
  return LunarYear.fromYear(lunarYear).getLeapMonth();
}
