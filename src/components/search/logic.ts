/**
 * Tool search: token- and typo-tolerant matching over titles, keywords and descriptions in the page's language,
 * and over the tools' names and keywords in the other languages.
 * Pure; runs in the palette script and in unit tests.
 */
export interface SearchEntry {
  slug: string;
  href: string;
  icon: string;
  title: string;
  description: string;
  /** Translated keywords plus the registry's language-neutral ones, a comma list (src/lib/keywords.ts). */
  keywords: string;
  /** The tool's names and keywords in the other languages, a comma list (src/lib/tool-text.ts searchEntries). */
  names?: string;
  external: boolean;
}

export interface SearchHit {
  entry: SearchEntry;
  score: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower-case, width-folded, accent-free text. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
}

/** Words of a text: runs of letters or digits; letter/digit boundaries split ("base64" → base, 64 too). */
export function tokenize(text: string): string[] {
  const words = fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    out.add(w);
    for (const part of w.match(/\p{L}+|\p{N}+/gu) ?? []) out.add(part);
  }
  return [...out];
}

/** Text with everything but letters and digits removed: "Base 64" and "base-64" both give "base64". */
export function squash(text: string): string {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).join('');
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const prev = rows[i - 1] as number[];
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    rows.push(row);
    if (i > 0 && rowMin > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Typos allowed for a query word of this length. */
function allowedTypos(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/** How well one query word matches a field (0 = not at all, 1 = an exact word). */
function matchWord(q: string, words: readonly string[], squashed: string): number {
  let best = 0;
  for (const w of words) {
    if (w === q) return 1;
    if (w.startsWith(q)) best = Math.max(best, 0.9);
  }
  if (best) return best;
  if (squashed.includes(q)) return CJK.test(q) ? 0.9 : 0.75;
  const typos = allowedTypos(q.length);
  if (typos) {
    for (const w of words) {
      if (w.length < 3) continue;
      // Compare with the whole word and with its prefix of the query's length ("fromat" ~ "format…").
      const d = Math.min(editDistance(q, w, typos), editDistance(q, w.slice(0, q.length), typos));
      if (d <= typos) best = Math.max(best, 0.6 - 0.1 * d);
    }
  }
  return best;
}

interface Field {
  words: string[];
  squashed: string;
  weight: number;
}

function fieldsOf(e: SearchEntry): Field[] {
  return [
    { words: tokenize(e.title), squashed: squash(e.title), weight: 3 },
    { words: tokenize(e.keywords + ' ' + e.slug), squashed: squash(e.keywords + ' ' + e.slug), weight: 2 },
    { words: tokenize(e.names ?? ''), squashed: squash(e.names ?? ''), weight: 1.5 },
    { words: tokenize(e.description), squashed: squash(e.description), weight: 1 },
  ];
}

/** Score of one entry for a query; 0 when some query word matches nowhere. */
export function scoreEntry(entry: SearchEntry, query: string): number {
  const qWords = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (qWords.length === 0) return 0;
  const fields = fieldsOf(entry);
  const whole = squash(query);
  // The query with its spaces removed appears as it is ("base 64" in "Base64").
  let phrase = 0;
  if (whole.length >= 2) {
    for (const f of fields) if (f.squashed.includes(whole)) phrase = Math.max(phrase, f.weight * 1.2);
  }
  let total = 0;
  for (const q of qWords) {
    let best = 0;
    for (const f of fields) best = Math.max(best, f.weight * matchWord(q, f.words, f.squashed));
    if (best === 0) return phrase * qWords.length;
    total += best;
  }
  return Math.max(total, phrase * qWords.length);
}

/** Entries matching the query, best first (ties keep registry order). At most `limit`. */
export function searchTools(entries: readonly SearchEntry[], query: string, limit = 8): SearchHit[] {
  const hits: SearchHit[] = [];
  entries.forEach((entry) => {
    const score = scoreEntry(entry, query);
    if (score > 0) hits.push({ entry, score });
  });
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}
