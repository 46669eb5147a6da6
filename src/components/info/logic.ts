/**
 * Pure helpers for the data pages' search and category filters. No DOM: the client script
 * (filter-client.ts) and the build (which precomputes each item's search text) share them.
 */

/**
 * Folds text for matching: Unicode NFKC (full-width → half-width), lower case, and every run of
 * whitespace or bracket/punctuation characters collapsed to one space.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()[\]{}（）【】「」『』《》〈〉,，、.。·・:：;；!！?？'"“”‘’/\\|-]+/gu, ' ')
    .trim();
}

/** True when every word of the query occurs in the (already normalised) haystack. An empty query matches. */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  return words.every((w) => haystack.includes(w));
}

export interface FilterItem {
  /** Normalised search text (see normalizeSearch). */
  search: string;
  /** Category id. */
  category: string;
}

export interface FilterResult {
  /** Per item, in order: does it show? */
  visible: boolean[];
  /** Items shown. */
  shown: number;
  /** Per category: items matching the query (whatever category is selected), for the chips' counts. */
  counts: Record<string, number>;
  /** Items matching the query in any category. */
  matchingQuery: number;
}

/** Applies a text query and a category (`''` or `'all'` = every category) to a list of items. */
export function applyFilter(items: readonly FilterItem[], query: string, category: string): FilterResult {
  const all = category === '' || category === 'all';
  const counts: Record<string, number> = {};
  let shown = 0;
  let matchingQuery = 0;
  const visible = items.map((item) => {
    const q = matchesQuery(item.search, query);
    if (q) {
      matchingQuery += 1;
      counts[item.category] = (counts[item.category] ?? 0) + 1;
    }
    const v = q && (all || item.category === category);
    if (v) shown += 1;
    return v;
  });
  return { visible, shown, counts, matchingQuery };
}

/** Fills `{name}` placeholders of a template: fill('{shown} of {total}', { shown: 3, total: 9 }) → '3 of 9'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
