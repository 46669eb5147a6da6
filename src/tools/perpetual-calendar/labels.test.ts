import { describe, expect, it } from 'vitest';
import type { ToolT } from '../../i18n/useToolT';
import { dayInfo } from './calendar';
import { cellLine, festivalNames, lunarLabel, markLabel, termLabel, withGloss } from './labels';
import en from './locales/en.json';

/** The en bundle as the island's t() would read it (keys with dots, {{placeholders}}). */
const t = ((key: string, vars: Record<string, unknown> = {}) => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);
  return String(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
}) as unknown as ToolT<'perpetual-calendar'>['t'];

describe('labels', () => {
  it('a cell shows a festival, else a solar term, else the lunar day (the month name on the 1st)', () => {
    expect(cellLine(dayInfo({ y: 2026, m: 2, d: 17 }), t)).toEqual({ text: 'Spring Festival', kind: 'festival' });
    expect(cellLine(dayInfo({ y: 2026, m: 2, d: 18 }), t)).toEqual({ text: '雨水', kind: 'term' });
    expect(cellLine(dayInfo({ y: 2026, m: 2, d: 19 }), t)).toEqual({ text: '初三', kind: 'lunar' });
    expect(cellLine(dayInfo({ y: 2025, m: 7, d: 25 }), t)).toEqual({ text: '闰六月', kind: 'lunar' });
  });
  it('glosses Chinese terms outside zh only', () => {
    const leap = dayInfo({ y: 2025, m: 7, d: 25 });
    expect(lunarLabel(leap, t, 'en')).toBe('闰六月初一 (leap lunar month 6, day 1)');
    expect(lunarLabel(leap, t, 'zh')).toBe('闰六月初一');
    expect(termLabel(3, t, 'en')).toBe('立春 (Start of Spring)');
    expect(termLabel(3, t, 'zh')).toBe('立春');
    expect(withGloss('马', '马', 'ja')).toBe('马');
  });
  it('names festivals and statutory marks', () => {
    expect(festivalNames(dayInfo({ y: 2025, m: 10, d: 6 }), t)).toEqual(['Mid-Autumn Festival']);
    expect(festivalNames(dayInfo({ y: 2025, m: 10, d: 1 }), t)).toEqual(['National Day']);
    expect(markLabel({ key: 'springFestival', off: false }, t)).toBe('Spring Festival · make-up working day');
  });
});
