#!/usr/bin/env node
/**
 * npm run bench — builds the site (timed), serves it, and measures in Chromium:
 *  1. gzip bytes of JavaScript each page type loads before interaction (budget: 15 KB for content pages);
 *  2. each tool's own benchmarks, from src/tools/<slug>/bench.mjs or scripts/bench/<slug>.mjs
 *     (`export async function bench({ page, baseURL, root })` returning `[{ name, ms, input?, longest?, note? }]`:
 *     `input` is the input's size as text, `longest` the longest main-thread task in ms while it ran, measured
 *     with scripts/lib/heartbeat.mjs; a row whose longest task is over the 200 ms budget fails the bench).
 *  3. Lighthouse (mobile preset, median of 3) on home, a category page, a data page and every tool page in zh
 *     and en: performance, accessibility, TBT, LCP, JS KiB (scripts/lib/lighthouse.mjs), to .bench/lighthouse.json.
 * Results are printed as tables and written to .bench/results.json.
 * BENCH_SKIP_BUILD=1 serves the dist/ already built. BENCH_OUT_DIR=<folder> builds into (with BENCH_SKIP_BUILD:
 * serves) that folder instead of dist/, so a bench can run beside other builds. `npm run bench -- lighthouse` runs
 * only part 3 (after the build); LH_PAGES=/,/json-formatter limits its pages, LH_RUNS=1 its runs per page,
 * LH_LANGS=zh its languages. Other arguments name tool bench modules to run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { jsWeight, CONTENT_PAGES, CONTENT_PAGE_BUDGET, toolPages as toolPagesIn } from './lib/js-weight.mjs';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';
import { entryDirs } from './lib/entries.mjs';
import { budgetNote, MAIN_THREAD_BUDGET_MS } from './lib/heartbeat.mjs';
import { lighthouseBench } from './lib/lighthouse.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4340);
const outDir = process.env.BENCH_OUT_DIR || join(root, 'dist');
const baseURL = `http://127.0.0.1:${port}`;
const args = process.argv.slice(2);
const onlyLighthouse = args.length === 1 && args[0] === 'lighthouse';
const only = args.filter((a) => a !== 'lighthouse'); // optional: names of tool bench modules to run
const withLighthouse = !args.length || args.includes('lighthouse');

function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(columns.map((c) => r[c])));
  console.log('');
}

async function waitForServer(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

// 1. Build, timed (BENCH_SKIP_BUILD=1 serves the build already in outDir).
const t0 = performance.now();
if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const buildSeconds = (performance.now() - t0) / 1000;
const pages = readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
console.log(`\nBuild: ${buildSeconds.toFixed(1)} s for ${pages} HTML pages\n`);

// 2. Serve and measure.
const server = spawn(
  'npx',
  ['astro', 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port), '--outDir', outDir],
  {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  },
);
let failed = false;
try {
  await waitForServer(`${baseURL}/`);
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: CHROMIUM_ARGS,
  });
  const { registry } = await import(pathToFileURL(join(root, 'src/tools/registry.ts')).href).catch(() => ({
    registry: null,
  }));
  const toolPages = (registry ?? []).filter((t) => !t.external).map((t) => [`tool: ${t.slug}`, `/${t.slug}`]);
  if (!registry) {
    for (const e of entryDirs(root))
      if (existsSync(join(root, e.dir, 'Page.astro'))) toolPages.push([`tool: ${e.slug}`, `/${e.slug}`]);
  }

  const toolBudgets = onlyLighthouse ? new Map() : new Map(toolPagesIn(root).map(([, path, budget]) => [path, budget]));
  const weightRows = [];
  const weightPages = onlyLighthouse ? [] : [...CONTENT_PAGES, ['category (en)', '/en/ai-products'], ...toolPages];
  for (const [name, path] of weightPages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const w = await jsWeight(page, `${baseURL}${path}`);
    await context.close();
    const isContent = CONTENT_PAGES.some(([, p]) => p === path) || name.startsWith('category');
    const limit = isContent ? CONTENT_PAGE_BUDGET : toolBudgets.get(path);
    const over = limit !== undefined && w.gzip > limit;
    if (over) failed = true;
    weightRows.push({
      page: name,
      path,
      'JS files': w.files.length,
      'JS gzip (KB)': (w.gzip / 1024).toFixed(1),
      'JS raw (KB)': (w.raw / 1024).toFixed(1),
      budget: limit === undefined ? '-' : `${over ? 'OVER' : 'ok (≤'} ${limit / 1024} KB${over ? '' : ')'}`,
    });
  }
  if (weightRows.length) {
    console.log('JavaScript loaded before interaction (gzip, Chromium):');
    table(weightRows, ['page', 'path', 'JS files', 'JS gzip (KB)', 'JS raw (KB)', 'budget']);
  }

  const toolRows = [];
  const benchDir = join(root, 'scripts/bench');
  /** [name, file]: an entry folder's bench.mjs, or one under scripts/bench/. */
  const modules = [
    ...(existsSync(benchDir) ? readdirSync(benchDir) : [])
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => [f.replace(/\.mjs$/, ''), join(benchDir, f)]),
    ...entryDirs(root)
      .filter((e) => existsSync(join(root, e.dir, 'bench.mjs')))
      .map((e) => [e.slug, join(root, e.dir, 'bench.mjs')]),
  ].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, file] of modules) {
    if (onlyLighthouse || (only.length && !only.includes(name))) continue;
    const mod = await import(pathToFileURL(file).href);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      const rows = await mod.bench({ page, baseURL, root });
      for (const r of rows) {
        const hasLongest = typeof r.longest === 'number';
        if (hasLongest && r.longest > MAIN_THREAD_BUDGET_MS) failed = true;
        toolRows.push({
          tool: name,
          measure: r.name,
          input: r.input ?? '',
          'time (ms)': r.ms.toFixed(0),
          'longest task (ms)': hasLongest ? r.longest.toFixed(0) : '-',
          budget: hasLongest ? budgetNote(r.longest) : '-',
          note: r.note ?? '',
        });
      }
    } catch (err) {
      failed = true;
      toolRows.push({
        tool: name,
        measure: 'FAILED',
        'time (ms)': '-',
        note: String(err?.message ?? err).slice(0, 120),
      });
    } finally {
      await context.close();
    }
  }
  if (toolRows.length) {
    console.log('Tool benchmarks (Chromium, real UI):');
    table(toolRows, ['tool', 'measure', 'input', 'time (ms)', 'longest task (ms)', 'budget', 'note']);
  }
  await browser.close();
  mkdirSync(join(root, '.bench'), { recursive: true });
  if (!onlyLighthouse)
    writeFileSync(
      join(root, '.bench/results.json'),
      JSON.stringify(
        { date: new Date().toISOString(), buildSeconds, pages, weights: weightRows, tools: toolRows },
        null,
        2,
      ),
    );
  if (withLighthouse) {
    const lh = await lighthouseBench({
      root,
      baseURL,
      runs: Number(process.env.LH_RUNS ?? 3),
      pages: process.env.LH_PAGES,
      langs: process.env.LH_LANGS?.split(',') ?? ['zh', 'en'],
    });
    if (lh.failed) failed = true;
    writeFileSync(
      join(root, '.bench/lighthouse.json'),
      JSON.stringify({ date: new Date().toISOString(), ...lh }, null, 2),
    );
  }
} finally {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
}
process.exit(failed ? 1 : 0);
