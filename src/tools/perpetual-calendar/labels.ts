/** Turns the calendar facts into the words the page shows: Chinese terms, with glosses outside zh. */
import type { ToolT } from '../../i18n/useToolT';
import type { DayInfo, HolidayKey, HolidayMark } from './calendar';

type T = ToolT<'perpetual-calendar'>['t'];

/** tyme4ts' 24 solar-term names (index 0 = 冬至), repeated here so the page can name terms before the library loads. */
export const TERM_NAMES_ZH = [
  '冬至',
  '小寒',
  '大寒',
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '处暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
] as const;

/** A Chinese term with its translated gloss in brackets (zh shows the term alone). */
export function withGloss(chinese: string, gloss: string, lng: string): string {
  return lng === 'zh' || gloss === chinese ? chinese : `${chinese} (${gloss})`;
}

export function termLabel(index: number, t: T, lng: string): string {
  return withGloss(TERM_NAMES_ZH[index] ?? '', t(`term.${index}`), lng);
}

/** Translated names of the day's festivals: traditional (lunar) first, then public ones. */
export function festivalNames(info: DayInfo, t: T): string[] {
  const out: string[] = [];
  if (info.lunarFestival) out.push(t(`lunarFestival.${info.lunarFestival}`));
  if (info.solarFestival) out.push(t(`solarFestival.${info.solarFestival}`));
  return out;
}

/** The one short line under the day number: a festival, else a solar term, else the lunar day (month on the 1st). */
export function cellLine(info: DayInfo, t: T): { text: string; kind: 'festival' | 'term' | 'lunar' } {
  const festival = festivalNames(info, t)[0];
  if (festival) return { text: festival, kind: 'festival' };
  if (info.term !== null) return { text: TERM_NAMES_ZH[info.term] ?? '', kind: 'term' };
  return { text: info.lunarDay === 1 ? info.lunarMonthName : info.lunarDayName, kind: 'lunar' };
}

/** 闰六月初一 plus, outside zh, "leap lunar month 6, day 1". */
export function lunarLabel(info: DayInfo, t: T, lng: string): string {
  const chinese = `${info.lunarMonthName}${info.lunarDayName}`;
  const gloss = t(info.leap ? 'lunarGlossLeap' : 'lunarGloss', { month: info.lunarMonth, day: info.lunarDay });
  return withGloss(chinese, gloss, lng);
}

export function holidayName(key: HolidayKey, t: T): string {
  return t(`holiday.${key}`);
}

/** "Spring Festival · day off" for a grid cell's accessible name and the detail panel. */
export function markLabel(mark: HolidayMark, t: T): string {
  return `${holidayName(mark.key, t)} · ${t(mark.off ? 'markOffLong' : 'markWorkLong')}`;
}
