/** Svix signatures: Svix's own published example, secret rotation, the time window, and forgeries. */
import assert from 'node:assert/strict';
import { importSecret, sign, verify } from './signature.ts';

// The example of Svix's documentation and library tests (svix/src/webhook.test.ts; docs "Verifying webhooks").
const SVIX = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: '1614265330',
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT = Number(SVIX.timestamp) * 1000;
const bytes = (s: string) => new TextEncoder().encode(s);

async function svixKey() {
  const key = await importSecret(SVIX.secret);
  assert.ok(key);
  return key;
}

Deno.test("Svix's published example verifies, and signing reproduces its signature", async () => {
  const key = await svixKey();
  const headers = { id: SVIX.id, timestamp: SVIX.timestamp, signature: SVIX.signature };
  assert.equal(await verify(key, headers, bytes(SVIX.body), AT), 'ok');
  assert.equal(await sign(key, SVIX.id, SVIX.timestamp, bytes(SVIX.body)), SVIX.signature);
  // The secret without its prefix is the same key (Svix's libraries accept both).
  const bare = await importSecret(SVIX.secret.slice('whsec_'.length));
  assert.ok(bare);
  assert.equal(await verify(bare, headers, bytes(SVIX.body), AT), 'ok');
});

Deno.test('one matching v1 entry among several is enough (secret rotation); other versions are not', async () => {
  const key = await svixKey();
  const h = (signature: string) => ({ id: SVIX.id, timestamp: SVIX.timestamp, signature });
  const other = 'v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
  assert.equal(await verify(key, h(`${other} ${SVIX.signature}`), bytes(SVIX.body), AT), 'ok');
  assert.equal(await verify(key, h(`${SVIX.signature} ${other}`), bytes(SVIX.body), AT), 'ok');
  assert.equal(await verify(key, h(other), bytes(SVIX.body), AT), 'bad-signature');
  assert.equal(await verify(key, h(SVIX.signature.replace('v1,', 'v2,')), bytes(SVIX.body), AT), 'bad-signature');
  assert.equal(await verify(key, h(SVIX.signature.slice(3)), bytes(SVIX.body), AT), 'bad-signature');
  assert.equal(await verify(key, h('v1,not base64!'), bytes(SVIX.body), AT), 'bad-signature');
});

Deno.test('a changed body, id or timestamp, or another secret, fails', async () => {
  const key = await svixKey();
  const base = { id: SVIX.id, timestamp: SVIX.timestamp, signature: SVIX.signature };
  assert.equal(await verify(key, base, bytes('{"test": 2432232315}'), AT), 'bad-signature');
  assert.equal(await verify(key, base, bytes(`${SVIX.body} `), AT), 'bad-signature');
  assert.equal(await verify(key, { ...base, id: 'msg_other' }, bytes(SVIX.body), AT), 'bad-signature');
  assert.equal(await verify(key, { ...base, timestamp: '1614265331' }, bytes(SVIX.body), AT + 1000), 'bad-signature');
  const other = await importSecret('whsec_' + btoa('another secret of 32 bytes......'));
  assert.ok(other);
  assert.equal(await verify(other, base, bytes(SVIX.body), AT), 'bad-signature');
});

Deno.test('the timestamp must be within five minutes of now, either way', async () => {
  const key = await svixKey();
  const headers = { id: SVIX.id, timestamp: SVIX.timestamp, signature: SVIX.signature };
  assert.equal(await verify(key, headers, bytes(SVIX.body), AT + 300_000), 'ok');
  assert.equal(await verify(key, headers, bytes(SVIX.body), AT - 300_000), 'ok');
  assert.equal(await verify(key, headers, bytes(SVIX.body), AT + 301_000), 'stale');
  assert.equal(await verify(key, headers, bytes(SVIX.body), AT - 301_000), 'stale');
  assert.equal(await verify(key, { ...headers, timestamp: '1614265330.5' }, bytes(SVIX.body), AT), 'bad-timestamp');
  assert.equal(await verify(key, { ...headers, timestamp: '-1' }, bytes(SVIX.body), AT), 'bad-timestamp');
});

Deno.test('missing headers', async () => {
  const key = await svixKey();
  const full = { id: SVIX.id, timestamp: SVIX.timestamp, signature: SVIX.signature };
  for (const missing of ['id', 'timestamp', 'signature'] as const)
    assert.equal(await verify(key, { ...full, [missing]: null }, bytes(SVIX.body), AT), 'missing-headers');
});

Deno.test('secrets that are not signing secrets are refused', async () => {
  assert.equal(await importSecret('whsec_'), null);
  assert.equal(await importSecret('whsec_not*base64'), null);
  assert.equal(await importSecret('whsec_c2hvcnQ='), null); // "short": under 16 bytes
  assert.ok(await importSecret(` ${SVIX.secret}\n`));
});
