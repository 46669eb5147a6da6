import { describe, expect, it } from 'vitest';
import { createEngine, EMPTY_CONFIG } from './settings';
import { loadAllowance, parseAllowance, readAllowance, saveAllowance, untilReset, type Allowance } from './site';
import { EngineError } from './types';

const NOW = Date.UTC(2026, 10, 26, 20, 0, 0);

const answer = (init: ResponseInit & { body?: string } = {}) =>
  new Response(init.body ?? JSON.stringify({ choices: [{ message: { content: '你好' } }] }), {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'application/json',
      'X-Translate-Plan': 'free',
      'X-Translate-Allowance': '50000',
      'X-Translate-Remaining': '38200',
      'X-Translate-Reset': '14400',
      ...(init.headers as Record<string, string>),
    },
  });

describe('allowance readings', () => {
  it('come from the X-Translate-* headers', () => {
    expect(readAllowance(answer().headers, NOW)).toEqual({
      plan: 'free',
      allowance: 50000,
      remaining: 38200,
      resetAt: NOW + 14_400_000,
    });
    expect(readAllowance(new Headers(), NOW)).toBeNull();
    expect(readAllowance(answer({ headers: { 'X-Translate-Plan': 'gold' } }).headers, NOW)).toBeNull();
    expect(readAllowance(answer({ headers: { 'X-Translate-Remaining': '-5' } }).headers, NOW)).toBeNull();
  });

  it('are kept in storage until the day is over; malformed ones are dropped', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const reading: Allowance = { plan: 'anonymous', allowance: 5000, remaining: 1200, resetAt: NOW + 1000 };
    saveAllowance(storage, reading);
    expect(loadAllowance(storage, NOW)).toEqual(reading);
    expect(loadAllowance(storage, NOW + 1000)).toBeNull();
    expect(parseAllowance({ ...reading, remaining: 6000 }, NOW)).toBeNull();
    expect(parseAllowance({ ...reading, plan: 'root' }, NOW)).toBeNull();
    expect(parseAllowance('x', NOW)).toBeNull();
  });

  it('time to the refill, rounded up to the minute', () => {
    expect(untilReset(NOW + 14_400_000, NOW)).toEqual({ hours: 4, minutes: 0 });
    expect(untilReset(NOW + 61_000, NOW)).toEqual({ hours: 0, minutes: 2 });
    expect(untilReset(NOW - 5, NOW)).toEqual({ hours: 0, minutes: 1 });
  });
});

describe('the site engine', () => {
  const operator = { kind: 'site' as const, url: 'https://p.supabase.co/functions/v1/translate', model: '' };

  it('posts to the function address as it is, with the session token, and reports the allowance', async () => {
    const seen: { url: string; auth: string | null; body: { model: string } }[] = [];
    const readings: Allowance[] = [];
    const engine = createEngine({ ...EMPTY_CONFIG, engine: 'operator' }, operator, {
      fetch: async (url, init) => {
        seen.push({
          url: String(url),
          auth: new Headers(init?.headers).get('Authorization'),
          body: JSON.parse(String(init?.body)),
        });
        return answer();
      },
      site: { token: async () => 'session.jwt.token', onAllowance: (a) => readings.push(a) },
    })!;
    await expect(engine.translate({ text: 'Hello', source: 'en', target: 'zh' })).resolves.toEqual({ text: '你好' });
    expect(seen).toEqual([
      { url: operator.url, auth: 'Bearer session.jwt.token', body: expect.objectContaining({ model: 'site' }) },
    ]);
    expect(readings.map((r) => [r.plan, r.remaining])).toEqual([['free', 38200]]);
  });

  it('sends no Authorization for an anonymous visitor', async () => {
    let auth: string | null = 'unset';
    const engine = createEngine({ ...EMPTY_CONFIG, engine: 'operator' }, operator, {
      fetch: async (_url, init) => {
        auth = new Headers(init?.headers).get('Authorization');
        return answer();
      },
      site: { token: async () => null },
    })!;
    await engine.translate({ text: 'Hello', source: 'en', target: 'zh' });
    expect(auth).toBeNull();
  });

  it('turns the function refusals into engine errors the page explains', async () => {
    const refuse = async (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const engine = createEngine({ ...EMPTY_CONFIG, engine: 'operator' }, operator, {
        fetch: async () => answer({ status, body: JSON.stringify(body), headers }),
      })!;
      return engine.translate({ text: 'Hello', source: 'en', target: 'zh' }).then(
        () => expect.unreachable(),
        (err: EngineError) => err,
      );
    };
    const quota = await refuse(
      429,
      {
        error: 'quota',
        plan: 'free',
        allowance: 50000,
        used: 50000,
        retryAfter: 3600,
        allowances: { anonymous: 5000, free: 50000, premium: 1000000 },
      },
      { 'Retry-After': '3600' },
    );
    expect([quota.code, quota.retryAfter, quota.quota]).toEqual([
      'quota',
      3600,
      { plan: 'free', allowance: 50000, allowances: { anonymous: 5000, free: 50000, premium: 1000000 } },
    ]);
    expect((await refuse(401, { error: 'unauthorized', reason: 'expired' })).code).toBe('session');
    const busy = await refuse(429, { error: 'busy', limit: 4 }, { 'Retry-After': '1' });
    expect([busy.code, busy.retryAfter]).toEqual(['rate-limit', 1]);
    expect((await refuse(413, { error: 'too-large', limit: 8000, unit: 'characters' })).code).toBe('bad-request');
    expect((await refuse(502, { error: 'upstream', status: 500 })).detail).toBe('the provider answered 500');
    // Another server's 429 stays a rate limit.
    expect((await refuse(429, { error: { message: 'slow down' } })).code).toBe('rate-limit');
  });
});
