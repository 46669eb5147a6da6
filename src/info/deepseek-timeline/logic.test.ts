import { describe, it, expect } from 'vitest';
import { COMPANIES } from '../../content/company-timelines/index';
import { countBy, sortByDate } from '../../content/company-timelines/logic';

describe('DeepSeek timeline data', () => {
  const releases = COMPANIES.deepseek.releases;

  it('validates every row at import', () => {
    expect(releases.length).toBe(29);
  });

  it('sorts newest first by default and oldest first on request', () => {
    expect(
      sortByDate(releases, 'newest')
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual(['2026-04-deepseek-v4-preview', '2025-12-deepseek-v3-2']);
    expect(
      sortByDate(releases, 'oldest')
        .slice(0, 3)
        .map((r) => r.id),
    ).toEqual(['2023-07-deepseek-founded', '2023-11-deepseek-coder', '2023-11-deepseek-llm']);
  });

  it('counts the five days of Open Source Week', () => {
    expect(countBy(releases, (r) => r.family).get('Open Infra')).toBe(5);
    expect(releases.filter((r) => r.date >= '2025-02-24' && r.date <= '2025-02-28').map((r) => r.date)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
    ]);
  });
});
