// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_PROFILE_KEY, LOCAL_SUBSCRIPTION_KEY } from '../data/local-repository';
import { AUTH_CHANGE_EVENT, DEMO_USER_KEY, demoSignIn, demoSignOut, readDemoUser } from './demo';
import { clientUatSignedIn } from './hint';
import { initials, placeholderAvatar } from './placeholder-avatar';
import { getAuthState, resetAuthForTests, startAuth, subscribeAuth } from './store';

const urls = { signInUrl: '/login', signUpUrl: '/sign-up', afterSignOutUrl: '/' };

afterEach(() => {
  localStorage.clear();
  resetAuthForTests();
});

describe('demo sign-in', () => {
  it('stores the demo user, profile and free subscription, and removes them on sign-out', () => {
    const now = new Date('2025-03-04T05:06:07.000Z');
    const events = vi.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, events);
    const user = demoSignIn(localStorage, now);
    expect(user).toMatchObject({
      id: 'demo_user',
      fullName: 'Demo User',
      firstName: 'Demo',
      lastName: 'User',
      primaryEmailAddress: { emailAddress: 'demo@example.com' },
      createdAt: '2025-03-04T05:06:07.000Z',
      lastSignInAt: '2025-03-04T05:06:07.000Z',
    });
    expect(user.imageUrl).toMatch(/^data:image\/svg\+xml/);
    expect(readDemoUser()).toEqual(user);
    expect(JSON.parse(localStorage.getItem(LOCAL_PROFILE_KEY)!)).toMatchObject({
      clerk_user_id: 'demo_user',
      email: 'demo@example.com',
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_SUBSCRIPTION_KEY)!)).toMatchObject({
      plan_name: 'free',
      status: 'active',
      features: ['basic_tools'],
    });
    demoSignOut();
    expect([DEMO_USER_KEY, LOCAL_PROFILE_KEY, LOCAL_SUBSCRIPTION_KEY].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(events).toHaveBeenCalledTimes(2);
  });

  it('ignores an unreadable stored user', () => {
    localStorage.setItem(DEMO_USER_KEY, '{oops');
    expect(readDemoUser()).toBeNull();
  });
});

describe('auth state in development mode', () => {
  it('goes loading → signed out → signed in → signed out', () => {
    expect(getAuthState()).toMatchObject({
      status: 'loading',
      loading: true,
      isLoaded: false,
      isAuthenticated: false,
      isClerkEnabled: false,
      isDevelopmentMode: true,
    });
    const seen: string[] = [];
    subscribeAuth(() => seen.push(getAuthState().status));
    startAuth(urls);
    expect(getAuthState()).toMatchObject({ status: 'signed-out', loading: false, isLoaded: true, user: null });
    demoSignIn();
    expect(getAuthState()).toMatchObject({ status: 'signed-in', isAuthenticated: true, user: { id: 'demo_user' } });
    demoSignOut();
    expect(seen).toEqual(['signed-out', 'signed-in', 'signed-out']);
  });
});

describe('header helpers', () => {
  it('makes initials and a local SVG avatar', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  prince ')).toBe('P');
    expect(initials('')).toBe('?');
    expect(initials('王 小明')).toBe('王小');
    const url = placeholderAvatar('<b>&');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>&lt;</text>');
  });

  it('reads Clerk’s __client_uat cookie', () => {
    expect(clientUatSignedIn('theme=dark; __client_uat=1717171717')).toBe(true);
    expect(clientUatSignedIn('__client_uat_Abc12=1717171717')).toBe(true);
    expect(clientUatSignedIn('__client_uat=0')).toBe(false);
    expect(clientUatSignedIn('')).toBe(false);
  });
});

describe('the header shows the saved profile', () => {
  it('takes the name and avatar of the same user’s saved profile', async () => {
    const { demoUserWithProfile } = await import('./demo');
    const user = demoSignIn(localStorage, new Date('2025-03-04T05:06:07.000Z'));
    const saved = JSON.parse(localStorage.getItem(LOCAL_PROFILE_KEY)!) as Record<string, unknown>;
    localStorage.setItem(
      LOCAL_PROFILE_KEY,
      JSON.stringify({ ...saved, full_name: '  Ada Lovelace ', avatar_url: 'data:image/png;base64,AAAA' }),
    );
    expect(demoUserWithProfile(user)).toEqual({
      ...user,
      fullName: 'Ada Lovelace',
      imageUrl: 'data:image/png;base64,AAAA',
    });
  });
  it('keeps the sign-in’s values for an empty name, another user’s profile or an unreadable one', async () => {
    const { demoUserWithProfile } = await import('./demo');
    const user = demoSignIn(localStorage);
    const saved = JSON.parse(localStorage.getItem(LOCAL_PROFILE_KEY)!) as Record<string, unknown>;
    localStorage.setItem(LOCAL_PROFILE_KEY, JSON.stringify({ ...saved, full_name: ' ', avatar_url: null }));
    expect(demoUserWithProfile(user)).toEqual(user);
    localStorage.setItem(LOCAL_PROFILE_KEY, JSON.stringify({ ...saved, clerk_user_id: 'other', full_name: 'X' }));
    expect(demoUserWithProfile(user)).toEqual(user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LOCAL_PROFILE_KEY, '{oops');
    expect(demoUserWithProfile(user)).toEqual(user);
    warn.mockRestore();
    expect(demoUserWithProfile(null)).toBeNull();
  });
});
