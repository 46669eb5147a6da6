import { describe, expect, it } from 'vitest';
import { canonicalForm, isNoindexPath, siteUrl } from './site';

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
