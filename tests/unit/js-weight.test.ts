/**
 * The JavaScript budget read from a build folder (scripts/lib/js-weight.mjs): a page's inline and module scripts
 * and its islands, with what they import statically; dynamic imports are left out; a started worker adds its own
 * closure less what the page already counted.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticImports, staticJsWeight, workerWeight } from '../../scripts/lib/js-weight.mjs';

const gz = (s: string) => gzipSync(Buffer.from(s), { level: 9 }).length;

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'jsw-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const FILES = {
  'tool/index.html':
    '<html><head><script type="application/ld+json">{"a":1}</script><script>window.x=1</script>' +
    '<script type="module" src="/_astro/nav.js"></script></head><body>' +
    '<astro-island uid="a" component-url="/_astro/Tool.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
    '</body></html>',
  '_astro/nav.js': 'import{a as b}from"./shared.js";b();',
  '_astro/Tool.js': 'import"./shared.js";export*from"./react.js";const heavy=()=>import("./heavy.js");',
  '_astro/client.js': 'import{r}from"./react.js";r()',
  '_astro/shared.js': 'export const a=()=>1;',
  '_astro/react.js': 'export const r=()=>"react".repeat(9);',
  '_astro/heavy.js': 'export default "never on load";',
  '_astro/worker.js': 'import"./shared.js";import"./lunar.js";',
  '_astro/lunar.js': 'export const lunar="tyme";',
};

describe('staticJsWeight', () => {
  it('counts inline scripts, module scripts and islands with their static imports, once each', () => {
    const dir = build(FILES);
    const w = staticJsWeight(dir, '/tool');
    expect(w.files).toEqual([
      '_astro/Tool.js',
      '_astro/client.js',
      '_astro/nav.js',
      '_astro/react.js',
      '_astro/shared.js',
    ]);
    const files = ['nav.js', 'Tool.js', 'client.js', 'shared.js', 'react.js'].map((f) =>
      gz(FILES[`_astro/${f}` as keyof typeof FILES]),
    );
    expect(w.inlineGzip).toBe(gz('window.x=1'));
    expect(w.gzip).toBe(files.reduce((a, b) => a + b, 0) + gz('window.x=1'));
  });

  it('adds a started worker without the files the page already counted', () => {
    const dir = build(FILES);
    const page = staticJsWeight(dir, '/tool');
    expect(workerWeight(dir, ['/_astro/worker.js'], page.files)).toBe(
      gz(FILES['_astro/worker.js']) + gz(FILES['_astro/lunar.js']),
    );
  });

  it('reads the import forms a bundler writes, and leaves dynamic imports out', () => {
    expect(
      staticImports(
        'import{a as b,c}from"./x.js";import"./y.js";export*from"./z.js";import("./lazy.js");foo.import("q")',
      ),
    ).toEqual(['./x.js', './y.js', './z.js']);
  });
});
