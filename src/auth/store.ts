/**
 * The page's auth state, framework-free: loading → signed out | signed in. Development mode reads the demo
 * user from localStorage; Clerk mode loads Clerk lazily (see clerk.ts) when `startAuth` is first called.
 * React islands read it through useAuth.ts, the header through user-area.ts.
 */
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '../i18n/locales';
import { IS_CLERK_ENABLED } from './config';
import { hasClerkSessionHint } from './hint';
import { AUTH_CHANGE_EVENT, DEMO_USER_KEY, demoSignOut, readDemoUser } from './demo';
import type { AppUser, AuthState } from './types';
import type { ClerkUrls } from './clerk';

const initial: AuthState = {
  status: 'loading',
  isAuthenticated: false,
  user: null,
  loading: true,
  isLoaded: false,
  isClerkEnabled: IS_CLERK_ENABLED,
  isDevelopmentMode: !IS_CLERK_ENABLED,
  error: null,
};

let state: AuthState = initial;
const listeners = new Set<() => void>();

function emit(next: AuthState): void {
  state = next;
  for (const l of listeners) l();
}

export function resolvedState(user: AppUser | null, base: AuthState = initial): AuthState {
  return {
    ...base,
    status: user ? 'signed-in' : 'signed-out',
    isAuthenticated: !!user,
    user,
    loading: false,
    isLoaded: true,
    error: null,
  };
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let started = false;
let clerkUrls: ClerkUrls | null = null;

/** Clerk's routes in a language. */
export function clerkUrlsFor(locale: Locale): ClerkUrls {
  return {
    signInUrl: localizePath('/login', locale),
    signUpUrl: localizePath('/sign-up', locale),
    afterSignOutUrl: localizePath('/', locale),
  };
}

/** Starts the auth provider once. `urls` are the localized Clerk routes (ignored in development mode). */
export function startAuth(urls: ClerkUrls): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  clerkUrls = urls;
  if (IS_CLERK_ENABLED) {
    import('./clerk')
      .then(async (clerk) => {
        await clerk.startClerk(urls);
        clerk.watchClerkUser((user) => emit(resolvedState(user, state)));
      })
      .catch((err: unknown) => {
        console.error('Clerk could not be loaded; sign-in is unavailable', err);
        emit({ ...state, status: 'signed-out', loading: false, isLoaded: true, error: 'clerkUnavailable' });
      });
    return;
  }
  const sync = () => emit(resolvedState(readDemoUser(), state));
  sync();
  window.addEventListener(AUTH_CHANGE_EVENT, sync);
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === DEMO_USER_KEY) sync();
  });
}

/** Signs out (demo or Clerk). Clerk navigates to `redirectUrl` itself; the demo sign-out stays on the page. */
export async function signOut(redirectUrl: string): Promise<void> {
  if (IS_CLERK_ENABLED) {
    const clerk = await import('./clerk');
    await clerk.clerkSignOut(redirectUrl);
    return;
  }
  demoSignOut();
}

/**
 * The signed-in visitor's session token for our APIs (Supabase, the site's translation engine) in Clerk mode, or
 * null. On a page that has not started auth (a tool page: only the header knows about sign-in there), Clerk is
 * loaded for it only when a session is likely (the hint the header reads too); if Clerk cannot be loaded the
 * request goes without a token.
 */
export async function getSessionToken(): Promise<string | null> {
  if (!IS_CLERK_ENABLED) return null;
  if (clerkUrls) {
    const clerk = await import('./clerk');
    return clerk.clerkSessionToken();
  }
  if (typeof window === 'undefined' || !hasClerkSessionHint()) return null;
  try {
    const clerk = await import('./clerk');
    const lang = document.documentElement.dataset.locale;
    await clerk.startClerk(clerkUrlsFor(isLocale(lang) ? lang : DEFAULT_LOCALE));
    return await clerk.clerkSessionToken();
  } catch {
    return null;
  }
}

/** For tests: back to the initial state. */
export function resetAuthForTests(): void {
  started = false;
  clerkUrls = null;
  listeners.clear();
  state = initial;
}
