#!/usr/bin/env node
/**
 * Sets one top-level key in a namespace of all four locale bundles, from a file holding
 * { "zh": {...}, "en": {...}, "ja": {...}, "ko": {...} }. Keeps the other keys and their order.
 *   node scripts/set-locale-keys.mjs <namespace> <key> <file.json>
 * When <key> is an entry's slug (a folder under src/tools/, src/info/ or src/links/), its strings are written to that folder's
 * locales/<lang>.json instead, which is where a tool's strings live.
 * Uses a lock directory so several people (or agents) can run it at once safely.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { entryDir } from './lib/entries.mjs';

const [ns, key, file] = process.argv.slice(2);
if (!ns || !key || !file) {
  console.error('usage: node scripts/set-locale-keys.mjs <namespace> <key> <file.json>');
  process.exit(2);
}
const LOCALES = ['zh', 'en', 'ja', 'ko'];
const values = JSON.parse(readFileSync(file, 'utf8'));
for (const l of LOCALES) if (!values[l]) throw new Error(`${file} has no "${l}" entry`);

const lock = join('locales', '.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`${lock} held for 30 s; remove it if no one is writing`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  const toolDir = entryDir(key) ?? join('src', 'tools', key);
  const ownFolder = existsSync(join(toolDir, 'meta.ts'));
  if (ownFolder) mkdirSync(join(toolDir, 'locales'), { recursive: true });
  for (const l of LOCALES) {
    const path = ownFolder ? join(toolDir, 'locales', `${l}.json`) : join('locales', l, `${ns}.json`);
    let bundle;
    if (ownFolder) bundle = values[l];
    else {
      bundle = JSON.parse(readFileSync(path, 'utf8'));
      bundle[key] = values[l];
    }
    // Written the way `prettier --check` expects, so lint stays clean.
    const options = (await prettier.resolveConfig(path)) ?? {};
    writeFileSync(path, await prettier.format(JSON.stringify(bundle, null, 2), { ...options, filepath: path }));
  }
} finally {
  rmdirSync(lock);
}
console.log(`set ${ns}:${key} in ${LOCALES.join(', ')}`);
