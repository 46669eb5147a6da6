import { describe, expect, it } from 'vitest';
import { getT } from '../i18n/server';
import { manifestPath, SHORTCUT_TOOLS, webManifest } from './web-manifest';
import { registry } from '../tools/registry';

describe('web app manifest', () => {
  it('is in the visitor’s language and opens on that language’s home', () => {
    const t = getT('ja');
    const m = webManifest('ja', (k) => t(k), '/');
    expect(m).toMatchObject({
      id: '/',
      name: 'AIツールボックス',
      short_name: 'AIツールボックス',
      lang: 'ja',
      start_url: '/ja/',
      scope: '/',
      display: 'standalone',
    });
    expect(m.shortcuts.map((s) => [s.name, s.url])).toEqual([
      [t('links.json-formatter'), '/ja/json-formatter'],
      [t('links.translator'), '/ja/translator'],
      [t('links.image-compressor'), '/ja/image-compressor'],
      [t('links.background-remover'), '/ja/background-remover'],
    ]);
    expect(t('links.json-formatter')).not.toBe('links.json-formatter');
  });

  it('has any-purpose icons at 192 and 512 px and a maskable one, under the base', () => {
    const t = getT('zh');
    const m = webManifest('zh', (k) => t(k), '/toolbox/');
    expect(m.start_url).toBe('/toolbox/');
    expect(m.icons.map((i) => `${i.src} ${i.sizes} ${i.purpose}`)).toEqual([
      '/toolbox/icons/icon-192.png 192x192 any',
      '/toolbox/icons/icon-512.png 512x512 any',
      '/toolbox/icons/icon-maskable-512.png 512x512 maskable',
    ]);
    expect(manifestPath('en', '/toolbox/')).toBe('/toolbox/en/manifest.webmanifest');
    expect(manifestPath('zh', '/')).toBe('/manifest.webmanifest');
  });

  it('shortcuts point at tools that exist', () => {
    const slugs = new Set(registry.map((r) => r.slug));
    for (const s of SHORTCUT_TOOLS) expect(slugs.has(s), s).toBe(true);
  });
});
