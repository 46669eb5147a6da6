/**
 * Locale list and path helpers. Pure: safe to import from islands, scripts and tests.
 * zh is the default locale and has no URL prefix; the others live under /en, /ja, /ko.
 *
 * Served under a sub-path (`SITE_BASE=/toolbox/` at build time: Astro's `base`), every URL the site writes is
 * under that prefix. Pages and components work with site paths (`/en/about`, as if served at `/`);
 * localizePath and withBase turn them into URL paths (`/toolbox/en/about`), stripBase reads one back.
 */
import { joinBase, normalizeBase, stripBase as stripBaseOf } from '../lib/site';

/** The prefix the site is served under: `/` by default, `/toolbox/` when built with `SITE_BASE=/toolbox/`. */
export const BASE: string = normalizeBase(import.meta.env.BASE_URL);

/** A site path as a URL path under the base: `withBase('/favicon.svg')` → `/toolbox/favicon.svg`. */
export function withBase(path: string, base: string = BASE): string {
  return joinBase(path, base);
}

/** The site path of a URL path (e.g. `location.pathname`): `/toolbox/en/about` → `/en/about`. */
export function stripBase(pathname: string, base: string = BASE): string {
  return stripBaseOf(pathname, base);
}

export const LOCALES = ['zh', 'en', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Order of the language menu, as the product spec lists it. */
export const LANGUAGE_MENU: readonly Locale[] = ['en', 'zh', 'ja', 'ko'];

/** Each language's own name, shown in the language menu. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};

/** Value of `<html lang>` and of hreflang alternates. */
export const HTML_LANG: Readonly<Record<Locale, string>> = {
  zh: 'zh-CN',
  en: 'en',
  ja: 'ja',
  ko: 'ko',
};

/** localStorage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Normalises a path: leading slash, no trailing slash (except the root), no query or hash. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '/';
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length) || '/';
  return p;
}

/**
 * Splits a URL path into its locale and the locale-free rest.
 * `/en/dev-tools` → { locale: 'en', path: '/dev-tools' }; `/about` → { locale: 'zh', path: '/about' }.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const p = normalizePath(path);
  const first = p.split('/')[1] ?? '';
  if (first !== DEFAULT_LOCALE && isLocale(first)) {
    const rest = p.slice(first.length + 1) || '/';
    return { locale: first, path: rest };
  }
  return { locale: DEFAULT_LOCALE, path: p };
}

/**
 * The URL path of the locale-free site path `path` in `locale`, under the base: `localizePath('/about', 'ja')`
 * → `/ja/about` (`/toolbox/ja/about` under `/toolbox/`); a language's home gets a slash (`/ja/`).
 */
export function localizePath(path: string, locale: Locale, base: string = BASE): string {
  const { path: bare } = splitLocale(path);
  if (locale === DEFAULT_LOCALE) return withBase(bare, base);
  return withBase(bare === '/' ? `/${locale}/` : `/${locale}${bare}`, base);
}

/** The `locale` route parameter for getStaticPaths: undefined for the default locale (no prefix). */
export function localeParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** Reads the locale back from the `locale` route parameter. */
export function localeFromParam(param: string | undefined): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}
