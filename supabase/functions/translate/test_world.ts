/**
 * The world the integration test and the e2e server run the function in, all on this machine: Debian's Postgres
 * with Supabase's base and every migration applied (scripts/lib/pg-temp.mjs), a stand-in OpenAI-compatible
 * provider, and Clerk's JWKS endpoint served by the same stand-in.
 *
 * The stand-in answers "[<target language>] <text>" in three stream deltas (or one JSON answer), and behaves
 * otherwise when the text asks it to: FAIL500 (an error that quotes the key back, as some providers do),
 * FAIL429 (retry-after 7), HANG (no answer until the caller gives up), SLOWSTREAM (one delta, then nothing until
 * the caller goes away: `cancelled` resolves when it does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { promptPair } from '../../../src/lib/translate/prompt.ts';
// @ts-types="./pg-temp.d.ts"
import { startPostgres } from '../../../scripts/lib/pg-temp.mjs';
import type { JWK } from 'jose';

const SUPABASE = join(import.meta.dirname!, '..', '..');

export async function startDatabase() {
  const pg = await startPostgres();
  const sql = postgres(pg.url, { max: 30, onnotice: () => undefined });
  await sql.unsafe(readFileSync(join(SUPABASE, 'tests', 'supabase-base.sql'), 'utf8')).simple();
  const migrations = join(SUPABASE, 'migrations');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    await sql.unsafe(readFileSync(join(migrations, file), 'utf8')).simple();
  return {
    url: pg.url,
    sql,
    async stop() {
      await sql.end({ timeout: 5 });
      await pg.stop();
    },
  };
}

export interface StandIn {
  url: string;
  /** Requests the provider got: their Authorization header and body. */
  requests: { authorization: string | null; body: Record<string, unknown> }[];
  jwksFetches: number;
  /** Resolves when a SLOWSTREAM request is given up by its caller (reset by `expectCancel`). */
  cancelled: Promise<void>;
  expectCancel(): void;
  close(): Promise<void>;
}

const enc = new TextEncoder();

export function startStandIn(options: { key: string; keys: () => JWK[] }): StandIn {
  let onCancel = () => {};
  const state: StandIn = {
    url: '',
    requests: [],
    jwksFetches: 0,
    cancelled: Promise.resolve(),
    expectCancel() {
      state.cancelled = new Promise<void>((resolve) => (onCancel = resolve));
    },
    close: async () => {},
  };
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/.well-known/jwks.json') {
      state.jwksFetches++;
      return Response.json({ keys: options.keys() });
    }
    const authorization = req.headers.get('authorization');
    const body = (await req.json()) as Record<string, unknown>;
    state.requests.push({ authorization, body });
    if (authorization !== `Bearer ${options.key}`)
      return Response.json({ error: { message: 'no key' } }, { status: 401 });
    const messages = body.messages as { content: string }[];
    const text = messages[1]!.content;
    const pair = promptPair(messages[0]!.content);
    if (text.includes('FAIL500'))
      return Response.json({ error: { message: `Incorrect API key provided: ${options.key}` } }, { status: 500 });
    if (text.includes('FAIL429'))
      return Response.json({ error: { message: 'slow down' } }, { status: 429, headers: { 'retry-after': '7' } });
    if (text.includes('HANG')) {
      await new Promise<void>((resolve) => req.signal.addEventListener('abort', () => resolve()));
      return new Response(null, { status: 499 });
    }
    const answer = `[${pair?.target}] ${text}`;
    if (body.stream !== true)
      return Response.json({ id: 'x', choices: [{ index: 0, message: { role: 'assistant', content: answer } }] });
    const delta = (s: string) => enc.encode(`data: ${JSON.stringify({ choices: [{ delta: { content: s } }] })}\n\n`);
    const slow = text.includes('SLOWSTREAM');
    const third = Math.ceil(answer.length / 3);
    const stream = new ReadableStream<Uint8Array>({
      start(ctrl) {
        if (slow) {
          ctrl.enqueue(delta(answer.slice(0, third)));
          return;
        }
        for (let i = 0; i < answer.length; i += third) ctrl.enqueue(delta(answer.slice(i, i + third)));
        ctrl.enqueue(enc.encode('data: [DONE]\n\n'));
        ctrl.close();
      },
      cancel() {
        onCancel();
      },
    });
    if (slow) req.signal.addEventListener('abort', () => onCancel());
    return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
  });
  state.url = `http://127.0.0.1:${server.addr.port}`;
  state.close = () => server.shutdown();
  return state;
}
