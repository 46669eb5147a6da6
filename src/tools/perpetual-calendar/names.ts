/** Localised Gregorian names through Intl.DateTimeFormat (UTC, so no time zone can shift a date). */
import type { Ymd } from './logic';

function utc({ y, m, d }: Ymd): Date {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return t;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function fmt(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

/** "February 2026", "2026年2月", "2026년 2월". */
export function monthTitle(lng: string, y: number, m: number): string {
  return fmt(lng, { year: 'numeric', month: 'long' }).format(utc({ y, m, d: 1 }));
}

/** "February", "二月", "2月", "2월". */
export function monthName(lng: string, m: number): string {
  return fmt(lng, { month: 'long' }).format(utc({ y: 2001, m, d: 1 }));
}

/** Weekday names (0 = Sunday) in the given column order. */
export function weekdayNames(lng: string, order: readonly number[], style: 'short' | 'long'): string[] {
  // 2001-01-07 was a Sunday.
  return order.map((w) => fmt(lng, { weekday: style }).format(utc({ y: 2001, m: 1, d: 7 + w })));
}

/** "Tuesday, February 17, 2026", "2026年2月17日星期二". */
export function longDate(lng: string, date: Ymd): string {
  return fmt(lng, { dateStyle: 'full' }).format(utc(date));
}

/** "Feb 17", "2月17日". */
export function shortDate(lng: string, date: Ymd): string {
  return fmt(lng, { month: 'short', day: 'numeric' }).format(utc(date));
}

export function ymdFromIso(iso: string): Ymd {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y ?? 1900, m: m ?? 1, d: d ?? 1 };
}
