// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebFont } from './catalog';

const CSS = `@font-face{font-family:Brush;font-weight:400;src:url(/_astro/brush-0.woff2)format("woff2");unicode-range:U+0-FF}
@font-face{font-family:Brush;font-weight:400;src:url(./brush-1.woff2)format("woff2");unicode-range:U+4E00-4E0F}
@font-face{font-family:Brush;font-weight:400;src:url(/_astro/brush-2.woff2)format("woff2");unicode-range:U+4E10-4E1F}`;

const added: { family: string; source: string; range: string | undefined }[] = [];
let failing = new Set<string>();

class FakeFace {
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly d: FontFaceDescriptors,
  ) {}
  load() {
    this.status = failing.has(this.source) ? 'error' : 'loaded';
    return this.status === 'loaded' ? Promise.resolve(this) : Promise.reject(new Error('blocked'));
  }
}

async function fresh() {
  vi.resetModules();
  added.length = 0;
  failing = new Set();
  vi.stubGlobal('FontFace', FakeFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (f: FakeFace) => added.push({ family: f.family, source: f.source, range: f.d.unicodeRange }) },
  });
  const fetchMock = vi.fn(() => Promise.resolve(new Response(CSS)));
  vi.stubGlobal('fetch', fetchMock);
  const mod = await import('./slices');
  const font = {
    family: 'Brush',
    css: () => Promise.resolve('http://localhost/_astro/brush.css'),
  } as unknown as WebFont;
  return { ...mod, font, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('loadFontSlices', () => {
  it('adds only the slices the text falls in, once each, with absolute URLs', async () => {
    const { loadFontSlices, loadedSlices, font, fetchMock } = await fresh();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadFontSlices(font, 400, '一丁')).toBe(true);
    expect(added).toEqual([
      { family: 'Brush', source: 'url("http://localhost/_astro/brush-1.woff2")', range: 'U+4E00-4E0F' },
    ]);
    expect(await loadFontSlices(font, 400, 'a 一')).toBe(true);
    expect(added.map((a) => a.source)).toEqual([
      'url("http://localhost/_astro/brush-1.woff2")',
      'url("http://localhost/_astro/brush-0.woff2")',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadedSlices('Brush').map((f) => f.url)).toEqual([
      'http://localhost/_astro/brush-1.woff2',
      'http://localhost/_astro/brush-0.woff2',
    ]);
    // A character no slice holds: false (drawn with a fallback).
    expect(await loadFontSlices(font, 400, '😀')).toBe(false);
  });

  it('rejects with a FontLoadError when a slice the text needs or the stylesheet cannot load', async () => {
    const { loadFontSlices, font } = await fresh();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.add('url("http://localhost/_astro/brush-2.woff2")');
    await expect(loadFontSlices(font, 400, '丐')).rejects.toThrow(/font Brush could not load: .*1 of its files/);
    expect(await loadFontSlices(font, 400, 'a')).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    const other = { ...font, css: () => Promise.resolve('http://localhost/_astro/other.css') } as WebFont;
    await expect(loadFontSlices(other, 400, 'a')).rejects.toThrow(/font Brush could not load/);
  });
});
