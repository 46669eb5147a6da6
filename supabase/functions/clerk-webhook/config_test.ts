/** The function's secrets: required ones are named when missing or unusable, never echoed. */
import assert from 'node:assert/strict';
import { ConfigError, MAX_BODY_BYTES, readConfig } from './config.ts';

const SECRET = 'whsec_' + btoa('config-test-secret-of-32-bytes..');

const env = (vars: Record<string, string>) => (name: string) => vars[name];

Deno.test('both secrets set: a key and the database', async () => {
  const config = await readConfig(env({ CLERK_WEBHOOK_SECRET: SECRET, SUPABASE_DB_URL: 'postgres://db/postgres' }));
  assert.equal(config.dbUrl, 'postgres://db/postgres');
  assert.equal(config.maxBodyBytes, MAX_BODY_BYTES);
  assert.equal(config.key.algorithm.name, 'HMAC');
});

Deno.test('missing or unusable secrets are named, their values never', async () => {
  await assert.rejects(readConfig(env({})), (err: unknown) => {
    assert.ok(err instanceof ConfigError);
    assert.deepEqual(err.problems, ['CLERK_WEBHOOK_SECRET is not set', 'SUPABASE_DB_URL is not set']);
    return true;
  });
  await assert.rejects(
    readConfig(env({ CLERK_WEBHOOK_SECRET: 'sk_live_not-a-signing-secret', SUPABASE_DB_URL: 'postgres://db' })),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.deepEqual(err.problems, ['CLERK_WEBHOOK_SECRET is not a signing secret (whsec_ followed by base64)']);
      assert.equal(err.message.includes('sk_live'), false);
      return true;
    },
  );
});
