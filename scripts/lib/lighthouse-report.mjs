/**
 * Pure helpers for the Lighthouse part of `npm run bench` (scripts/lib/lighthouse.mjs runs Lighthouse; this
 * file only reads its results): which pages, which run is the median, one table row per page, the table text.
 * No I/O here, so tests/unit/lighthouse-report.test.ts pins every value.
 */

/** Issue 18's goal on every page, and issue 30's layout-shift bound (CLS). */
export const GOAL = { performance: 100, accessibility: 100, tbtMs: 50, cls: 0.01 };

/** The content pages measured besides every tool page: [name, path] (zh paths; en adds /en). */
export const LH_CONTENT_PAGES = [
  ['home', '/'],
  ['category', '/dev-tools'],
  ['data', '/llm-model-price'],
];

/**
 * The pages to measure: [name, path, lang] for zh (no prefix) and en (/en). `only` (from LH_PAGES, comma
 * separated zh paths such as "/,/json-formatter") limits them; a path given there that is no known page is
 * still measured, so a page can be checked before it is in the list.
 * @param {string[]} toolSlugs non-external tools, in registry order
 * @param {string | undefined} only
 * @param {string[]} [langs]
 * @returns {[string, string, string][]}
 */
export function lighthousePages(toolSlugs, only, langs = ['zh', 'en']) {
  const known = [
    ...LH_CONTENT_PAGES,
    ...toolSlugs.filter((s) => !LH_CONTENT_PAGES.some(([, p]) => p === `/${s}`)).map((s) => [s, `/${s}`]),
  ];
  const wanted = (only ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith('/') ? p : `/${p}`));
  const chosen = wanted.length ? wanted.map((p) => known.find(([, kp]) => kp === p) ?? [p, p]) : known;
  return langs.flatMap((lang) =>
    chosen.map(([name, path]) => [name, lang === 'zh' ? path : `/${lang}${path === '/' ? '/' : path}`, lang]),
  );
}

/** @param {number[]} values @returns {number} */
export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median run by performance score, for when Lighthouse's own helper (closest to the median FCP and TTI)
 * cannot be used because a run lacks those metrics. Ties go to the run with the lower TBT.
 * @template {{ categories: Record<string, { score: number | null }>, audits: Record<string, { numericValue?: number }> }} R
 * @param {R[]} runs
 * @returns {R}
 */
export function medianByPerformance(runs) {
  if (!runs.length) throw new Error('no Lighthouse runs');
  const score = (r) => r.categories.performance?.score ?? 0;
  const tbt = (r) => r.audits['total-blocking-time']?.numericValue ?? Infinity;
  const sorted = [...runs].sort((a, b) => score(a) - score(b) || tbt(b) - tbt(a));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * One table row from a Lighthouse result.
 * @param {any} lhr a Lighthouse result (LH.Result; plain JS here, so not typed)
 */
export function summarise(lhr) {
  const pct = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const num = (id) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? Math.round(v) : null;
  };
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === 'script');
  /** Accessibility audits that count and did not pass. */
  const a11yFailing = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const s = lhr.audits[ref.id]?.score;
      return typeof s === 'number' && s < 1;
    })
    .map((ref) => ref.id);
  const row = {
    performance: pct('performance'),
    accessibility: pct('accessibility'),
    tbtMs: num('total-blocking-time'),
    lcpMs: num('largest-contentful-paint'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    jsKiB: script ? Math.round((script.transferSize / 1024) * 10) / 10 : 0,
    a11yFailing,
  };
  return { ...row, meetsGoal: meetsGoal(row) };
}

/**
 * A CLS Lighthouse could not measure (null or absent) does not fail the row; the other values must be there.
 * @param {{ performance: number | null, accessibility: number | null, tbtMs: number | null, cls?: number | null }} row
 */
export function meetsGoal(row) {
  return (
    row.performance !== null &&
    row.performance >= GOAL.performance &&
    row.accessibility !== null &&
    row.accessibility >= GOAL.accessibility &&
    row.tbtMs !== null &&
    row.tbtMs <= GOAL.tbtMs &&
    (row.cls ?? 0) <= GOAL.cls
  );
}

/**
 * What slows a page (for rows under the performance goal): the scripts with the most main-thread time
 * (bootup-time: url → total ms), the longest main-thread tasks (long-tasks), the metric scores under 90, and
 * the elements that moved most (layout-shifts: selector and shift score).
 * @param {any} lhr
 * @param {string} origin cut from URLs to keep the note short
 */
export function slowCauses(lhr, origin) {
  const short = (url) => String(url ?? '').replace(origin, '');
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((i) => typeof i.total === 'number')
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((i) => `${short(i.url)} ${Math.round(i.total)}ms`);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .filter((i) => typeof i.duration === 'number')
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((i) => `${short(i.url)} ${Math.round(i.duration)}ms`);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
    .filter((id) => typeof lhr.audits[id]?.score === 'number' && lhr.audits[id].score < 0.9)
    .map((id) => `${id} ${lhr.audits[id].displayValue ?? ''}`.trim());
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((i) => typeof i.score === 'number')
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} ${i.score.toFixed(3)}`);
  return { scripts, longTasks, metrics, shifts };
}

/**
 * A Markdown table as text (the bench prints every table this way).
 * @param {Record<string, unknown>[]} rows
 * @param {string[]} columns
 */
export function formatTable(rows, columns) {
  const cell = (v) => (v === null || v === undefined ? '' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (cells) => `| ${cells.map((c, i) => cell(c).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(columns),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n');
}

/**
 * The printed row for one page.
 * @param {string} name @param {string} path @param {string} lang
 * @param {ReturnType<typeof summarise>} s
 */
export function tableRow(name, path, lang, s) {
  return {
    page: name,
    path,
    lang,
    perf: s.performance ?? '-',
    a11y: s.accessibility ?? '-',
    'TBT ms': s.tbtMs ?? '-',
    'LCP ms': s.lcpMs ?? '-',
    CLS: s.cls === null ? '-' : s.cls.toFixed(3),
    'JS KiB': s.jsKiB.toFixed(1),
    goal: s.meetsGoal ? 'ok' : 'MISS',
    note: s.a11yFailing.join(' '),
  };
}

export const TABLE_COLUMNS = [
  'page',
  'path',
  'lang',
  'perf',
  'a11y',
  'TBT ms',
  'LCP ms',
  'CLS',
  'JS KiB',
  'goal',
  'note',
];
