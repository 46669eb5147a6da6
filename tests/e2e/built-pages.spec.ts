/**
 * Checks over the built site's files themselves (no browser needed): what every prerendered page must be.
 */
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.env.E2E_OUT_DIR ?? 'dist';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

test('no built page holds a control character (a browser reads NUL as U+FFFD)', () => {
  const pages = htmlFiles(outDir);
  expect(pages.length).toBeGreaterThan(90);
  const bad: string[] = [];
  for (const page of pages) {
    // eslint-disable-next-line no-control-regex
    const m = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(readFileSync(page, 'utf8'));
    if (m) bad.push(`${page}: U+${m[0].charCodeAt(0).toString(16).padStart(4, '0')} at ${m.index}`);
  }
  expect(bad).toEqual([]);
});
