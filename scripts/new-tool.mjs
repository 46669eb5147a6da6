#!/usr/bin/env node
/**
 * Creates a tool folder with every file "Adding a tool" in the README lists, and registers it:
 *   npm run new-tool -- <slug> <category> [icon]
 * The result builds and works (a small text tool on the worker client); its strings are "TODO" placeholders
 * in four languages, which the locale test refuses until they are written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import * as T from './new-tool/templates.mjs';
import { entryDir } from './lib/entries.mjs';
import { generate as generateBundleTypes, OUT as BUNDLE_TYPES } from './i18n-types.mjs';

const CATEGORIES = ['dev-tools', 'image-tools', 'translator', 'ai-products', 'blog'];
const LOCALES = ['zh', 'en', 'ja', 'ko'];

const [slug, category, icon = '🧰'] = process.argv.slice(2);
function fail(message) {
  console.error(`new-tool: ${message}\nusage: npm run new-tool -- <slug> <category> [icon]`);
  process.exit(2);
}
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail('the slug must be kebab-case, e.g. image-cropper');
if (!CATEGORIES.includes(category)) fail(`the category must be one of ${CATEGORIES.join(', ')}`);

const root = process.cwd();
const dir = join(root, 'src/tools', slug);
if (existsSync(dir) || entryDir(slug, root)) fail(`${entryDir(slug, root) ?? `src/tools/${slug}`} already exists`);
const registryPath = join(root, 'src/tools/registry.ts');
const registry = readFileSync(registryPath, 'utf8');
const orderEnd = registry.indexOf('] as const;', registry.indexOf('export const TOOL_ORDER'));
if (orderEnd < 0) fail('could not find TOOL_ORDER in src/tools/registry.ts');

const Name = slug.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const n = { slug, Name, category, icon };

const files = {
  'meta.ts': T.meta(n),
  'Page.astro': T.page(n),
  [`${Name}.tsx`]: T.island(n),
  'protocol.ts': T.protocol(n),
  'worker.ts': T.worker(n),
  'logic.ts': T.logic(n),
  'logic.test.ts': T.logicTest(n),
  [`${slug}.spec.ts`]: T.spec(n),
  'hostile.test.tsx': T.hostile(n),
  ...Object.fromEntries(LOCALES.map((l) => [`locales/${l}.json`, JSON.stringify(T.strings(n), null, 2)])),
};

mkdirSync(join(dir, 'locales'), { recursive: true });
for (const [name, text] of Object.entries(files)) {
  const path = join(dir, name);
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
  console.log(`created src/tools/${slug}/${name}`);
}

// One line at the end of the display order; move it to place the tool elsewhere.
writeFileSync(registryPath, registry.slice(0, orderEnd) + `  '${slug}',\n` + registry.slice(orderEnd));
console.log(`registered ${slug} in src/tools/registry.ts (TOOL_ORDER; move the line to change its place)`);

// The tool's zh bundle joins the translation key types (src/i18n/keys.ts).
writeFileSync(join(root, BUNDLE_TYPES), await generateBundleTypes(root));
console.log(`updated ${BUNDLE_TYPES}`);
console.log('Next: write the strings in src/tools/%s/locales/*.json (the locale test fails on "TODO").', slug);
