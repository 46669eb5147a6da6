/**
 * Debian's Postgres with Supabase's base and every migration applied (scripts/lib/pg-temp.mjs), for the webhook's
 * tests: the same world the translate function's tests use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
// @ts-types="../translate/pg-temp.d.ts"
import { startPostgres } from '../../../scripts/lib/pg-temp.mjs';

const SUPABASE = join(import.meta.dirname!, '..', '..');

export async function startDatabase() {
  const pg = await startPostgres();
  const sql = postgres(pg.url, { max: 10, onnotice: () => undefined });
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
