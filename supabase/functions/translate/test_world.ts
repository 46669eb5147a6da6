/**
 * The world the integration test and the e2e server run the function in (its database also for the Clerk
 * webhook's tests), all on this machine: Debian's Postgres
 * with Supabase's base and every migration applied (scripts/lib/pg-temp.mjs), and the project's stand-in
 * OpenAI-compatible provider (src/lib/translate/stand-in.ts; `{{busy}}`, `{{leaky}}`, `{{hang}}`, `{{stall}}` in
 * the text choose its behaviour), which also serves Clerk's JWKS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { startStandIn, type StandIn } from '../../../src/lib/translate/stand-in.ts';
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

/** The stand-in provider (src/lib/translate/stand-in.ts) that wants `key`, serving `jwks` as Clerk's key set. */
export function startProvider(key: string, jwks: () => JWK[] = () => []): Promise<StandIn> {
  return startStandIn(0, '127.0.0.1', { key, jwks });
}
