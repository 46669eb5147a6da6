import { describe, expect, it } from 'vitest';
import { detailFacts, monthFacts, yearFacts } from './facts';

describe('worker answers', () => {
  it('a month grid: one fact per cell, leading and trailing days included', () => {
    const feb = monthFacts(2026, 2, 'mon');
    expect(feb.length).toBe(35);
    expect([feb[0]!.iso, feb[0]!.lunarFestival]).toEqual(['2026-01-26', 'laba']);
    expect(feb.find((d) => d.iso === '2026-02-17')!.lunarFestival).toBe('springFestival');
    expect(monthFacts(2026, 2, 'sun').length).toBe(28);
  });
  it('a year: marks, schedule and terms, or none when unannounced', () => {
    const y2026 = yearFacts(2026);
    expect(y2026.status).toBe('known');
    // 3 + 9 + 3 + 5 + 3 + 3 + 7 = 33 days off and 6 make-up working days in 2026.
    expect(y2026.marks.filter(([, k]) => k === 'off').length).toBe(33);
    expect(y2026.marks.filter(([, k]) => k === 'work').map(([iso]) => iso)).toEqual([
      '2026-01-04',
      '2026-02-14',
      '2026-02-28',
      '2026-05-09',
      '2026-09-20',
      '2026-10-10',
    ]);
    expect(y2026.terms.length).toBe(24);
    const y2027 = yearFacts(2027);
    expect([y2027.status, y2027.marks, y2027.schedule, y2027.terms.length]).toEqual(['unannounced', [], [], 24]);
    expect(yearFacts(1900).status).toBe('before');
  });
  it('a detail carries the year status for the next-holiday line', () => {
    expect(detailFacts({ y: 1999, m: 5, d: 1 })).toMatchObject({
      status: 'before',
      first: 2004,
      detail: { next: null },
    });
    expect(detailFacts({ y: 2027, m: 5, d: 1 }).status).toBe('unannounced');
  });
});
