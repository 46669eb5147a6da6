/**
 * What the proxy adds to a request: 200 requests straight to the stand-in provider, then 200 through the function
 * (Deno.serve, real Postgres counting each one), one at a time, streaming and not. Prints JSON rows for
 * scripts/bench/translate-proxy.mjs: median and p95 in ms, and the difference.
 *
 *   deno run --allow-all supabase/functions/translate/bench.ts [requests]
 */
import { systemPrompt } from '../../../src/lib/translate/prompt.ts';
import { createHandler } from './handler.ts';
import { postgresQuota } from './quota.ts';
import { startDatabase, startProvider } from './test_world.ts';

const N = Number(Deno.args[0] ?? 200);
const KEY = 'sk-bench';
const SITE = 'http://127.0.0.1:4321';
const db = await startDatabase();
const provider = await startProvider(KEY);
const allowances = { anonymous: 1e9, free: 1e9, premium: 1e9 };
const handler = createHandler({
  config: {
    upstreamUrl: `${provider.url}/v1/chat/completions`,
    upstreamKey: KEY,
    model: 'bench',
    extraBody: {},
    origins: [SITE],
    allowances,
    maxChars: 8000,
    maxBodyBytes: 65536,
    maxInFlight: 4,
    upstreamTimeoutMs: 60_000,
    clerk: null,
    ipHeader: 'x-real-ip',
    ipSalt: 'bench-salt-sixteen',
    dbUrl: db.url,
  },
  quota: postgresQuota(db.sql, allowances),
  verify: null,
  log: () => {},
});
const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, handler);
const proxy = `http://127.0.0.1:${server.addr.port}/functions/v1/translate`;

const text = 'The quick brown fox jumps over the lazy dog. '.repeat(4);
const body = (stream: boolean) =>
  JSON.stringify({
    model: 'bench',
    stream,
    messages: [
      { role: 'system', content: systemPrompt('en', 'zh') },
      { role: 'user', content: text },
    ],
  });

async function time(url: string, stream: boolean, auth: boolean): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < N + 10; i++) {
    const t = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        ...(auth ? { authorization: `Bearer ${KEY}` } : {}),
      },
      body: body(stream),
    });
    await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 10) out.push(performance.now() - t); // the first 10 warm up connections and the JIT
  }
  return out.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const rows: { name: string; ms: number; note: string }[] = [];
for (const stream of [false, true]) {
  const direct = await time(`${provider.url}/v1/chat/completions`, stream, true);
  const through = await time(proxy, stream, false);
  const kind = stream ? 'stream' : 'JSON';
  for (const [label, p] of [
    ['median', 50],
    ['p95', 95],
  ] as const) {
    rows.push({ name: `${kind} direct ${label}`, ms: +pct(direct, p).toFixed(2), note: `${N} requests` });
    rows.push({
      name: `${kind} through the function ${label}`,
      ms: +pct(through, p).toFixed(2),
      note: `${N} requests`,
    });
    rows.push({
      name: `${kind} added by the function ${label}`,
      ms: +(pct(through, p) - pct(direct, p)).toFixed(2),
      note: '',
    });
  }
}
console.log(JSON.stringify(rows));
await server.shutdown();
await provider.close();
await db.stop();
