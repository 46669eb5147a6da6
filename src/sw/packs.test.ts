import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, DEFAULT_LOCALE } from '../i18n/locales';
import { SITE_LANGUAGES, writeServiceWorker } from './build';
import { buildPacks, closure, heavyPackOf, pageLanguage, pagePath, referencesIn, TOOL_PACKS } from './packs';
import { registry } from '../tools/registry';

const MATH = new Set(['greek', 'PUA']);

describe('offline packs: pure rules', () => {
  it.each([
    ['_astro/imgly-1.4.5/0ad4eb', 'segment'],
    ['_astro/tiny_face_detector_model.Cx1a2B3c.bin', 'face'],
    ['_astro/face_landmark_68_tiny_model.D4e5F6g7.bin', 'face'],
    ['_astro/face_landmark_68_model.D4e5F6g7.bin', null],
    ['_astro/tesseract-7.0.0/lang/eng.traineddata.gz', 'ocr'],
    ['_astro/pdfjs-6.5.438/cmaps/GBK-EUC-H.bcmap', 'pdf'],
    ['_astro/source-han-sans-sc-2.001/SourceHanSansSC-Regular.otf', 'pdf'],
    ['_astro/qpdf-C3Giu3T4.wasm', 'qpdf'],
    ['_astro/avif_enc-Co4TcJko.wasm', 'codecs'],
    ['_astro/libheif.BQ1x2ZkD.wasm', null],
    ['_astro/greek-Z6C2FbAr.js', 'math'],
    ['_astro/PUA-B0gAy3OF.js', 'math'],
    ['_astro/noto-sans-sc-chinese-simplified-400-normal.Dx1l2.woff2', 'font'],
    ['_astro/greeting-Z6C2FbAr.js', null],
    ['_astro/client.DfidmsvR.js', null],
    ['_astro/index.B1a2C3d4.css', null],
    ['en/about/index.html', null],
  ])('%s → %s', (rel, pack) => {
    expect(heavyPackOf(rel, MATH)).toBe(pack);
  });

  it('assigns pages to languages; sign-in, profile and 404 pages to none', () => {
    const langs = ['zh', 'en', 'ja', 'ko'];
    expect(pageLanguage('index.html', langs, 'zh')).toBe('zh');
    expect(pageLanguage('about/index.html', langs, 'zh')).toBe('zh');
    expect(pageLanguage('en/index.html', langs, 'zh')).toBe('en');
    expect(pageLanguage('ko/json-formatter/index.html', langs, 'zh')).toBe('ko');
    for (const rel of ['404.html', 'login/index.html', 'en/sign-up/index.html', 'ja/profile/index.html', 'sw.js'])
      expect(pageLanguage(rel, langs, 'zh')).toBeNull();
  });

  it('names pages as the site links them, under the base', () => {
    expect(pagePath('index.html', '/')).toBe('/');
    expect(pagePath('en/index.html', '/')).toBe('/en/');
    expect(pagePath('about/index.html', '/')).toBe('/about');
    expect(pagePath('ja/json-formatter/index.html', '/toolbox/')).toBe('/toolbox/ja/json-formatter');
    expect(pagePath('index.html', '/toolbox/')).toBe('/toolbox/');
  });

  it('finds the build files a page or chunk names, in strings and url()', () => {
    const known = new Map([
      ['a.1.js', '_astro/a.1.js'],
      ['b-2.css', '_astro/b-2.css'],
      ['w-3.wasm', '_astro/w-3.wasm'],
      ['x.js', '_astro/x.js'],
    ]);
    const text = `<script src="/_astro/a.1.js"></script>url(/_astro/b-2.css)new URL("w-3.wasm",import.meta.url) ax.js "other.js"`;
    expect(referencesIn(text, known).sort()).toEqual(['_astro/a.1.js', '_astro/b-2.css', '_astro/w-3.wasm']);
  });

  it('follows references transitively, each file once, through cycles', () => {
    const graph: Record<string, string[]> = { p: ['a'], a: ['b', 'c'], b: ['a'], c: [], d: [] };
    expect([...closure(['p'], (r) => graph[r] ?? [])].sort()).toEqual(['a', 'b', 'c', 'p']);
  });

  it('every tool a pack names exists in the registry', () => {
    const slugs = new Set(registry.map((t) => t.slug));
    for (const p of TOOL_PACKS) for (const t of p.tools) expect(slugs.has(t), `${p.id}: ${t}`).toBe(true);
  });
});

describe('offline packs of a build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'packs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (rel: string, body: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  };

  it('a language pack holds its pages and what they reach, minus heavy files; tool packs the heavy files', () => {
    put('index.html', '<script type="module" src="/_astro/page.1111.js"></script>');
    put('en/index.html', '<script type="module" src="/_astro/page.1111.js"></script>');
    put('en/json-formatter/index.html', '<astro-island component-url="/_astro/Tool.2222.js"></astro-island>');
    put('en/login/index.html', '<script src="/_astro/login.3333.js"></script>');
    put('404.html', '');
    put('_astro/page.1111.js', 'import"./shared.4444.js";');
    put('_astro/Tool.2222.js', 'import("./lazy.5555.js");new URL("avif_enc-AAAA1111.wasm",import.meta.url)');
    put('_astro/shared.4444.js', 'export const x=1;');
    put('_astro/lazy.5555.js', '@font-face{src:url(/_astro/f.woff2)}');
    put('_astro/login.3333.js', '');
    put('_astro/unused.6666.js', '');
    put('_astro/avif_enc-AAAA1111.wasm', 'wasm!');
    put('_astro/tesseract-7.0.0/lang/eng.traineddata.gz', 'eng');
    const { packs } = buildPacks(dir, { build: 'b', root: dir, locales: ['zh', 'en'], defaultLocale: 'zh' });
    const byId = Object.fromEntries(packs.map((p) => [p.id, p]));
    expect(byId['lang-en']?.files).toEqual([
      '/en/',
      '/en/json-formatter',
      '/_astro/Tool.2222.js',
      '/_astro/lazy.5555.js',
      '/_astro/page.1111.js',
      '/_astro/shared.4444.js',
    ]);
    expect(byId['lang-zh']?.files).toEqual(['/', '/_astro/page.1111.js', '/_astro/shared.4444.js']);
    expect(byId.codecs).toMatchObject({ files: ['/_astro/avif_enc-AAAA1111.wasm'], sizes: [5], bytes: 5 });
    expect(byId.ocr).toMatchObject({ files: ['/_astro/tesseract-7.0.0/lang/eng.traineddata.gz'], bytes: 3 });
    expect(byId.segment).toBeUndefined();
    for (const p of packs) {
      expect(p.sizes).toHaveLength(p.files.length);
      expect(p.bytes).toBe(p.sizes.reduce((a, b) => a + b, 0));
    }
    // The worker writes the packs beside itself, with its build id, under the base.
    const written = writeServiceWorker(dir, '/toolbox/', { root: dir, locales: ['zh', 'en'], defaultLocale: 'zh' });
    expect(written.packs.build).toBe(written.build);
    expect(written.packs.packs[0]?.files[0]).toBe('/toolbox/');
  });

  it('the build hook’s default languages are the site’s', () => {
    expect(SITE_LANGUAGES).toEqual({ locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE });
  });
});
