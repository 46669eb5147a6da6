/**
 * The daily allowance, kept in Postgres (supabase/migrations/20261126000000_translate_usage.sql): one call adds
 * a request's characters and checks the limit atomically; a request the provider could not serve gives its
 * characters back. Days are UTC days.
 */
import type postgres from 'postgres';
import type { Allowances } from './config.ts';
import type { Plan } from '../../../src/lib/translate/prompt.ts';

export type { Plan };

export interface Take {
  allowed: boolean;
  plan: Plan;
  /** Characters used today, after this request when it was allowed. */
  used: number;
  allowance: number;
  /** The UTC day counted (YYYY-MM-DD), for giving back. */
  day: string;
}

export interface QuotaStore {
  take(caller: string, userId: string | null, chars: number): Promise<Take>;
  giveBack(caller: string, day: string, chars: number): Promise<void>;
}

/** Seconds from `now` to the next UTC midnight (at least 1). */
export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function remaining(take: Pick<Take, 'used' | 'allowance'>): number {
  return Math.max(0, take.allowance - take.used);
}

type Sql = ReturnType<typeof postgres>;

function isoDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export function postgresQuota(sql: Sql, allowances: Allowances): QuotaStore {
  return {
    async take(caller, userId, chars) {
      const rows = await sql`
        select allowed, plan, used, allowance, day::text as day
        from public.translate_take(${caller}, ${userId}, ${chars}::int,
          ${allowances.anonymous}::bigint, ${allowances.free}::bigint, ${allowances.premium}::bigint)`;
      const row = rows[0];
      if (!row) throw new Error('translate_take returned no row');
      return {
        allowed: row.allowed === true,
        plan: row.plan as Plan,
        used: Number(row.used),
        allowance: Number(row.allowance),
        day: isoDay(row.day),
      };
    },
    async giveBack(caller, day, chars) {
      await sql`select public.translate_give_back(${caller}, ${day}::date, ${chars}::int)`;
    },
  };
}
