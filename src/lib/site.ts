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
export const NOINDEX_PATHS: readonly string[] = ['/profile', '/login/factor-one', '/login/sso-callback'];

const LOCALE_PREFIX = /^\/(?:en|ja|ko)(?=\/|$)/;

/** The pathname without its locale prefix and trailing slash (`/ja/profile/` → `/profile`, `/en/` → `/`). */
function barePath(pathname: string): string {
  const bare = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** True when the page at this pathname is marked noindex in its head. */
export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PATHS.includes(barePath(pathname));
}

/**
 * A page URL written the way the page's canonical link writes it: a language's home keeps its slash
 * (`/`, `/en/`), every other page has none (`/en/about`). The sitemap's URLs go through this so they
 * equal the canonical links.
 */
export function canonicalForm(url: string): string {
  const u = new URL(url);
  if (barePath(u.pathname) !== '/') u.pathname = u.pathname.replace(/\/+$/, '');
  else u.pathname = u.pathname.replace(/\/*$/, '/');
  return u.href;
}
