/**
 * Runs the real inline head script (the string every page carries) against a stubbed `location`,
 * `localStorage` and `document`, as the browser would before first paint.
 */
import { describe, expect, it } from 'vitest';
import { DEV_BANNER_COLLAPSED_KEY, headScript } from './head-script';

const ORIGIN = 'https://toolbox.example';

/**
 * Runs the head script of a page in `pageLocale` opened at `href`, in a site built for `base`; returns where it
 * redirected, if anywhere.
 */
function run(pageLocale: string | null, href: string, stored: Record<string, string> = {}, base = '/'): string | null {
  return runPage(pageLocale, href, stored, base).replaced;
}

/** Runs the head script; returns where it redirected, if anywhere, and the classes it left on <html>. */
function runPage(
  pageLocale: string | null,
  href: string,
  stored: Record<string, string> = {},
  base = '/',
): { replaced: string | null; classes: string[] } {
  // The request path exactly as the browser reports it (`new URL('//x', base)` would read a host from it).
  const [, pathname = '/', search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href) ?? [];
  let replaced: string | null = null;
  const location = {
    href: ORIGIN + href,
    origin: ORIGIN,
    pathname,
    search,
    hash,
    replace: (target: string) => {
      replaced = target;
    },
  };
  const localStorage = { getItem: (k: string) => stored[k] ?? null };
  const classes = new Set<string>();
  const document = {
    documentElement: {
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
      style: {} as Record<string, string>,
    },
  };
  const window = { matchMedia: () => ({ matches: false }) };
  new Function('location', 'localStorage', 'document', 'window', headScript(pageLocale, base))(
    location,
    localStorage,
    document,
    window,
  );
  return { replaced, classes: [...classes].sort() };
}

/** The redirect as an absolute URL (what the browser would open). */
const resolved = (target: string | null) => (target === null ? null : new URL(target, ORIGIN).href);

