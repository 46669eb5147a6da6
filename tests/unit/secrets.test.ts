import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assertPublicSupabaseKey,
  findSecretsInDir,
  findSecretsInText,
  jwtPayload,
} from '../../scripts/lib/secrets.mjs';

/** An unsigned JWT with the given payload (the signature does not matter to the check). */
const jwt = (payload: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.') +
  '.c2lnbmF0dXJl';

const anonKey = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon', iat: 1700000000, exp: 2000000000 });
const serviceKey = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role', iat: 1700000000 });

describe('findSecretsInText', () => {
  it('a key placeholder in the settings dialog is not a key', () => {
    expect(findSecretsInText('placeholder="sk-…" or sk-test')).toEqual([]);
  });

  it.each([
    ['const k = "sk_live_51HxYzAbCdEfGhIjKlMn";', 'secret API key (sk_live_)'],
    ['key:"sk_test_4eC39HqLyjWDarjtT1zdp7dc"', 'secret API key (sk_test_)'],
    ['OPENAI_API_KEY="sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56"', 'provider API key (sk-)'],
    ['"sk-0123456789abcdef0123456789abcdef"', 'provider API key (sk-)'],
    ['WEBHOOK=whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'webhook signing secret (whsec_)'],
    ['"sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"', 'Supabase secret key (sb_secret_)'],
    ['-----BEGIN PRIVATE KEY-----\nMIIEvQ', 'private key'],
    ['-----BEGIN RSA PRIVATE KEY-----', 'private key'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----', 'private key'],
    [`createClient(url, "${serviceKey}")`, 'JWT with role "service_role"'],
    [`token=${jwt({ sub: 'user_1' })}`, 'JWT with role null'],
    [`t="${jwt({ role: 'authenticated', sub: 'u' })}"`, 'JWT with role "authenticated"'],
  ])('%s → %s', (text, what) => {
    expect(findSecretsInText(text).map((f) => f.what)).toEqual([what]);
  });

  it('never reports the whole secret', () => {
    const [f] = findSecretsInText('sk_live_51HxYzAbCdEfGhIjKlMnOpQrStUv');
    expect(f!.sample).toBe('sk_live_51Hx…');
  });

  it.each([
    [`createClient(url, "${anonKey}")`],
    ['pk_live_Y2xlcmsuZXhhbXBsZS5jb20k and pk_test_Y2xlcmsudW5yZWFjaGFibGUuaW52YWxpZCQ='],
    ['if (key.startsWith("sk_test_")) warn()'],
    ['"-----BEGIN PUBLIC KEY-----"'],
    ['eyJhbGciOi.not-a-token'],
  ])('allows %s', (text) => {
    expect(findSecretsInText(text)).toEqual([]);
  });

  it('decodes JWT payloads', () => {
    expect(jwtPayload(anonKey)).toMatchObject({ role: 'anon', ref: 'abcdefgh' });
    expect(jwtPayload('not.a.jwt')).toBeNull();
  });
});

describe('assertPublicSupabaseKey (the build refuses a secret as the public key)', () => {
  it('accepts the anon key, a non-JWT key and no key', () => {
    expect(() => assertPublicSupabaseKey(anonKey)).not.toThrow();
    expect(() => assertPublicSupabaseKey('sb_publishable_abc123')).not.toThrow();
    expect(() => assertPublicSupabaseKey('e2e-anon-key')).not.toThrow();
    expect(() => assertPublicSupabaseKey('')).not.toThrow();
    expect(() => assertPublicSupabaseKey(undefined)).not.toThrow();
  });
  it('refuses the service-role key and a secret key', () => {
    expect(() => assertPublicSupabaseKey(serviceKey)).toThrow(/decodes to role "service_role"/);
    expect(() => assertPublicSupabaseKey(` ${serviceKey} `)).toThrow(/service_role/);
    expect(() => assertPublicSupabaseKey('sb_secret_N7UND0UgjKTVK')).toThrow(/secret key/);
  });
});

describe('scripts/check-secrets.mjs over a build folder', () => {
  const dirs: string[] = [];
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('finds secrets in nested and binary files, with their paths', () => {
    const dir = folder({
      'index.html': '<p>hello</p>',
      '_astro/app.js': `const s="${serviceKey}";`,
      '_astro/q.wasm': `\u0000\u0001whsec_MfKQ9r8GKYqrTwjUPD8I\u0000`,
    });
    expect(
      findSecretsInDir(dir)
        .map((f) => `${f.file}: ${f.what}`)
        .sort(),
    ).toEqual(['_astro/app.js: JWT with role "service_role"', '_astro/q.wasm: webhook signing secret (whsec_)']);
  });

  it('exits 1 on a secret and 0 on a clean folder', () => {
    const script = join(import.meta.dirname, '../../scripts/check-secrets.mjs');
    const clean = folder({ 'index.html': `<script>const k="${anonKey}"</script>` });
    expect(execFileSync(process.execPath, [script, clean], { encoding: 'utf8' })).toMatch(/no secrets/);
    const dirty = folder({ 'a.js': 'x="sk_live_51HxYzAbCdEfGhIjKlMn"' });
    expect(() => execFileSync(process.execPath, [script, clean, dirty], { stdio: 'pipe' })).toThrow(/sk_live_/);
  });
});
