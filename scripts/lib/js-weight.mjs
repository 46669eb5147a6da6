/**
 * Measures the JavaScript a page loads before any interaction: every script response (external modules,
 * chunks they import, islands hydrated on load/idle/visible) plus inline scripts, gzip-compressed.
 * Used by `npm run bench` and by the e2e budget test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryDirs } from './entries.mjs';

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
  ['use offline', '/offline'],
  ['404', '/no-such-page'],
  ['AI timeline', '/ai-timeline'],
  ['OpenAI timeline', '/openai-timeline'],
  ['Anthropic timeline', '/anthropic-timeline'],
  ['DeepSeek timeline', '/deepseek-timeline'],
  ['LLM prices', '/llm-model-price'],
  ['drugs list', '/drugs-list'],
];

/**
 * Tool pages (an island) and their budget. React and react-dom are about 70 KB of it, the shell and our
 * translation function a few more; a tool's heavy parts (codecs, canvas libraries, parsers, editors, models)
 * must load when first used, not with the page: an import reachable at first load fails this budget.
 */
export const TOOL_PAGE_BUDGET = 110 * 1024;
/**
 * The exceptions. The perpetual calendar shows the month of the visit at once, with lunar dates, solar terms
 * and festivals, and that month is computed by the lunar engine (tyme4ts, ~80 KB gzip with its worker) in a
 * Web Worker, on arrival: ~168 KB in all (November 2026). Without it the first view would be a calendar with no
 * lunar data; precomputing months at build time would fix a range of years into the page.
 */
/**
 * Markdown to image shows its preview at once, and every block of it goes through DOMPurify (~11 KB gzip, the
 * sanitiser its safety rests on) before it reaches the page: ~114.1 KB in all (26 November 2026, with six themes,
 * the translated refusals of bad image files and the SVG icon frame that replaced font glyphs, +0.3 KB; the image check and decoder load with the first picture, the
 * export code, its page cutting and the font embedding on first export). A header that ships less JS (its Nav
 * script and the demo auth store are ~6 KB on every page) would bring it under 110.
 */
export const TOOL_PAGE_BUDGET_OVERRIDES = { 'perpetual-calendar': 175 * 1024, 'markdown-to-image': 115 * 1024 };

/** Every tool folder with a page that is not a content page: [name, path, budget]. */
export function toolPages(root) {
  const content = new Set(CONTENT_PAGES.map(([, path]) => path));
  return entryDirs(root)
    .filter((e) => existsSync(join(root, e.dir, 'Page.astro')))
    .map((e) => e.slug)
    .filter((slug) => !content.has(`/${slug}`))
    .sort()
    .map((slug) => [`tool: ${slug}`, `/${slug}`, TOOL_PAGE_BUDGET_OVERRIDES[slug] ?? TOOL_PAGE_BUDGET]);
}

/**
 * The same figure read from a build folder, without a browser: a page's inline scripts, its module scripts, and
 * every island's component and renderer (each hydrates on load, idle or when visible, or is client-only), with
 * the chunks they import statically, followed through the files. A dynamic `import()` is not followed: that code
 * loads when it is first used. Each file is counted once per page, gzip level 9 as above. Islands below the fold
 * count too (a browser would load them on scroll), so this is the page's weight once it has been scrolled
 * through: never less than what the browser measures at first paint.
 * @param {string} outDir the build folder (dist/)
 * @param {string} path a page path such as `/json-formatter`
 * @param {Map<string, { gzip: number; imports: string[] }>} [cache] shared across pages of one build
 */
export function staticJsWeight(outDir, path, cache = new Map()) {
  const file = join(outDir, path.replace(/^\/+|\/+$/g, ''), path.endsWith('.html') ? '' : 'index.html');
  const html = readFileSync(existsSync(file) ? file : join(outDir, '404.html'), 'utf8');
  const entries = new Set();
  let inlineGzip = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (/json/.test(type)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) entries.add(src);
    else {
      inlineGzip += gzipSync(Buffer.from(m[2] ?? ''), { level: 9 }).length;
      for (const spec of staticImports(m[2] ?? '')) entries.add(spec);
    }
  }
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = new RegExp(`\\b${attr}="([^"]+)"`).exec(m[1] ?? '')?.[1];
      if (url) entries.add(url);
    }
  }
  const { files, gzip } = walk(
    outDir,
    [...entries].map((u) => resolveUrl(outDir, u, '/')),
    new Set(),
    cache,
  );
  return { files, inlineGzip, gzip: gzip + inlineGzip };
}

/**
 * The gzip bytes the given worker scripts (URL paths, as a browser reports them) add to a page: each with its
 * static imports, less the files in `counted` (the page's own, from `staticJsWeight`).
 * @param {string} outDir @param {string[]} workerPaths @param {string[]} counted
 * @param {Map<string, { gzip: number; imports: string[] }>} [cache]
 */
export function workerWeight(outDir, workerPaths, counted, cache = new Map()) {
  return walk(
    outDir,
    workerPaths.map((p) => resolveUrl(outDir, p, '/')),
    new Set(counted),
    cache,
  ).gzip;
}

/** Every file reachable from `start` through static imports, less `skip`: the files and their gzip bytes. */
function walk(outDir, start, skip, cache) {
  const seen = new Set();
  const todo = [...start];
  let gzip = 0;
  while (todo.length > 0) {
    const rel = todo.pop();
    if (!rel || seen.has(rel) || skip.has(rel)) continue;
    seen.add(rel);
    let info = cache.get(rel);
    if (!info) {
      const body = readFileSync(join(outDir, rel));
      info = {
        gzip: gzipSync(body, { level: 9 }).length,
        imports: staticImports(body.toString('utf8')).map((s) => resolveUrl(outDir, s, `/${rel}`)),
      };
      cache.set(rel, info);
    }
    gzip += info.gzip;
    for (const next of info.imports) if (next && !seen.has(next)) todo.push(next);
  }
  return { files: [...seen].sort(), gzip };
}

/** The specifiers a module imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:^|[;}\n\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g))
    out.push(m[1]);
  return out;
}

/** A script URL as a path inside the build folder, or null for another host or a file the build lacks. */
function resolveUrl(outDir, spec, from) {
  if (/^[a-z]+:/i.test(spec)) return null;
  const url = new URL(spec, `http://build${from}`);
  const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  return existsSync(join(outDir, rel)) ? rel : null;
}
