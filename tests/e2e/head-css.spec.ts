import { test, expect } from '@playwright/test';

/**
 * Render-blocking CSS: the stylesheets a page's HTML links in its head must stay small. Every tool shares one
 * route, so a stylesheet one tool imports (a web font's @font-face rules, 2.6 MB for the whole font catalog once)
 * lands in the head of every tool page and delays the first paint by seconds on a phone (Lighthouse mobile FCP
 * 7 s). Fonts are added when a tool draws with them (src/lib/fonts/load.ts).
 */
const PAGES = ['/', '/json-formatter', '/handwriting', '/quote-card', '/en/text-behind-image', '/llm-model-price'];
const HEAD_CSS_BUDGET = 100 * 1024;

for (const path of PAGES) {
  test(`render-blocking CSS of ${path} stays under ${HEAD_CSS_BUDGET / 1024} KB and declares no web font`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
      (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? '',
    );
    let bytes = 0;
    const fontFiles: string[] = [];
    for (const href of hrefs) {
      const css = await (await request.get(href)).text();
      bytes += css.length;
      if (/@font-face[^}]*\.woff2/.test(css)) fontFiles.push(href);
    }
    expect(fontFiles).toEqual([]);
    expect(bytes).toBeLessThanOrEqual(HEAD_CSS_BUDGET);
  });
}
