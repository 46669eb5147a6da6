import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequest, openaiEngine, openaiTranslate } from './openai';
import { completionsUrl } from './prompt';
import { libreEngine, libreRequest, libreTranslate } from './libre';
import { startStandIn, type StandIn } from './stand-in';
import { EngineError, retryAfterSeconds } from './types';

let stand: StandIn;
beforeAll(async () => {
  stand = await startStandIn();
});
afterAll(() => stand.close());

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }
  throw new Error('expected a failure');
}

describe('OpenAI-compatible engine', () => {
  it('builds the chat-completions request from a base URL as users paste it', () => {
    expect(completionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
    expect(completionsUrl(' http://localhost:11434/v1/chat/completions ')).toBe(
      'http://localhost:11434/v1/chat/completions',
    );
    const r = chatRequest(
      { baseUrl: 'https://x.test/v1', model: 'm', apiKey: 'sk-1' },
      { text: '你好', source: 'zh', target: 'en' },
    );
    expect(r.url).toBe('https://x.test/v1/chat/completions');
    expect(r.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      Authorization: 'Bearer sk-1',
    });
    expect(r.body.model).toBe('m');
    expect(r.body.stream).toBe(true);
    expect(r.body.messages[0]!.content).toMatch(
      /^You are a translation engine\. Translate the user's message from Simplified Chinese into English\./,
    );
    expect(r.body.messages[1]).toEqual({ role: 'user', content: '你好' });
    const proxy = chatRequest({ baseUrl: '/api/translate', model: 'm' }, { text: 'a', source: 'auto', target: 'ja' });
    expect(proxy.headers).not.toHaveProperty('Authorization');
    expect(proxy.body.messages[0]!.content).toContain('from the language it is written in into Japanese.');
  });

  it('assembles a streamed answer delta by delta, and sends the key only as a bearer token', async () => {
    const seen: string[] = [];
    const before = stand.requests.length;
    const r = await openaiTranslate(
      { baseUrl: `${stand.url}/v1`, model: 'ok', apiKey: 'sk-test-123' },
      { text: 'Hello, 世界 👋', source: 'en', target: 'zh', onText: (t) => seen.push(t) },
    );
    expect(r.text).toBe('[Simplified Chinese] Hello, 世界 👋');
    expect(seen.at(-1)).toBe(r.text);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((s, i) => i === 0 || s.startsWith(seen[i - 1]!))).toBe(true);
    const req = stand.requests[before]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test-123');
    expect(JSON.stringify(req.body)).not.toContain('sk-test-123');
  });

  it('takes a server that ignores stream: true', async () => {
    const r = await openaiTranslate(
      { baseUrl: stand.url, model: 'plain' },
      { text: 'abc', source: 'en', target: 'ko' },
    );
    expect(r.text).toBe('[Korean] abc');
  });

  it('names each failure: 401, 429 with its wait, 500, a broken stream, nobody answering', async () => {
    const call = (model: string, baseUrl = stand.url) =>
      openaiTranslate({ baseUrl, model }, { text: 'x', source: 'en', target: 'fr' });
    const auth = await failure(call('unauthorized'));
    expect([auth.code, auth.status, auth.detail]).toEqual(['auth', 401, 'HTTP 401: Incorrect API key provided']);
    const busy = await failure(call('busy'));
    expect([busy.code, busy.status, busy.retryAfter]).toEqual(['rate-limit', 429, 7]);
    expect((await failure(call('broken'))).code).toBe('server');
    const bad = await failure(call('malformed'));
    expect(bad.code).toBe('protocol');
    expect(bad.detail).toMatch(/^not JSON: \{"choices"/);
    expect(await failure(call('ok', 'http://127.0.0.1:9'))).toMatchObject({ code: 'network' });
  });

  it('stops when cancelled, mid-stream', async () => {
    const ac = new AbortController();
    let got = '';
    const p = openaiTranslate(
      { baseUrl: stand.url, model: 'slow' },
      {
        text: 'a long sentence to stream slowly',
        source: 'en',
        target: 'de',
        signal: ac.signal,
        onText: (t) => {
          got = t;
          if (t.length >= 6) ac.abort();
        },
      },
    );
    const err = await failure(p);
    expect(err.code).toBe('cancelled');
    expect(got.length).toBeGreaterThanOrEqual(6);
    expect(got.length).toBeLessThan('[German] a long sentence to stream slowly'.length);
  });

  it('reports availability from its settings', async () => {
    await expect(openaiEngine({ baseUrl: stand.url, model: 'ok' }).availability('auto', 'en')).resolves.toBe(
      'available',
    );
    await expect(openaiEngine({ baseUrl: '', model: 'ok' }).availability('en', 'zh')).resolves.toBe('unavailable');
  });
});

describe('LibreTranslate engine', () => {
  it('sends LibreTranslate request shapes, traditional Chinese as zt, the key in the body', async () => {
    expect(
      libreRequest({ baseUrl: 'https://lt.test/', apiKey: 'k' }, { text: 'hi', source: 'auto', target: 'zh-Hant' }),
    ).toEqual({
      url: 'https://lt.test/translate',
      body: { q: 'hi', source: 'auto', target: 'zt', format: 'text', api_key: 'k' },
    });
    const before = stand.requests.length;
    const r = await libreTranslate(
      { baseUrl: stand.url, apiKey: 'good' },
      { text: 'Bonjour', source: 'auto', target: 'ja' },
    );
    expect(r).toEqual({ text: '[ja] Bonjour', detected: 'en' });
    expect(stand.requests[before]!.body).toEqual({
      q: 'Bonjour',
      source: 'auto',
      target: 'ja',
      format: 'text',
      api_key: 'good',
    });
    expect(stand.requests[before]!.headers.authorization).toBeUndefined();
  });

  it('names each failure', async () => {
    const call = (apiKey: string) =>
      libreTranslate({ baseUrl: stand.url, apiKey }, { text: 'x', source: 'en', target: 'fr' });
    expect(await failure(call('unauthorized'))).toMatchObject({
      code: 'auth',
      status: 403,
      detail: 'HTTP 403: Invalid API key',
    });
    expect(await failure(call('busy'))).toMatchObject({ code: 'rate-limit', retryAfter: 7 });
    expect(await failure(call('broken'))).toMatchObject({ code: 'server', status: 500 });
    expect(await failure(call('malformed'))).toMatchObject({ code: 'protocol' });
    await expect(libreEngine({ baseUrl: '' }).availability('en', 'fr')).resolves.toBe('unavailable');
  });
});

describe('Retry-After', () => {
  it('reads seconds and dates', () => {
    expect(retryAfterSeconds('7')).toBe(7);
    expect(retryAfterSeconds('1.2')).toBe(2);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
