import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { entryDirs } from '../../scripts/lib/entries.mjs';

const LOCALES = ['zh', 'en', 'ja', 'ko'];
/** Shared bundles under locales/ (the tools' own strings live in their folders). */
const NAMESPACES = ['common', 'tools'];
const dir = join(process.cwd(), 'locales');
/** Entry folders (src/tools, src/info, src/links) with their own strings: <folder>/locales/<lang>.json. */
const entryFolders = new Map(
  entryDirs()
    .filter((e) => existsSync(join(process.cwd(), e.dir, 'locales')))
    .map((e) => [e.slug, join(process.cwd(), e.dir)]),
);
const toolFolders = [...entryFolders.keys()];
const folderOf = (slug: string) => entryFolders.get(slug)!;

/** Flattens a bundle to "a.b.0.c" → value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else out.set(prefix, value);
  return out;
}
/** A shared bundle (`common`, `tools`) or a tool folder's (`tool:<slug>`), flattened. */
const load = (lang: string, ns: string) =>
  flatten(
    JSON.parse(
      readFileSync(
        ns.startsWith('tool:') ? join(folderOf(ns.slice(5)), 'locales', `${lang}.json`) : join(dir, lang, `${ns}.json`),
        'utf8',
      ),
    ),
  );

describe('locale bundles', () => {
  it('exist for exactly the four languages and three namespaces', () => {
    expect(
      readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual([...LOCALES].sort());
    for (const l of LOCALES)
      expect(readdirSync(join(dir, l)).sort()).toEqual(NAMESPACES.map((n) => `${n}.json`).sort());
  });

  it('every tool folder with strings has exactly the four languages', () => {
    expect(toolFolders.length).toBeGreaterThan(0);
    for (const slug of toolFolders)
      expect(readdirSync(join(folderOf(slug), 'locales')).sort(), slug).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  for (const ns of [...NAMESPACES, ...toolFolders.map((slug) => `tool:${slug}`)]) {
    it(`${ns}: every language has exactly the keys of zh`, () => {
      const zh = [...load('zh', ns).keys()].sort();
      for (const l of LOCALES) {
        const keys = [...load(l, ns).keys()].sort();
        const missing = zh.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !zh.includes(k));
        expect({ lang: l, missing, extra }).toEqual({ lang: l, missing: [], extra: [] });
      }
    });

    it(`${ns}: no empty values, and the same {{placeholders}} in every language`, () => {
      const zh = load('zh', ns);
      for (const l of LOCALES) {
        for (const [k, v] of load(l, ns)) {
          expect(typeof v === 'string' && v.trim().length > 0, `${l}/${ns}.json ${k} is empty`).toBe(true);
          // The scaffold (npm run new-tool) writes "TODO: …" placeholders; a tool does not ship with them.
          expect(String(v), `${l}/${ns}.json ${k} is a placeholder`).not.toMatch(/^TODO\b/);
          const ph = (s: unknown) => (String(s).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
          expect(ph(v), `${l}/${ns}.json ${k} placeholders`).toEqual(ph(zh.get(k)));
        }
      }
    });
  }
});
