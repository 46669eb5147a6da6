/**
 * Redirect rules for sign-in, the SSO callback and protected pages. Pure functions (the storage helpers
 * take the storage as an argument) so they are unit-tested without a browser.
 *
 * Open-redirect guard: a target never leaves the site. Only the path, query and hash of a URL are kept
 * (`https://evil.com/x?y#z` → `/x?y#z`), leading slashes and backslashes collapse to one slash (so
 * `//evil.com` can never become a protocol-relative URL), and anything that is not an http(s) URL
 * (`javascript:`, `data:`, unparsable input) is rejected and replaced by the fallback.
 */

/** sessionStorage key holding the path to return to after signing in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Base used to resolve relative targets; only its path handling matters, its origin is thrown away. */
const BASE = 'https://site.invalid';

/**
 * The same-site path (path + query + hash) of `target`, or null when it is not a usable URL.
 * `target` may be absolute or relative to the site root.
 */
export function sitePath(target: string | null | undefined): string | null {
  if (typeof target !== 'string') return null;
  const raw = target.trim();
  if (!raw) return null;
  // Control characters have no place in a URL and hide tricks like `java\tscript:`.
  for (const ch of raw) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/^[/\\]+/, '/');
  return `${path.startsWith('/') ? path : `/${path}`}${url.search}${url.hash}`;
}

/** `sitePath(target)`, or `fallback` when the target is missing or unusable. */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  return sitePath(target) ?? fallback;
}

export interface SsoRedirectInput {
  /** Query `after_sign_in_url`. */
  afterSignInUrl?: string | null;
  /** Query `after_sign_up_url`. */
  afterSignUpUrl?: string | null;
  /** sessionStorage `redirectAfterLogin`. */
  stored?: string | null;
}

/**
 * Where the SSO callback sends the user: `after_sign_in_url`, else `after_sign_up_url`, else the stored
 * `redirectAfterLogin`, else `/`. An unusable sign-in URL falls back to `/`, an unusable sign-up URL to
 * `/profile`, an unusable stored path to `/`.
 */
export function ssoRedirectTarget(
  { afterSignInUrl, afterSignUpUrl, stored }: SsoRedirectInput,
  /** The localized home and profile paths (`/en/`, `/en/profile`); default the unprefixed ones. */
  { home = '/', profile = '/profile' }: { home?: string; profile?: string } = {},
): string {
  if (afterSignInUrl) return safeRedirect(afterSignInUrl, home);
  if (afterSignUpUrl) return safeRedirect(afterSignUpUrl, profile);
  if (stored) return safeRedirect(stored, home);
  return home;
}

/** The part of the Storage interface these helpers use. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembers where to come back to after signing in (a same-site path only). */
export function rememberRedirect(store: KeyValueStore | null, path: string): void {
  const safe = sitePath(path);
  if (!store || !safe) return;
  try {
    store.setItem(REDIRECT_AFTER_LOGIN_KEY, safe);
  } catch (err) {
    console.warn('Could not remember the page to return to after signing in', err);
  }
}

/** Reads the stored path without removing it. */
export function peekRedirect(store: KeyValueStore | null): string | null {
  try {
    return store?.getItem(REDIRECT_AFTER_LOGIN_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored path (then cleared), or `fallback`. */
export function takeRedirect(store: KeyValueStore | null, fallback = '/'): string {
  const stored = peekRedirect(store);
  try {
    store?.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    /* storage unavailable: nothing to clear */
  }
  return safeRedirect(stored, fallback);
}

/** Removes every `clerk-error…` entry Clerk or an earlier attempt left in a storage. */
export function clearClerkErrors(store: Storage | null): void {
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k && k.startsWith('clerk-error')) keys.push(k);
    }
    for (const k of keys) store.removeItem(k);
  } catch (err) {
    console.warn('Could not clear stored Clerk errors', err);
  }
}
