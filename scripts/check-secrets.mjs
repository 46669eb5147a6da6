#!/usr/bin/env node
/**
 * Post-build guard (run by `npm test`): fails when a build output folder holds a secret — sk_live_/sk_test_
 * keys, whsec_ webhook secrets, sb_secret_ keys, PEM private keys, or a JWT whose role is not `anon`.
 * Usage: node scripts/check-secrets.mjs [dir …]   (default: dist)
 */
import { existsSync } from 'node:fs';
import { findSecretsInDir } from './lib/secrets.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push('dist');

let failed = false;
for (const dir of dirs) {
  if (!existsSync(dir)) {
    console.error(`check-secrets: ${dir} does not exist (build first)`);
    failed = true;
    continue;
  }
  const found = findSecretsInDir(dir);
  for (const f of found) console.error(`check-secrets: ${dir}/${f.file}: ${f.what} (${f.sample})`);
  if (found.length) failed = true;
  else console.log(`check-secrets: ${dir}: no secrets`);
}
process.exit(failed ? 1 : 0);
