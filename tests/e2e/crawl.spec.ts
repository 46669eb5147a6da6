/**
 * The one crawler for the "every page" checks: each built page of each language is opened once, on a phone's
 * width (375 px), from nginx with the repository's config when it is there (the production headers), and must:
 *  - answer 200 (the missing page 404) in its language (`<html lang>`), with a visible heading;
 *  - hydrate with zero Content-Security-Policy violations, no uncaught error and no request to another host;
 *  - not scroll sideways once its fonts have loaded (CJK glyphs from fonts-noto-cjk: .ci/run installs them);
 *  - (zh pages) load at most their budget of gzip JavaScript before interaction: the scripts the page and its
 *    islands import statically, read from the build folder (scripts/lib/js-weight.mjs), plus the workers the
 *    page started while it was open, which only a browser shows.
 * One test per language, so the two e2e workers share the crawl.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import {
  CONTENT_PAGES,
  CONTENT_PAGE_BUDGET,
  staticJsWeight,
  toolPages,
  workerWeight,
} from '../../scripts/lib/js-weight.mjs';
import { LOCALE_PREFIX, TEST_LOCALES, readCspViolations, recordCspViolations, watchPage, hydrated } from './helpers';

const outDir = process.env.E2E_OUT_DIR ?? 'dist';
/** nginx serving the same build with deploy/nginx (playwright.config.ts), or Astro's preview server. */
const BASE = process.env.E2E_NGINX_BASE_URL || undefined;
const HTML_LANG = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' } as const;

/** Every built page, as a URL path. */
function builtPaths(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return name === '_astro' ? [] : walk(full);
      return name === 'index.html' ? [full] : [];
    });
  return walk(outDir).map((file) => {
    const dir = relative(outDir, file).split(sep).slice(0, -1).join('/');
    return dir ? `/${dir}` : '/';
  });
}

/** JavaScript budgets of the zh pages (bytes of gzip), by path. */
const BUDGETS = new Map<string, number>([
  ...(CONTENT_PAGES as [string, string][]).map(([, path]) => [path, CONTENT_PAGE_BUDGET] as [string, number]),
  ...(toolPages(process.cwd()) as [string, string, number][]).map(([, path, b]) => [path, b] as [string, number]),
]);

/**
 * Opens a page and lets it settle: loaded, every island hydrated, fonts ready. A page that sends a signed-out
 * visitor on (profile → login) is followed to where it lands.
 */
async function settle(page: Page, path: string): Promise<{ status: number | undefined; url: string }> {
  const res = await page.goto(path);
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('load');
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return { status: res?.status(), url: page.url() };
    } catch (err) {
      // The page navigated on while it was read: read the page it went to.
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(err))) throw err;
    }
  }
}

const staticCache = new Map();

for (const locale of TEST_LOCALES) {
  const paths = builtPaths().filter((p) =>
    locale === 'zh' ? !/^\/(en|ja|ko)(\/|$)/.test(p) : p === `/${locale}` || p.startsWith(`/${locale}/`),
  );

  test(`${locale}: every page (${paths.length + 1}) at 375 px: renders in its language, no CSP violation, no sideways scroll${locale === 'zh' ? ', JS budget' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + paths.length * 3_000);
    expect(paths.length).toBeGreaterThan(15);
    if (BASE) test.info().annotations.push({ type: 'server', description: 'nginx (deploy/nginx)' });
    const w = watchPage(page);
    await recordCspViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    let workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    const problems: string[] = [];
    const missing = `${LOCALE_PREFIX[locale]}/no-such-page`;
    for (const path of [...paths, missing]) {
      workers = [];
      const url = (BASE ?? '') + (path === `/${locale}` ? `${path}/` : path);
      const { status, url: landed } = await settle(page, url);
      const at = landed === url ? path : `${path} → ${new URL(landed).pathname}`;
      const expected = path === missing ? 404 : 200;
      if (status !== expected) problems.push(`${at}: HTTP ${status}, expected ${expected}`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== HTML_LANG[locale]) problems.push(`${at}: <html lang="${lang}">`);
      if (!(await page.locator('h1:visible').count())) problems.push(`${at}: no visible h1`);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) problems.push(`${at}: scrolls sideways (${scrollWidth}px wide)`);
      for (const v of await readCspViolations(page)) problems.push(`${at}: CSP ${v}`);

      const budget = locale === 'zh' ? BUDGETS.get(path) : undefined;
      if (budget !== undefined) {
        const js = staticJsWeight(outDir, path, staticCache);
        const started = workers.map((u) => new URL(u).pathname);
        const gzip = js.gzip + workerWeight(outDir, started, js.files, staticCache);
        if (gzip > budget)
          problems.push(`${path}: loads ${gzip} B gzip JS before interaction, budget ${budget} (workers: ${started})`);
      }
    }
    expect(problems).toEqual([]);
    w.assertClean();
  });
}
