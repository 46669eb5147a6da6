/**
 * Who is asking. A signed-in visitor sends their Clerk session token (`Authorization: Bearer`), verified against
 * Clerk's signing keys (jose; the key set is fetched once and cached, refetched when an unknown key id appears):
 * RS256 only, the issuer must be the configured Frontend API, the token must be current, and `azp` (the origin
 * the token was made for) one of the site's. Anyone else is anonymous, known by a salted SHA-256 of their address:
 * the raw address is never stored or logged.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { ClerkSettings } from './config.ts';

export type Caller = { kind: 'user'; key: string; userId: string } | { kind: 'anonymous'; key: string };

export class AuthError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AuthError';
  }
}

export type VerifyToken = (token: string) => Promise<{ userId: string }>;

/** Verifies Clerk session tokens with the given key source (a remote JWKS in production, local keys in tests). */
export function clerkVerifier(settings: ClerkSettings, keys: JWTVerifyGetKey): VerifyToken {
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: settings.issuer,
        algorithms: ['RS256'],
        clockTolerance: 5,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new AuthError('expired');
      if (err instanceof errors.JWTClaimValidationFailed) throw new AuthError(`claim ${err.claim}`);
      throw new AuthError('invalid');
    }
    const azp = payload.azp;
    if (azp !== undefined && (typeof azp !== 'string' || !settings.parties.includes(azp))) throw new AuthError('azp');
    if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 255) throw new AuthError('sub');
    return { userId: payload.sub };
  };
}

export function remoteVerifier(settings: ClerkSettings): VerifyToken {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
  return clerkVerifier(settings, keys);
}

/** The bearer token of a request: null without one; '' when the header is malformed. */
export function bearerToken(header: string | null): string | null {
  if (header === null) return null;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return m ? m[1]! : '';
}

/** The visitor's address: the platform's header (first entry), else the connection's own address. */
export function clientAddress(headers: Headers, ipHeader: string, remote: string | null): string {
  const fromHeader = headers.get(ipHeader)?.split(',')[0]?.trim();
  return fromHeader || remote || 'unknown';
}

export async function hashAddress(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\u0000${address}`));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
