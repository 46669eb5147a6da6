import { describe, it, expect } from 'vitest';
import { applyFilter, fill, matchesQuery, normalizeSearch } from './logic';

describe('normalizeSearch', () => {
  it('folds case, full-width characters and punctuation', () => {
    expect(normalizeSearch('  ＧＰＴ－４ (Turbo)，发布！ ')).toBe('gpt 4 turbo 发布');
    expect(normalizeSearch('阿奇霉素片（希舒美）')).toBe('阿奇霉素片 希舒美');
    expect(normalizeSearch('Claude\t3.5\nSonnet')).toBe('claude 3 5 sonnet');
    expect(normalizeSearch('')).toBe('');
  });
});

describe('matchesQuery', () => {
  const hay = normalizeSearch('OpenAI releases GPT-4, a multimodal model 2023-03-14');
  it('needs every word, in any order', () => {
    expect(matchesQuery(hay, 'gpt 4')).toBe(true);
    expect(matchesQuery(hay, 'MODEL openai')).toBe(true);
    expect(matchesQuery(hay, 'gpt-4 anthropic')).toBe(false);
    expect(matchesQuery(hay, '2023 03')).toBe(true);
  });
  it('an empty or blank query matches', () => {
    expect(matchesQuery(hay, '')).toBe(true);
    expect(matchesQuery(hay, '   ')).toBe(true);
  });
});

describe('applyFilter', () => {
  const items = [
    { search: 'alphago beats lee sedol', category: 'research' },
    { search: 'chatgpt launches', category: 'product' },
    { search: 'eu ai act', category: 'policy' },
    { search: 'gpt 4 launches', category: 'product' },
  ];
  it('shows everything for no query and all categories', () => {
    expect(applyFilter(items, '', 'all')).toEqual({
      visible: [true, true, true, true],
      shown: 4,
      counts: { research: 1, product: 2, policy: 1 },
      matchingQuery: 4,
    });
  });
  it('combines the query and the category, counting query matches per category', () => {
    expect(applyFilter(items, 'launches', 'product')).toEqual({
      visible: [false, true, false, true],
      shown: 2,
      counts: { product: 2 },
      matchingQuery: 2,
    });
    expect(applyFilter(items, '', 'policy')).toEqual({
      visible: [false, false, true, false],
      shown: 1,
      counts: { research: 1, product: 2, policy: 1 },
      matchingQuery: 4,
    });
  });
  it('reports nothing shown when nothing matches', () => {
    expect(applyFilter(items, 'launches', 'research')).toEqual({
      visible: [false, false, false, false],
      shown: 0,
      counts: { product: 2 },
      matchingQuery: 2,
    });
    expect(applyFilter([], 'x', '')).toEqual({ visible: [], shown: 0, counts: {}, matchingQuery: 0 });
  });
});

describe('fill', () => {
  it('replaces known placeholders and leaves others', () => {
    expect(fill('Showing {shown} of {total} events', { shown: 3, total: 198 })).toBe('Showing 3 of 198 events');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
