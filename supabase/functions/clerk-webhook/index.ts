/**
 * Clerk's webhook endpoint (Svix-signed) that keeps the user's rows in Supabase in step with their Clerk account.
 * See handler.ts for what it does, config.ts for its secrets, and the README ("Deleting an account") for deploying
 * it.
 */
import postgres from 'postgres';
import { ConfigError, readConfig } from './config.ts';
import { createHandler } from './handler.ts';
import { postgresStore } from './store.ts';

async function start(): Promise<(req: Request) => Promise<Response>> {
  try {
    const config = await readConfig((name) => Deno.env.get(name));
    // prepare: false — Supabase's pooler (transaction mode) does not keep prepared statements.
    const sql = postgres(config.dbUrl, { max: 2, prepare: false, idle_timeout: 30, connect_timeout: 10 });
    return createHandler({
      key: config.key,
      store: postgresStore(sql),
      maxBodyBytes: config.maxBodyBytes,
      log: (entry) => console.log(JSON.stringify(entry)),
    });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'unavailable', reason: 'not configured' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
  }
}

const handler = await start();
const port = Deno.env.get('PORT');
// On Supabase the runtime chooses the port; PORT is for running it elsewhere.
Deno.serve(port ? { port: Number(port), hostname: Deno.env.get('HOST') ?? '127.0.0.1' } : {}, (req) => handler(req));
