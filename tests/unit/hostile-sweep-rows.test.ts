/**
 * Every tool with an island (a .tsx file in its folder) has a row in the hostile-input sweep
 * (tests/e2e/hostile-input.spec.ts): a new tool cannot skip it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const toolsDir = join(root, 'src/tools');
const sweep = readFileSync(join(root, 'tests/e2e/hostile-input.spec.ts'), 'utf8');

describe('hostile-input sweep', () => {
  it('has a row for every interactive tool', () => {
    const interactive = readdirSync(toolsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(toolsDir, d.name, 'Page.astro')))
      .filter((d) => readdirSync(join(toolsDir, d.name)).some((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')))
      .map((d) => d.name)
      .sort();
    const rows = [...sweep.matchAll(/^\s{4}slug: '([a-z0-9-]+)',$/gm)].map((m) => m[1]).sort();
    expect(interactive.length).toBeGreaterThan(0);
    expect(interactive.filter((slug) => !rows.includes(slug))).toEqual([]);
  });
});
