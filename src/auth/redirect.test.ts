import { describe, expect, it } from 'vitest';
import {
  clearClerkErrors,
  peekRedirect,
  rememberRedirect,
  REDIRECT_AFTER_LOGIN_KEY,
  safeRedirect,
  sitePath,
  ssoRedirectTarget,
  takeRedirect,
} from './redirect';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
}

describe('sitePath (open-redirect guard)', () => {
  it('keeps path, query and hash of same-site paths', () => {
    expect(sitePath('/profile')).toBe('/profile');
    expect(sitePath('/en/json-formatter?x=1&y=2#out')).toBe('/en/json-formatter?x=1&y=2#out');
    expect(sitePath('profile')).toBe('/profile');
  });

  it('drops another origin, keeping only its path, query and hash', () => {
    expect(sitePath('https://evil.com/steal?x=1#h')).toBe('/steal?x=1#h');
    expect(sitePath('http://evil.com')).toBe('/');
  });

  it('never yields a protocol-relative URL', () => {
    expect(sitePath('//evil.com')).toBe('/');
    expect(sitePath('//evil.com/path?q')).toBe('/path?q');
    expect(sitePath('/\\evil.com')).toBe('/');
    expect(sitePath('https://site.example//evil.com/x')).toBe('/evil.com/x');
  });

  it('rejects javascript:, data: and other schemes, control characters and empty input', () => {
    expect(sitePath('javascript:alert(1)')).toBeNull();
    expect(sitePath('JavaScript:alert(1)')).toBeNull();
    expect(sitePath('java\tscript:alert(1)')).toBeNull();
    expect(sitePath('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(sitePath('mailto:a@b.c')).toBeNull();
    expect(sitePath('')).toBeNull();
    expect(sitePath('   ')).toBeNull();
    expect(sitePath(null)).toBeNull();
  });

  it('rejects unparsable URLs', () => {
    expect(sitePath('http://[::1')).toBeNull();
    expect(sitePath('https://exa mple.com/')).toBeNull();
    expect(safeRedirect('http://[::1', '/fallback')).toBe('/fallback');
  });
});

describe('ssoRedirectTarget', () => {
  it('prefers after_sign_in_url, then after_sign_up_url, then the stored path, then /', () => {
    expect(ssoRedirectTarget({ afterSignInUrl: '/a', afterSignUpUrl: '/b', stored: '/c' })).toBe('/a');
    expect(ssoRedirectTarget({ afterSignUpUrl: '/b', stored: '/c' })).toBe('/b');
    expect(ssoRedirectTarget({ stored: '/c?x#y' })).toBe('/c?x#y');
    expect(ssoRedirectTarget({})).toBe('/');
  });

  it('keeps only the path of a URL on another origin', () => {
    expect(ssoRedirectTarget({ afterSignInUrl: 'https://evil.com/en/profile?tab=plan#top' })).toBe(
      '/en/profile?tab=plan#top',
    );
    expect(ssoRedirectTarget({ afterSignUpUrl: '//evil.com/welcome' })).toBe('/welcome');
  });

  it('an invalid sign-in URL falls back to /, an invalid sign-up URL to /profile', () => {
    expect(ssoRedirectTarget({ afterSignInUrl: 'javascript:alert(1)', afterSignUpUrl: '/b' })).toBe('/');
    expect(ssoRedirectTarget({ afterSignInUrl: 'http://[::1' })).toBe('/');
    expect(ssoRedirectTarget({ afterSignUpUrl: 'javascript:alert(1)' })).toBe('/profile');
    expect(ssoRedirectTarget({ afterSignUpUrl: 'http://[::1' })).toBe('/profile');
    expect(ssoRedirectTarget({ stored: 'javascript:alert(1)' })).toBe('/');
  });

  it('uses the localized home and profile paths when given', () => {
    const local = { home: '/en/', profile: '/en/profile' };
    expect(ssoRedirectTarget({}, local)).toBe('/en/');
    expect(ssoRedirectTarget({ afterSignInUrl: 'data:x' }, local)).toBe('/en/');
    expect(ssoRedirectTarget({ afterSignUpUrl: 'data:x' }, local)).toBe('/en/profile');
  });
});

describe('stored redirect', () => {
  it('remembers a same-site path, reads it once, then falls back', () => {
    const s = new MemoryStorage();
    rememberRedirect(s, '/en/profile?tab=plan');
    expect(s.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/en/profile?tab=plan');
    expect(peekRedirect(s)).toBe('/en/profile?tab=plan');
    expect(takeRedirect(s)).toBe('/en/profile?tab=plan');
    expect(s.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(takeRedirect(s, '/en/')).toBe('/en/');
  });

  it('never stores or returns another origin', () => {
    const s = new MemoryStorage();
    rememberRedirect(s, 'javascript:alert(1)');
    expect(s.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    s.setItem(REDIRECT_AFTER_LOGIN_KEY, 'https://evil.com//evil.com');
    expect(takeRedirect(s)).toBe('/evil.com');
  });

  it('works without storage', () => {
    expect(takeRedirect(null)).toBe('/');
    expect(peekRedirect(null)).toBeNull();
  });

  it('clears every clerk-error entry and nothing else', () => {
    const s = new MemoryStorage();
    s.setItem('clerk-error', 'x');
    s.setItem('clerk-error-oauth', 'y');
    s.setItem('theme', 'dark');
    clearClerkErrors(s);
    expect([s.getItem('clerk-error'), s.getItem('clerk-error-oauth'), s.getItem('theme')]).toEqual([
      null,
      null,
      'dark',
    ]);
  });
});
