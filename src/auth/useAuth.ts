/** React access to the page's auth state (see store.ts). Starts the provider on first use. */
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../i18n/locales';
import { clerkUrlsFor, getAuthState, startAuth, subscribeAuth } from './store';
import type { AuthState } from './types';

export function useAuth(locale: Locale): AuthState {
  useEffect(() => startAuth(clerkUrlsFor(locale)), [locale]);
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
