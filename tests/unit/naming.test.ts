/**
 * One page, one name: the header tab, the footer/menu link and the page's own title say the same thing in
 * every language (ja once said "LLM料金" in the footer and "LLM価格比較" on the page).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { LOCALES } from '../../src/i18n/locales';
import { entryDir } from '../../scripts/lib/entries.mjs';

type Common = {
  nav: { categories: Record<string, string> };
  links: Record<string, string>;
  categories: Record<string, { title: string }>;
};

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

describe.each(LOCALES)('%s: names of pages', (locale) => {
  const common = read<Common>(`locales/${locale}/common.json`);

  it('a category tab is named like its page', () => {
    for (const [category, label] of Object.entries(common.nav.categories)) {
      expect(label, category).toBe(common.categories[category]?.title);
    }
  });

  it('a link to a tool or a category is named like the page it opens', () => {
    let checked = 0;
    for (const [slug, label] of Object.entries(common.links)) {
      const toolStrings = `${entryDir(slug) ?? `src/tools/${slug}`}/locales/${locale}.json`;
      const title = existsSync(toolStrings)
        ? read<{ title: string }>(toolStrings).title
        : common.categories[slug]?.title;
      if (title === undefined) continue; // a tool not built yet: no page to agree with
      expect(label, slug).toBe(title);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
