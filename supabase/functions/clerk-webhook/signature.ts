/**
 * Svix's webhook signatures (Clerk delivers its webhooks through Svix), checked with WebCrypto.
 *
 * A delivery carries `svix-id`, `svix-timestamp` (seconds since the epoch) and `svix-signature`: space-separated
 * `v1,<base64>` entries (more than one while a secret is being rotated). The signed content is
 * `${id}.${timestamp}.${raw body}`, the MAC is HMAC-SHA256 keyed with the base64-decoded part of the secret after
 * `whsec_`. A delivery is genuine when one v1 entry equals the MAC (compared in constant time) and its timestamp is
 * within five minutes of now. See https://docs.svix.com/receiving/verifying-payloads/how-manual.
 */

/** How far a delivery's timestamp may be from now, either way. */
export const TOLERANCE_SECONDS = 5 * 60;

export type Verdict = 'ok' | 'missing-headers' | 'bad-timestamp' | 'stale' | 'bad-signature';

export interface SignedHeaders {
  id: string | null;
  timestamp: string | null;
  signature: string | null;
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const bin = atob(text);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** The HMAC key of a `whsec_…` secret (the prefix is optional, as in Svix's libraries); null when it is not one. */
export async function importSecret(secret: string): Promise<CryptoKey | null> {
  const raw = fromBase64(secret.trim().replace(/^whsec_/, ''));
  if (!raw || raw.length < 16) return null;
  return crypto.subtle.importKey('raw', raw as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function mac(key: CryptoKey, id: string, timestamp: string, body: Uint8Array): Promise<Uint8Array> {
  const head = new TextEncoder().encode(`${id}.${timestamp}.`);
  const content = new Uint8Array(head.length + body.length);
  content.set(head);
  content.set(body, head.length);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, content as BufferSource));
}

/** Equal bytes, in time that depends only on the length (which is not secret: always 32 here). */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** The `svix-signature` value for a body: what Svix sends (used by the tests and the local sender). */
export async function sign(key: CryptoKey, id: string, timestamp: string, body: Uint8Array): Promise<string> {
  return `v1,${toBase64(await mac(key, id, timestamp, body))}`;
}

export async function verify(
  key: CryptoKey,
  headers: SignedHeaders,
  body: Uint8Array,
  nowMs: number,
): Promise<Verdict> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'missing-headers';
  if (!/^\d{1,12}$/.test(timestamp)) return 'bad-timestamp';
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return 'stale';
  const expected = await mac(key, id, timestamp, body);
  let match = false;
  for (const entry of signature.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    const given = fromBase64(entry.slice(comma + 1));
    // Every entry is compared (no early exit), so the time does not tell which one matched.
    if (given && sameBytes(given, expected)) match = true;
  }
  return match ? 'ok' : 'bad-signature';
}
