import { describe, it, expect } from 'vitest';
import { compareIsoDates, countBy, groupByYear, sortByDate } from './logic';
import { formatContextWindow, formatIsoDate, hostOf } from '../format';

const rows = [
  { id: 'a', date: '2023-03-14' },
  { id: 'b', date: '2023-03' },
  { id: 'c', date: '2024-05-13' },
  { id: 'd', date: '2023-03-14' },
  { id: 'e', date: '2022-11-30' },
];

describe('compareIsoDates', () => {
  it('orders days, and puts a month-only date before the days of that month', () => {
    expect(compareIsoDates('2023-03', '2023-03-01')).toBe(-1);
    expect(compareIsoDates('2024-01-01', '2023-12-31')).toBe(1);
    expect(compareIsoDates('2023-03-14', '2023-03-14')).toBe(0);
  });
});

describe('sortByDate', () => {
  it('oldest first is stable for equal dates', () => {
    expect(sortByDate(rows, 'oldest').map((r) => r.id)).toEqual(['e', 'b', 'a', 'd', 'c']);
  });
  it('newest first is exactly the reverse', () => {
    expect(sortByDate(rows, 'newest').map((r) => r.id)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });
  it('does not change its input', () => {
    sortByDate(rows, 'newest');
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('groupByYear', () => {
  it('groups consecutive years in order', () => {
    expect(groupByYear(sortByDate(rows, 'newest')).map((g) => [g.year, g.items.map((r) => r.id)])).toEqual([
      ['2024', ['c']],
      ['2023', ['d', 'a', 'b']],
      ['2022', ['e']],
    ]);
    expect(groupByYear([])).toEqual([]);
  });
});

describe('countBy', () => {
  it('counts in first-seen order', () => {
    expect([...countBy(rows, (r) => r.date.slice(0, 4))]).toEqual([
      ['2023', 3],
      ['2024', 1],
      ['2022', 1],
    ]);
  });
});

describe('formatContextWindow', () => {
  it('writes context windows the way providers advertise them', () => {
    expect(formatContextWindow(512)).toBe('512');
    expect(formatContextWindow(2048)).toBe('2K');
    expect(formatContextWindow(9000)).toBe('9K');
    expect(formatContextWindow(16385)).toBe('16K');
    expect(formatContextWindow(128000)).toBe('128K');
    expect(formatContextWindow(131072)).toBe('128K');
    expect(formatContextWindow(204800)).toBe('200K');
    expect(formatContextWindow(262144)).toBe('256K');
    expect(formatContextWindow(400000)).toBe('400K');
    expect(formatContextWindow(1000000)).toBe('1M');
    expect(formatContextWindow(1047576)).toBe('1M');
    expect(formatContextWindow(1048576)).toBe('1M');
    expect(formatContextWindow(1050000)).toBe('1.05M');
    expect(formatContextWindow(2000000)).toBe('2M');
  });
});

describe('formatIsoDate and hostOf', () => {
  it('formats days and months per language, in UTC', () => {
    expect(formatIsoDate('2023-03-14', 'en')).toBe('Mar 14, 2023');
    expect(formatIsoDate('2023-03-14', 'zh')).toBe('2023年3月14日');
    expect(formatIsoDate('2023-03-14', 'ja')).toBe('2023年3月14日');
    expect(formatIsoDate('2023-03-14', 'ko')).toBe('2023년 3월 14일');
    expect(formatIsoDate('2021-03', 'en')).toBe('March 2021');
    expect(formatIsoDate('2021-03', 'zh')).toBe('2021年3月');
  });
  it('gives a link host without www', () => {
    expect(hostOf('https://www.anthropic.com/news/claude-4')).toBe('anthropic.com');
    expect(hostOf('https://api-docs.deepseek.com/zh-cn/quick_start/pricing')).toBe('api-docs.deepseek.com');
  });
});
