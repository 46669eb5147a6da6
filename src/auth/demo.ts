/**
 * Development-mode sign-in: a demo user, with a profile and a free subscription, kept in localStorage.
 * Plain TypeScript (no framework) so the header script can use it on every page.
 */
import { LOCAL_PROFILE_KEY, LOCAL_SUBSCRIPTION_KEY } from '../data/local-repository';
import type { Profile, Subscription } from '../data/types';
import { placeholderAvatar } from './placeholder-avatar';
import type { AppUser } from './types';

export const DEMO_USER_KEY = 'devAuth.user';
/** Window event fired after a demo sign-in or sign-out in this tab (other tabs get `storage`). */
export const AUTH_CHANGE_EVENT = 'auth:change';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createDemoUser(now: Date = new Date()): AppUser {
  const iso = now.toISOString();
  return {
    id: 'demo_user',
    fullName: 'Demo User',
    firstName: 'Demo',
    lastName: 'User',
    imageUrl: placeholderAvatar('Demo User'),
    primaryEmailAddress: { emailAddress: 'demo@example.com' },
    createdAt: iso,
    lastSignInAt: iso,
  };
}

export function demoProfile(user: AppUser, now: Date = new Date()): Profile {
  const iso = now.toISOString();
  return {
    clerk_user_id: user.id,
    email: user.primaryEmailAddress?.emailAddress ?? null,
    full_name: user.fullName,
    avatar_url: user.imageUrl,
    bio: null,
    website: null,
    location: null,
    created_at: iso,
    updated_at: iso,
  };
}

export function demoSubscription(user: AppUser, now: Date = new Date()): Subscription {
  const iso = now.toISOString();
  return {
    clerk_user_id: user.id,
    plan_name: 'free',
    status: 'active',
    features: ['basic_tools'],
    created_at: iso,
    updated_at: iso,
  };
}

function isAppUser(v: unknown): v is AppUser {
  return !!v && typeof v === 'object' && typeof (v as AppUser).id === 'string';
}

/** The stored demo user, or null. */
export function readDemoUser(store: Store | null = storage()): AppUser | null {
  const raw = store?.getItem(DEMO_USER_KEY);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isAppUser(v) ? v : null;
  } catch (err) {
    console.warn('Ignoring an unreadable demo user in localStorage', err);
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(AUTH_CHANGE_EVENT));
}

/** Stores the demo user, profile and subscription (keeping an existing profile's edits). */
export function demoSignIn(store: Store | null = storage(), now: Date = new Date()): AppUser {
  const existing = readDemoUser(store);
  const user = existing ? { ...existing, lastSignInAt: now.toISOString() } : createDemoUser(now);
  if (!store) throw new Error('localStorage is not available');
  store.setItem(DEMO_USER_KEY, JSON.stringify(user));
  if (!store.getItem(LOCAL_PROFILE_KEY)) store.setItem(LOCAL_PROFILE_KEY, JSON.stringify(demoProfile(user, now)));
  store.setItem(LOCAL_SUBSCRIPTION_KEY, JSON.stringify(demoSubscription(user, now)));
  notify();
  return user;
}

/** Removes the demo user, profile and subscription. */
export function demoSignOut(store: Store | null = storage()): void {
  for (const key of [DEMO_USER_KEY, LOCAL_PROFILE_KEY, LOCAL_SUBSCRIPTION_KEY]) {
    try {
      store?.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  }
  notify();
}

/** Tells the header (this tab) that the saved profile changed; other tabs hear `storage`. */
export function notifyProfileSaved(): void {
  notify();
}

/**
 * The demo user as the header shows it: a saved profile of the same user supplies the name and the avatar
 * (what /profile edits), the sign-in's values fill in what the profile leaves empty.
 */
export function demoUserWithProfile(user: AppUser | null, store: Store | null = storage()): AppUser | null {
  if (!user) return null;
  const raw = store?.getItem(LOCAL_PROFILE_KEY);
  if (!raw) return user;
  let profile: Partial<Profile> | null;
  try {
    profile = JSON.parse(raw) as Partial<Profile> | null;
  } catch (err) {
    console.warn('Ignoring an unreadable profile in localStorage', err);
    return user;
  }
  if (!profile || profile.clerk_user_id !== user.id) return user;
  const name = profile.full_name?.trim();
  return {
    ...user,
    fullName: name || user.fullName,
    imageUrl: profile.avatar_url || user.imageUrl,
  };
}
