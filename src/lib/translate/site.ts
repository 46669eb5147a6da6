/**
 * The site's own engine (supabase/functions/translate): the `openai` engine posting to the function's address,
 * with the signed-in visitor's session token, reading what is left of today's allowance from each answer's
 * X-Translate-* headers. The last reading is kept in this browser (localStorage, until it resets) so the line
 * under the input shows it on the next visit before any request.
 */
import { openaiEngine } from './openai';
import { PLANS } from './prompt';
import type { Engine, QuotaInfo } from './types';

export interface Allowance {
  plan: QuotaInfo['plan'];
  allowance: number;
  remaining: number;
  /** When it refills (ms since the epoch). */
  resetAt: number;
}

export const ALLOWANCE_KEY = 'translate:allowance';

function int(v: string | null): number | null {
  if (v === null || !/^\d+$/.test(v.trim())) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}

/** The allowance an answer of the site's engine carries, or null (another server, or headers not exposed). */
export function readAllowance(headers: Headers, now = Date.now()): Allowance | null {
  const plan = PLANS.find((p) => p === headers.get('X-Translate-Plan'));
  const allowance = int(headers.get('X-Translate-Allowance'));
  const remaining = int(headers.get('X-Translate-Remaining'));
  const reset = int(headers.get('X-Translate-Reset'));
  if (!plan || allowance === null || remaining === null || reset === null) return null;
  return { plan, allowance, remaining: Math.min(remaining, allowance), resetAt: now + reset * 1000 };
}

/** A stored reading, or null when there is none, it is malformed, or its day is over. */
export function parseAllowance(raw: unknown, now = Date.now()): Allowance | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const plan = PLANS.find((p) => p === r.plan);
  const nums = [r.allowance, r.remaining, r.resetAt];
  if (!plan || !nums.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)) return null;
  const [allowance, remaining, resetAt] = nums as number[];
  if (resetAt! <= now || remaining! > allowance!) return null;
  return { plan, allowance: allowance!, remaining: remaining!, resetAt: resetAt! };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function loadAllowance(storage: StorageLike | null, now = Date.now()): Allowance | null {
  try {
    const raw = storage?.getItem(ALLOWANCE_KEY);
    return raw ? parseAllowance(JSON.parse(raw), now) : null;
  } catch {
    return null;
  }
}

export function saveAllowance(storage: StorageLike | null, allowance: Allowance): void {
  try {
    storage?.setItem(ALLOWANCE_KEY, JSON.stringify(allowance));
  } catch {
    // the line still shows this page's reading
  }
}

export interface SiteEngineConfig {
  url: string;
  /** The signed-in visitor's session token, or null (anonymous). */
  token?: () => Promise<string | null>;
  onAllowance?: (allowance: Allowance) => void;
  fetch?: typeof fetch;
}

export function siteEngine(config: SiteEngineConfig): Engine {
  return openaiEngine({
    baseUrl: config.url,
    url: config.url,
    // The function chooses the model; the field is only there for the chat-completions shape.
    model: 'site',
    ...(config.token ? { token: config.token } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    onResponse: (res) => {
      const reading = readAllowance(res.headers);
      if (reading) config.onAllowance?.(reading);
    },
  });
}

/** Hours and minutes until `resetAt` (rounded up to the minute). */
export function untilReset(resetAt: number, now = Date.now()): { hours: number; minutes: number } {
  const minutes = Math.max(1, Math.ceil((resetAt - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
