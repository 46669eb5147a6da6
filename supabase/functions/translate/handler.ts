/**
 * The translate function's request handling, free of Deno.serve and of secrets' sources so tests can drive it:
 * CORS, who is asking, the daily allowance, the request's checks, then the provider, its answer streamed through
 * as it arrives. Every refusal is JSON `{ error: <code>, … }` with a code the site translates:
 *
 *   bad-request 400 · unauthorized 401 · origin 403 · method 405 · too-large 413 · quota 429 · busy 429
 *   upstream 502/503/504 (the provider's status, never its body) · unavailable 503 (the allowance store failed)
 *
 * Successful answers and quota refusals carry the caller's allowance in X-Translate-* headers.
 */
import { concatBytes } from '../../../src/lib/image/bytes.ts';
import { type Caller, AuthError, bearerToken, clientAddress, hashAddress, type VerifyToken } from './caller.ts';
import type { Config } from './config.ts';
import { type Take, type QuotaStore, remaining, secondsToNextDay } from './quota.ts';
import { readAsk, upstreamBody } from './request.ts';

export interface Deps {
  config: Config;
  quota: QuotaStore;
  /** Null when no Clerk issuer is configured: a bearer token is then refused. */
  verify: VerifyToken | null;
  fetch?: typeof fetch;
  now?: () => Date;
  /** One line per request (never the provider's key, never a raw address). */
  log?: (entry: Record<string, unknown>) => void;
}

export interface ConnInfo {
  remoteAddr?: { hostname?: string };
}

export const EXPOSED_HEADERS = [
  'retry-after',
  'x-translate-plan',
  'x-translate-allowance',
  'x-translate-remaining',
  'x-translate-reset',
];

const ALLOWED_HEADERS = 'authorization, content-type, accept, apikey, x-client-info';

export function corsHeaders(origin: string | null, origins: readonly string[]): Headers | null {
  const headers = new Headers({ Vary: 'Origin' });
  if (origin === null) return headers; // not a browser's cross-origin request: nothing to allow
  if (!origins.includes(origin)) return null;
  headers.set('Access-Control-Allow-Origin', origin);
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  return headers;
}

function json(status: number, body: Record<string, unknown>, headers: Headers): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: out });
}

function allowanceHeaders(headers: Headers, take: Take, now: Date): void {
  headers.set('X-Translate-Plan', take.plan);
  headers.set('X-Translate-Allowance', String(take.allowance));
  headers.set('X-Translate-Remaining', String(remaining(take)));
  headers.set('X-Translate-Reset', String(secondsToNextDay(now)));
}

/** Reads at most `max` bytes of a body; null when it is longer (the rest is not read). */
async function readCapped(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await req.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  return concatBytes(parts);
}

