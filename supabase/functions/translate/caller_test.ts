import assert from 'node:assert/strict';
import { createLocalJWKSet } from 'jose';
import { AuthError, bearerToken, clerkVerifier, clientAddress, hashAddress } from './caller.ts';
import { makeKey, sessionToken } from './test_keys.ts';

const ISSUER = 'https://clerk.toolbox.example.org';
const SITE = 'https://toolbox.example.org';
const settings = { issuer: ISSUER, jwksUrl: `${ISSUER}/.well-known/jwks.json`, parties: [SITE] };

const key = await makeKey('ins_1');
const stranger = await makeKey('ins_1'); // same key id, different key: a forgery
const verify = clerkVerifier(settings, createLocalJWKSet({ keys: [key.jwk] }));

async function refusal(token: string): Promise<string> {
  try {
    await verify(token);
  } catch (err) {
    assert.ok(err instanceof AuthError, String(err));
    return err.reason;
  }
  assert.fail('the token was accepted');
}

Deno.test('a current token of the configured issuer for the site gives its user id', async () => {
  assert.deepEqual(await verify(await sessionToken(key, { issuer: ISSUER, azp: SITE, sub: 'user_2abc' })), {
    userId: 'user_2abc',
  });
  // Clerk leaves azp out of tokens made outside a browser; those pass on issuer and signature.
  assert.deepEqual(await verify(await sessionToken(key, { issuer: ISSUER, sub: 'user_2abc' })), {
    userId: 'user_2abc',
  });
});

Deno.test('forged, expired, wrong-issuer, wrong-party and malformed tokens are refused', async () => {
  assert.equal(await refusal(await sessionToken(stranger, { issuer: ISSUER, azp: SITE })), 'invalid');
  assert.equal(await refusal(await sessionToken(key, { issuer: ISSUER, azp: SITE, expiresIn: -60 })), 'expired');
  assert.equal(
    await refusal(await sessionToken(key, { issuer: 'https://evil.clerk.accounts.dev', azp: SITE })),
    'claim iss',
  );
  assert.equal(await refusal(await sessionToken(key, { issuer: ISSUER, azp: 'https://evil.example' })), 'azp');
  assert.equal(await refusal('not.a.jwt'), 'invalid');
  // alg "none": an unsigned token with the right claims.
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${enc({ alg: 'none', kid: 'ins_1' })}.${enc({ sub: 'user_x', iss: ISSUER, iat: now, exp: now + 60 })}.`;
  assert.equal(await refusal(unsigned), 'invalid');
});

Deno.test('the bearer header: absent, well-formed, malformed', () => {
  assert.equal(bearerToken(null), null);
  assert.equal(bearerToken('Bearer abc.def-ghi_jkl'), 'abc.def-ghi_jkl');
  assert.equal(bearerToken('bearer  abc'), 'abc');
  assert.equal(bearerToken('Basic dXNlcjpwYXNz'), '');
  assert.equal(bearerToken('Bearer a b'), '');
});

Deno.test('the address comes from the platform header (first entry), else the connection', () => {
  const h = new Headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' });
  assert.equal(clientAddress(h, 'x-real-ip', '10.9.9.9'), '203.0.113.9');
  assert.equal(clientAddress(h, 'x-forwarded-for', '10.9.9.9'), '198.51.100.1');
  assert.equal(clientAddress(new Headers(), 'x-real-ip', '10.9.9.9'), '10.9.9.9');
  assert.equal(clientAddress(new Headers(), 'x-real-ip', null), 'unknown');
});

Deno.test('addresses are hashed with the salt: stable, salt-dependent, never the address', async () => {
  const a = await hashAddress('203.0.113.9', 'salt-one-sixteen!');
  assert.match(a, /^[0-9a-f]{32}$/);
  assert.equal(a, await hashAddress('203.0.113.9', 'salt-one-sixteen!'));
  assert.notEqual(a, await hashAddress('203.0.113.9', 'salt-two-sixteen!'));
  assert.notEqual(a, await hashAddress('203.0.113.10', 'salt-one-sixteen!'));
  assert.ok(!a.includes('203'));
});
