import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayOfWeek,
  daysInMonth,
  formatIso,
  isoWeek,
  monthGrid,
  moveByKey,
  parseDateInput,
  parseView,
  parseWeekStart,
  todayLocal,
  type Ymd,
} from './logic';

const ymd = (iso: string): Ymd => {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};

describe('Gregorian basics', () => {
  it('knows month lengths, leap years and weekdays', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(dayOfWeek(ymd('2026-02-01'))).toBe(0);
    expect(dayOfWeek(ymd('1900-01-01'))).toBe(1);
    expect(dayOfWeek(ymd('2100-12-31'))).toBe(5);
  });
  it('adds months, clamping to shorter months', () => {
    expect(addMonths(ymd('2025-01-31'), 1)).toEqual(ymd('2025-02-28'));
    expect(addMonths(ymd('2024-01-31'), 1)).toEqual(ymd('2024-02-29'));
    expect(addMonths(ymd('2025-12-15'), 1)).toEqual(ymd('2026-01-15'));
    expect(addMonths(ymd('2024-02-29'), -12)).toEqual(ymd('2023-02-28'));
  });
});

describe('isoWeek', () => {
  it('numbers weeks as ISO 8601 does, across year boundaries', () => {
    expect(isoWeek(ymd('2026-02-17'))).toEqual({ year: 2026, week: 8 });
    expect(isoWeek(ymd('2021-01-01'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(ymd('2024-12-30'))).toEqual({ year: 2025, week: 1 });
    expect(isoWeek(ymd('2026-01-01'))).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(ymd('1900-01-01'))).toEqual({ year: 1900, week: 1 });
    expect(isoWeek(ymd('2100-12-31'))).toEqual({ year: 2100, week: 52 });
  });
});

describe('monthGrid', () => {
  it('February 2026 starts on a Sunday', () => {
    const mon = monthGrid(2026, 2, 'mon');
    expect([mon.leading, mon.trailing, mon.cells.length]).toEqual([6, 1, 35]);
    expect(formatIso(mon.cells[0]!)).toBe('2026-01-26');
    expect(formatIso(mon.cells[34]!)).toBe('2026-03-01');
    const sun = monthGrid(2026, 2, 'sun');
    expect([sun.leading, sun.trailing, sun.cells.length]).toEqual([0, 0, 28]);
    expect(formatIso(sun.cells[0]!)).toBe('2026-02-01');
  });
  it('March 2025 starts on a Saturday and needs six weeks', () => {
    const mon = monthGrid(2025, 3, 'mon');
    expect([mon.leading, mon.trailing, mon.cells.length]).toEqual([5, 6, 42]);
    expect(formatIso(mon.cells[0]!)).toBe('2025-02-24');
    expect(formatIso(mon.cells[41]!)).toBe('2025-04-06');
    const sun = monthGrid(2025, 3, 'sun');
    expect([sun.leading, sun.trailing, sun.cells.length]).toEqual([6, 5, 42]);
    expect(formatIso(sun.cells[0]!)).toBe('2025-02-23');
    expect(formatIso(sun.cells[41]!)).toBe('2025-04-05');
  });
});

describe('moveByKey', () => {
  const from = ymd('2026-02-17'); // a Tuesday
  const move = (key: string, shift = false, start: 'mon' | 'sun' = 'mon') =>
    formatIso(moveByKey(key, shift, from, start)!);
  it('moves by day, week, month and year', () => {
    expect(move('ArrowLeft')).toBe('2026-02-16');
    expect(move('ArrowRight')).toBe('2026-02-18');
    expect(move('ArrowUp')).toBe('2026-02-10');
    expect(move('ArrowDown')).toBe('2026-02-24');
    expect(move('PageUp')).toBe('2026-01-17');
    expect(move('PageDown')).toBe('2026-03-17');
    expect(move('PageUp', true)).toBe('2025-02-17');
    expect(move('PageDown', true)).toBe('2027-02-17');
  });
  it('goes to the start and end of the week by the chosen week start', () => {
    expect(move('Home')).toBe('2026-02-16');
    expect(move('End')).toBe('2026-02-22');
    expect(move('Home', false, 'sun')).toBe('2026-02-15');
    expect(move('End', false, 'sun')).toBe('2026-02-21');
  });
  it('ignores other keys and never leaves 1900–2100', () => {
    expect(moveByKey('a', false, from, 'mon')).toBeNull();
    expect(moveByKey('ArrowLeft', false, ymd('1900-01-01'), 'mon')).toEqual(ymd('1900-01-01'));
    expect(moveByKey('PageDown', true, ymd('2100-06-30'), 'mon')).toEqual(ymd('2100-12-31'));
  });
});

describe('parseDateInput', () => {
  it('accepts real dates in range', () => {
    expect(parseDateInput('2026-02-17')).toEqual({ ok: true, date: ymd('2026-02-17') });
    expect(parseDateInput(' 1900/1/1 ')).toEqual({ ok: true, date: ymd('1900-01-01') });
    expect(parseDateInput('2100.12.31')).toEqual({ ok: true, date: ymd('2100-12-31') });
  });
  it('refuses impossible, malformed and out-of-range dates', () => {
    expect(parseDateInput('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDateInput('2025-02-29')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDateInput('2025-13-01')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDateInput('yesterday')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDateInput('<script>')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDateInput('1899-12-31')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseDateInput('2101-01-01')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseDateInput('275760-09-13')).toEqual({ ok: false, reason: 'outOfRange' });
  });
});

describe('persisted settings', () => {
  it('reads only known values; anything corrupt falls back', () => {
    expect(parseWeekStart('sun')).toBe('sun');
    expect(parseWeekStart('mon')).toBe('mon');
    expect(parseWeekStart('{broken')).toBe('mon');
    expect(parseWeekStart(7)).toBe('mon');
    expect(parseWeekStart(null)).toBe('mon');
    expect(parseView('year')).toBe('year');
    expect(parseView({ view: 'year' })).toBe('month');
  });
});

describe('todayLocal', () => {
  it('reads the local calendar date', () => {
    expect(todayLocal(new Date(2026, 10, 23, 23, 59))).toEqual(ymd('2026-11-23'));
  });
});
