import { describe, it, expect } from 'vitest';
import { searchTools, editDistance, tokenize, squash, type SearchEntry } from '../../src/components/search/logic';

const e = (slug: string, title: string, description = '', keywords = ''): SearchEntry => ({
  slug,
  title,
  description,
  keywords,
  href: `/${slug}`,
  icon: '',
  external: false,
});
const entries: SearchEntry[] = [
  e('json-formatter', 'JSON Formatter', 'Format, minify and validate JSON', 'JSON beautify'),
  e('image-base64', 'Image ↔ Base64', 'Turn images into Base64 and back', 'data URI'),
  e('url-encode-and-decode', 'URL Encode & Decode', 'Percent-encoding for URLs', 'URI'),
  e('text-diff', 'Text Diff', 'Compare two texts', 'difference'),
  e('zh-json', 'JSON 格式化', '格式化、压缩、校验 JSON', '美化 压缩'),
  e('image-compressor', 'Image Compressor', 'Make images smaller', 'compress'),
];
const slugs = (q: string) => searchTools(entries, q).map((h) => h.entry.slug);

describe('tool search', () => {
  it('finds by a word of the title', () => {
    expect(slugs('json').slice(0, 2).sort()).toEqual(['json-formatter', 'zh-json']);
    expect(slugs('diff')[0]).toBe('text-diff');
  });
  it('is token tolerant: "base 64" finds Base64', () => {
    expect(slugs('base 64')[0]).toBe('image-base64');
    expect(slugs('base64')[0]).toBe('image-base64');
  });
  it('is typo tolerant', () => {
    expect(slugs('jsno')).toContain('json-formatter');
    expect(slugs('fromatter')[0]).toBe('json-formatter');
    expect(slugs('compresor')[0]).toBe('image-compressor');
  });
  it('matches Chinese text without spaces', () => {
    expect(slugs('格式化')[0]).toBe('zh-json');
    expect(slugs('压缩')).toContain('zh-json');
  });
  it('finds nothing for nonsense or an empty query', () => {
    expect(slugs('qqqqzzzz')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
  });
  it('requires every word to match', () => {
    expect(slugs('json compare')).toEqual([]);
    expect(slugs('image smaller')).toEqual(['image-compressor']);
  });
});

describe('search helpers', () => {
  it('computes edit distance with transpositions', () => {
    expect(editDistance('json', 'json')).toBe(0);
    expect(editDistance('jsno', 'json')).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
  it('tokenizes letter/digit runs and folds width and case', () => {
    expect(tokenize('Base64 ＪＳＯＮ')).toEqual(['base64', 'base', '64', 'json']);
    expect(squash('Image ↔ Base-64')).toBe('imagebase64');
  });
});

describe('the real search index: a tool by its name in any language', () => {
  it('finds the perpetual calendar on the Chinese pages by 日历, 万年历, calendar, カレンダー and 달력', async () => {
    const { registry } = await import('../../src/tools/registry');
    const { getT } = await import('../../src/i18n/server');
    const { searchEntries } = await import('../../src/lib/tool-text');
    const others = (['en', 'ja', 'ko'] as const).map((locale) => ({ locale, t: getT(locale) }));
    const zh = searchEntries(registry, 'zh', getT('zh'), others);
    const first = (q: string) => searchTools(zh, q)[0]?.entry.slug;
    expect(['日历', '万年历', 'calendar', 'カレンダー', '달력'].map(first)).toEqual(
      Array(5).fill('perpetual-calendar'),
    );
  });

  it('finds every tool from every language’s index by its title in each of the four languages', async () => {
    const { registry } = await import('../../src/tools/registry');
    const { getT } = await import('../../src/i18n/server');
    const { searchEntries, toolView } = await import('../../src/lib/tool-text');
    const locales = ['zh', 'en', 'ja', 'ko'] as const;
    const missing: string[] = [];
    for (const page of locales) {
      const others = locales.filter((l) => l !== page).map((locale) => ({ locale, t: getT(locale) }));
      const index = searchEntries(registry, page, getT(page), others);
      for (const tool of registry) {
        for (const lang of locales) {
          const title = toolView(tool, lang, getT(lang)).title;
          const slugs = searchTools(index, title, 50).map((h) => h.entry.slug);
          if (!slugs.includes(tool.slug)) missing.push(`${page} index: ${lang} "${title}"`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
