/**
 * Canonical URLs and the sitemap, read from the built files (`dist/`, or E2E_OUT_DIR): every indexable page's
 * canonical link, og:url and JSON-LD url are one URL on the production site, and the sitemap lists exactly
 * those URLs, never a noindex page.
 */
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { entryDirs } from '../../scripts/lib/entries.mjs';
import { PRODUCTION_SITE_URL } from '../../src/lib/site';

const outDir = process.env.E2E_OUT_DIR ?? 'dist';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === '_astro' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

interface BuiltPage {
  file: string;
  canonical: string | undefined;
  ogUrl: string | undefined;
  jsonLdUrl: string | undefined;
  noindex: boolean;
}

function readPage(file: string): BuiltPage {
  const html = readFileSync(file, 'utf8');
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const ld = attr(/<script type="application\/ld\+json">([^<]*)<\/script>/);
  return {
    file: relative(outDir, file),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]+)"/),
    jsonLdUrl: ld ? (JSON.parse(ld) as { url?: string }).url : undefined,
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
  };
}

function sitemapUrls(): string[] {
  const index = readFileSync(join(outDir, 'sitemap-index.xml'), 'utf8');
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.slice(1));
  return parts.flatMap((part) =>
    [...readFileSync(join(outDir, part), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!),
  );
}

const pages = htmlFiles(outDir)
  .filter((f) => !f.endsWith('404.html'))
  .map(readPage);
const site = (process.env.PUBLIC_SITE_URL || PRODUCTION_SITE_URL).replace(/\/$/, '');

test('every page has a canonical URL on the production site, equal to its og:url and JSON-LD url', () => {
  expect(pages.length).toBeGreaterThan(80);
  for (const p of pages) {
    expect(p.canonical, p.file).toBeDefined();
    expect(p.canonical!.startsWith(`${site}/`), `${p.file}: ${p.canonical}`).toBe(true);
    expect(p.canonical, p.file).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(p.ogUrl, p.file).toBe(p.canonical);
    expect(p.jsonLdUrl, p.file).toBe(p.canonical);
  }
});

test('the sitemap lists exactly the canonical URLs of the indexable pages', () => {
  const listed = sitemapUrls();
  expect(new Set(listed).size).toBe(listed.length);
  const indexable = pages.filter((p) => !p.noindex).map((p) => p.canonical!);
  expect([...listed].sort()).toEqual([...indexable].sort());
});

test('no sitemap URL is a noindex page', () => {
  // Compared by path without a trailing slash, so that the check does not depend on how URLs are written.
  const bare = (url: string) => new URL(url).pathname.replace(/(.)\/$/, '$1');
  const listed = new Set(sitemapUrls().map(bare));
  const noindex = pages.filter((p) => p.noindex);
  expect(noindex.length).toBeGreaterThanOrEqual(12); // /profile and two /login/* steps, four languages
  for (const p of noindex) expect(listed.has(bare(p.canonical!)), p.canonical).toBe(false);
});

test('every tool page’s keywords are a comma list in which no item only repeats earlier words', () => {
  const slugs = new Set(entryDirs().map((e) => e.slug));
  const toolPages = htmlFiles(outDir).filter((file) => slugs.has(relative(outDir, file).split(sep).at(-2) ?? ''));
  expect(toolPages.length).toBeGreaterThanOrEqual(40);
  for (const file of toolPages) {
    const content = /<meta name="keywords" content="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const items = content.split(',').map((s) => s.trim());
    expect(items.length, `${file}: ${content}`).toBeGreaterThanOrEqual(3);
    const seen = new Set<string>();
    for (const item of items) {
      const words = item.toLowerCase().split(/\s+/);
      expect(item && !words.every((w) => seen.has(w)), `${file}: "${item}" in ${content}`).toBe(true);
      words.forEach((w) => seen.add(w));
    }
  }
});
