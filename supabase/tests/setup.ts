/**
 * Real Postgres in-process (PGlite) set up the way Supabase runs a request: the roles `anon`,
 * `authenticated` and `service_role` (which bypasses row-level security), a minimal `auth` schema whose
 * `auth.jwt()` reads `request.jwt.claims`, Supabase's default grants on `public` (everything to the API
 * roles; the migrations must narrow them), then every migration in order.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIGRATIONS_DIR = join(import.meta.dirname, '..', 'migrations');

const SUPABASE_BASE = readFileSync(join(import.meta.dirname, 'supabase-base.sql'), 'utf8');

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export async function createDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(SUPABASE_BASE);
  for (const file of migrationFiles()) await db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
  return db;
}

export type Role = 'anon' | 'authenticated' | 'service_role';

/**
 * Runs `fn` in a transaction as PostgREST would for a request: claims in `request.jwt.claims`, then
 * `set local role`. `sub` is the Clerk user id (null for the anonymous role); `extra` adds claims (e.g. the `email`
 * a customised Clerk session token carries).
 */
export function asRole<T>(
  db: PGlite,
  role: Role,
  sub: string | null,
  fn: (tx: Transaction) => Promise<T>,
  extra: Record<string, unknown> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const claims = JSON.stringify(sub ? { ...extra, sub, role } : { ...extra, role });
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}
