import { describe, expect, it } from 'vitest';
import { longDate, monthName, monthTitle, shortDate, weekdayNames, ymdFromIso } from './names';

describe('localised names', () => {
  it('names months and weekdays in the four languages', () => {
    expect(monthTitle('en', 2026, 2)).toBe('February 2026');
    expect(monthTitle('zh', 2026, 2)).toBe('2026年2月');
    expect(monthTitle('ko', 1900, 1)).toBe('1900년 1월');
    expect(monthName('ja', 12)).toBe('12月');
    expect(weekdayNames('en', [1, 0], 'short')).toEqual(['Mon', 'Sun']);
    expect(weekdayNames('zh', [0, 6], 'long')).toEqual(['星期日', '星期六']);
  });
  it('formats dates without time-zone shifts', () => {
    expect(longDate('en', { y: 2026, m: 2, d: 17 })).toBe('Tuesday, February 17, 2026');
    expect(longDate('zh', { y: 1900, m: 1, d: 1 })).toBe('1900年1月1日星期一');
    expect(shortDate('en', { y: 2100, m: 12, d: 31 })).toBe('Dec 31');
    expect(ymdFromIso('2025-07-25')).toEqual({ y: 2025, m: 7, d: 25 });
  });
});
