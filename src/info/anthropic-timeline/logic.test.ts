import { describe, it, expect } from 'vitest';
import { COMPANIES } from '../../content/company-timelines/index';
import { groupByYear, sortByDate } from '../../content/company-timelines/logic';

describe('Anthropic timeline data', () => {
  const releases = COMPANIES.anthropic.releases;

  it('validates every row at import', () => {
    expect(releases.length).toBe(24);
    expect(new Set(releases.map((r) => r.id)).size).toBe(releases.length);
  });

  it('sorts newest first by default and oldest first on request', () => {
    expect(sortByDate(releases, 'newest')[0]!.id).toBe('2026-06-claude-fable-5-mythos-5');
    expect(sortByDate(releases, 'oldest')[0]!.id).toBe('2021-03-anthropic-founded');
    expect(groupByYear(sortByDate(releases, 'newest')).map((g) => g.year)).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
    ]);
  });

  it('records the Claude context windows', () => {
    const ctx = (id: string) => releases.find((r) => r.id === id)?.contextWindow;
    expect(ctx('2023-03-claude')).toBe(9000);
    expect(ctx('2023-07-claude-2')).toBe(100000);
    expect(ctx('2023-11-claude-2-1')).toBe(200000);
    expect(ctx('2025-08-sonnet-4-1m-context')).toBe(1000000);
  });
});
