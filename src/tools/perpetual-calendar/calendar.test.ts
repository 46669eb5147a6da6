import { describe, expect, it } from 'vitest';
import {
  dayDetail,
  dayInfo,
  lunarMonthName,
  leapMonthOf,
  nextHoliday,
  scheduleRange,
  scheduleStatus,
  solarTermsOfYear,
  TERM_NAMES,
  yearSchedule,
} from './calendar';
import { TERM_NAMES_ZH } from './labels';
import type { Ymd } from './logic';

const ymd = (iso: string): Ymd => {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};

describe('lunar dates and festivals', () => {
  it('2025-01-29 is the Spring Festival (正月初一), a statutory day off', () => {
    const day = dayInfo(ymd('2025-01-29'));
    expect([day.lunarMonthName, day.lunarDayName, day.leap]).toEqual(['正月', '初一', false]);
    expect(day.lunarFestival).toBe('springFestival');
    expect(day.holiday).toEqual({ key: 'springFestival', off: true });
  });
  it('2026-02-17 is the lunar new year of 丙午, the year of the horse', () => {
    const d = dayDetail(ymd('2026-02-17'));
    expect([d.lunarMonth, d.lunarDay, d.lunarFestival]).toEqual([1, 1, 'springFestival']);
    expect([d.lunarYear, d.zodiacName, d.zodiac, d.ganzhiMonth, d.ganzhiDay]).toEqual([
      '丙午',
      '马',
      6,
      '庚寅',
      '壬戌',
    ]);
    expect(d.isoWeek).toEqual({ year: 2026, week: 8 });
    expect(dayInfo(ymd('2026-02-16')).lunarFestival).toBe('newYearsEve');
  });
  it('2025 has a leap sixth month: 闰六月 runs from 25 July to 22 August', () => {
    expect(leapMonthOf(2025)).toBe(6);
    expect(leapMonthOf(2026)).toBe(0);
    const first = dayInfo(ymd('2025-07-25'));
    expect([first.lunarMonthName, first.lunarMonth, first.leap, first.lunarDayName]).toEqual([
      '闰六月',
      6,
      true,
      '初一',
    ]);
    expect(dayInfo(ymd('2025-08-22')).leap).toBe(true);
    const after = dayInfo(ymd('2025-08-23'));
    expect([after.lunarMonthName, after.leap, after.lunarDayName]).toEqual(['七月', false, '初一']);
    expect(dayInfo(ymd('2025-06-25')).lunarMonthName).toBe('六月');
  });
  it('public festivals and solar terms on their days', () => {
    expect(dayInfo(ymd('2025-10-01')).solarFestival).toBe('nationalDay');
    expect(dayInfo(ymd('2025-03-08')).solarFestival).toBe('womensDay');
    const qingming = dayInfo(ymd('2025-04-04'));
    expect(TERM_NAMES[qingming.term!]).toBe('清明');
    expect(qingming.lunarFestival).toBe('qingming');
    expect(dayInfo(ymd('2025-04-05')).term).toBeNull();
  });
  it('1900-01-01 and 2100-12-31, the ends of the range', () => {
    const a = dayDetail(ymd('1900-01-01'));
    expect([a.lunarYear, a.lunarMonthName, a.lunarDayName, a.zodiacName, a.ganzhiMonth, a.ganzhiDay]).toEqual([
      '己亥',
      '腊月',
      '初一',
      '猪',
      '丙子',
      '甲戌',
    ]);
    expect(a.holiday).toBeNull();
    const b = dayDetail(ymd('2100-12-31'));
    expect([b.lunarYear, b.lunarMonthName, b.lunarDayName, b.zodiacName, b.ganzhiMonth, b.ganzhiDay]).toEqual([
      '庚申',
      '腊月',
      '初一',
      '猴',
      '戊子',
      '丁未',
    ]);
    expect(b.next).toBeNull();
  });
});

describe('solar terms', () => {
  it('the page names terms as tyme4ts does', () => {
    expect([...TERM_NAMES_ZH]).toEqual([...TERM_NAMES]);
  });
  it('all 24 of 2025, in date order', () => {
    const terms = solarTermsOfYear(2025).map((t) => `${TERM_NAMES[t.term]} ${t.iso.slice(5)}`);
    expect(terms).toEqual([
      '小寒 01-05',
      '大寒 01-20',
      '立春 02-03',
      '雨水 02-18',
      '惊蛰 03-05',
      '春分 03-20',
      '清明 04-04',
      '谷雨 04-20',
      '立夏 05-05',
      '小满 05-21',
      '芒种 06-05',
      '夏至 06-21',
      '小暑 07-07',
      '大暑 07-22',
      '立秋 08-07',
      '处暑 08-23',
      '白露 09-07',
      '秋分 09-23',
      '寒露 10-08',
      '霜降 10-23',
      '立冬 11-07',
      '小雪 11-22',
      '大雪 12-07',
      '冬至 12-21',
    ]);
  });
});

