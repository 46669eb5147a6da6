/**
 * Measures the JavaScript a page loads before any interaction: every script response (external modules,
 * chunks they import, islands hydrated on load/idle/visible) plus inline scripts, gzip-compressed.
 * Used by `npm run bench` and by the e2e budget test.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {import('@playwright/test').Page} page @param {string} url */
export async function jsWeight(page, url) {
  /** @type {Promise<{ url: string; raw: number; gzip: number } | null>[]} */
  const pending = [];
  const onResponse = (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    pending.push(
      res
        .body()
        .then((body) => ({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300); // idle islands
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).map((s) => s.textContent ?? ''),
  );
  page.off('response', onResponse);
  const files = (await Promise.all(pending)).filter(Boolean);
  const inlineGzip = inline.reduce((n, code) => n + gzipSync(Buffer.from(code), { level: 9 }).length, 0);
  return {
    files,
    inlineGzip,
    gzip: files.reduce((n, f) => n + f.gzip, 0) + inlineGzip,
    raw: files.reduce((n, f) => n + f.raw, 0) + inline.reduce((n, c) => n + c.length, 0),
  };
}

/** Content pages and their budget (bytes of gzip JS before interaction). */
export const CONTENT_PAGE_BUDGET = 15 * 1024;
export const CONTENT_PAGES = [
  ['home', '/'],
  ['category', '/dev-tools'],
  ['about', '/about'],
  ['privacy', '/privacy-policy'],
  ['404', '/no-such-page'],
  ['AI timeline', '/ai-timeline'],
  ['OpenAI timeline', '/openai-timeline'],
  ['Anthropic timeline', '/anthropic-timeline'],
  ['DeepSeek timeline', '/deepseek-timeline'],
  ['LLM prices', '/llm-model-price'],
  ['drugs list', '/drugs-list'],
];

/**
 * Tool pages (an island) and their budget. React, react-dom and i18next are about 80 KB of it; a tool's heavy
 * parts (codecs, canvas libraries, parsers, models) must load when first used, not with the page. The JSON
 * formatter's editor (CodeMirror) and the perpetual calendar's lunar engine (tyme4ts, ~70 KB gzip, in its worker:
 * the month shown on arrival needs it) are the parts of a tool shown at once that weigh more.
 */
export const TOOL_PAGE_BUDGET = 160 * 1024;
export const TOOL_PAGE_BUDGET_OVERRIDES = { 'json-formatter': 240 * 1024, 'perpetual-calendar': 200 * 1024 };

/** Every tool folder with a page that is not a content page: [name, path, budget]. */
export function toolPages(root) {
  const content = new Set(CONTENT_PAGES.map(([, path]) => path));
  return readdirSync(join(root, 'src/tools'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'src/tools', d.name, 'Page.astro')))
    .map((d) => d.name)
    .filter((slug) => !content.has(`/${slug}`))
    .sort()
    .map((slug) => [`tool: ${slug}`, `/${slug}`, TOOL_PAGE_BUDGET_OVERRIDES[slug] ?? TOOL_PAGE_BUDGET]);
}
