/**
 * What the sign-in callback shows of an OAuth error in its URL (`?error=…&error_description=…`). Anyone can
 * link to /login/sso-callback with any text in those parameters, so the page never shows them as its own words:
 * the code only when it is one a provider sends, the description only then, on one line, at most
 * DESCRIPTION_MAX characters, and as the provider's quoted words under the page's own sentence. Pure: no DOM.
 */

/**
 * The error codes an authorization server returns to the redirect URI.
 * Source: RFC 6749 (OAuth 2.0) §4.1.2.1 (authorization code grant) and §5.2 (token endpoint), and OpenID Connect
 * Core 1.0 §3.1.2.6 (authentication error response).
 */
export const OAUTH_ERROR_CODES: ReadonlySet<string> = new Set([
  // RFC 6749 §4.1.2.1
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  // RFC 6749 §5.2
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  // OpenID Connect Core 1.0 §3.1.2.6
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
]);

/** The longest description shown, in characters (code points); a longer one is cut and ends with "…". */
export const DESCRIPTION_MAX = 200;

/** The shape of every registered code (lower-case words joined by underscores), at most 40 characters. */
const CODE_SHAPE = /^[a-z][a-z0-9_]{0,39}$/;

export interface ShownOAuthError {
  /**
   * The code to show: a known one, or an unknown one shaped like a code (it cannot carry a sentence: no spaces,
   * at most 40 characters); null for anything else (the page says it could not read the provider's answer).
   */
  code: string | null;
  /** The provider's description, on one line and capped; null when absent or the code is not a known one. */
  description: string | null;
}

/** The parts of an OAuth error in the URL that the page may show (see the module comment). */
export function shownOAuthError(code: string | null, description: string | null): ShownOAuthError {
  const known = code !== null && OAUTH_ERROR_CODES.has(code);
  if (!known) return { code: code !== null && CODE_SHAPE.test(code) ? code : null, description: null };
  // Control characters and line breaks become spaces: the description stays one line of plain text.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = (description ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
  if (!flat) return { code, description: null };
  const chars = [...flat];
  return {
    code,
    description: chars.length > DESCRIPTION_MAX ? `${chars.slice(0, DESCRIPTION_MAX).join('').trimEnd()}…` : flat,
  };
}
