import { describe, expect, it } from 'vitest';
import {
  assertProductionKey,
  authModeFor,
  checkPublishableKey,
  CLERK_JS_VERSION,
  CLERK_UI_VERSION,
  clerkScriptVersion,
  isExactVersion,
  PRODUCTION_KEY_ERROR,
  publishableKeyFor,
} from './key';

// pk_test_ + base64("clerk.example.com$") and pk_live_ + base64("clerk.aitoolbox.app$").
const TEST_KEY = 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k';
const LIVE_KEY = 'pk_live_Y2xlcmsuYWl0b29sYm94LmFwcCQ=';

describe('checkPublishableKey', () => {
  it('accepts test and live keys whose base64 decodes to a host followed by $', () => {
    expect(checkPublishableKey(TEST_KEY, { dev: false })).toEqual({ ok: true, frontendApi: 'clerk.example.com' });
    expect(checkPublishableKey(LIVE_KEY, { dev: true })).toEqual({ ok: true, frontendApi: 'clerk.aitoolbox.app' });
    expect(publishableKeyFor('clerk.example.com')).toBe(TEST_KEY);
    expect(checkPublishableKey(publishableKeyFor('happy-otter-12.clerk.accounts.dev'), { dev: true }).ok).toBe(true);
  });

  it('rejects a missing key', () => {
    expect(checkPublishableKey('', { dev: false })).toEqual({ ok: false, problem: 'missing' });
    expect(checkPublishableKey(undefined, { dev: false })).toEqual({ ok: false, problem: 'missing' });
  });

  it('rejects a key without the pk_ prefix', () => {
    expect(checkPublishableKey('sk_test_Y2xlcmsuZXhhbXBsZS5jb20k', { dev: false })).toEqual({
      ok: false,
      problem: 'prefix',
    });
  });

  it('rejects a key of 30 characters or fewer', () => {
    expect(checkPublishableKey('pk_test_Y2xlcmsuZXhhbXBsZS5jb2', { dev: false })).toEqual({
      ok: false,
      problem: 'too-short',
    });
    expect(checkPublishableKey('pk_test_' + 'a'.repeat(22), { dev: false })).toEqual({
      ok: false,
      problem: 'too-short',
    });
  });

  it('rejects a key containing % or $', () => {
    expect(checkPublishableKey('pk_test_Y2xlcmsuZXhhbXBsZS5jb20k%24', { dev: false })).toEqual({
      ok: false,
      problem: 'forbidden-character',
    });
    expect(checkPublishableKey('pk_test_clerk.example.com$$$$$$$$$$$$', { dev: false })).toEqual({
      ok: false,
      problem: 'forbidden-character',
    });
  });

  it('rejects placeholder values in development, before the pattern check', () => {
    for (const key of [
      'pk_test_your_publishable_key_here_123',
      'pk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'pk_test_placeholder_key_for_the_template',
      'pk_test_demo_key_aaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      expect(checkPublishableKey(key, { dev: true }), key).toEqual({ ok: false, problem: 'placeholder' });
      expect(checkPublishableKey(key, { dev: false }).ok, key).toBe(false);
    }
  });

  it('rejects keys that do not match the pattern or whose host is not a host', () => {
    expect(checkPublishableKey('pk_prod_Y2xlcmsuZXhhbXBsZS5jb20k', { dev: false })).toEqual({
      ok: false,
      problem: 'pattern',
    });
    // base64("clerk.example.com") without the trailing $.
    expect(checkPublishableKey('pk_test_Y2xlcmsuZXhhbXBsZS5jb20=', { dev: false })).toEqual({
      ok: false,
      problem: 'pattern',
    });
    // Not base64 at all.
    expect(checkPublishableKey('pk_test_!!!!!!!!!!!!!!!!!!!!!!!!!!!!', { dev: false })).toEqual({
      ok: false,
      problem: 'pattern',
    });
    // base64("not a host at all$").
    expect(checkPublishableKey(`pk_test_${btoa('not a host at all$')}`, { dev: false })).toEqual({
      ok: false,
      problem: 'host',
    });
  });
});

describe('modes and the production build check', () => {
  it('no key or an invalid key in development → development mode; a valid key → Clerk', () => {
    expect(authModeFor('', { dev: true })).toBe('development');
    expect(authModeFor('pk_test_your_key', { dev: true })).toBe('development');
    expect(authModeFor(TEST_KEY, { dev: true })).toBe('clerk');
  });

  it('a production build accepts no key or a valid one, and fails with the exact message otherwise', () => {
    expect(() => assertProductionKey(undefined)).not.toThrow();
    expect(() => assertProductionKey('  ')).not.toThrow();
    expect(() => assertProductionKey(LIVE_KEY)).not.toThrow();
    expect(() => assertProductionKey('pk_test_short')).toThrow(new Error(PRODUCTION_KEY_ERROR));
    expect(PRODUCTION_KEY_ERROR).toBe('Missing valid Clerk Publishable Key for production');
  });
});

describe('Clerk script versions', () => {
  it('the defaults are exact versions', () => {
    expect(isExactVersion(CLERK_JS_VERSION)).toBe(true);
    expect(isExactVersion(CLERK_UI_VERSION)).toBe(true);
  });
  it.each(['6', '1', 'latest', '^6.40.0', '~6.40', '6.x', '6.40', '', ' 6.40.0 x'])('%j is not exact', (v) => {
    expect(isExactVersion(v)).toBe(false);
  });
  it('a configured version must be exact; none means the default', () => {
    expect(clerkScriptVersion(undefined, '6.40.0', 'V')).toBe('6.40.0');
    expect(clerkScriptVersion(' 6.41.2 ', '6.40.0', 'V')).toBe('6.41.2');
    expect(() => clerkScriptVersion('6', '6.40.0', 'PUBLIC_CLERK_JS_VERSION')).toThrow(
      'PUBLIC_CLERK_JS_VERSION must be an exact version like 6.40.0, not "6"',
    );
  });
});
