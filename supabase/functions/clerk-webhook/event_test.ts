/** Reading Clerk events: which ones act, and what they carry. */
import assert from 'node:assert/strict';
import { parseEvent } from './event.ts';
import { clerkUser, deleted, event } from './test_events.ts';

Deno.test('user.deleted names the user', () => {
  assert.deepEqual(parseEvent(deleted('user_2abc')), {
    ok: true,
    action: { type: 'user.deleted', userId: 'user_2abc' },
  });
});

Deno.test('user.updated carries the primary email address (not the first one listed)', () => {
  assert.deepEqual(parseEvent(event('user.updated', clerkUser('user_2abc'))), {
    ok: true,
    action: { type: 'user.updated', userId: 'user_2abc', email: 'ada@example.org' },
  });
  // No primary address (a phone-only account): the email is cleared.
  assert.deepEqual(parseEvent(event('user.updated', clerkUser('user_2abc', { primary_email_address_id: null }))), {
    ok: true,
    action: { type: 'user.updated', userId: 'user_2abc', email: null },
  });
  // An address longer than the table holds is not written.
  const long = clerkUser('user_2abc', {
    email_addresses: [{ id: 'idn_primary', email_address: `${'a'.repeat(320)}@example.org` }],
  });
  assert.deepEqual(parseEvent(event('user.updated', long)), {
    ok: true,
    action: { type: 'user.updated', userId: 'user_2abc', email: null },
  });
});

Deno.test("user.created carries the email, the name, and the image when it is on Clerk's image host", () => {
  const user = clerkUser('user_2abc');
  assert.deepEqual(parseEvent(event('user.created', user)), {
    ok: true,
    action: {
      type: 'user.created',
      userId: 'user_2abc',
      email: 'ada@example.org',
      fullName: 'Ada Lovelace',
      avatarUrl: user.image_url,
    },
  });
  const elsewhere = clerkUser('user_2abc', { image_url: 'https://tracker.example/p.gif', last_name: null });
  assert.deepEqual(parseEvent(event('user.created', elsewhere)), {
    ok: true,
    action: { type: 'user.created', userId: 'user_2abc', email: 'ada@example.org', fullName: 'Ada', avatarUrl: null },
  });
});

Deno.test('other event types are ignored, whatever their data', () => {
  assert.deepEqual(parseEvent(event('session.created', { id: 'sess_1' })), {
    ok: true,
    action: { type: 'ignored', event: 'session.created' },
  });
  assert.deepEqual(parseEvent(event('email.created', null)), {
    ok: true,
    action: { type: 'ignored', event: 'email.created' },
  });
});

Deno.test('malformed bodies', () => {
  const cases: [string, string][] = [
    ['{"type":', 'not JSON'],
    ['[]', 'no type'],
    ['{"data":{}}', 'no type'],
    [JSON.stringify({ type: 42 }), 'no type'],
    [event('user.deleted', null), 'no data'],
    [event('user.deleted', { deleted: true }), 'no user id'],
    [event('user.updated', clerkUser('')), 'no user id'],
    [event('user.updated', clerkUser('x'.repeat(256))), 'no user id'],
    [event('user.updated', clerkUser(' user_2abc')), 'no user id'],
  ];
  for (const [body, reason] of cases) assert.deepEqual(parseEvent(body), { ok: false, reason }, body.slice(0, 60));
});