describe('statutory holidays (chinese-days)', () => {
  it('2026: seven holidays and their make-up working days', () => {
    expect(yearSchedule(2026)).toEqual([
      { keys: ['newYear'], start: '2026-01-01', end: '2026-01-03', daysOff: 3, workdays: ['2026-01-04'] },
      {
        keys: ['springFestival'],
        start: '2026-02-15',
        end: '2026-02-23',
        daysOff: 9,
        workdays: ['2026-02-14', '2026-02-28'],
      },
      { keys: ['tombSweeping'], start: '2026-04-04', end: '2026-04-06', daysOff: 3, workdays: [] },
      { keys: ['labourDay'], start: '2026-05-01', end: '2026-05-05', daysOff: 5, workdays: ['2026-05-09'] },
      { keys: ['dragonBoat'], start: '2026-06-19', end: '2026-06-21', daysOff: 3, workdays: [] },
      { keys: ['midAutumn'], start: '2026-09-25', end: '2026-09-27', daysOff: 3, workdays: [] },
      {
        keys: ['nationalDay'],
        start: '2026-10-01',
        end: '2026-10-07',
        daysOff: 7,
        workdays: ['2026-09-20', '2026-10-10'],
      },
    ]);
    expect(dayInfo(ymd('2026-02-14')).holiday).toEqual({ key: 'springFestival', off: false });
    expect(dayInfo(ymd('2026-02-24')).holiday).toBeNull();
  });
  it('2025: National Day and Mid-autumn merge into one eight-day run', () => {
    const run = yearSchedule(2025).find((p) => p.keys.includes('nationalDay'))!;
    expect(run).toEqual({
      keys: ['nationalDay', 'midAutumn'],
      start: '2025-10-01',
      end: '2025-10-08',
      daysOff: 8,
      workdays: ['2025-09-28', '2025-10-11'],
    });
  });
  it('knows which years are announced (2004–2026 in this chinese-days) and says why others are not', () => {
    expect(scheduleRange()).toEqual({ first: 2004, last: 2026 });
    expect(scheduleStatus(2026)).toBe('known');
    expect(scheduleStatus(2027)).toBe('unannounced');
    expect(scheduleStatus(1950)).toBe('before');
    expect(yearSchedule(2027)).toEqual([]);
  });
  it('counts days until the next holiday, and stops where announcements end', () => {
    expect(nextHoliday(ymd('2026-02-17'))).toEqual({ key: 'tombSweeping', iso: '2026-04-04', days: 46 });
    expect(nextHoliday(ymd('2026-02-14'))).toEqual({ key: 'springFestival', iso: '2026-02-15', days: 1 });
    expect(nextHoliday(ymd('2025-12-31'))).toEqual({ key: 'newYear', iso: '2026-01-01', days: 1 });
    expect(nextHoliday(ymd('2025-10-01'))).toEqual({ key: 'newYear', iso: '2026-01-01', days: 92 });
    expect(nextHoliday(ymd('2026-10-08'))).toBeNull();
    expect(nextHoliday(ymd('2004-01-01'))).toEqual({ key: 'springFestival', iso: '2004-01-22', days: 21 });
    // Before the records there is nothing to count to.
    expect(nextHoliday(ymd('2003-12-31'))).toBeNull();
    expect(nextHoliday(ymd('1900-01-01'))).toBeNull();
  });
});

describe('lunar month names', () => {
  it('calls months 1, 11 and 12 正月, 冬月 and 腊月, leap months with 闰', () => {
    expect(['正月', '二月', '十月', '十一月', '十二月', '闰十一月', '闰十二月', '闰六月'].map(lunarMonthName)).toEqual([
      '正月',
      '二月',
      '十月',
      '冬月',
      '腊月',
      '闰冬月',
      '闰腊月',
      '闰六月',
    ]);
  });
  it('the first days of the eleventh and twelfth lunar months of 乙巳 are 冬月初一 and 腊月初一', () => {
    // 2025-12-20 is the first day of lunar month 11 (of the year 乙巳); 2026-01-19 the first of month 12.
    const eleven = dayInfo(ymd('2025-12-20'));
    const twelve = dayInfo(ymd('2026-01-19'));
    expect([eleven.lunarMonthName, eleven.lunarDayName, twelve.lunarMonthName, twelve.lunarDayName]).toEqual([
      '冬月',
      '初一',
      '腊月',
      '初一',
    ]);
  });
});
