import assert from 'node:assert/strict';
import { completionsUrl } from '../../../src/lib/translate/prompt.ts';
import { ConfigError, readConfig } from './config.ts';

const base: Record<string, string> = {
  TRANSLATE_UPSTREAM_URL: 'https://api.deepseek.com/v1/',
  TRANSLATE_UPSTREAM_KEY: 'sk-test',
  TRANSLATE_MODEL: 'deepseek-chat',
  TRANSLATE_ALLOWED_ORIGINS: 'https://toolbox.example.org, https://www.toolbox.example.org/',
  TRANSLATE_IP_SALT: 'a-salt-of-sixteen+',
  SUPABASE_DB_URL: 'postgres://postgres@db:5432/postgres',
};
const read = (over: Record<string, string | undefined> = {}) => readConfig((n) => ({ ...base, ...over })[n]);

Deno.test('defaults: the allowances, caps and the x-real-ip header', () => {
  const c = read();
  assert.equal(c.upstreamUrl, 'https://api.deepseek.com/v1/chat/completions');
  assert.deepEqual(c.origins, ['https://toolbox.example.org', 'https://www.toolbox.example.org']);
  assert.deepEqual(c.allowances, { anonymous: 5000, free: 50000, premium: 1000000 });
  assert.equal(c.maxChars, 8000);
  assert.equal(c.maxInFlight, 4);
  assert.equal(c.ipHeader, 'x-real-ip');
  assert.deepEqual(c.extraBody, { temperature: 0 });
  assert.equal(c.clerk, null);
});

Deno.test('Clerk: JWKS under the issuer, authorised parties default to the site origins', () => {
  const c = read({ CLERK_ISSUER: 'https://clerk.toolbox.example.org/' });
  assert.deepEqual(c.clerk, {
    issuer: 'https://clerk.toolbox.example.org',
    jwksUrl: 'https://clerk.toolbox.example.org/.well-known/jwks.json',
    parties: ['https://toolbox.example.org', 'https://www.toolbox.example.org'],
  });
  assert.deepEqual(
    read({ CLERK_ISSUER: 'https://x.clerk.accounts.dev', CLERK_AUTHORIZED_PARTIES: 'https://a.example/' }).clerk
      ?.parties,
    ['https://a.example'],
  );
});

Deno.test('numbers from secrets: underscores allowed, nonsense named', () => {
  assert.equal(read({ TRANSLATE_ALLOWANCE_FREE: '100_000' }).allowances.free, 100000);
  assert.throws(
    () => read({ TRANSLATE_ALLOWANCE_FREE: '-1', TRANSLATE_MAX_IN_FLIGHT: 'many' }),
    (err: unknown) =>
      err instanceof ConfigError &&
      err.problems.join('|') ===
        'TRANSLATE_ALLOWANCE_FREE must be a whole number ≥ 0|TRANSLATE_MAX_IN_FLIGHT must be a whole number ≥ 1',
  );
});

Deno.test('missing secrets are each named, and none of their values', () => {
  try {
    readConfig(() => undefined);
    assert.fail('expected a ConfigError');
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    assert.deepEqual(err.problems, [
      'TRANSLATE_UPSTREAM_URL is not set',
      'TRANSLATE_MODEL is not set',
      'TRANSLATE_ALLOWED_ORIGINS is not set (the site origins, comma-separated)',
      'TRANSLATE_IP_SALT must be at least 16 characters',
      'SUPABASE_DB_URL is not set',
    ]);
  }
  assert.throws(() => read({ TRANSLATE_EXTRA_BODY: '{"model":"gpt-x"}' }), /may not set model/);
  assert.throws(() => read({ TRANSLATE_EXTRA_BODY: '[1]' }), /not a JSON object/);
  assert.throws(() => read({ TRANSLATE_ALLOWED_ORIGINS: 'toolbox.example.org' }), /is not an origin/);
  assert.throws(() => read({ TRANSLATE_UPSTREAM_URL: 'ftp://x' }), /not an http/);
});

Deno.test('completionsUrl accepts a base or the full address', () => {
  assert.equal(completionsUrl('http://127.0.0.1:11434/v1'), 'http://127.0.0.1:11434/v1/chat/completions');
  assert.equal(completionsUrl('https://x/v1/chat/completions/'), 'https://x/v1/chat/completions');
});
