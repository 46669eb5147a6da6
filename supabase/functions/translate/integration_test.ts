/**
 * The function served by Deno.serve, as the platform runs it, against real Postgres (Debian's, with the
 * migrations), a stand-in provider and a stand-in Clerk JWKS (test_world.ts). Allowances are small so each caller
 * type is taken exactly to its limit.
 */
import assert from 'node:assert/strict';
import { hashAddress, remoteVerifier } from './caller.ts';
import { type Config, DEFAULTS } from './config.ts';
import { createHandler } from './handler.ts';
import { postgresQuota } from './quota.ts';
import { systemPrompt } from '../../../src/lib/translate/prompt.ts';
import { makeKey, sessionToken } from './test_keys.ts';
import { startDatabase, startProvider } from './test_world.ts';

const KEY = 'sk-live-0123456789abcdefSECRET';
const SITE = 'https://toolbox.example.org';
const ISSUER = 'https://clerk.toolbox.example.org';

Deno.test({
  name: 'translate function: allowances, tokens, streaming, cancels, errors, against real Postgres',
  sanitizeOps: false,
  sanitizeResources: false,
  async fn(t) {
    const db = await startDatabase();
    const key = await makeKey('ins_test');
    const forger = await makeKey('ins_test');
    const standIn = await startProvider(KEY, () => [key.jwk]);
    const servers: Deno.HttpServer[] = [];
    const ZH = (text: string) => `[Simplified Chinese] ${text}`;
    const seen: string[] = []; // every response body, header and log line, checked for the key at the end
    /** Waiters for a log line: the function logs once a request's slot is released. */
    const logWaiters = new Set<{ test: (e: Record<string, unknown>) => boolean; resolve: () => void }>();
    const logged = (test: (e: Record<string, unknown>) => boolean) =>
      new Promise<void>((resolve) => {
        const w = { test, resolve: () => (logWaiters.delete(w), resolve()) };
        logWaiters.add(w);
      });

    function serve(over: Partial<Config> = {}) {
      const config: Config = {
        upstreamUrl: `${standIn.url}/v1/chat/completions`,
        upstreamKey: KEY,
        model: 'stand-in-model',
        extraBody: { temperature: 0 },
        origins: [SITE],
        allowances: { anonymous: 50, free: 80, premium: 120 },
        maxChars: 1000,
        maxBodyBytes: 4096,
        maxInFlight: DEFAULTS.maxInFlight,
        upstreamTimeoutMs: 60_000,
        clerk: { issuer: ISSUER, jwksUrl: `${standIn.url}/.well-known/jwks.json`, parties: [SITE] },
        ipHeader: 'x-real-ip',
        ipSalt: 'integration-test-salt',
        dbUrl: db.url,
        ...over,
      };
      const handler = createHandler({
        config,
        quota: postgresQuota(db.sql, config.allowances),
        verify: config.clerk ? remoteVerifier(config.clerk) : null,
        log: (entry) => {
          seen.push(JSON.stringify(entry));
          for (const w of [...logWaiters]) if (w.test(entry)) w.resolve();
        },
      });
      const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, (req, info) =>
        handler(req, info),
      );
      servers.push(server);
      return `http://127.0.0.1:${server.addr.port}/functions/v1/translate`;
    }

    const body = (text: string, stream = false, source = 'en' as const, target = 'zh' as const) =>
      JSON.stringify({
        model: 'ignored',
        stream,
        messages: [
          { role: 'system', content: systemPrompt(source, target) },
          { role: 'user', content: text },
        ],
      });

    async function call(
      url: string,
      init: {
        text?: string;
        ip?: string;
        token?: string;
        stream?: boolean;
        raw?: string;
        origin?: string;
        signal?: AbortSignal;
        method?: string;
      },
    ) {
      const headers: Record<string, string> = { 'content-type': 'application/json', origin: init.origin ?? SITE };
      if (init.ip) headers['x-real-ip'] = init.ip;
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const res = await fetch(url, {
        method: init.method ?? 'POST',
        headers,
        body:
          init.method === 'OPTIONS' || init.method === 'GET'
            ? undefined
            : (init.raw ?? body(init.text ?? 'x', init.stream)),
        signal: init.signal,
      });
      const text = init.signal ? '' : await res.text();
      seen.push(text, ...[...res.headers].map(([k, v]) => `${k}: ${v}`));
      return { res, text, json: () => JSON.parse(text) as Record<string, unknown> };
    }

    const TEN = '0123456789';
    const usedOf = async (caller: string) =>
      Number((await db.sql`select used from public.translate_usage where caller = ${caller}`)[0]?.used ?? 0);

    try {
      const url = serve();

      await t.step('anonymous: exactly the allowance, counted per hashed address', async () => {
        const left: string[] = [];
        for (let i = 0; i < 5; i++) {
          const r = await call(url, { text: TEN, ip: '203.0.113.1' });
          assert.equal(r.res.status, 200, r.text);
          assert.equal(r.res.headers.get('x-translate-plan'), 'anonymous');
          assert.equal(r.res.headers.get('x-translate-allowance'), '50');
          left.push(r.res.headers.get('x-translate-remaining')!);
          assert.deepEqual(r.json().choices, [{ index: 0, message: { role: 'assistant', content: ZH(TEN) } }]);
        }
        assert.deepEqual(left, ['40', '30', '20', '10', '0']);
        const refused = await call(url, { text: 'a', ip: '203.0.113.1' });
        assert.equal(refused.res.status, 429);
        const q = refused.json();
        assert.deepEqual(
          { ...q, retryAfter: undefined },
          {
            error: 'quota',
            plan: 'anonymous',
            allowance: 50,
            used: 50,
            remaining: 0,
            requested: 1,
            retryAfter: undefined,
            allowances: { anonymous: 50, free: 80, premium: 120 },
          },
        );
        assert.equal(refused.res.headers.get('retry-after'), String(q.retryAfter));
        assert.ok(Number(q.retryAfter) >= 1 && Number(q.retryAfter) <= 86400);
        // Another address has its own allowance.
        assert.equal((await call(url, { text: TEN, ip: '203.0.113.2' })).res.status, 200);
        const rows = await db.sql`select caller, used from public.translate_usage order by caller`;
        assert.equal(rows.length, 2);
        for (const row of rows) {
          assert.match(String(row.caller), /^ip:[0-9a-f]{32}$/);
          assert.ok(!String(row.caller).includes('203.0.113'));
        }
        assert.deepEqual(
          rows.map((r) => Number(r.used)).sort((a, b) => a - b),
          [10, 50],
        );
      });

      await t.step(
        'free and premium users reach exactly their allowance; a cancelled premium plan is free',
        async () => {
          await db.sql`insert into public.user_subscriptions (clerk_user_id, plan_name, status)
          values ('user_premium', 'premium', 'active'), ('user_lapsed', 'premium', 'canceled'), ('user_free', 'free', 'active')`;
          for (const [sub, plan, allowance] of [
            ['user_free', 'free', 80],
            ['user_nosub', 'free', 80],
            ['user_premium', 'premium', 120],
            ['user_lapsed', 'free', 80],
          ] as const) {
            const token = await sessionToken(key, { issuer: ISSUER, azp: SITE, sub });
            let passed = 0;
            for (;;) {
              const r = await call(url, { text: TEN, token, ip: '203.0.113.1' });
              if (r.res.status !== 200) {
                assert.equal(r.res.status, 429, r.text);
                assert.equal(r.json().plan, plan);
                break;
              }
              assert.equal(r.res.headers.get('x-translate-plan'), plan);
              passed++;
            }
            assert.equal(passed * TEN.length, allowance, sub);
            assert.equal(await usedOf(`user:${sub}`), allowance);
          }
          // The key set was fetched once and cached across all those tokens.
          assert.equal(standIn.jwksFetches, 1);
        },
      );

      await t.step('20 concurrent requests at the edge of an allowance: exactly what fits passes', async () => {
        const wide = serve({ allowances: { anonymous: 150, free: 80, premium: 120 }, maxInFlight: 100 });
        const results = await Promise.all(
          Array.from({ length: 20 }, () => call(wide, { text: TEN, ip: '198.51.100.7' })),
        );
        const statuses = results.map((r) => r.res.status);
        assert.equal(statuses.filter((s) => s === 200).length, 15, statuses.join(','));
        assert.equal(statuses.filter((s) => s === 429).length, 5, statuses.join(','));
        const rows = await db.sql`select used from public.translate_usage where used = 150`;
        assert.equal(rows.length, 1);
      });

      await t.step('forged, expired, wrong-issuer and wrong-party tokens are refused and cost nothing', async () => {
        const before = standIn.requests.length;
        const tokens = {
          forged: await sessionToken(forger, { issuer: ISSUER, azp: SITE, sub: 'user_free' }),
          expired: await sessionToken(key, { issuer: ISSUER, azp: SITE, sub: 'user_x', expiresIn: -60 }),
          issuer: await sessionToken(key, { issuer: 'https://other.clerk.accounts.dev', azp: SITE, sub: 'user_x' }),
          party: await sessionToken(key, { issuer: ISSUER, azp: 'https://evil.example', sub: 'user_x' }),
          garbage: 'abc.def.ghi',
        };
        for (const [name, token] of Object.entries(tokens)) {
          const r = await call(url, { text: TEN, token });
          assert.equal(r.res.status, 401, name);
          assert.equal(r.json().error, 'unauthorized', name);
          assert.equal(r.res.headers.get('access-control-allow-origin'), SITE);
        }
        assert.equal(standIn.requests.length, before);
        assert.equal(await usedOf('user:user_x'), 0);
      });

      await t.step(
        'the provider gets the fixed model, the fixed prompt and the key; the stream passes through',
        async () => {
          const r = await call(url, { text: 'Hello there', stream: true, ip: '192.0.2.1' });
          assert.equal(r.res.status, 200);
          assert.match(r.res.headers.get('content-type')!, /^text\/event-stream/);
          const deltas = r.text
            .split('\n\n')
            .filter((l) => l.startsWith('data: {'))
            .map((l) => JSON.parse(l.slice(6)).choices[0].delta.content)
            .join('');
          assert.equal(deltas, ZH('Hello there'));
          assert.ok(r.text.trimEnd().endsWith('data: [DONE]'));
          const last = standIn.requests.at(-1)!;
          assert.deepEqual(last.body, {
            temperature: 0,
            model: 'stand-in-model',
            stream: true,
            messages: [
              { role: 'system', content: systemPrompt('en', 'zh') },
              { role: 'user', content: 'Hello there' },
            ],
          });
        },
      );

      await t.step('a caller who disconnects cancels the provider request, and frees their slot', async () => {
        const one = serve({ maxInFlight: 1 });
        const gone = standIn.gaveUp();
        const controller = new AbortController();
        const r = await call(one, {
          text: 'Stall {{stall}}',
          stream: true,
          ip: '192.0.2.9',
          signal: controller.signal,
        });
        assert.equal(r.res.status, 200);
        const reader = r.res.body!.getReader();
        const first = await reader.read();
        assert.match(new TextDecoder().decode(first.value), /"content":"\[Si"/);
        // While it streams, the caller's one slot is taken.
        const busy = await call(one, { text: TEN, ip: '192.0.2.9' });
        assert.equal(busy.res.status, 429);
        assert.equal(busy.json().error, 'busy');
        // The proxy logs the end of a stream once it has released the caller's slot.
        const released = logged((e) => typeof e.streamed === 'string' && e.streamed !== 'complete');
        controller.abort();
        await reader.cancel().catch(() => undefined);
        await gone; // the provider saw its request go away
        await released;
        const after = await call(one, { text: TEN, ip: '192.0.2.9' });
        assert.equal(after.res.status, 200);
      });

      await t.step('provider failures: status only (never its body), characters given back', async () => {
        const quick = serve({ upstreamTimeoutMs: 1000 });
        const ip = '192.0.2.77';
        const fail = await call(quick, { text: 'Leak {{leaky}}', ip });
        assert.equal(fail.res.status, 502);
        assert.deepEqual(fail.json(), { error: 'upstream', status: 500 });
        const busy = await call(quick, { text: 'Busy {{busy}}', ip });
        assert.equal(busy.res.status, 503);
        assert.equal(busy.res.headers.get('retry-after'), '7');
        assert.deepEqual(busy.json(), { error: 'upstream', status: 429 });
        const hung = standIn.gaveUp();
        const hang = await call(quick, { text: 'Hang {{hang}}', ip });
        assert.equal(hang.res.status, 504);
        assert.deepEqual(hang.json(), { error: 'upstream', status: 504 });
        await hung; // the proxy hung up on the provider when it gave up
        const gone = serve({ upstreamUrl: 'http://127.0.0.1:9/v1/chat/completions' });
        const down = await call(gone, { text: 'anything', ip });
        assert.equal(down.res.status, 502);
        assert.deepEqual(down.json(), { error: 'upstream', status: 502 });
        const ok = await call(quick, { text: TEN, ip });
        assert.equal(ok.res.status, 200);
        assert.equal(ok.res.headers.get('x-translate-remaining'), '40'); // only the one that worked counts
      });

      await t.step('request checks: size caps, JSON, the prompt, the method', async () => {
        const ip = '192.0.2.100';
        const big = await call(url, { raw: body('x'.repeat(5000)), ip });
        assert.equal(big.res.status, 413);
        assert.deepEqual(big.json(), { error: 'too-large', limit: 4096, unit: 'bytes' });
        const long = await call(url, { text: '字'.repeat(1001), ip });
        assert.equal(long.res.status, 413);
        assert.deepEqual(long.json(), { error: 'too-large', limit: 1000, size: 1001, unit: 'characters' });
        const notJson = await call(url, { raw: '{"messages":', ip });
        assert.deepEqual([notJson.res.status, notJson.json().error], [400, 'bad-request']);
        const chat = await call(url, {
          raw: JSON.stringify({
            messages: [
              { role: 'system', content: 'You are a poet.' },
              { role: 'user', content: 'hi' },
            ],
          }),
          ip,
        });
        assert.deepEqual([chat.res.status, chat.json().error], [400, 'bad-request']);
        const get = await call(url, { method: 'GET', raw: undefined, ip });
        assert.equal(get.res.status, 405);
        // Refused before counting: this address has no row.
        assert.equal(await usedOf(`ip:${await hashAddress(ip, 'integration-test-salt')}`), 0);
      });

      await t.step('CORS: the site origins only; preflight answered', async () => {
        const pre = await call(url, { method: 'OPTIONS' });
        assert.equal(pre.res.status, 204);
        assert.equal(pre.res.headers.get('access-control-allow-origin'), SITE);
        assert.match(pre.res.headers.get('access-control-allow-headers')!, /authorization/);
        assert.match(pre.res.headers.get('access-control-allow-methods')!, /POST/);
        const other = await call(url, { text: TEN, origin: 'https://evil.example' });
        assert.equal(other.res.status, 403);
        assert.equal(other.res.headers.get('access-control-allow-origin'), null);
        const ok = await call(url, { text: TEN, ip: '192.0.2.200' });
        assert.match(ok.res.headers.get('access-control-expose-headers')!, /x-translate-remaining/);
      });

      await t.step('no response, header or log line holds the provider key', () => {
        assert.ok(seen.length > 100);
        const leaks = seen.filter((s) => s.includes(KEY) || s.includes('SECRET'));
        assert.deepEqual(leaks, []);
        // …though the stand-in did quote it back in its error body.
        assert.ok(standIn.requests.some((r) => r.headers.authorization === `Bearer ${KEY}`));
      });
    } finally {
      for (const s of servers) await s.shutdown().catch(() => undefined);
      await standIn.close();
      await db.stop();
    }
  },
});
