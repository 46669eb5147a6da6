import { describe, it, expect } from 'vitest';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry, toolsIn, internalTools, findTool, TOOL_ORDER, unlistedTools } from '../../src/tools/registry';
import { CATEGORIES, type ToolMeta } from '../../src/tools/types';

import { entryDirs } from '../../scripts/lib/entries.mjs';

/** Every entry folder (src/tools, src/info, src/links) by slug. */
const dirs = new Map(entryDirs().map((e) => [e.slug, join(process.cwd(), e.dir)]));
const dirOf = (slug: string) => dirs.get(slug) ?? join(process.cwd(), 'src/tools', slug);
const folders = [...dirs.keys()];
const toolsDir = join(process.cwd(), 'src/tools');
const LOCALES = ['zh', 'en', 'ja', 'ko'];
/** An entry's strings in one language: <its folder>/locales/<lang>.json. */
const toolStrings = (slug: string, lang: string) =>
  JSON.parse(readFileSync(join(dirOf(slug), 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>;

describe('tool registry', () => {
  it('has unique slugs in kebab-case', () => {
    const slugs = registry.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only known categories', () => {
    for (const t of registry) {
      expect(CATEGORIES).toContain(t.category);
      for (const c of t.alsoIn ?? []) expect(CATEGORIES).toContain(c);
    }
  });

  it('lists every tool folder in TOOL_ORDER once, and every slug there has a folder whose meta names it', () => {
    expect(unlistedTools).toEqual([]);
    expect(new Set(TOOL_ORDER).size).toBe(TOOL_ORDER.length);
    expect(registry.map((t) => t.slug)).toEqual([...TOOL_ORDER]);
  });

  it('has a folder with meta.ts for every entry, and registers every tool folder', () => {
    for (const t of registry) expect(existsSync(join(dirOf(t.slug), 'meta.ts')), t.slug).toBe(true);
    const registered = new Set(registry.map((t) => t.slug));
    for (const f of folders) expect(registered.has(f), `${dirs.get(f)} is not in registry.ts`).toBe(true);
  });

  it('keeps tools, information pages and links in their own folders', () => {
    for (const t of registry) {
      const root = t.external ? 'src/links' : readdirSync(toolsDir).includes(t.slug) ? 'src/tools' : 'src/info';
      expect(dirOf(t.slug), t.slug).toBe(join(process.cwd(), root, t.slug));
      // A tool has an island; an information page is static (its scripts are .astro or plain TypeScript).
      if (root === 'src/info')
        expect(
          readdirSync(dirOf(t.slug)).some((f) => /(?<!\.test)\.tsx$/.test(f)),
          t.slug,
        ).toBe(false);
      if (root === 'src/tools')
        expect(
          readdirSync(dirOf(t.slug)).some((f) => /(?<!\.test)\.tsx$/.test(f)),
          t.slug,
        ).toBe(true);
    }
  });

  it('gives every page tool a Page.astro and every external product an https URL', () => {
    for (const t of registry) {
      if (t.external) expect(t.external).toMatch(/^https:\/\//);
      else expect(existsSync(join(dirOf(t.slug), 'Page.astro')), `${t.slug}/Page.astro`).toBe(true);
    }
  });

  it('has a title, description and keywords for every entry in every language', () => {
    for (const lang of LOCALES) {
      for (const t of registry) {
        expect(existsSync(join(dirOf(t.slug), 'locales', `${lang}.json`)), `${t.slug}/locales/${lang}.json`).toBe(true);
        const entry = toolStrings(t.slug, lang);
        for (const field of ['title', 'description', 'keywords']) {
          expect(typeof entry?.[field], `${lang} ${t.slug}.${field}`).toBe('string');
          expect(String(entry?.[field]).trim().length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('lists the six external AI products in ai-products, opening elsewhere', () => {
    const external = toolsIn('ai-products')
      .filter((t) => t.external)
      .map((t) => t.slug);
    expect(external).toEqual(['fisherai', 'chatgpt', 'claude', 'gemini', 'deepseek', 'doubao']);
  });

  it('lists a category: its own tools first, then those also shown there, each in registry order', () => {
    const fake: ToolMeta[] = [
      { slug: 'a', category: 'blog', icon: 'a', ns: 'tools', keywords: [] },
      { slug: 'b', category: 'ai-products', alsoIn: ['blog'], icon: 'b', ns: 'tools', keywords: [] },
      { slug: 'c', category: 'blog', icon: 'c', ns: 'tools', keywords: [], external: 'https://x.test/' },
    ];
    expect(toolsIn('blog', fake).map((t) => t.slug)).toEqual(['a', 'c', 'b']);
    expect(toolsIn('ai-products', fake).map((t) => t.slug)).toEqual(['b']);
    expect(internalTools(fake).map((t) => t.slug)).toEqual(['a', 'b']);
    expect(findTool('c', fake)?.external).toBe('https://x.test/');
    expect(findTool('zzz', fake)).toBeUndefined();
  });
});
