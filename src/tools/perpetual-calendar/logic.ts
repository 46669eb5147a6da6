/**
 * Pure date maths of the perpetual calendar (no DOM, no calendar library): the Gregorian grid, ISO weeks,
 * keyboard moves and input parsing. The Chinese calendar facts come from calendar.ts.
 */

/** The range the calendar shows (tyme4ts covers far more; the tool promises 1900–2100). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

export type WeekStart = 'mon' | 'sun';

/** A Gregorian date; `m` is 1–12. */
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

/** Days since 1970-01-01 (proleptic Gregorian, UTC: no time zone or daylight saving can shift it). */
export function toDayNumber({ y, m, d }: Ymd): number {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return Math.round(t.getTime() / 86_400_000);
}

export function fromDayNumber(n: number): Ymd {
  const t = new Date(n * 86_400_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function addDays(date: Ymd, n: number): Ymd {
  return fromDayNumber(toDayNumber(date) + n);
}

/** The same day `n` months later, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Ymd, n: number): Ymd {
  const index = date.y * 12 + (date.m - 1) + n;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: Ymd): number {
  // 1970-01-01 was a Thursday.
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

export function compareYmd(a: Ymd, b: Ymd): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function sameDay(a: Ymd, b: Ymd): boolean {
  return a.y === b.y && a.m === b.m && a.d === b.d;
}

export function formatIso({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(date: Ymd): { year: number; week: number } {
  const n = toDayNumber(date);
  const weekday = (dayOfWeek(date) + 6) % 7; // Monday = 0
  const thursday = fromDayNumber(n - weekday + 3);
  const jan1 = toDayNumber({ y: thursday.y, m: 1, d: 1 });
  return { year: thursday.y, week: Math.floor((n - weekday + 3 - jan1) / 7) + 1 };
}

/** Column of a weekday (0 = Sunday) in a grid whose weeks start on `start`. */
export function weekdayColumn(weekday: number, start: WeekStart): number {
  return start === 'mon' ? (weekday + 6) % 7 : weekday;
}

/** The seven weekdays (0 = Sunday) in column order. */
export function weekdayOrder(start: WeekStart): number[] {
  return start === 'mon' ? [1, 2, 3, 4, 5, 6, 0] : [0, 1, 2, 3, 4, 5, 6];
}

export interface MonthGrid {
  /** Days of the previous month before the 1st. */
  leading: number;
  /** Days of the next month after the last day, completing the last week. */
  trailing: number;
  /** Every cell, whole weeks, in order. */
  cells: Ymd[];
}

/** The month as whole weeks: leading days of the previous month, the month, trailing days of the next. */
export function monthGrid(y: number, m: number, start: WeekStart): MonthGrid {
  const first = { y, m, d: 1 };
  const leading = weekdayColumn(dayOfWeek(first), start);
  const days = daysInMonth(y, m);
  const trailing = (7 - ((leading + days) % 7)) % 7;
  const from = toDayNumber(first) - leading;
  const cells: Ymd[] = [];
  for (let i = 0; i < leading + days + trailing; i++) cells.push(fromDayNumber(from + i));
  return { leading, trailing, cells };
}

export function inRange(date: Ymd): boolean {
  return date.y >= MIN_YEAR && date.y <= MAX_YEAR;
}

/** The nearest date inside 1900-01-01 … 2100-12-31. */
export function clampToRange(date: Ymd): Ymd {
  if (date.y < MIN_YEAR) return { y: MIN_YEAR, m: 1, d: 1 };
  if (date.y > MAX_YEAR) return { y: MAX_YEAR, m: 12, d: 31 };
  return date;
}

export type ParsedDate = { ok: true; date: Ymd } | { ok: false; reason: 'empty' | 'invalid' | 'outOfRange' };

/**
 * A date typed or picked in the jump field: `YYYY-MM-DD` (what a date input gives), also with `/` or `.`
 * separators. Refuses impossible dates (2025-02-29) and years outside 1900–2100.
 */
export function parseDateInput(text: string): ParsedDate {
  const s = text.trim();
  if (s === '') return { ok: false, reason: 'empty' };
  const match = /^(\d{1,6})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (!match) return { ok: false, reason: 'invalid' };
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return { ok: false, reason: 'invalid' };
  if (y < MIN_YEAR || y > MAX_YEAR) return { ok: false, reason: 'outOfRange' };
  return { ok: true, date: { y, m, d } };
}

/** A stored week-start setting: anything but the two known values (old, corrupt, tampered) means Monday. */
export function parseWeekStart(raw: unknown): WeekStart {
  return raw === 'sun' ? 'sun' : 'mon';
}

/** The view (month or year) kept across reloads; anything else means the month view. */
export function parseView(raw: unknown): 'month' | 'year' {
  return raw === 'year' ? 'year' : 'month';
}

/**
 * Where a key moves the focused day in the grid (the WAI-ARIA date-grid pattern): arrows by a day (left/right)
 * or a week (up/down), PageUp/PageDown by a month, with Shift by a year, Home/End to the start/end of the week.
 * Returns null for other keys; the result never leaves 1900–2100.
 */
export function moveByKey(key: string, shift: boolean, from: Ymd, start: WeekStart): Ymd | null {
  let to: Ymd;
  switch (key) {
    case 'ArrowLeft':
      to = addDays(from, -1);
      break;
    case 'ArrowRight':
      to = addDays(from, 1);
      break;
    case 'ArrowUp':
      to = addDays(from, -7);
      break;
    case 'ArrowDown':
      to = addDays(from, 7);
      break;
    case 'PageUp':
      to = addMonths(from, shift ? -12 : -1);
      break;
    case 'PageDown':
      to = addMonths(from, shift ? 12 : 1);
      break;
    case 'Home':
      to = addDays(from, -weekdayColumn(dayOfWeek(from), start));
      break;
    case 'End':
      to = addDays(from, 6 - weekdayColumn(dayOfWeek(from), start));
      break;
    default:
      return null;
  }
  return clampToRange(to);
}

/** Today in the visitor's own time zone (never at build time: a prerendered "today" goes stale). */
export function todayLocal(now: Date = new Date()): Ymd {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}