describe('head script: language redirect', () => {
  it('sends a page to the stored language, keeping path, query and hash', () => {
    expect(resolved(run('en', '/en/json-formatter?x=1#top', { language: 'zh' }))).toBe(
      `${ORIGIN}/json-formatter?x=1#top`,
    );
    expect(resolved(run('zh', '/json-formatter', { language: 'ja' }))).toBe(`${ORIGIN}/ja/json-formatter`);
    expect(resolved(run('ja', '/ja/', { language: 'ko' }))).toBe(`${ORIGIN}/ko/`);
    expect(resolved(run('en', '/en', { language: 'zh' }))).toBe(`${ORIGIN}/`);
  });

  it('does nothing without a stored language, with the same one, an unknown one, or on the 404 page', () => {
    expect(run('en', '/en/json-formatter')).toBeNull();
    expect(run('en', '/en/json-formatter', { language: 'en' })).toBeNull();
    expect(run('en', '/en/json-formatter', { language: 'fr' })).toBeNull();
    expect(run(null, '/en/nothing-here', { language: 'zh' })).toBeNull();
  });

  // Open redirect: stripping `/en` from `/en//evil.example/…` used to leave `//evil.example/…`, which
  // location.replace reads as a protocol-relative URL to another host.
  it.each([
    ['/en//evil.example/x%2F..%2F..%2Fjson-formatter', 'zh'],
    ['/en//json-formatter', 'zh'],
    ['/en///evil.example', 'zh'],
    ['/en/\\evil.example/', 'zh'],
    ['/en/\\/evil.example/', 'zh'],
    ['/en//evil.example', 'ja'],
    ['//en//evil.example', 'zh'],
    ['/en/%2F%2Fevil.example', 'zh'],
  ])('never leaves the site: %s with stored %s', (path, stored) => {
    const target = resolved(run('en', path, { language: stored }));
    expect(target).not.toBeNull();
    expect(new URL(target!).origin).toBe(ORIGIN);
  });

  it('collapses repeated slashes and backslashes in the redirected path', () => {
    expect(resolved(run('en', '/en//json-formatter', { language: 'zh' }))).toBe(`${ORIGIN}/json-formatter`);
    expect(resolved(run('en', '/en//evil.example/x', { language: 'zh' }))).toBe(`${ORIGIN}/evil.example/x`);
    expect(resolved(run('zh', '//evil.example', { language: 'en' }))).toBe(`${ORIGIN}/en/evil.example`);
  });

  describe('under a sub-path (a build with SITE_BASE=/toolbox/)', () => {
    const sub = (page: string | null, href: string, stored: Record<string, string> = {}) =>
      resolved(run(page, href, stored, '/toolbox/'));

    it('reads and writes the language prefix after the base, keeping query and hash', () => {
      expect(sub('en', '/toolbox/en/json-formatter?x=1#top', { language: 'zh' })).toBe(
        `${ORIGIN}/toolbox/json-formatter?x=1#top`,
      );
      expect(sub('zh', '/toolbox/json-formatter', { language: 'ja' })).toBe(`${ORIGIN}/toolbox/ja/json-formatter`);
      expect(sub('zh', '/toolbox/', { language: 'en' })).toBe(`${ORIGIN}/toolbox/en/`);
      expect(sub('zh', '/toolbox', { language: 'en' })).toBe(`${ORIGIN}/toolbox/en/`);
      expect(sub('en', '/toolbox/en', { language: 'zh' })).toBe(`${ORIGIN}/toolbox/`);
      expect(sub('ja', '/toolbox/ja/about/', { language: 'ko' })).toBe(`${ORIGIN}/toolbox/ko/about/`);
      expect(sub('en', '/toolbox/en/about', { language: 'en' })).toBeNull();
    });

    it('leaves a page outside the base alone', () => {
      expect(sub('zh', '/other/json-formatter', { language: 'en' })).toBeNull();
      expect(sub('zh', '/toolboxes/x', { language: 'en' })).toBeNull();
      expect(sub('en', '/en/about', { language: 'zh' })).toBeNull();
    });

    it.each([
      ['/toolbox/en//evil.example/x%2F..%2F..%2Fjson-formatter', 'zh'],
      ['/toolbox/en//json-formatter', 'zh'],
      ['/toolbox//evil.example', 'ja'],
      ['/toolbox/en/\\evil.example/', 'zh'],
      ['/toolbox\\/en//evil.example', 'zh'],
      ['//toolbox//en//evil.example', 'zh'],
    ])('never leaves the site or the base: %s with stored %s', (path, stored) => {
      const target = sub('en', path, { language: stored });
      expect(target).not.toBeNull();
      expect(new URL(target!).origin).toBe(ORIGIN);
      expect(new URL(target!).pathname).toMatch(/^\/toolbox\/(?!\/)/);
    });

    it('collapses repeated slashes after the base', () => {
      expect(sub('en', '/toolbox/en//evil.example/x', { language: 'zh' })).toBe(`${ORIGIN}/toolbox/evil.example/x`);
      expect(sub('zh', '/toolbox//evil.example', { language: 'en' })).toBe(`${ORIGIN}/toolbox/en/evil.example`);
    });
  });

  it('applies the stored theme', () => {
    const classes: string[] = [];
    const document = {
      documentElement: {
        classList: { toggle: (c: string, on: boolean) => on && classes.push(c) },
        style: {} as Record<string, string>,
      },
    };
    new Function('location', 'localStorage', 'document', 'window', headScript('en'))(
      { pathname: '/en/', search: '', hash: '', href: `${ORIGIN}/en/`, origin: ORIGIN, replace() {} },
      { getItem: (k: string) => (k === 'theme' ? 'dark' : null) },
      document,
      { matchMedia: () => ({ matches: false }) },
    );
    expect(classes).toEqual(['dark', 'js']);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});

describe('head script: state drawn from the first paint', () => {
  it('marks the page as running scripts', () => {
    expect(runPage('zh', '/').classes).toEqual(['js']);
    expect(runPage(null, '/nothing-here', { theme: 'dark' }).classes).toEqual(['dark', 'js']);
  });

  it('opens the development-mode notice only when the visitor left it open', () => {
    expect(runPage('zh', '/', { [DEV_BANNER_COLLAPSED_KEY]: '0' }).classes).toEqual(['dev-banner-open', 'js']);
    expect(runPage('zh', '/', { [DEV_BANNER_COLLAPSED_KEY]: '1' }).classes).toEqual(['js']);
    expect(runPage('en', '/en/', { [DEV_BANNER_COLLAPSED_KEY]: 'yes' }).classes).toEqual(['js']);
  });
});
