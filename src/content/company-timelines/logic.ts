/**
 * Pure helpers for dated rows (company releases, AI events): ordering and grouping by year.
 * No DOM and no data imports, so client scripts and tests can use them.
 */

export type SortOrder = 'newest' | 'oldest';

/** Compares ISO dates (YYYY-MM or YYYY-MM-DD); a month-only date sorts before every day of that month. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts rows by date, newest or oldest first. Stable: rows with the same date keep their order in `rows`
 * for oldest first, and the reverse of it for newest first (so newest first is exactly oldest first reversed).
 */
export function sortByDate<T extends { date: string }>(rows: readonly T[], order: SortOrder): T[] {
  const oldest = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareIsoDates(a.row.date, b.row.date) || a.index - b.index)
    .map((x) => x.row);
  return order === 'oldest' ? oldest : oldest.reverse();
}

export interface YearGroup<T> {
  year: string;
  items: T[];
}

/** Groups rows that are already sorted by date into consecutive years, keeping their order. */
export function groupByYear<T extends { date: string }>(sorted: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const row of sorted) {
    const year = row.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last && last.year === year) last.items.push(row);
    else groups.push({ year, items: [row] });
  }
  return groups;
}

/** Counts rows per value of `key`, in first-seen order. */
export function countBy<T, K extends string>(rows: readonly T[], key: (row: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}
