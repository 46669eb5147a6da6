import { describe, it, expect } from 'vitest';
import { footerTools, NOT_FOUND_LINKS } from '../../src/components/footer/logic';
import { dropdownWidth, dropdownItems, DROPDOWN_MAX_ITEMS, MOBILE_MENU_PATHS } from '../../src/components/nav/logic';
import type { ToolMeta } from '../../src/tools/types';
import { alternates, canonical, webApplicationJsonLd, jsonLdString } from '../../src/lib/seo';
import { orderByFavourites, parseFavourites, toggleFavourite } from '../../src/lib/favourites';

describe('footer tool lists', () => {
  it('dev-tools paths', () => {
    expect(footerTools('/dev-tools')).toEqual([
      'image-compressor',
      'background-remover',
      'latex-to-image',
      'text-behind-image',
    ]);
  });
  it('image-tools paths', () => {
    expect(footerTools('/image-tools')).toEqual([
      'json-formatter',
      'url-encode-and-decode',
      'image-base64',
      'text-diff',
    ]);
  });
  it('ai-products paths', () => {
    expect(footerTools('/ai-products')).toEqual([
      'openai-timeline',
      'anthropic-timeline',
      'llm-model-price',
      'ai-products',
    ]);
  });
  it('blog paths', () => {
    expect(footerTools('/blog')).toEqual([
      'openai-timeline',
      'anthropic-timeline',
      'llm-model-price',
      'deepseek-timeline',
    ]);
  });
  it('any other path', () => {
    const other = ['text-behind-image', 'background-remover', 'handwriting', 'subtitle-to-image'];
    expect(footerTools('/')).toEqual(other);
    expect(footerTools('/json-formatter')).toEqual(other);
    expect(footerTools('/about')).toEqual(other);
  });
  it('matches a path that contains the word anywhere', () => {
    expect(footerTools('/en/dev-tools')[0]).toBe('image-compressor');
    expect(footerTools('/my-blog-post')[3]).toBe('deepseek-timeline');
  });
  it('recommends six pages on the not-found page', () => {
    expect(NOT_FOUND_LINKS).toEqual([
      'json-formatter',
      'url-encode-and-decode',
      'background-remover',
      'text-behind-image',
      'openai-timeline',
      'llm-model-price',
    ]);
  });
});

describe('navigation dropdowns', () => {
  it('sizes the dropdown by item count', () => {
    expect([0, 1, 2].map(dropdownWidth)).toEqual([280, 280, 280]);
    expect(dropdownWidth(3)).toBe(320);
    expect([4, 5, 6].map(dropdownWidth)).toEqual([360, 360, 360]);
    expect([7, 9, 20].map(dropdownWidth)).toEqual([420, 420, 420]);
  });
  it('shows at most nine tools, in registry order', () => {
    const many: ToolMeta[] = Array.from({ length: 12 }, (_, i) => ({
      slug: `t${i}`,
      category: 'image-tools',
      icon: 'x',
      ns: 'tools',
      keywords: [],
    }));
    expect(DROPDOWN_MAX_ITEMS).toBe(9);
    expect(dropdownItems('image-tools', many).map((t) => t.slug)).toEqual([
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't7',
      't8',
    ]);
    expect(dropdownItems('blog', many)).toEqual([]);
  });
  it('lists the mobile menu links in order', () => {
    expect(MOBILE_MENU_PATHS).toEqual([
      '/dev-tools',
      '/image-tools',
      '/translator',
      '/document-translator',
      '/ai-products',
      '/blog',
    ]);
  });
});

describe('head metadata', () => {
  it('lists hreflang alternates for four languages and x-default', () => {
    expect(alternates('https://x.test', '/about')).toEqual([
      { hreflang: 'zh-CN', href: 'https://x.test/about' },
      { hreflang: 'en', href: 'https://x.test/en/about' },
      { hreflang: 'ja', href: 'https://x.test/ja/about' },
      { hreflang: 'ko', href: 'https://x.test/ko/about' },
      { hreflang: 'x-default', href: 'https://x.test/about' },
    ]);
    expect(canonical('https://x.test/', '/', 'ja')).toBe('https://x.test/ja/');
  });
  it('describes a free WebApplication', () => {
    const ld = webApplicationJsonLd({
      name: 'N',
      description: 'D',
      url: 'https://x.test/',
      locale: 'en',
      applicationCategory: 'DeveloperApplication',
      parts: [{ name: 'P', url: 'https://x.test/p' }],
    });
    expect(ld).toMatchObject({
      '@type': 'WebApplication',
      name: 'N',
      applicationCategory: 'DeveloperApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      hasPart: [{ '@type': 'WebPage', name: 'P', url: 'https://x.test/p' }],
    });
    expect(jsonLdString({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});

describe('favourites', () => {
  it('parses stored lists defensively', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["a",2,"b","a"]')).toEqual(['a', 'b']);
  });
  it('toggles, newest first', () => {
    expect(toggleFavourite(['a'], 'b')).toEqual(['b', 'a']);
    expect(toggleFavourite(['b', 'a'], 'b')).toEqual(['a']);
  });
  it('orders favourites first, the rest unchanged', () => {
    expect(orderByFavourites(['a', 'b', 'c', 'd'], (x) => x, ['d', 'b'])).toEqual(['d', 'b', 'a', 'c']);
    expect(orderByFavourites(['a', 'b'], (x) => x, ['zzz'])).toEqual(['a', 'b']);
  });
});
