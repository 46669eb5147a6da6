/** Signing keys and Clerk-shaped session tokens made by the tests (RS256, as Clerk signs them). */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function makeKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, jwk };
}

export interface TokenOptions {
  sub?: string;
  issuer: string;
  azp?: string | undefined;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  alg?: 'RS256';
}

export function sessionToken(key: TestKey, options: TokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { sid: 'sess_test' };
  if (options.azp !== undefined) claims.azp = options.azp;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setSubject(options.sub ?? 'user_test')
    .setIssuer(options.issuer)
    .setIssuedAt(now - 10)
    .setNotBefore(now - 10)
    .setExpirationTime(now + (options.expiresIn ?? 60))
    .sign(key.privateKey);
}
