/**
 * Every tool with an island (a .tsx file in its folder) has its hostile-input sweep as a component test,
 * src/tools/<slug>/hostile.test.tsx (the real island in zh given empty input, bad files and pathological text;
 * tests/e2e/hostile-input.spec.ts keeps only the browser smoke rows): a new tool cannot skip it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const toolsDir = join(root, 'src/tools');

const interactive = readdirSync(toolsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(toolsDir, d.name, 'Page.astro')))
  .filter((d) => readdirSync(join(toolsDir, d.name)).some((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')))
  .map((d) => d.name)
  .sort();

describe('hostile-input sweep', () => {
  it('has a component test for every interactive tool', () => {
    expect(interactive.length).toBeGreaterThan(0);
    expect(interactive.filter((slug) => !existsSync(join(toolsDir, slug, 'hostile.test.tsx')))).toEqual([]);
  });
});
