/**
 * index.ts as the platform runs it (a Deno process reading its secrets from the environment): without secrets it
 * answers 503; with them, a signed user.deleted removes the rows in Postgres.
 */
import assert from 'node:assert/strict';
import { importSecret, sign } from './signature.ts';
import { deleted } from './test_events.ts';
import { startDatabase } from '../translate/test_world.ts';

const SECRET = 'whsec_' + btoa('index-test-secret-of-32-bytes...');

function freePort(): number {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts index.ts; resolves once Deno.serve says it is listening (on stderr: "Listening on http://…"). */
async function startFunction(env: Record<string, string>) {
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      new URL('./index.ts', import.meta.url).pathname,
    ],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' },
    clearEnv: true,
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const lines: string[] = [];
  let announced: () => void = () => {};
  const listening = new Promise<void>((resolve) => (announced = resolve));
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
      lines.push(chunk);
      if (lines.join('').includes('Listening on')) announced();
    }
  };
  const done = Promise.all([collect(child.stdout), collect(child.stderr)]);
  await Promise.race([
    listening,
    child.status.then((s) => Promise.reject(new Error(`index.ts exited with ${s.code}: ${lines.join('')}`))),
  ]);
  return {
    url: `http://127.0.0.1:${port}/`,
    lines,
    async stop() {
      child.kill('SIGTERM');
      await child.status;
      await done;
    },
  };
}

Deno.test({
  name: 'index.ts: 503 without its secrets; with them a signed user.deleted removes the rows',
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const unconfigured = await startFunction({ PATH: Deno.env.get('PATH') ?? '' });
    try {
      const res = await fetch(unconfigured.url, { method: 'POST', body: '{}' });
      assert.deepEqual([res.status, await res.json()], [503, { error: 'unavailable', reason: 'not configured' }]);
    } finally {
      await unconfigured.stop();
    }
    assert.match(unconfigured.lines.join(''), /CLERK_WEBHOOK_SECRET is not set; SUPABASE_DB_URL is not set/);

    const db = await startDatabase();
    const fn = await startFunction({
      PATH: Deno.env.get('PATH') ?? '',
      CLERK_WEBHOOK_SECRET: SECRET,
      SUPABASE_DB_URL: db.url,
    });
    try {
      await db.sql`insert into public.profiles (clerk_user_id, email) values ('user_gone', 'gone@example.org')`;
      await db.sql`insert into public.user_subscriptions (clerk_user_id) values ('user_gone')`;
      const body = deleted('user_gone');
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = await sign(
        (await importSecret(SECRET))!,
        'msg_index_1',
        timestamp,
        new TextEncoder().encode(body),
      );
      const res = await fetch(fn.url, {
        method: 'POST',
        headers: { 'svix-id': 'msg_index_1', 'svix-timestamp': timestamp, 'svix-signature': signature },
        body,
      });
      assert.deepEqual([res.status, await res.json()], [200, { ok: true, result: 'deleted:1' }]);
      const left = await db.sql`
        select (select count(*) from public.profiles where clerk_user_id = 'user_gone')::int as profiles,
               (select count(*) from public.user_subscriptions where clerk_user_id = 'user_gone')::int as plans`;
      assert.deepEqual([...left], [{ profiles: 0, plans: 0 }]);
    } finally {
      await fn.stop();
      await db.stop();
    }
    assert.equal(fn.lines.join('').includes(SECRET.slice(6)), false);
    assert.equal(fn.lines.join('').includes('gone@example.org'), false);
  },
});
