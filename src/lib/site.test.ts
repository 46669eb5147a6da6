import { describe, expect, it } from 'vitest';
import { canonicalForm, isNoindexPath, joinBase, normalizeBase, siteUrl, stripBase } from './site';

describe('site URL', () => {
  it('is the production address unless overridden', () => {
    expect(siteUrl(undefined)).toBe('https://fishersama.com');
    expect(siteUrl('')).toBe('https://fishersama.com');
    expect(siteUrl('  ')).toBe('https://fishersama.com');
    expect(siteUrl('https://staging.example.org/')).toBe('https://staging.example.org');
  });
});

describe('sitemap rules', () => {
  it('knows the noindex pages in every language', () => {
    expect(isNoindexPath('/profile/')).toBe(true);
    expect(isNoindexPath('/ja/profile')).toBe(true);
    expect(isNoindexPath('/en/login/sso-callback/')).toBe(true);
    expect(isNoindexPath('/ko/login/factor-one/')).toBe(true);
    expect(isNoindexPath('/en/login/')).toBe(false);
    expect(isNoindexPath('/profile-tools')).toBe(false);
    expect(isNoindexPath('/')).toBe(false);
  });
  it('writes URLs as canonical links do: slash only on a language home', () => {
    expect(canonicalForm('https://x.test/about/')).toBe('https://x.test/about');
    expect(canonicalForm('https://x.test/en/json-formatter/')).toBe('https://x.test/en/json-formatter');
    expect(canonicalForm('https://x.test/')).toBe('https://x.test/');
    expect(canonicalForm('https://x.test/en')).toBe('https://x.test/en/');
    expect(canonicalForm('https://x.test/ja/')).toBe('https://x.test/ja/');
  });
});

describe('base path (serving under a sub-path)', () => {
  it('normalises SITE_BASE to one leading and one trailing slash; blank is the root', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase(null)).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('//')).toBe('/');
    expect(normalizeBase('toolbox')).toBe('/toolbox/');
    expect(normalizeBase('/toolbox')).toBe('/toolbox/');
    expect(normalizeBase('/toolbox/')).toBe('/toolbox/');
    expect(normalizeBase('//tools//ai//')).toBe('/tools/ai/');
    expect(normalizeBase('\\toolbox\\')).toBe('/toolbox/');
  });

  it('puts a site path under the base without doubling a slash', () => {
    expect(joinBase('/', '/')).toBe('/');
    expect(joinBase('/en/about', '/')).toBe('/en/about');
    expect(joinBase('/', '/toolbox/')).toBe('/toolbox/');
    expect(joinBase('/en/', '/toolbox/')).toBe('/toolbox/en/');
    expect(joinBase('/en/about', '/toolbox')).toBe('/toolbox/en/about');
    expect(joinBase('//favicon.svg', '/toolbox/')).toBe('/toolbox/favicon.svg');
    expect(joinBase('sw.js', 'toolbox')).toBe('/toolbox/sw.js');
  });

  it('reads the site path back from a URL path under the base', () => {
    expect(stripBase('/toolbox/en/about', '/toolbox/')).toBe('/en/about');
    expect(stripBase('/toolbox/', '/toolbox/')).toBe('/');
    expect(stripBase('/toolbox', '/toolbox/')).toBe('/');
    expect(stripBase('/toolboxes/x', '/toolbox/')).toBe('/toolboxes/x');
    expect(stripBase('/other/x', '/toolbox/')).toBe('/other/x');
    expect(stripBase('/en/about', '/')).toBe('/en/about');
  });

  it('applies the sitemap rules after the base', () => {
    expect(isNoindexPath('/toolbox/ja/profile/', '/toolbox/')).toBe(true);
    expect(isNoindexPath('/toolbox/profile', '/toolbox/')).toBe(true);
    expect(isNoindexPath('/toolbox/en/login/sso-callback/', '/toolbox/')).toBe(true);
    expect(isNoindexPath('/toolbox/en/login/', '/toolbox/')).toBe(false);
    expect(isNoindexPath('/toolbox/ja/profile/')).toBe(false);
    expect(canonicalForm('https://x.test/toolbox', '/toolbox/')).toBe('https://x.test/toolbox/');
    expect(canonicalForm('https://x.test/toolbox/en', '/toolbox/')).toBe('https://x.test/toolbox/en/');
    expect(canonicalForm('https://x.test/toolbox/en/about/', '/toolbox/')).toBe('https://x.test/toolbox/en/about');
    expect(canonicalForm('https://x.test/toolbox/', '/toolbox/')).toBe('https://x.test/toolbox/');
  });
});
