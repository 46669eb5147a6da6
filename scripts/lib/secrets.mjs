/**
 * Secrets that must never reach the browser bundle: server-side API keys, webhook signing secrets, private
 * keys, and JSON Web Tokens that carry more than the anonymous role (a Supabase service-role key is such a
 * token). Used by `scripts/check-secrets.mjs` after the build and by astro.config.mjs before it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Plain patterns: the prefix of a secret followed by enough key material to be a real one. */
const PATTERNS = [
  { what: 'secret API key (sk_live_)', re: /sk_live_[A-Za-z0-9]{10,}/g },
  { what: 'secret API key (sk_test_)', re: /sk_test_[A-Za-z0-9]{10,}/g },
  // A translation provider's key (OpenAI, DeepSeek, DashScope…): the site's engine keeps it in the function's
  // secrets (supabase/functions/translate); a placeholder such as "sk-…" is too short to match.
  { what: 'provider API key (sk-)', re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{24,}/g },
  { what: 'webhook signing secret (whsec_)', re: /whsec_[A-Za-z0-9+/=]{10,}/g },
  { what: 'Supabase secret key (sb_secret_)', re: /sb_secret_[A-Za-z0-9_-]{10,}/g },
  { what: 'private key', re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
];

/** A JWT: header and payload are base64url JSON objects, so both start with `eyJ` (`{"`). */
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;

/** The decoded payload of a JWT, or null when it is not one. */
export function jwtPayload(token) {
  const part = String(token).split('.')[1];
  if (!part) return null;
  try {
    const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const payload = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * The secrets found in a text: `{ what, sample }` for each, `sample` cut short so a report never prints
 * the whole secret. A JWT counts unless its `role` claim is `anon`.
 */
export function findSecretsInText(text) {
  const found = [];
  const sample = (s) => `${s.slice(0, 12)}…`;
  for (const { what, re } of PATTERNS) {
    for (const m of text.matchAll(re)) found.push({ what, sample: sample(m[0]) });
  }
  for (const m of text.matchAll(JWT)) {
    const payload = jwtPayload(m[0]);
    if (!payload) continue;
    if (payload.role !== 'anon')
      found.push({ what: `JWT with role ${JSON.stringify(payload.role ?? null)}`, sample: sample(m[0]) });
  }
  return found;
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Every secret in every file under `dir` (binary files are read as Latin-1, so text inside them counts). */
export function findSecretsInDir(dir) {
  const found = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const s of findSecretsInText(text)) found.push({ file: relative(dir, file), ...s });
  }
  return found;
}

/**
 * Throws when the value configured as the public Supabase key is a secret: a JWT whose role is not `anon`
 * (the service-role key), or a new-style secret key. Called by the build.
 */
export function assertPublicSupabaseKey(key) {
  const value = String(key ?? '').trim();
  if (!value) return;
  if (/^sb_secret_/.test(value)) {
    throw new Error(
      'PUBLIC_SUPABASE_ANON_KEY holds a Supabase secret key (sb_secret_…). Use the publishable/anon key.',
    );
  }
  const payload = value.startsWith('eyJ') ? jwtPayload(value) : null;
  if (payload && payload.role !== 'anon') {
    throw new Error(
      `PUBLIC_SUPABASE_ANON_KEY decodes to role ${JSON.stringify(payload.role ?? null)}: it would be public in the ` +
        'browser bundle. Use the anon key (Project Settings → API), never the service-role key.',
    );
  }
}
