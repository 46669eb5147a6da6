import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/common.json';
import ja from '../../../locales/ja/common.json';
import { createAuthI18n } from './AuthI18n';

describe('auth island i18n', () => {
  it('falls back to English for a string missing in the page language', () => {
    const jaAuth = structuredClone(ja.auth) as Record<string, unknown>;
    delete (jaAuth.dev as Record<string, unknown>).demoButton;
    const i18n = createAuthI18n('ja', { common: { auth: jaAuth } }, { common: { auth: en.auth } });
    expect(i18n.t('common:auth.dev.demoButton')).toBe('Log in as demo user');
    expect(i18n.t('common:auth.login.title')).toBe('ログイン');
  });

  it('interpolates the OAuth error', () => {
    const i18n = createAuthI18n('en', { common: { auth: en.auth } });
    expect(i18n.t('common:auth.sso.oauthError', { code: 'access_denied', description: 'unknown error' })).toBe(
      'OAuth error: access_denied - unknown error',
    );
  });
});
