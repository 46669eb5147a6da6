import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_CONFIG,
  STORAGE_KEY,
  clearConfig,
  createEngine,
  customAllowed,
  effectiveConfig,
  loadConfig,
  offeredChoices,
  operatorFromEnv,
  parseConfig,
  saveConfig,
  urlError,
  validateConfig,
  type EngineConfig,
} from './settings';
import { startStandIn, type StandIn } from './stand-in';

let stand: StandIn;
beforeAll(async () => {
  stand = await startStandIn();
});
afterAll(() => stand.close());

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const openai = (over: Partial<EngineConfig> = {}): EngineConfig => ({
  engine: 'openai',
  baseUrl: 'https://api.example.com/v1',
  model: 'gpt-x',
  apiKey: 'sk-test',
  ...over,
});

describe('urlError', () => {
  it('accepts https anywhere and http only on this machine', () => {
    expect(urlError('https://api.example.com/v1')).toBeNull();
    expect(urlError(' http://localhost:11434/v1 ')).toBeNull();
    expect(urlError('http://127.0.0.1:5000')).toBeNull();
    expect(urlError('http://[::1]:8080')).toBeNull();
    expect(urlError('http://api.example.com')).toBe('insecure-url');
    expect(urlError('http://192.168.1.5:5000')).toBe('insecure-url');
  });
  it('refuses empty, malformed, other schemes and credentials in the URL', () => {
    expect(urlError('')).toBe('required');
    expect(urlError('   ')).toBe('required');
    expect(urlError('api.example.com')).toBe('invalid-url');
    expect(urlError('ftp://example.com')).toBe('invalid-url');
    expect(urlError('javascript:alert(1)')).toBe('invalid-url');
    expect(urlError('https://user:pw@example.com')).toBe('invalid-url');
  });
});

describe('validateConfig', () => {
  it('reports each field', () => {
    expect(validateConfig(openai())).toEqual({});
    expect(validateConfig(openai({ baseUrl: '', model: ' ' }))).toEqual({ baseUrl: 'required', model: 'required' });
    expect(validateConfig(openai({ baseUrl: 'http://example.com' }))).toEqual({ baseUrl: 'insecure-url' });
  });
  it('needs no model for LibreTranslate and nothing for the operator or builtin engines', () => {
    expect(validateConfig({ ...EMPTY_CONFIG, engine: 'libre', baseUrl: 'http://localhost:5000' })).toEqual({});
    expect(validateConfig({ ...EMPTY_CONFIG, engine: 'libre' })).toEqual({ baseUrl: 'required' });
    expect(validateConfig({ ...EMPTY_CONFIG, engine: 'builtin' })).toEqual({});
    expect(validateConfig({ ...EMPTY_CONFIG, engine: 'operator' })).toEqual({});
  });
});

describe('storage', () => {
  it('round-trips under one key and drops what it does not know', () => {
    const s = memoryStorage();
    expect(loadConfig(s)).toBeNull();
    expect(saveConfig(s, openai())).toBe(true);
    expect([...s.map.keys()]).toEqual([STORAGE_KEY]);
    expect(loadConfig(s)).toEqual(openai());
    s.setItem(STORAGE_KEY, JSON.stringify({ ...openai(), extra: 1, apiKey: 5 }));
    expect(loadConfig(s)).toEqual(openai({ apiKey: '' }));
    clearConfig(s);
    expect(loadConfig(s)).toBeNull();
  });
  it('treats malformed values as nothing stored', () => {
    const s = memoryStorage();
    s.setItem(STORAGE_KEY, '{not json');
    expect(loadConfig(s)).toBeNull();
    expect(parseConfig({ engine: 'google' })).toBeNull();
    expect(parseConfig(null)).toBeNull();
    expect(parseConfig('openai')).toBeNull();
    expect(loadConfig(null)).toBeNull();
    expect(saveConfig(null, openai())).toBe(false);
  });
  it('reports a refused write', () => {
    const s = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveConfig(s, openai())).toBe(false);
  });
});

