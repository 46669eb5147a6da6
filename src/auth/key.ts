/**
 * Clerk publishable-key check. Self-contained (no imports) so that astro.config.mjs can load it with
 * Node's type stripping as well as through Vite.
 *
 * A key is accepted only if it
 *  - starts with `pk_`, is longer than 30 characters and contains no `%` or `$`;
 *  - matches `pk_test_<base64>` or `pk_live_<base64>`, where the base64 decodes to the Clerk
 *    frontend API host followed by `$` (e.g. `clerk.example.com$`);
 *  - in development (`astro dev`), is not a demo or placeholder value.
 */

export type KeyProblem =
  'missing' | 'prefix' | 'too-short' | 'forbidden-character' | 'pattern' | 'host' | 'placeholder';

export type KeyCheck = { ok: true; frontendApi: string } | { ok: false; problem: KeyProblem };

/** The exact message a production build fails with when a configured key is invalid. */
export const PRODUCTION_KEY_ERROR = 'Missing valid Clerk Publishable Key for production';

/** Words that mark a key copied from an example or a template. */
export const PLACEHOLDER_MARKERS = [
  'your_',
  'xxx',
  'placeholder',
  'demo',
  'example_key',
  'insert',
  'changeme',
] as const;

const KEY_PATTERN = /^pk_(test|live)_([A-Za-z0-9+/]+={0,2})$/;
const HOST_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function decodeBase64(data: string): string | null {
  try {
    return atob(data);
  } catch {
    return null;
  }
}

export function checkPublishableKey(key: string | null | undefined, opts: { dev: boolean }): KeyCheck {
  const k = (key ?? '').trim();
  if (!k) return { ok: false, problem: 'missing' };
  if (!k.startsWith('pk_')) return { ok: false, problem: 'prefix' };
  if (k.length <= 30) return { ok: false, problem: 'too-short' };
  if (k.includes('%') || k.includes('$')) return { ok: false, problem: 'forbidden-character' };
  if (opts.dev) {
    const lower = k.toLowerCase();
    if (PLACEHOLDER_MARKERS.some((m) => lower.includes(m))) return { ok: false, problem: 'placeholder' };
  }
  const m = KEY_PATTERN.exec(k);
  if (!m) return { ok: false, problem: 'pattern' };
  const decoded = decodeBase64(m[2] ?? '');
  if (!decoded || !decoded.endsWith('$')) return { ok: false, problem: 'pattern' };
  const host = decoded.slice(0, -1);
  if (!HOST_PATTERN.test(host)) return { ok: false, problem: 'host' };
  return { ok: true, frontendApi: host };
}

export function isValidPublishableKey(key: string | null | undefined, opts: { dev: boolean }): boolean {
  return checkPublishableKey(key, opts).ok;
}

/** Which auth mode a key gives: Clerk with a valid key, else the development (demo) mode. */
export function authModeFor(key: string | null | undefined, opts: { dev: boolean }): 'clerk' | 'development' {
  return isValidPublishableKey(key, opts) ? 'clerk' : 'development';
}

/**
 * The production build check: no key is fine (development mode); a configured key that fails the
 * check stops the build with {@link PRODUCTION_KEY_ERROR}.
 */
export function assertProductionKey(key: string | null | undefined): void {
  if (!(key ?? '').trim()) return;
  if (!isValidPublishableKey(key, { dev: false })) throw new Error(PRODUCTION_KEY_ERROR);
}

/** A syntactically valid key for a host, e.g. for tests: `pk_test_` + base64(`host$`). */
export function publishableKeyFor(host: string, kind: 'test' | 'live' = 'test'): string {
  return `pk_${kind}_${btoa(`${host}$`)}`;
}

/**
 * Clerk's browser scripts (clerk-js and its UI) are loaded from the instance's frontend API by exact version,
 * never by a major-version tag that would change under the site: these are the versions @clerk/shared (the
 * loader in use) was released with. `PUBLIC_CLERK_JS_VERSION` / `PUBLIC_CLERK_UI_VERSION` override them.
 */
export const CLERK_JS_VERSION = '6.40.0';
export const CLERK_UI_VERSION = '1.41.0';

/** Whether `v` is an exact version (`6.40.0`, `6.41.0-snapshot.1`), not a tag or range (`6`, `latest`, `^6`). */
export function isExactVersion(v: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(v);
}

/** The configured version, or the default; a build fails on anything but an exact version. */
export function clerkScriptVersion(configured: string | null | undefined, fallback: string, name: string): string {
  const v = (configured ?? '').trim();
  if (!v) return fallback;
  if (!isExactVersion(v))
    throw new Error(`${name} must be an exact version like ${fallback}, not ${JSON.stringify(v)}`);
  return v;
}
