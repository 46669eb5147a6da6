import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, OAUTH_ERROR_CODES, shownOAuthError } from './oauthError';

describe('shownOAuthError', () => {
  it('a code a provider sends: the code, and its description on one line', () => {
    expect(shownOAuthError('access_denied', 'The user\r\ncancelled\tthe\u2028request ')).toEqual({
      code: 'access_denied',
      description: 'The user cancelled the request',
    });
    expect(shownOAuthError('server_error', null)).toEqual({ code: 'server_error', description: null });
    expect(shownOAuthError('login_required', ' \n ')).toEqual({ code: 'login_required', description: null });
  });

  it(`a description longer than ${DESCRIPTION_MAX} characters is cut there and ends with …`, () => {
    const long = 'Your account is suspended. Call +1 555 0100 now to restore access. '.repeat(20);
    const { description } = shownOAuthError('access_denied', long);
    expect([...description!]).toHaveLength(DESCRIPTION_MAX + 1);
    expect(description).toBe(`${[...long].slice(0, DESCRIPTION_MAX).join('').trimEnd()}…`);
    // Characters, not UTF-16 units: an emoji is never split.
    const emoji = shownOAuthError('access_denied', '😀'.repeat(300)).description!;
    expect(emoji).toBe(`${'😀'.repeat(DESCRIPTION_MAX)}…`);
  });

  it('an unknown code: no description at all; the code only when it is shaped like one', () => {
    expect(shownOAuthError('account_locked', 'Call us at +1 555 0100')).toEqual({
      code: 'account_locked',
      description: null,
    });
    expect(shownOAuthError('Your account is locked, call +1 555 0100', 'x')).toEqual({
      code: null,
      description: null,
    });
    expect(shownOAuthError('a'.repeat(41), 'x')).toEqual({ code: null, description: null });
    expect(shownOAuthError('<b>x</b>', 'x')).toEqual({ code: null, description: null });
    expect(shownOAuthError(null, 'x')).toEqual({ code: null, description: null });
  });

  it('knows the codes of RFC 6749 §4.1.2.1 and §5.2 and OpenID Connect Core §3.1.2.6', () => {
    expect([...OAUTH_ERROR_CODES].sort()).toEqual([
      'access_denied',
      'account_selection_required',
      'consent_required',
      'interaction_required',
      'invalid_client',
      'invalid_grant',
      'invalid_request',
      'invalid_request_object',
      'invalid_request_uri',
      'invalid_scope',
      'login_required',
      'registration_not_supported',
      'request_not_supported',
      'request_uri_not_supported',
      'server_error',
      'temporarily_unavailable',
      'unauthorized_client',
      'unsupported_grant_type',
      'unsupported_response_type',
    ]);
  });
});