describe('operator engine and choices', () => {
  it('reads the build environment', () => {
    expect(operatorFromEnv({})).toBeNull();
    expect(
      operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'https://mt.example.org/v1', PUBLIC_TRANSLATE_MODEL: 'm1' }),
    ).toEqual({ kind: 'openai', url: 'https://mt.example.org/v1', model: 'm1' });
    expect(operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'https://mt.example.org/v1' })).toBeNull();
    expect(operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'https://lt.example.org', PUBLIC_TRANSLATE_KIND: 'libre' })).toEqual(
      { kind: 'libre', url: 'https://lt.example.org', model: '' },
    );
    expect(operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'http://mt.example.org', PUBLIC_TRANSLATE_KIND: 'libre' })).toBe(
      null,
    );
    // This project's function: recognised by its address, or named.
    expect(operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'https://abc.supabase.co/functions/v1/translate' })).toEqual({
      kind: 'site',
      url: 'https://abc.supabase.co/functions/v1/translate',
      model: '',
    });
    expect(
      operatorFromEnv({ PUBLIC_TRANSLATE_URL: 'https://mt.example.org/translate', PUBLIC_TRANSLATE_KIND: 'site' }),
    ).toEqual({ kind: 'site', url: 'https://mt.example.org/translate', model: '' });
    expect(customAllowed({})).toBe(true);
    expect(customAllowed({ PUBLIC_TRANSLATE_CUSTOM: 'OFF' })).toBe(false);
  });
  it('offers what is available, in order', () => {
    expect(offeredChoices({ operator: true, builtin: true, custom: true })).toEqual([
      'operator',
      'builtin',
      'openai',
      'libre',
    ]);
    expect(offeredChoices({ operator: false, builtin: false, custom: false })).toEqual([]);
    expect(offeredChoices({ operator: false, builtin: true, custom: false })).toEqual(['builtin']);
  });
  it('falls back from the stored choice to the operator, then the browser, then nothing', () => {
    const all = { operator: true, builtin: true, custom: true };
    expect(effectiveConfig(openai(), all)).toEqual(openai());
    expect(effectiveConfig(openai({ model: '' }), all)?.engine).toBe('operator');
    expect(effectiveConfig(openai(), { ...all, custom: false })?.engine).toBe('operator');
    expect(effectiveConfig(null, { operator: false, builtin: true, custom: true })?.engine).toBe('builtin');
    expect(effectiveConfig({ ...EMPTY_CONFIG, engine: 'builtin' }, { ...all, builtin: false })?.engine).toBe(
      'operator',
    );
    expect(effectiveConfig(null, { operator: false, builtin: false, custom: true })).toBeNull();
  });
});

describe('createEngine', () => {
  it('makes each kind of engine, talking to the configured endpoint', async () => {
    const before = stand.requests.length;
    const o = createEngine(openai({ baseUrl: stand.url, model: 'ok', apiKey: 'sk-recognisable' }));
    expect(o?.id).toBe('openai');
    expect((await o!.translate({ text: 'Hi', source: 'en', target: 'ja' })).text).toBe('[Japanese] Hi');
    const l = createEngine({ ...EMPTY_CONFIG, engine: 'libre', baseUrl: `${stand.url}/`, apiKey: 'ok' });
    expect(l?.id).toBe('libre');
    expect((await l!.translate({ text: 'Hi', source: 'en', target: 'ja' })).text).toBe('[ja] Hi');
    const [r1, r2] = stand.requests.slice(before);
    expect(r1!.path).toBe('/chat/completions');
    expect(r1!.headers.authorization).toBe('Bearer sk-recognisable');
    expect(r2!.path).toBe('/translate');
    expect(r2!.body.api_key).toBe('ok');
  });
  it('uses the operator URL without any key', async () => {
    const before = stand.requests.length;
    const e = createEngine({ ...EMPTY_CONFIG, engine: 'operator' }, { kind: 'openai', url: stand.url, model: 'ok' });
    expect((await e!.translate({ text: 'x', source: 'en', target: 'ko' })).text).toBe('[Korean] x');
    expect(stand.requests[before]!.headers.authorization).toBeUndefined();
    expect(createEngine({ ...EMPTY_CONFIG, engine: 'operator' }, null)).toBeNull();
  });
  it('refuses an invalid configuration and gives the builtin engine its APIs', async () => {
    expect(createEngine(openai({ baseUrl: 'http://example.com' }))).toBeNull();
    const b = createEngine({ ...EMPTY_CONFIG, engine: 'builtin' }, null, { builtin: {} });
    expect(b?.id).toBe('builtin');
    expect(await b!.availability('en', 'zh')).toBe('unavailable');
  });
});
