/**
 * Clerk, started on demand. This module is only ever loaded with a dynamic `import()` (from the auth
 * islands, or from the header script when a Clerk session is likely), never from a page-wide script, so
 * tool islands never wait for Clerk and an unreachable Clerk costs them nothing.
 *
 * It does what @clerk/astro's `clerk()` integration would inject into every page (`runInjectionScript`:
 * download clerk-js from the instance's frontend API, load it, fill @clerk/astro's stores), but only
 * where it is called.
 */
import { $authStore, $clerkStore, $isLoadedStore } from '@clerk/astro/client';
import { runInjectionScript } from '@clerk/astro/internal';
import type { Clerk, UserResource } from '@clerk/shared/types';
import { CLERK_JS_SCRIPT_VERSION, CLERK_PUBLISHABLE_KEY, CLERK_UI_SCRIPT_VERSION } from './config';
import { setClerkSessionHint as setHint } from './hint';
import type { AppUser } from './types';
import { clerkLocalization } from './clerk-localization';
import { isLocale, DEFAULT_LOCALE } from '../i18n/locales';
const SCRIPT_TIMEOUT_MS = 10_000;

export interface ClerkUrls {
  /** Localized sign-in and sign-up paths, e.g. `/en/login`, `/en/sign-up`. */
  signInUrl: string;
  signUpUrl: string;
  /** Where to go after signing out (localized home). */
  afterSignOutUrl: string;
}

let starting: Promise<Clerk> | null = null;

/** Clerk's loader marks its script elements with the publishable key. */
const isClerkScript = (el: EventTarget | null): el is HTMLScriptElement =>
  el instanceof HTMLScriptElement && el.hasAttribute('data-clerk-publishable-key');

/** The loader retries a failed download a few times; give up after this many failures. */
const SCRIPT_FAILURES_BEFORE_GIVING_UP = 3;

/**
 * Clerk's script loader leaves some promises unhandled when its scripts cannot be downloaded; their
 * rejections are expected here (we report the failure ourselves), so keep them out of the page's errors.
 */
function quietClerkLoadFailures(): void {
  window.addEventListener('unhandledrejection', (e) => {
    const code = (e.reason as { code?: unknown } | null)?.code;
    if (code === 'failed_to_load_clerk_js' || code === 'failed_to_load_clerk_ui') {
      e.preventDefault();
      console.warn('Clerk could not be downloaded', e.reason);
    }
  });
}

/**
 * Rejects once Clerk's scripts have failed to download a few times (the loader's retries take about a
 * second), rather than after the loader's 10 s timeout.
 */
function scriptFailure(): Promise<never> {
  return new Promise((_, reject) => {
    let failures = 0;
    window.addEventListener(
      'error',
      (e) => {
        if (!isClerkScript(e.target)) return;
        failures += 1;
        if (failures >= SCRIPT_FAILURES_BEFORE_GIVING_UP) {
          reject(new Error(`Clerk's script could not be downloaded: ${e.target.src}`));
        }
      },
      true,
    );
  });
}

/** Loads and starts Clerk once per page; rejects when clerk-js cannot be downloaded or does not load. */
export function startClerk(urls: ClerkUrls): Promise<Clerk> {
  if (!starting) quietClerkLoadFailures();
  starting ??= (async () => {
    const params: Parameters<typeof runInjectionScript>[0] = {
      signInUrl: urls.signInUrl,
      signUpUrl: urls.signUpUrl,
      afterSignOutUrl: urls.afterSignOutUrl,
      signInFallbackRedirectUrl: urls.afterSignOutUrl,
      signUpFallbackRedirectUrl: urls.afterSignOutUrl,
    };
    // Clerk's forms in the page's language (English is Clerk's default).
    const lang = document.documentElement.dataset.locale;
    const localization = await clerkLocalization(isLocale(lang) ? lang : DEFAULT_LOCALE);
    if (localization) Object.assign(params as object, { localization });
    // Also read by runInjectionScript, though its type does not list them: the key (instead of it reading
    // the env itself) and the script loader's timeout (10 s rather than Clerk's default 15 s).
    // Exact script versions, never Clerk's default major tag (`clerk-js@6`, `ui@1`); the CSP allows scripts
    // from the frontend API host only.
    Object.assign(params as object, {
      publishableKey: CLERK_PUBLISHABLE_KEY,
      scriptLoadTimeout: SCRIPT_TIMEOUT_MS,
      __internal_clerkJSVersion: CLERK_JS_SCRIPT_VERSION,
      __internal_clerkUIVersion: CLERK_UI_SCRIPT_VERSION,
    });
    await Promise.race([runInjectionScript(params), scriptFailure()]);
    const clerk = $clerkStore.get();
    if (!clerk || !$isLoadedStore.get()) throw new Error('Clerk did not load');
    return clerk;
  })();
  return starting;
}

export function toAppUser(user: UserResource): AppUser {
  const iso = (d: Date | null | undefined) =>
    d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
  return {
    id: user.id,
    fullName: user.fullName ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    imageUrl: user.imageUrl ?? null,
    primaryEmailAddress: user.primaryEmailAddress ? { emailAddress: user.primaryEmailAddress.emailAddress } : null,
    createdAt: iso(user.createdAt),
    lastSignInAt: iso(user.lastSignInAt),
  };
}

/** Follows Clerk's auth store: calls `onUser` with the signed-in user or null whenever it changes. */
export function watchClerkUser(onUser: (user: AppUser | null) => void): () => void {
  let last: string | null | undefined;
  return $authStore.subscribe((auth) => {
    if (!$isLoadedStore.get()) return;
    const user = auth.user ?? null;
    const key = user ? `${user.id}:${user.fullName}:${user.imageUrl}` : null;
    if (key === last) return;
    last = key;
    setHint(!!user);
    onUser(user ? toAppUser(user) : null);
  });
}

/** The session token for Supabase (Clerk's default session token; Supabase third-party auth accepts it). */
export async function clerkSessionToken(): Promise<string | null> {
  const clerk = $clerkStore.get();
  if (!clerk?.session) return null;
  return (await clerk.session.getToken()) ?? null;
}

/** Mounts Clerk's user button in `el` (the header); returns the unmount function. */
export function mountClerkUserButton(el: HTMLDivElement, afterSignOutUrl: string): () => void {
  const clerk = $clerkStore.get();
  if (!clerk) throw new Error('Clerk is not loaded');
  clerk.mountUserButton(el, { afterSignOutUrl } as Parameters<Clerk['mountUserButton']>[1]);
  return () => clerk.unmountUserButton(el);
}

export async function clerkSignOut(redirectUrl: string): Promise<void> {
  setHint(false);
  const clerk = $clerkStore.get();
  if (clerk) await clerk.signOut({ redirectUrl });
}

/** Finishes an OAuth/SSO redirect (Clerk may navigate away itself). */
export async function clerkHandleRedirectCallback(params: {
  signInUrl: string;
  signUpUrl: string;
  target: string;
  firstFactorUrl: string;
}): Promise<void> {
  const clerk = $clerkStore.get();
  if (!clerk) throw new Error('Clerk is not loaded');
  await clerk.handleRedirectCallback({
    signInUrl: params.signInUrl,
    signUpUrl: params.signUpUrl,
    firstFactorUrl: params.firstFactorUrl,
    signInFallbackRedirectUrl: params.target,
    signUpFallbackRedirectUrl: params.target,
  });
}
