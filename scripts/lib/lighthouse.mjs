/**
 * The Lighthouse part of `npm run bench` (issue 18): Lighthouse's Node API, mobile preset (its default config:
 * Moto G Power emulation, simulated slow 4G and 4x CPU throttling), performance + accessibility only, the median
 * of LH_RUNS (default 3) runs per page, on home, a category page, a data page and every tool page, in zh and en.
 * One headless Chromium (Debian's /usr/bin/chromium when present) serves every run; nothing but localhost is
 * contacted. LH_PAGES=/,/json-formatter limits the pages (zh paths; en is measured too unless LH_LANGS=zh).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import {
  formatTable,
  GOAL,
  lighthousePages,
  medianByPerformance,
  slowCauses,
  summarise,
  tableRow,
  TABLE_COLUMNS,
} from './lighthouse-report.mjs';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { entryDir } from './entries.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-domain-reliability'];

/** Non-external tools in registry order, read from the source (registry.ts needs Vite's import.meta.glob). */
export function toolSlugs(root) {
  const source = readFileSync(join(root, 'src/tools/registry.ts'), 'utf8');
  const order = source.match(/TOOL_ORDER\s*=\s*\[([\s\S]*?)\]/)?.[1] ?? '';
  return [...order.matchAll(/'([a-z0-9-]+)'/g)]
    .map((m) => m[1])
    .filter((slug) => {
      const dir = entryDir(slug, root);
      const meta = dir ? join(root, dir, 'meta.ts') : '';
      return !!dir && !/\bexternal\s*:/.test(readFileSync(meta, 'utf8'));
    });
}

function lighthouseVersion(root) {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

/** The median run: Lighthouse's own pick (closest to the median FCP and TTI), else by performance score. */
function pickMedian(runs) {
  const valid = filterToValidRuns(runs);
  return valid.length ? computeMedianRun(valid) : medianByPerformance(runs);
}

/**
 * @param {{ root: string, baseURL: string, runs?: number, pages?: string, langs?: string[], log?: (s: string) => void }} o
 * @returns {Promise<{ rows: object[], results: object[], failed: boolean }>}
 */
export async function lighthouseBench({ root, baseURL, runs = 3, pages, langs = ['zh', 'en'], log = console.error }) {
  const targets = lighthousePages(toolSlugs(root), pages, langs);
  const chrome = await chromeLauncher.launch({
    ...(existsSync('/usr/bin/chromium') ? { chromePath: '/usr/bin/chromium' } : {}),
    chromeFlags: CHROME_FLAGS,
  });
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    disableFullPageScreenshot: true,
  };
  const rows = [];
  const results = [];
  const loadBefore = loadavg()[0];
  const t0 = performance.now();
  try {
    for (const [i, [name, path, lang]] of targets.entries()) {
      const lhrs = [];
      for (let r = 0; r < runs; r++) {
        const result = await lighthouse(`${baseURL}${path}`, flags);
        if (result?.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
        if (result) lhrs.push(result.lhr);
      }
      const lhr = pickMedian(lhrs);
      const s = summarise(lhr);
      const row = tableRow(name, path, lang, s);
      rows.push(row);
      results.push({
        name,
        path,
        lang,
        ...s,
        runs: lhrs
          .map((l) => summarise(l))
          .map(({ performance, accessibility, tbtMs, lcpMs, cls }) => ({
            performance,
            accessibility,
            tbtMs,
            lcpMs,
            cls,
          })),
        causes:
          s.performance !== 100 || (s.tbtMs ?? 0) > GOAL.tbtMs || (s.cls ?? 0) > GOAL.cls
            ? slowCauses(lhr, baseURL)
            : undefined,
        warnings: lhr.runWarnings,
      });
      log(`lighthouse ${i + 1}/${targets.length} ${path}: perf ${row.perf} a11y ${row.a11y} TBT ${row['TBT ms']} ms`);
    }
  } finally {
    await chrome.kill();
  }
  const minutes = (performance.now() - t0) / 60_000;
  const load = loadavg()[0];
  console.log(
    `Lighthouse ${lighthouseVersion(root)} (mobile preset, simulated throttling), median of ${runs} run(s), ` +
      `${targets.length} pages in ${minutes.toFixed(1)} min; load average ${loadBefore.toFixed(1)} → ${load.toFixed(1)}` +
      `${Math.max(loadBefore, load) > 2 ? ' (loaded machine: scores are pessimistic)' : ''}:`,
  );
  console.log(formatTable(rows, TABLE_COLUMNS));
  const slow = results.filter((r) => r.causes);
  if (slow.length) {
    console.log('\nPages under performance 100, over 50 ms TBT or over 0.01 CLS, main causes (median run):');
    console.log(
      formatTable(
        slow.map((r) => ({
          path: r.path,
          metrics: r.causes.metrics.join('; '),
          'scripts (main-thread ms)': r.causes.scripts.join('; '),
          'long tasks': r.causes.longTasks.join('; '),
          'layout shifts': r.causes.shifts.join('; '),
        })),
        ['path', 'metrics', 'scripts (main-thread ms)', 'long tasks', 'layout shifts'],
      ),
    );
  }
  console.log('');
  return { rows, results, failed: results.some((r) => !r.meetsGoal), runs, minutes, loadavg: [loadBefore, load] };
}
