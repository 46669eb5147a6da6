/** Text helpers of the prompt: cleaning, articles, quotes, negatives. */
/** Trims, collapses runs of whitespace (including newlines) and drops trailing . , ; : */
export function clean(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:]+$/u, '');
}

/** Upper-cases the first letter when the first word is all lower case ("iPhone" stays as it is). */
export function capitalize(s: string): string {
  return /^[a-z][a-z'’-]*(\s|$|[,.;:!?])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

const DETERMINER =
  /^(a|an|the|this|that|these|those|his|her|its|their|our|my|your|one|two|three|four|five|six|some|several|many|each|every|no)\s/i;
/** Letters whose English name starts with a vowel sound (an FPV drone, an LED panel). */
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/** Prefixes a countable noun phrase with "a" or "an", unless it already starts with a determiner. */
export function withArticle(phrase: string): string {
  const p = phrase.trim();
  if (!p || DETERMINER.test(p)) return p;
  const first = p.split(/[\s-]/)[0] ?? '';
  let an: boolean;
  if (/^\d/.test(first)) an = /^8/.test(first) || /^1[18](?!\d)/.test(first);
  else if (/^[A-Z]+$/.test(first)) an = VOWEL_SOUND_LETTERS.includes(first[0]!);
  else if (/^(uni|use|usu|uti|eu|one|once|ure)/i.test(first)) an = false;
  else if (/^(hour|honest|honou?r|heir)/i.test(first)) an = true;
  else an = /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${p}`;
}

export const PREPOSITION =
  /^(in|inside|into|at|on|onto|under|underneath|beneath|above|over|near|by|within|among|amid|across|along|atop|behind|beside|between|outside|through|around|beyond|below|off)\s/i;

/** Normalises a spoken line for the prose: one layer of wrapping quotes removed, inner double quotes made single. */
export function cleanSpokenLine(line: string): string {
  return unwrapQuotes(line).replace(/["“”„]/g, "'");
}

const QUOTE_PAIRS: readonly [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ["'", "'"],
  ['‘', '’'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
];

/** Collapses whitespace and removes one layer of matching quotes around the whole line. */
export function unwrapQuotes(line: string): string {
  const s = line.replace(/\s+/g, ' ').trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (s.length >= 2 && s.startsWith(open) && s.endsWith(close)) return s.slice(open.length, -close.length).trim();
  }
  return s;
}

/** Words Veo should not draw, as a clean list: "no text, don't show logos; text" → "text, logos". */
export function normalizeNegative(s: string): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of s.split(/[,;\n，、；]+/)) {
    const item = clean(part).replace(
      /^(no|not|without|avoid|never|don'?t show|do not show|don'?t include|do not include|don'?t|do not)\s+/i,
      '',
    );
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items.join(', ');
}

const NEGATION = /(^|[,;\n，、；])\s*(no|not|without|avoid|never|don'?t|do not)\s/i;

/** True when the negative prompt uses "no …"/"don't …" wording that normalizeNegative removes. */
export function negativeHasNegations(s: string): boolean {
  return NEGATION.test(s);
}

export function endSentence(s: string): string {
  return /[.!?…]['’")\]]*$/.test(s) ? s : `${s}.`;
}
