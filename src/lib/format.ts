/**
 * Sizes and durations for people, in the page's language. One place for every tool, so a file is "1.5 KB"
 * everywhere (1 KB = 1024 B, as operating systems' file dialogs count).
 */

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The Intl.NumberFormat for a locale and options, built once and reused: building one costs far more than
 * formatting with it (a list of a few hundred sizes spent 40–85 ms at 4x CPU throttling building them). The
 * pairs in use are few (four languages, a handful of shapes), so the cache stays small.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    formatters.set(key, nf);
  }
  return nf;
}

/** "512 B", "1.5 KB", "10.0 MB", "1,2 MB" (de): one decimal above bytes, the locale's separators. */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `? ${UNITS[0]}`;
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  // Rounding 1023.96 KB to one decimal would print "1,024.0 KB": step up instead.
  if (u > 0 && u < UNITS.length - 1 && Math.round(v * 10) / 10 >= 1024) {
    v /= 1024;
    u++;
  }
  const digits = u === 0 ? 0 : 1;
  const num = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: u === 0 ? 'auto' : false,
  }).format(v);
  return `${num} ${UNITS[u]}`;
}

/**
 * A duration: "850 ms", "1.2 s" / "1.2秒", "2 min 5 s" — Intl's short unit style, so each language
 * writes its own unit names.
 */
export function formatDuration(ms: number, locale = 'en'): string {
  if (!Number.isFinite(ms) || ms < 0) ms = 0;
  const unit = (value: number, name: 'millisecond' | 'second' | 'minute' | 'hour', digits = 0) =>
    numberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (ms < 1000) return unit(Math.round(ms), 'millisecond');
  if (ms < 60_000) return unit(Math.round(ms / 100) / 10, 'second', 1);
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (hours) parts.push(unit(hours, 'hour'));
  if (minutes || hours) parts.push(unit(minutes, 'minute'));
  if (seconds && !hours) parts.push(unit(seconds, 'second'));
  return parts.join(' ');
}
