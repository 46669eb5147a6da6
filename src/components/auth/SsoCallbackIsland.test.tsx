// @vitest-environment happy-dom
/**
 * The sign-in callback's error card (development mode: no Clerk key): an OAuth error in the URL is shown under
 * our own sentence, the provider's description quoted, capped and only for a code a provider sends; always as
 * text, never as HTML.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/common.json';
import zh from '../../../locales/zh/common.json';
import { DESCRIPTION_MAX } from './oauthError';
import SsoCallbackIsland from './SsoCallbackIsland';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function open(query: string, locale: 'en' | 'zh' = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', `/${locale === 'en' ? 'en/' : ''}login/sso-callback?${query}`);
  const auth = (locale === 'en' ? en : zh).auth;
  render(
    <SsoCallbackIsland locale={locale} resources={{ common: { auth } }} fallback={{ common: { auth: en.auth } }} />,
  );
  const alert = await screen.findByRole('alert');
  const [lead, line] = within(alert).getAllByRole('paragraph');
  return { alert, lead: lead!.textContent, line: line!.textContent };
}

const LEAD = 'Signing in through the provider did not succeed. Its answer, quoted as received (not written by us):';

describe('SSO callback: the OAuth error card', () => {
  it('a known code: our sentence, then the spec’s line with the provider’s words quoted', async () => {
    const { lead, line } = await open('error=access_denied&error_description=The%20user%20cancelled');
    expect(lead).toBe(LEAD);
    expect(line).toBe('OAuth error: access_denied - “The user cancelled”');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login failed');
  });

  it('zh: the same, quoted in Chinese marks; no description: “unknown error”, unquoted', async () => {
    expect((await open('error=server_error', 'zh')).line).toBe('OAuth 错误：server_error - 未知错误');
    cleanup();
    const { lead, line } = await open(
      'error=access_denied&error_description=%E7%94%A8%E6%88%B7%E5%8F%96%E6%B6%88',
      'zh',
    );
    expect(lead).toBe(zh.auth.sso.providerSaid);
    expect(line).toBe('OAuth 错误：access_denied - “用户取消”');
  });

  it(`a long description is cut at ${DESCRIPTION_MAX} characters`, async () => {
    const text = 'Your account is suspended. Call +1 555 0100 now. '.repeat(40);
    const { line } = await open(`error=access_denied&error_description=${encodeURIComponent(text)}`);
    expect(line).toBe(`OAuth error: access_denied - “${text.slice(0, DESCRIPTION_MAX).trimEnd()}…”`);
  });

  it('an unknown code: the description is dropped; a code that is not shaped like one is not shown', async () => {
    const phishing = encodeURIComponent('Your account is locked. Call +1 555 0100.');
    expect((await open(`error=account_locked&error_description=${phishing}`)).line).toBe(
      'OAuth error: account_locked - unknown error',
    );
    cleanup();
    const { alert, line } = await open(`error=${phishing}&error_description=${phishing}`);
    expect(line).toBe('The provider’s answer could not be read.');
    expect(alert.textContent).not.toContain('555');
  });

  it('markup in the description is text, never HTML', async () => {
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { alert, line } = await open(`error=invalid_request&error_description=${encodeURIComponent(html)}`);
    expect(line).toBe(`OAuth error: invalid_request - “${html}”`);
    expect(alert.querySelector('img, b')).toBeNull();
  });
});
