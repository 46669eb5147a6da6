/**
 * The site's own translation engine: a Supabase Edge Function (Deno) between the site and an OpenAI-compatible
 * provider whose key stays here, with a daily allowance per caller. See handler.ts for what it does, config.ts for
 * its secrets, and the README ("The site's translation engine") for deploying it.
 */
import postgres from 'postgres';
import { remoteVerifier } from './caller.ts';
import { ConfigError, readConfig } from './config.ts';
import { createHandler } from './handler.ts';
import { postgresQuota } from './quota.ts';

function start() {
  try {
    const config = readConfig((name) => Deno.env.get(name));
    // prepare: false — Supabase's pooler (transaction mode) does not keep prepared statements.
    const sql = postgres(config.dbUrl, { max: 4, prepare: false, idle_timeout: 30, connect_timeout: 10 });
    return createHandler({
      config,
      quota: postgresQuota(sql, config.allowances),
      verify: config.clerk ? remoteVerifier(config.clerk) : null,
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

const handler = start();
const port = Deno.env.get('PORT');
// On Supabase the runtime chooses the port; PORT is for running it elsewhere (scripts/serve-translate.mjs).
Deno.serve(port ? { port: Number(port), hostname: Deno.env.get('HOST') ?? '127.0.0.1' } : {}, (req, info) =>
  handler(req, info as { remoteAddr?: { hostname?: string } }),
);
