import { describe, it, expect } from 'vitest';
import {
  localizePath,
  splitLocale,
  normalizePath,
  isLocale,
  localeFromParam,
  localeParam,
  BASE,
  withBase,
  stripBase,
} from '../../src/i18n/locales';
import { notFoundLocale } from '../../src/lib/not-found';
import { pickResources, getT, resources } from '../../src/i18n/server';

describe('path localisation', () => {
  it('adds the prefix for en, ja, ko and none for zh', () => {
    expect(localizePath('/dev-tools', 'zh')).toBe('/dev-tools');
    expect(localizePath('/dev-tools', 'en')).toBe('/en/dev-tools');
    expect(localizePath('/dev-tools', 'ja')).toBe('/ja/dev-tools');
    expect(localizePath('/dev-tools', 'ko')).toBe('/ko/dev-tools');
  });

  it('gives the root a trailing slash in prefixed languages', () => {
    expect(localizePath('/', 'zh')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en/');
  });

  it('re-localises an already prefixed path', () => {
    expect(localizePath('/en/about', 'ko')).toBe('/ko/about');
    expect(localizePath('/ja/', 'zh')).toBe('/');
    expect(localizePath('/ja', 'en')).toBe('/en/');
  });

  it('writes every localised path under the base the site is built with', () => {
    expect(localizePath('/', 'zh', '/toolbox/')).toBe('/toolbox/');
    expect(localizePath('/', 'en', '/toolbox/')).toBe('/toolbox/en/');
    expect(localizePath('/dev-tools', 'zh', '/toolbox/')).toBe('/toolbox/dev-tools');
    expect(localizePath('/en/about', 'ko', '/toolbox/')).toBe('/toolbox/ko/about');
    expect(localizePath('/json-formatter', 'ja', 'toolbox')).toBe('/toolbox/ja/json-formatter');
    expect(withBase('/favicon.svg', '/toolbox/')).toBe('/toolbox/favicon.svg');
    expect(withBase('/', '/toolbox/')).toBe('/toolbox/');
    expect(stripBase('/toolbox/en/about', '/toolbox/')).toBe('/en/about');
    expect(splitLocale(stripBase('/toolbox/ja/', '/toolbox/'))).toEqual({ locale: 'ja', path: '/' });
  });

  it('is served at the root unless built with SITE_BASE', () => {
    expect(BASE).toBe('/');
    expect(withBase('/sw.js')).toBe('/sw.js');
    expect(stripBase('/en/about')).toBe('/en/about');
  });

  it('splits the locale off a path', () => {
    expect(splitLocale('/en/dev-tools')).toEqual({ locale: 'en', path: '/dev-tools' });
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'zh', path: '/about' });
    expect(splitLocale('/zh/about')).toEqual({ locale: 'zh', path: '/zh/about' });
    expect(splitLocale('/english')).toEqual({ locale: 'zh', path: '/english' });
  });

  it('normalises slashes, query, hash and index.html', () => {
    expect(normalizePath('dev-tools/')).toBe('/dev-tools');
    expect(normalizePath('//en//about?x=1#top')).toBe('/en/about');
    expect(normalizePath('/ja/index.html')).toBe('/ja');
    expect(normalizePath('/')).toBe('/');
  });

  it('maps locales to route params and back', () => {
    expect(localeParam('zh')).toBeUndefined();
    expect(localeParam('ja')).toBe('ja');
    expect(localeFromParam(undefined)).toBe('zh');
    expect(localeFromParam('ko')).toBe('ko');
    expect(localeFromParam('fr')).toBe('zh');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('EN')).toBe(false);
  });

  it('picks the not-found language from the URL, then the stored preference', () => {
    expect(notFoundLocale('/en/missing', 'ja')).toBe('en');
    expect(notFoundLocale('/missing', 'ko')).toBe('ko');
    expect(notFoundLocale('/missing', null)).toBe('zh');
    expect(notFoundLocale('/missing', 'xx')).toBe('zh');
  });
});

describe('build-time translations', () => {
  it('translates per locale', () => {
    expect(getT('en')('site.name')).toBe('AI Toolbox');
    expect(getT('zh')('site.name')).toBe('AI 工具箱');
    expect(getT('en')('tools:ui.copy')).toBe('Copy');
  });

  it('passes an island only the keys it asks for', () => {
    const picked = pickResources('en', 'tools', 'ui');
    expect(Object.keys(picked)).toEqual(['tools']);
    expect(Object.keys(picked.tools!)).toEqual(['ui']);
    expect(picked.tools!.ui).toBe(resources.en.tools.ui);
    // @ts-expect-error: not a key of the tools namespace (the type check refuses it too)
    expect(() => pickResources('en', 'tools', 'no-such-tool')).toThrow('No key no-such-tool in en/tools.json');
  });
});
