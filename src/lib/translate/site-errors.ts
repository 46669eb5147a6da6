/**
 * The refusals of the site's own engine (supabase/functions/translate/handler.ts) as EngineErrors: its JSON
 * `{ error: <code> }` says more than the HTTP status. Anything else is left to the status (null).
 */
import { PLANS } from './prompt';
import { EngineError, type QuotaInfo } from './types';

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

function allowancesOf(v: unknown): QuotaInfo['allowances'] {
  if (!v || typeof v !== 'object') return undefined;
  const r = v as Record<string, unknown>;
  const [a, f, p] = [num(r.anonymous), num(r.free), num(r.premium)];
  return a !== null && f !== null && p !== null ? { anonymous: a, free: f, premium: p } : undefined;
}

export function siteError(status: number, body: unknown, retryAfter: number | undefined): EngineError | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  switch (b.error) {
    case 'quota': {
      const plan = PLANS.find((p) => p === b.plan);
      const allowance = num(b.allowance);
      if (status !== 429 || !plan || allowance === null) return null;
      const allowances = allowancesOf(b.allowances);
      const wait = retryAfter ?? num(b.retryAfter) ?? undefined;
      const [left, requested] = [num(b.remaining), num(b.requested)];
      return new EngineError('quota', `${plan}: ${allowance} characters a day`, status, wait, {
        plan,
        allowance,
        ...(left !== null ? { remaining: left } : {}),
        ...(requested !== null ? { requested } : {}),
        ...(allowances ? { allowances } : {}),
      });
    }
    case 'busy':
      return new EngineError('rate-limit', 'too many requests at once', status, retryAfter ?? 1);
    case 'unauthorized':
      return new EngineError('session', typeof b.reason === 'string' ? b.reason : '', status);
    case 'too-large': {
      const limit = num(b.limit);
      return new EngineError('bad-request', limit === null ? 'too large' : `over ${limit} ${String(b.unit)}`, status);
    }
    case 'upstream':
      return new EngineError('server', `the provider answered ${num(b.status) ?? '?'}`, status, retryAfter);
    default:
      return null;
  }
}
