/** The keywords of a page's `<meta name="keywords">` and of search. Pure. */

/** Items of a comma list (`,`, `，` or `、`), trimmed, inner spaces collapsed, empty ones left out. */
export function splitKeywords(list: string): string[] {
  return list
    .split(/[,，、]/)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * One comma list from a translated list and the registry's language-neutral keywords. An item is left out
 * when every one of its words is already in an earlier item (so "diff" after "text diff", or "Compare" after
 * "compare"), comparing without case.
 */
export function keywordList(translated: string, neutral: readonly string[] = []): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of [...splitKeywords(translated), ...neutral.flatMap(splitKeywords)]) {
    const words = item.toLowerCase().split(' ');
    if (words.every((w) => seen.has(w))) continue;
    words.forEach((w) => seen.add(w));
    kept.push(item);
  }
  return kept.join(', ');
}
