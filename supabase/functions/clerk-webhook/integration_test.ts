/**
 * The webhook served by Deno.serve against real Postgres (Debian's, with the migrations): signed deliveries change
 * the user's rows; forged, stale, replayed and malformed ones change nothing.
 */
import assert from 'node:assert/strict';
import { createHandler, type LogEntry } from './handler.ts';
import { MAX_BODY_BYTES } from './config.ts';
import { importSecret, sign } from './signature.ts';
import { postgresStore } from './store.ts';
import { clerkUser, deleted, event } from './test_events.ts';
import { startDatabase } from '../translate/test_world.ts';

const SECRET = 'whsec_' + btoa('integration-test-secret-32-bytes');
const OTHER_SECRET = 'whsec_' + btoa('someone-elses-secret-of-32-bytes');

Deno.test({
  name: 'clerk-webhook: signed, forged, stale, replayed and malformed deliveries against real Postgres',
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const db = await startDatabase();
    const key = (await importSecret(SECRET))!;
    const otherKey = (await importSecret(OTHER_SECRET))!;
    const logs: LogEntry[] = [];
    const handler = createHandler({
      key,
      store: postgresStore(db.sql),
      maxBodyBytes: MAX_BODY_BYTES,
      log: (e) => logs.push(e),
    });
    const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, (req) => handler(req));
    const url = `http://127.0.0.1:${server.addr.port}/functions/v1/clerk-webhook`;
    let n = 0;

    interface Delivery {
      id: string;
      timestamp: string;
      signature: string;
      body: string;
    }
    async function signed(body: string, over: { id?: string; ageSeconds?: number; signWith?: CryptoKey } = {}) {
      const id = over.id ?? `msg_test_${++n}`;
      const timestamp = String(Math.floor(Date.now() / 1000) - (over.ageSeconds ?? 0));
      const signature = await sign(over.signWith ?? key, id, timestamp, new TextEncoder().encode(body));
      return { id, timestamp, signature, body };
    }
    async function send(d: Delivery, method = 'POST') {
      const res = await fetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          'svix-id': d.id,
          'svix-timestamp': d.timestamp,
          'svix-signature': d.signature,
        },
        body: method === 'POST' ? d.body : undefined,
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    }
    /** Every row the webhook may touch, to show that a refused delivery changed nothing. */
    const snapshot = async () =>
      JSON.stringify([
        await db.sql`select clerk_user_id, email, full_name, avatar_url, updated_at from public.profiles order by 1`,
        await db.sql`select clerk_user_id, plan_name, status, features from public.user_subscriptions order by 1`,
        await db.sql`select caller, used from public.translate_usage order by 1`,
      ]);
    const profile = async (id: string) =>
      (await db.sql`select email, full_name, avatar_url from public.profiles where clerk_user_id = ${id}`)[0] ?? null;
    const subscription = async (id: string) =>
      (await db.sql`select plan_name from public.user_subscriptions where clerk_user_id = ${id}`)[0] ?? null;

    try {
      await db.sql`
        insert into public.profiles (clerk_user_id, email, full_name) values
          ('user_del', 'del@example.org', 'Del'), ('user_upd', 'upd@example.org', 'Upd'),
          ('user_keep', 'keep@example.org', 'Keep')`;
      await db.sql`
        insert into public.user_subscriptions (clerk_user_id, plan_name, status, features) values
          ('user_del', 'premium', 'active', '{basic_tools}'), ('user_upd', 'free', 'active', '{basic_tools}'),
          ('user_keep', 'free', 'active', '{basic_tools}')`;
      await db.sql`
        insert into public.translate_usage (caller, day, used) values
          ('user:user_del', current_date, 10), ('user:user_keep', current_date, 20)`;

      await t.step('forged deliveries change nothing: wrong signature, wrong secret, tampered body', async () => {
        const before = await snapshot();
        const good = await signed(deleted('user_del'));
        const bad = [
          { ...good, signature: (await signed(deleted('user_keep'), { id: good.id })).signature },
          await signed(deleted('user_del'), { signWith: otherKey }),
          { ...good, body: deleted('user_keep') },
          { ...good, signature: 'v1,' + btoa('x'.repeat(32)) },
          { ...good, signature: '' },
        ];
        const statuses = [];
        for (const d of bad) statuses.push((await send(d)).status);
        assert.deepEqual(statuses, [401, 401, 401, 401, 400]);
        assert.equal(await snapshot(), before);
      });

      await t.step('stale or future timestamps are refused (five minutes either way)', async () => {
        const before = await snapshot();
        const old = await send(await signed(deleted('user_del'), { ageSeconds: 301 }));
        const future = await send(await signed(deleted('user_del'), { ageSeconds: -301 }));
        assert.deepEqual([old.status, old.json], [400, { error: 'stale' }]);
        assert.deepEqual([future.status, future.json], [400, { error: 'stale' }]);
        assert.equal(await snapshot(), before);
      });

      await t.step(
        'malformed bodies, missing headers, other methods, oversized bodies: 4xx, nothing changed',
        async () => {
          const before = await snapshot();
          const results = [
            await send(await signed('not json')),
            await send(await signed(JSON.stringify({ type: 'user.deleted', data: { deleted: true } }))),
            await send(await signed(event('user.updated', []))),
            await send({ ...(await signed(deleted('user_del'))), id: '' }),
            await send({ ...(await signed(deleted('user_del'))), timestamp: 'yesterday' }),
            await send(await signed(deleted('user_del'), { id: 'm'.repeat(256) })),
            await send(await signed('x'.repeat(MAX_BODY_BYTES + 1))),
          ].map((r) => [r.status, r.json.error]);
          assert.deepEqual(results, [
            [400, 'bad-request'],
            [400, 'bad-request'],
            [400, 'bad-request'],
            [400, 'bad-request'],
            [400, 'bad-request'],
            [400, 'bad-request'],
            [413, 'too-large'],
          ]);
          const get = await fetch(url);
          assert.equal(get.status, 405);
          await get.body?.cancel();
          assert.equal(await snapshot(), before);
        },
      );

      await t.step('unknown event types are acknowledged and ignored', async () => {
        const before = await snapshot();
        const res = await send(await signed(event('session.created', { id: 'sess_1', user_id: 'user_del' })));
        assert.deepEqual([res.status, res.json], [200, { ok: true, result: 'ignored' }]);
        assert.equal(await snapshot(), before);
      });

      await t.step("signed user.deleted removes the user's profile, plan and counts, and no one else's", async () => {
        const res = await send(await signed(deleted('user_del')));
        assert.deepEqual([res.status, res.json], [200, { ok: true, result: 'deleted:1' }]);
        assert.equal(await profile('user_del'), null);
        assert.equal(await subscription('user_del'), null);
        assert.deepEqual(
          [...(await db.sql`select caller, used from public.translate_usage order by caller`)],
          [{ caller: 'user:user_keep', used: '20' }],
        );
        assert.deepEqual(await profile('user_keep'), {
          email: 'keep@example.org',
          full_name: 'Keep',
          avatar_url: null,
        });
        assert.deepEqual(await subscription('user_keep'), { plan_name: 'free' });
      });

      await t.step('signed user.updated writes the primary email; a replay changes nothing', async () => {
        const delivery = await signed(event('user.updated', clerkUser('user_upd')));
        const res = await send(delivery);
        assert.deepEqual([res.status, res.json], [200, { ok: true, result: 'updated:1' }]);
        assert.deepEqual(await profile('user_upd'), { email: 'ada@example.org', full_name: 'Upd', avatar_url: null });

        // A later change (another update), then the first delivery again: exactly as sent, and re-signed with a
        // fresh timestamp (as Svix resends a message: same id).
        await db.sql`update public.profiles set email = 'newer@example.org' where clerk_user_id = 'user_upd'`;
        const before = await snapshot();
        const replay = await send(delivery);
        const resent = await send(await signed(delivery.body, { id: delivery.id }));
        assert.deepEqual([replay.status, replay.json], [200, { ok: true, result: 'already-applied' }]);
        assert.deepEqual([resent.status, resent.json], [200, { ok: true, result: 'already-applied' }]);
        assert.equal(await snapshot(), before);
        assert.equal((await profile('user_upd'))?.email, 'newer@example.org');
      });

      await t.step('a replayed user.deleted does not remove a profile made since', async () => {
        const delivery = await signed(deleted('user_re'));
        assert.equal((await send(delivery)).status, 200);
        await db.sql`insert into public.profiles (clerk_user_id, email) values ('user_re', 're@example.org')`;
        const before = await snapshot();
        assert.deepEqual((await send(delivery)).json, { ok: true, result: 'already-applied' });
        assert.equal(await snapshot(), before);
      });

      await t.step('user.updated for a user without a profile (or deleted) creates none', async () => {
        const res = await send(await signed(event('user.updated', clerkUser('user_del'))));
        assert.deepEqual([res.status, res.json], [200, { ok: true, result: 'updated:0' }]);
        assert.equal(await profile('user_del'), null);
      });

      await t.step(
        'user.created makes the profile the site would make, or gives an existing one its email',
        async () => {
          const user = clerkUser('user_new');
          const res = await send(await signed(event('user.created', user)));
          assert.deepEqual([res.status, res.json], [200, { ok: true, result: 'created:1' }]);
          assert.deepEqual(await profile('user_new'), {
            email: 'ada@example.org',
            full_name: 'Ada Lovelace',
            avatar_url: user.image_url,
          });
          // The site made the row first (no email claim in the token): only the email is written.
          await db.sql`insert into public.profiles (clerk_user_id, full_name) values ('user_site', 'Chosen Name')`;
          const again = await send(
            await signed(event('user.created', clerkUser('user_site', { image_url: 'https://tracker.example/p.gif' }))),
          );
          assert.equal(again.status, 200);
          assert.deepEqual(await profile('user_site'), {
            email: 'ada@example.org',
            full_name: 'Chosen Name',
            avatar_url: null,
          });
        },
      );

      await t.step('a delivery the database fails is not remembered: Svix resends it and it applies', async () => {
        await db.sql`alter table public.profiles add constraint test_block check (email <> 'blocked@example.org')`;
        const blocked = clerkUser('user_keep', {
          email_addresses: [{ id: 'idn_primary', email_address: 'blocked@example.org' }],
        });
        const delivery = await signed(event('user.updated', blocked));
        const failed = await send(delivery);
        assert.deepEqual([failed.status, failed.json], [500, { error: 'failed' }]);
        assert.equal((await profile('user_keep'))?.email, 'keep@example.org');
        await db.sql`alter table public.profiles drop constraint test_block`;
        const retry = await send(await signed(delivery.body, { id: delivery.id }));
        assert.deepEqual([retry.status, retry.json], [200, { ok: true, result: 'updated:1' }]);
        assert.equal((await profile('user_keep'))?.email, 'blocked@example.org');
      });

      await t.step('the log names outcomes and message ids, never an email or the secret', () => {
        const text = JSON.stringify(logs);
        assert.equal(text.includes('@'), false);
        assert.equal(text.includes(SECRET.slice(6)), false);
        assert.deepEqual(
          logs.filter((e) => e.outcome === 'applied').map((e) => [e.event, e.result]),
          [
            ['user.deleted', 'deleted:1'],
            ['user.updated', 'updated:1'],
            ['user.deleted', 'deleted:0'],
            ['user.updated', 'updated:0'],
            ['user.created', 'created:1'],
            ['user.created', 'created:1'],
            ['user.updated', 'updated:1'],
          ],
        );
        assert.deepEqual(
          logs.filter((e) => e.outcome === 'failed').map((e) => e.result),
          ['23514'],
        );
      });
    } finally {
      await server.shutdown();
      await db.stop();
    }
  },
});
