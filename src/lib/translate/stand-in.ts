/**
 * Local stand-ins for the translation engines, for tests (unit and end-to-end): one HTTP server speaking both the
 * OpenAI chat-completions streaming format (POST …/chat/completions) and LibreTranslate's (POST /translate).
 * Node only. The stand-in's "translation" is `[<target>] <text>`, so tests know the exact expected output.
 * Behaviours are chosen by the model name (OpenAI) or the api_key (LibreTranslate):
 *   ok (any other name) · slow (a delta every 150 ms) · unauthorized (401) · busy (429, Retry-After: 7)
 *   · broken (500) · malformed (a stream that stops making sense) · plain (one JSON answer, as for `stream: false`)
 *   · leaky (500 quoting the caller's Authorization back, as some providers do with a wrong key)
 *   · hang (no answer until the caller gives up) · stall (one delta, then nothing until the caller gives up)
 * Behind the site's own engine (supabase/functions/translate), which fixes the model, the text chooses instead:
 * a user message containing `{{busy}}` behaves as the model `busy`. With `options.key`, a request without that
 * Bearer key is refused (401); with `options.jwks`, GET /.well-known/jwks.json serves those keys (Clerk's JWKS).
 * Every request is recorded (path, headers, parsed body) for tests that check request shapes; `gaveUp()` resolves
 * when a caller next goes away before its answer ended. With `options.latencyMs`, every translation answer
 * (either protocol) starts that many milliseconds after its request arrived (a real engine's time per request);
 * with `options.maxInFlight`, a translation request that arrives while that many are being answered gets 429 with
 * `Retry-After: options.retryAfter` (default 1). Runs under Node and Deno.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface StandIn {
  url: string;
  requests: Recorded[];
  /** How many times the JWKS was fetched. */
  jwksFetches: number;
  /** Resolves when a caller next goes away before its answer ended. */
  gaveUp(): Promise<void>;
  close(): Promise<void>;
  /** The most translation requests that were being answered at once. */
  peakInFlight: number;
}

export interface StandInOptions {
  /** The provider key requests must carry (`Authorization: Bearer <key>`). */
  key?: string;
  /** The JSON Web Keys served at /.well-known/jwks.json. */
  jwks?: () => unknown[];
  /** Milliseconds before each translation answer starts (both protocols). Default 0. */
  latencyMs?: number;
  /** Translation requests answered at once; one more gets 429 with `Retry-After`. Default: no limit. */
  maxInFlight?: number;
  /** The Retry-After seconds of a `maxInFlight` refusal. Default 1. */
  retryAfter?: number;
}

const MODES = ['slow', 'unauthorized', 'busy', 'broken', 'malformed', 'plain', 'leaky', 'hang', 'stall'];

export function standInTranslation(text: string, target: string): string {
  return `[${target}] ${text}`;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

type Reply = (status: number, value: unknown, extra?: Record<string, string>) => void;

function targetOfPrompt(system: string): string {
  return /into ([A-Za-z ]+?)\./.exec(system)?.[1] ?? '?';
}

export async function startStandIn(port = 0, host = '127.0.0.1', options: StandInOptions = {}): Promise<StandIn> {
  const requests: Recorded[] = [];
  let waiters: (() => void)[] = [];
  let jwksFetches = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/.well-known/jwks.json' && options.jwks) {
      jwksFetches++;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: options.jwks() }));
      return;
    }
    res.on('close', () => {
      if (res.writableEnded) return;
      const ready = waiters;
      waiters = [];
      for (const w of ready) w();
    });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // recorded as empty
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ path, headers: req.headers, body });
      const json = (status: number, value: unknown, extra: Record<string, string> = {}): void => {
        res.writeHead(status, { ...CORS, 'Content-Type': 'application/json', ...extra }).end(JSON.stringify(value));
      };
      if (path.endsWith('/chat/completions') || path === '/translate') {
        if (options.maxInFlight !== undefined && inFlight >= options.maxInFlight)
          return json(429, { error: 'Too many requests at once' }, { 'Retry-After': String(options.retryAfter ?? 1) });
        inFlight++;
        peakInFlight = Math.max(peakInFlight, inFlight);
        res.on('close', () => inFlight--);
        if (options.latencyMs) {
          setTimeout(() => answer(path, body, json), options.latencyMs);
          return;
        }
      }
      answer(path, body, json);
    });

    function answer(path: string, body: Record<string, unknown>, json: Reply): void {
      if (path.endsWith('/chat/completions')) {
        const messages = (body.messages ?? []) as { role: string; content: string }[];
        const text = messages.find((m) => m.role === 'user')?.content ?? '';
        const asked = /\{\{(\w+)\}\}/.exec(text)?.[1] ?? '';
        const model = MODES.includes(asked) ? asked : String(body.model ?? '');
        const authorization = req.headers.authorization ?? '';
        if (options.key && authorization !== `Bearer ${options.key}`)
          return json(401, { error: { message: 'Incorrect API key provided' } });
        if (model === 'leaky') return json(500, { error: { message: `Incorrect API key provided: ${authorization}` } });
        if (model === 'hang') return; // until the caller goes away
        const target = targetOfPrompt(messages.find((m) => m.role === 'system')?.content ?? '');
        if (model === 'unauthorized') return json(401, { error: { message: 'Incorrect API key provided' } });
        if (model === 'busy') return json(429, { error: { message: 'Rate limit reached' } }, { 'Retry-After': '7' });
        if (model === 'broken') return json(500, { error: { message: 'The server had an error' } });
        const out = standInTranslation(text, target);
        if (model === 'plain' || body.stream === false)
          return json(200, { choices: [{ message: { role: 'assistant', content: out } }] });
        res.writeHead(200, { ...CORS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
        const send = (data: string) => res.write(`data: ${data}\n\n`);
        if (model === 'malformed') {
          send(JSON.stringify({ choices: [{ delta: { content: out.slice(0, 3) } }] }));
          send('{"choices": [ {"delta": ');
          res.end();
          return;
        }
        const pieces = out.match(/[\s\S]{1,3}/gu) ?? [];
        if (model === 'stall') {
          send(JSON.stringify({ choices: [{ index: 0, delta: { content: pieces[0] ?? '' } }] }));
          return; // until the caller goes away
        }
        let i = 0;
        const next = () => {
          if (res.destroyed) return;
          if (i >= pieces.length) {
            send('[DONE]');
            res.end();
            return;
          }
          send(JSON.stringify({ choices: [{ index: 0, delta: { content: pieces[i++] } }] }));
          if (model === 'slow') setTimeout(next, 150);
          else next();
        };
        next();
        return;
      }

      if (path === '/translate') {
        const key = String(body.api_key ?? '');
        if (key === 'unauthorized') return json(403, { error: 'Invalid API key' });
        if (key === 'busy') return json(429, { error: 'Too many request limits violation' }, { 'Retry-After': '7' });
        if (key === 'broken') return json(500, { error: 'Cannot translate text' });
        if (key === 'malformed') {
          res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end('<html>not json</html>');
          return;
        }
        const target = String(body.target ?? '?');
        const translatedText = standInTranslation(String(body.q ?? ''), target);
        return json(
          200,
          body.source === 'auto'
            ? { translatedText, detectedLanguage: { language: 'en', confidence: 90 } }
            : { translatedText },
        );
      }
      json(404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    requests,
    get jwksFetches() {
      return jwksFetches;
    },
    get peakInFlight() {
      return peakInFlight;
    },
    gaveUp: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
