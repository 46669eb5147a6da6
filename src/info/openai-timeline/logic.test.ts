import { describe, it, expect } from 'vitest';
import { COMPANIES, validateReleases } from '../../content/company-timelines/index';
import { groupByYear, sortByDate } from '../../content/company-timelines/logic';
import { openaiRows } from '../../content/company-timelines/openai';

const valid = {
  id: '2024-05-gpt-4o',
  date: '2024-05-13',
  kind: 'model',
  family: 'GPT-4o',
  title: { zh: 'GPT-4o', en: 'GPT-4o', ja: 'GPT-4o', ko: 'GPT-4o' },
  description: { zh: '描述', en: 'Text', ja: '説明', ko: '설명' },
  contextWindow: 128000,
  modalities: ['text', 'image', 'audio'],
  source: 'https://openai.com/index/hello-gpt-4o/',
};

describe('OpenAI timeline data', () => {
  const releases = COMPANIES.openai.releases;

  it('validates every row at import', () => {
    expect(releases).toHaveLength(openaiRows.length);
    expect(releases.length).toBe(51);
  });

  it('sorts newest first by default and oldest first on request', () => {
    expect(
      sortByDate(releases, 'newest')
        .slice(0, 3)
        .map((r) => r.id),
    ).toEqual(['2026-04-gpt-5-5', '2026-03-gpt-5-4', '2025-12-gpt-5-2']);
    expect(
      sortByDate(releases, 'oldest')
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual(['2015-12-openai-founded', '2016-04-gym']);
  });

  it('groups into the years 2015–2026 without gaps in order', () => {
    expect(groupByYear(sortByDate(releases, 'oldest')).map((g) => [g.year, g.items.length])).toEqual([
      ['2015', 1],
      ['2016', 2],
      ['2018', 1],
      ['2019', 1],
      ['2020', 2],
      ['2021', 2],
      ['2022', 3],
      ['2023', 10],
      ['2024', 8],
      ['2025', 19],
      ['2026', 2],
    ]);
  });

  it('gives every model its modalities, and key facts where published', () => {
    for (const r of releases.filter((x) => x.kind === 'model')) expect(r.modalities.length).toBeGreaterThan(0);
    const gpt5 = releases.find((r) => r.id === '2025-08-gpt-5');
    expect(gpt5).toMatchObject({
      date: '2025-08-07',
      family: 'GPT-5',
      contextWindow: 400000,
      modalities: ['text', 'image'],
    });
  });
});

describe('validateReleases (import-time validation)', () => {
  it('accepts a valid row and fills in defaults', () => {
    const { modalities: _m, ...noModalities } = valid;
    expect(validateReleases('t', [{ ...noModalities, kind: 'product' }])[0]!.modalities).toEqual([]);
  });

  it('throws, naming the row and the field, on a broken row', () => {
    expect(() => validateReleases('OpenAI', [{ ...valid, date: '2024-13-01' }])).toThrow(
      'OpenAI timeline: row 0 (id "2024-05-gpt-4o") is invalid: date: expected YYYY-MM or YYYY-MM-DD',
    );
    expect(() => validateReleases('OpenAI', [{ ...valid, title: { ...valid.title, ko: ' ' } }])).toThrow(/title\.ko/);
    expect(() => validateReleases('OpenAI', [{ ...valid, source: 'http://openai.com/' }])).toThrow(/source/);
    expect(() => validateReleases('OpenAI', [{ ...valid, modalities: [] }])).toThrow(
      'modalities: a model row lists its modalities',
    );
    expect(() => validateReleases('OpenAI', [{ ...valid, modalities: ['text', 'text'] }])).toThrow(
      'modalities: modalities repeat',
    );
    expect(() => validateReleases('OpenAI', [{ ...valid, contextWindow: -1 }])).toThrow(/contextWindow/);
  });

  it('throws on a repeated id and on rows out of date order', () => {
    expect(() => validateReleases('OpenAI', [valid, valid])).toThrow(
      'OpenAI timeline: row 1 (id "2024-05-gpt-4o") repeats the id of row 0',
    );
    expect(() => validateReleases('OpenAI', [valid, { ...valid, id: 'older', date: '2020-01-01' }])).toThrow(
      'OpenAI timeline: row 1 (id "older") is dated before the row above it',
    );
  });
});
