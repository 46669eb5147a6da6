/** React access to the page's auth state (see store.ts). Starts the provider on first use. */
import { useEffect, useSyncExternalStore } from 'react';
import { localizePath, type Locale } from '../i18n/locales';
import { getAuthState, startAuth, subscribeAuth } from './store';
import type { AuthState } from './types';

export function clerkUrlsFor(locale: Locale) {
  return {
    signInUrl: localizePath('/login', locale),
    signUpUrl: localizePath('/sign-up', locale),
    afterSignOutUrl: localizePath('/', locale),
  };
}

export function useAuth(locale: Locale): AuthState {
  useEffect(() => startAuth(clerkUrlsFor(locale)), [locale]);
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
