/**
 * Writes the service worker into a finished build (the `astro:build:done` hook in astro.config.mjs):
 * src/sw/sw.ts with its types erased (TypeScript's transpiler) and its MANIFEST line replaced by this build's id (a hash of every file it ships) and the
 * list of its content-hashed assets under /_astro/. A new build thus changes sw.js, the browser installs the
 * new worker, and it drops the old build's caches and the assets no longer referenced.
 * Self-contained (node: imports and TypeScript only) so that astro.config.mjs can load it with Node's type
 * stripping too.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  buildPacks,
  closure,
  filesUnder,
  heavyPackOf,
  mathChunkNames,
  referencesIn,
  type OfflinePacks,
} from './packs.ts';

const SOURCE = new URL('./sw.ts', import.meta.url);
const MANIFEST_LINE = "const MANIFEST = { build: 'dev', assets: [], shell: [] };";

export interface SwManifest {
  build: string;
  assets: string[];
  /**
   * What the worker stores when it installs (site paths): the offline fallback page of every language, the logo,
   * and the styles and scripts those pages load, so that an address that was not kept opens our own page offline.
   */
  shell: string[];
}

/** The offline fallback page of each language, as built (`offline-fallback/index.html`, `en/offline-fallback/…`). */
const SHELL_PAGE = /^(?:(?:en|ja|ko)\/)?offline-fallback(?:\/index)?\.html$/;
/** Files outside the pages that every page shows (the header's logo). */
const SHELL_FILES = ['favicon.svg'];
/** The tools' icons (src/pages/icons/emoji/[code].svg.ts): cards, dropdowns and tool headers on every page. */
const SHELL_ICON = /^icons\/emoji\/[0-9a-f-]+\.svg$/;

/**
 * The shell of a build: the fallback pages (stored under their page path, `/en/offline-fallback`), the logo, the
 * tools' icons, and every script and style the pages reach, out of the tools' heavy packs (`rels`: the build's files).
 */
export function shellOf(outDir: string, rels: readonly string[], prefix: string, root: string): string[] {
  const pages = rels.filter((r) => SHELL_PAGE.test(r));
  const known = new Map<string, string>();
  for (const rel of rels) if (/^_astro\/[^/]+\.(?:m?js|css)$/.test(rel)) known.set(rel.slice(7), rel);
  const math = mathChunkNames(root);
  const refs = (rel: string) =>
    /\.(?:html|m?js|css)$/.test(rel) ? referencesIn(readFileSync(join(outDir, rel), 'utf8'), known) : [];
  const reach = [...closure(pages, refs)].filter((r) => !r.endsWith('.html') && heavyPackOf(r, math) === null);
  const pagePaths = pages.map((r) => `${prefix}${r.replace(/(?:\/index)?\.html$/, '')}`);
  const files = [...SHELL_FILES.filter((f) => rels.includes(f)), ...rels.filter((r) => SHELL_ICON.test(r)).sort()];
  return [...pagePaths, ...[...files, ...reach.sort()].map((r) => `${prefix}${r}`)];
}

/**
 * This build's id and its /_astro/ assets, from the files in `outDir` (sw.js itself left out). `base`: the
 * prefix the site is served under (Astro's `base`, `/toolbox/`), which the asset URLs carry.
 */
export function buildManifest(
  outDir: string,
  base = '/',
  root = fileURLToPath(new URL('../..', import.meta.url)),
): SwManifest {
  const prefix = `/${base.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');
  const files = filesUnder(outDir)
    .map((f) => relative(outDir, f).split(sep).join('/'))
    .filter((f) => f !== 'sw.js' && f !== 'offline-packs.json')
    .sort();
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(outDir, f)))
      .update('\0');
  return {
    build: hash.digest('hex').slice(0, 16),
    assets: files.filter((f) => f.startsWith('_astro/')).map((f) => `${prefix}${f}`),
    shell: shellOf(outDir, files, prefix, root),
  };
}

/**
 * src/sw/sw.ts as the browser runs it: one classic script (it has no imports), its types erased. Its type check
 * is `npm run typecheck` (src/sw/tsconfig.json); this only transpiles.
 */
export function compileServiceWorker(source = readFileSync(SOURCE, 'utf8')): string {
  return ts.transpileModule(source, {
    fileName: 'sw.ts',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  }).outputText;
}

/** The service worker's source for `manifest`. */
export function serviceWorkerSource(manifest: SwManifest, template = compileServiceWorker()): string {
  if (!template.includes(MANIFEST_LINE)) throw new Error(`src/sw/sw.ts lost its line ${MANIFEST_LINE}`);
  return template.replace(MANIFEST_LINE, `const MANIFEST = ${JSON.stringify(manifest)};`);
}

/** The site's languages (src/i18n/locales.ts cannot load outside Vite; a unit test keeps the two equal). */
export const SITE_LANGUAGES = { locales: ['zh', 'en', 'ja', 'ko'], defaultLocale: 'zh' } as const;

/**
 * Writes `outDir/sw.js` and `outDir/offline-packs.json` (src/sw/packs.ts) for a site served under `base`;
 * returns the worker's manifest and the packs.
 */
export function writeServiceWorker(
  outDir: string,
  base = '/',
  site: { root: string; locales: readonly string[]; defaultLocale: string } = {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    ...SITE_LANGUAGES,
  },
): SwManifest & { packs: OfflinePacks } {
  const manifest = buildManifest(outDir, base, site.root);
  const packs = buildPacks(outDir, { build: manifest.build, base, ...site });
  writeFileSync(join(outDir, 'offline-packs.json'), JSON.stringify(packs));
  writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(manifest));
  return { ...manifest, packs };
}
