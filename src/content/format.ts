/** Small display formatters shared by the data pages. Pure: safe in client scripts and tests. */

/**
 * Formats a context window the way providers advertise it: 128000 and 131072 → "128K", 262144 → "256K",
 * 1047576 → "1M", 1050000 → "1.05M", 9000 → "9K", 512 → "512". A whole number of thousands or millions
 * (decimal, else binary) wins; failing that, a value within 0.1% of one; failing that, two decimals.
 */
export function formatContextWindow(tokens: number): string {
  const fmt = (unit: number, binary: number, suffix: string): string => {
    const bases = [unit, binary];
    for (const base of bases) if (Number.isInteger(tokens / base)) return `${tokens / base}${suffix}`;
    for (const base of bases) {
      const x = tokens / base;
      if (Math.abs(x - Math.round(x)) <= 0.001 * x) return `${Math.round(x)}${suffix}`;
    }
    return `${Math.round((tokens / unit) * 100) / 100}${suffix}`;
  };
  if (tokens >= 1_000_000) return fmt(1e6, 1_048_576, 'M');
  if (tokens >= 1000) return fmt(1e3, 1024, 'K');
  return String(tokens);
}

const LANG_TAG: Readonly<Record<string, string>> = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' };

/**
 * Formats an ISO date (YYYY-MM-DD or YYYY-MM) for a locale, in UTC so the day never shifts:
 * ('2023-03-14', 'en') → 'Mar 14, 2023'; ('2021-03', 'zh') → '2021年3月'.
 */
export function formatIsoDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const tag = LANG_TAG[locale] ?? locale;
  if (d === undefined) {
    return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, m! - 1, 1)),
    );
  }
  return new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y!, m! - 1, d)),
  );
}

/** The host of a URL without `www.`, for a link label: 'https://www.anthropic.com/news/x' → 'anthropic.com'. */
export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