export function createHandler(deps: Deps): (req: Request, info?: ConnInfo) => Promise<Response> {
  const { config, quota, verify } = deps;
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((entry) => console.log(JSON.stringify(entry)));
  const inFlight = new Map<string, number>();

  async function identify(req: Request, info?: ConnInfo): Promise<Caller | AuthError> {
    const token = bearerToken(req.headers.get('authorization'));
    if (token !== null) {
      if (!token) return new AuthError('malformed');
      if (!verify) return new AuthError('no-issuer');
      try {
        const { userId } = await verify(token);
        return { kind: 'user', key: `user:${userId}`, userId };
      } catch (err) {
        return err instanceof AuthError ? err : new AuthError('invalid');
      }
    }
    const address = clientAddress(req.headers, config.ipHeader, info?.remoteAddr?.hostname ?? null);
    return { kind: 'anonymous', key: `ip:${await hashAddress(address, config.ipSalt)}` };
  }

  return async function handle(req, info) {
    const started = Date.now();
    const cors = corsHeaders(req.headers.get('origin'), config.origins);
    const entry: Record<string, unknown> = { method: req.method };
    const done = (res: Response, extra: Record<string, unknown> = {}) => {
      log({ ...entry, ...extra, status: res.status, ms: Date.now() - started });
      return res;
    };
    if (!cors) return done(json(403, { error: 'origin' }, new Headers({ Vary: 'Origin' })));
    if (req.method === 'OPTIONS') {
      const headers = new Headers(cors);
      headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
      headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      headers.set('Access-Control-Max-Age', '7200');
      return done(new Response(null, { status: 204, headers }));
    }
    if (req.method !== 'POST') {
      cors.set('Allow', 'POST, OPTIONS');
      return done(json(405, { error: 'method' }, cors));
    }

    const caller = await identify(req, info);
    if (caller instanceof AuthError) {
      await req.body?.cancel().catch(() => undefined);
      return done(json(401, { error: 'unauthorized', reason: caller.reason }, cors), { auth: caller.reason });
    }
    entry.caller = caller.kind;

    const running = inFlight.get(caller.key) ?? 0;
    if (running >= config.maxInFlight) {
      await req.body?.cancel().catch(() => undefined);
      cors.set('Retry-After', '1');
      return done(json(429, { error: 'busy', limit: config.maxInFlight }, cors));
    }
    inFlight.set(caller.key, running + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = (inFlight.get(caller.key) ?? 1) - 1;
      if (n > 0) inFlight.set(caller.key, n);
      else inFlight.delete(caller.key);
    };

    let handedOver = false;
    try {
      const raw = await readCapped(req, config.maxBodyBytes);
      if (!raw) return done(json(413, { error: 'too-large', limit: config.maxBodyBytes, unit: 'bytes' }, cors));
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        return done(json(400, { error: 'bad-request', reason: 'the body is not JSON' }, cors));
      }
      const ask = readAsk(body, config.maxChars);
      if ('error' in ask) {
        if (ask.error === 'too-large')
          return done(json(413, { error: 'too-large', limit: ask.limit, size: ask.size, unit: 'characters' }, cors));
        return done(json(400, { error: 'bad-request', reason: ask.reason }, cors));
      }
      entry.chars = ask.chars;

      let take: Take;
      try {
        take = await quota.take(caller.key, caller.kind === 'user' ? caller.userId : null, ask.chars);
      } catch (err) {
        log({ ...entry, store: err instanceof Error ? err.message.slice(0, 200) : 'failed' });
        return done(json(503, { error: 'unavailable' }, cors));
      }
      entry.plan = take.plan;
      const at = now();
      allowanceHeaders(cors, take, at);
      if (!take.allowed) {
        const reset = secondsToNextDay(at);
        cors.set('Retry-After', String(reset));
        return done(
          json(
            429,
            {
              error: 'quota',
              plan: take.plan,
              allowance: take.allowance,
              used: take.used,
              remaining: remaining(take),
              requested: ask.chars,
              retryAfter: reset,
              // What signing in or premium would give, for the site to say so.
              allowances: config.allowances,
            },
            cors,
          ),
        );
      }

      const giveBack = () => quota.giveBack(caller.key, take.day, ask.chars).catch(() => undefined);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort('timeout'), config.upstreamTimeoutMs);
      const onGone = () => controller.abort('client');
      req.signal.addEventListener('abort', onGone);
      let finished = false;
      const finish = (extra: Record<string, unknown> = {}) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        req.signal.removeEventListener('abort', onGone);
        release();
        if (Object.keys(extra).length) log({ ...entry, ...extra, ms: Date.now() - started });
      };
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: ask.stream ? 'text/event-stream' : 'application/json',
      };
      if (config.upstreamKey) headers.Authorization = `Bearer ${config.upstreamKey}`;

      let upstream: Response;
      try {
        upstream = await doFetch(config.upstreamUrl, {
          method: 'POST',
          headers,
          body: JSON.stringify(upstreamBody(ask, config.model, config.extraBody)),
          signal: controller.signal,
        });
      } catch {
        const why = controller.signal.aborted ? String(controller.signal.reason) : 'network';
        finish();
        await giveBack();
        const status = why === 'timeout' ? 504 : 502;
        return done(json(status, { error: 'upstream', status }, cors), { upstream: why });
      }
      if (!upstream.ok) {
        await upstream.body?.cancel().catch(() => undefined);
        finish();
        await giveBack();
        const busy = upstream.status === 429;
        const retry = Number(upstream.headers.get('retry-after'));
        if (busy && Number.isFinite(retry) && retry >= 0) cors.set('Retry-After', String(Math.ceil(retry)));
        return done(json(busy ? 503 : 502, { error: 'upstream', status: upstream.status }, cors), {
          upstream: upstream.status,
        });
      }

      const type = upstream.headers.get('content-type') ?? '';
      if (!ask.stream || !type.includes('text/event-stream') || !upstream.body) {
        // One JSON answer: only the translation goes back, in the chat-completions shape.
        let content: unknown;
        try {
          const data = (await upstream.json()) as { choices?: { message?: { content?: unknown } }[] };
          content = data.choices?.[0]?.message?.content;
        } catch {
          content = undefined;
        }
        finish();
        if (typeof content !== 'string') {
          await giveBack();
          return done(json(502, { error: 'upstream', status: upstream.status, reason: 'no translation' }, cors));
        }
        return done(
          json(
            200,
            { object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] },
            cors,
          ),
        );
      }

      // A stream: passed through chunk by chunk. A caller who goes away cancels it, and with it the provider's.
      const reader = upstream.body.getReader();
      // A provider streams many small deltas; what has already arrived goes out in one write, so the visitor's
      // connection does not carry a packet per token (and small writes do not wait on delayed ACKs).
      let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
      const next = () => (pending ??= reader.read());
      const stream = new ReadableStream<Uint8Array>({
        async pull(ctrl) {
          try {
            const first = await next();
            pending = null;
            if (first.done) {
              finish({ streamed: 'complete' });
              ctrl.close();
              return;
            }
            const parts = [first.value];
            for (;;) {
              const more = await Promise.race([next(), Promise.resolve(null)]);
              if (!more || more.done) break; // not there yet, or the end: the next pull sees it
              pending = null;
              parts.push(more.value);
            }
            ctrl.enqueue(parts.length === 1 ? parts[0]! : concatBytes(parts));
          } catch {
            const why = controller.signal.aborted ? String(controller.signal.reason) : 'broken';
            finish({ streamed: why });
            ctrl.error(new Error(`upstream stream ${why}`));
          }
        },
        cancel() {
          finish({ streamed: 'cancelled' });
          controller.abort('client');
          return reader.cancel().catch(() => undefined);
        },
      });
      const out = new Headers(cors);
      out.set('Content-Type', 'text/event-stream; charset=utf-8');
      out.set('Cache-Control', 'no-store');
      handedOver = true;
      log({ ...entry, status: 200, ms: Date.now() - started, streaming: true });
      return new Response(stream, { status: 200, headers: out });
    } finally {
      if (!handedOver) release();
    }
  };
}
