/**
 * Where the site's entries live, for the scripts and tests that walk them (the registry, the routes and the
 * i18n loader glob the same three folders): tools (src/tools/), information pages (src/info/: timelines, prices,
 * the drugs list) and entries that only link to another site (src/links/). Each entry is a folder named by its
 * slug with a meta.ts; tools and information pages also have a Page.astro.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ENTRY_ROOTS = ['src/tools', 'src/info', 'src/links'];

/** Every entry folder under `root`: its slug and its path relative to `root` (e.g. `src/info/ai-timeline`). */
export function entryDirs(root = process.cwd()) {
  return ENTRY_ROOTS.flatMap((base) =>
    existsSync(join(root, base))
      ? readdirSync(join(root, base), { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(root, base, d.name, 'meta.ts')))
          .map((d) => ({ slug: d.name, dir: `${base}/${d.name}` }))
      : [],
  ).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** The folder of the entry `slug` (relative to `root`), or null. */
export function entryDir(slug, root = process.cwd()) {
  return entryDirs(root).find((e) => e.slug === slug)?.dir ?? null;
}
