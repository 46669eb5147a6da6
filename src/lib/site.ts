/**
 * The site's public address and the rules the sitemap follows. Self-contained (no imports) so that
 * astro.config.mjs can load it with Node's type stripping as well as through Vite.
 */

/** Where the site is published. `PUBLIC_SITE_URL` overrides it (a staging host, a fork's own domain). */
export const PRODUCTION_SITE_URL = 'https://fishersama.com';

/** The site URL to build with: the override when it is set and not blank, else production; no trailing slash. */
export function siteUrl(override?: string | null): string {
  const value = override?.trim() ? override.trim() : PRODUCTION_SITE_URL;
  return value.replace(/\/+$/, '');
}

/** Locale-free paths of pages marked `noindex` (signed-in or transient auth steps): never in the sitemap. */
export const NOINDEX_PATHS: readonly string[] = [
  '/profile',
  '/login/factor-one',
  '/login/sso-callback',
  // What the service worker shows offline in place of a page that was not kept (src/sw/sw.ts).
  '/offline-fallback',
];

/**
 * The path prefix the site is served under (Astro's `base`, set at build time with `SITE_BASE`), in one form:
 * a leading and a trailing slash, no runs of slashes. Blank or missing is the root: `'/'`.
 * `toolbox` → `/toolbox/`; `/tools/ai//` → `/tools/ai/`.
 */
export function normalizeBase(base?: string | null): string {
  const parts = (base ?? '').split(/[/\\]+/).filter((s) => s !== '');
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/**
 * A site path (root-relative, as if the site were served at `/`) as a URL path under `base`:
 * `joinBase('/en/about', '/toolbox/')` → `/toolbox/en/about`; the root is `/toolbox/`. `base` is normalised.
 */
export function joinBase(path: string, base: string): string {
  const b = normalizeBase(base);
  const p = path.replace(/^\/+/, '');
  return b + p;
}

/**
 * The site path of a URL path under `base`, the inverse of joinBase: `/toolbox/en/about` → `/en/about`,
 * `/toolbox` and `/toolbox/` → `/`. A path outside the base is returned unchanged.
 */
export function stripBase(pathname: string, base: string): string {
  const b = normalizeBase(base);
  if (b === '/') return pathname;
  if (pathname === b.slice(0, -1)) return '/';
  return pathname.startsWith(b) ? pathname.slice(b.length - 1) : pathname;
}

const LOCALE_PREFIX = /^\/(?:en|ja|ko)(?=\/|$)/;

/** The site path without its locale prefix and trailing slash (`/ja/profile/` → `/profile`, `/en/` → `/`). */
function barePath(pathname: string, base: string): string {
  const bare = stripBase(pathname, base).replace(LOCALE_PREFIX, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** True when the page at this pathname (under `base`, default the root) is marked noindex in its head. */
export function isNoindexPath(pathname: string, base = '/'): boolean {
  return NOINDEX_PATHS.includes(barePath(pathname, base));
}

/**
 * A page URL written the way the page's canonical link writes it: a language's home keeps its slash
 * (`/`, `/en/`), every other page has none (`/en/about`). The sitemap's URLs go through this so they
 * equal the canonical links. `base`: the prefix the site is served under (`/toolbox/` → `/toolbox/`, `/toolbox/en/`).
 */
export function canonicalForm(url: string, base = '/'): string {
  const u = new URL(url);
  if (barePath(u.pathname, base) !== '/') u.pathname = u.pathname.replace(/\/+$/, '');
  else u.pathname = u.pathname.replace(/\/*$/, '/');
  return u.href;
}
