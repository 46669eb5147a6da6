/**
 * The service worker as the build writes it (src/sw/build.ts + src/sw/sw.ts), run in a VM context with an
 * in-memory Cache Storage and a scripted network: what it stores, under which key, and what it prunes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildManifest, serviceWorkerSource, type SwManifest } from '../../src/sw/build';
import type { Pack } from '../../src/sw/packs';

const ORIGIN = 'https://toolbox.example';

/** Cache Storage in memory: entries keyed by URL. */
class MemCache {
  entries = new Map<string, Response>();
  matchOptions: unknown[] = [];
  async match(req: Request | string, opts?: unknown) {
    this.matchOptions.push(opts);
    return this.entries.get(typeof req === 'string' ? req : req.url)?.clone();
  }
  async put(req: Request | string, res: Response) {
    this.entries.set(typeof req === 'string' ? req : req.url, res);
  }
  async keys() {
    return [...this.entries.keys()].map((u) => new Request(u));
  }
  async delete(req: Request | string) {
    return this.entries.delete(typeof req === 'string' ? req : req.url);
  }
}

/** The worker of `manifest`, installed at `swPath` (its base is that file's folder). */
function worker(
  manifest: SwManifest,
  caches = new Map<string, MemCache>(),
  swPath = '/sw.js',
  packs: { build: string; packs: Pack[] } = { build: manifest.build, packs: [] },
) {
  const listeners = new Map<string, (e: unknown) => void>();
  const net = { offline: false, fetched: [] as string[], packs, failing: new Set<string>(), skipped: 0 };
  const cacheStorage = {
    async open(name: string) {
      if (!caches.has(name)) caches.set(name, new MemCache());
      return caches.get(name)!;
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name: string) {
      return caches.delete(name);
    },
    async has(name: string) {
      return caches.has(name);
    },
  };
  const self = {
    location: new URL(`${ORIGIN}${swPath}`),
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
    skipWaiting: async () => {
      net.skipped++;
    },
    clients: { claim: async () => undefined },
  };
  const fetch = async (req: Request | string) => {
    const href = typeof req === 'string' ? new URL(req, ORIGIN).href : req.url;
    net.fetched.push(href);
    if (net.offline) throw new TypeError('Failed to fetch');
    const path = new URL(href).pathname;
    if (net.failing.has(path)) return new Response('gone', { status: 500 });
    if (path.endsWith('/offline-packs.json')) return Response.json(net.packs);
    return new Response(`body of ${path}`, { status: 200 });
  };
  runInNewContext(serviceWorkerSource(manifest), { self, caches: cacheStorage, fetch, URL, Request, Response });

  /** Dispatches a fetch event; resolves to the worker's response, or null when it let the request through. */
  const request = async (path: string, mode: RequestMode | 'navigate' = 'navigate') => {
    let answer = null as Promise<Response> | null;
    const waits: Promise<unknown>[] = [];
    const req = { url: ORIGIN + path, method: 'GET', mode };
    listeners.get('fetch')!({
      request: req,
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const res = answer ? await answer : null;
    await Promise.all(waits);
    return res;
  };
  const activate = async () => {
    const waits: Promise<unknown>[] = [];
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const install = async () => {
    const waits: Promise<unknown>[] = [];
    listeners.get('install')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const keys = (name: string) => [...(caches.get(name)?.entries.keys() ?? [])].sort();
  /** Posts a message as a page does; resolves to the replies on its port once the worker is done. */
  const message = async (data: unknown) => {
    const replies: { type: string; [k: string]: unknown }[] = [];
    const waits: Promise<unknown>[] = [];
    listeners.get('message')!({
      data,
      ports: [{ postMessage: (m: { type: string }) => replies.push(m) }],
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    return replies;
  };
  return { request, activate, install, keys, net, caches, message };
}

const M1 = { build: 'b1', assets: ['/_astro/app.1111.js', '/_astro/qpdf.2222.wasm'], shell: [] };

describe('service worker: what it stores', () => {
  it('keys pages by path: no query string, no hash, no trailing slash', async () => {
    const sw = worker(M1);
    await sw.request('/en/json-formatter/?utm_source=x');
    await sw.request('/en/about');
    await sw.request('/');
    expect(sw.keys('pages-b1')).toEqual([`${ORIGIN}/`, `${ORIGIN}/en/about`, `${ORIGIN}/en/json-formatter`]);
  });

  it.each([
    '/?__clerk_db_jwt=dvb_2abc',
    '/en/?__clerk_handshake=eyJ',
    '/en/profile?__session=abc',
    '/en/?code=4/0AX&state=xyz',
    '/?token=abc',
    '/login/sso-callback?after_sign_in_url=%2F',
    '/en/login/sso-callback',
    '/en/login',
    '/ja/login/factor-one',
    '/sign-up',
    '/ko/sign-up/verify-email-address',
  ])('never stores or answers %s', async (path) => {
    const sw = worker(M1);
    expect(await sw.request(path)).toBeNull();
    expect(await sw.request(path, 'no-cors')).toBeNull();
    expect([...sw.caches.values()].every((c) => c.entries.size === 0)).toBe(true);
  });

  it('serves the last copy of a page offline, whatever its query string', async () => {
    const sw = worker(M1);
    await sw.request('/en/json-formatter');
    sw.net.offline = true;
    expect(await (await sw.request('/en/json-formatter/?x=1'))!.text()).toBe('body of /en/json-formatter');
    await expect(sw.request('/en/never-visited')).rejects.toThrow('Failed to fetch');
  });

  it('build assets are cache first, keyed by path; other files by path in the build’s static cache', async () => {
    const sw = worker(M1);
    await sw.request('/_astro/app.1111.js?v=1', 'cors');
    await sw.request('/favicon.svg?x', 'no-cors');
    sw.net.fetched.length = 0;
    await sw.request('/_astro/app.1111.js', 'cors');
    expect(sw.net.fetched).toEqual([]);
    expect(sw.keys('assets')).toEqual([`${ORIGIN}/_astro/app.1111.js`]);
    expect(sw.keys('static-b1')).toEqual([`${ORIGIN}/favicon.svg`]);
    // Stored under a plain URL: a lookup must ignore Vary (a module script's request carries Origin).
    for (const c of sw.caches.values()) for (const o of c.matchOptions) expect(o).toEqual({ ignoreVary: true });
  });
});

describe('service worker: the shell and the offline fallback page', () => {
  const SHELL = {
    build: 'b1',
    assets: ['/_astro/app.1111.js'],
    shell: ['/en/offline-fallback', '/offline-fallback', '/favicon.svg', '/_astro/app.1111.js'],
  };

  it('stores the fallback pages, the logo and their assets when it installs', async () => {
    const sw = worker(SHELL);
    await sw.install();
    expect(sw.keys('shell-b1')).toEqual([
      `${ORIGIN}/en/offline-fallback`,
      `${ORIGIN}/favicon.svg`,
      `${ORIGIN}/offline-fallback`,
    ]);
    expect(sw.keys('assets')).toEqual([`${ORIGIN}/_astro/app.1111.js`]);
  });

  it('offline, answers a page that was never kept with the fallback page of its language', async () => {
    const sw = worker(SHELL);
    await sw.install();
    await sw.request('/en/about');
    sw.net.offline = true;
    expect(await (await sw.request('/en/never-visited'))!.text()).toBe('body of /en/offline-fallback');
    expect(await (await sw.request('/never-visited?x=1'))!.text()).toBe('body of /offline-fallback');
    // A kept page is still itself, and the logo comes from the shell.
    expect(await (await sw.request('/en/about'))!.text()).toBe('body of /en/about');
    expect(await (await sw.request('/favicon.svg', 'no-cors'))!.text()).toBe('body of /favicon.svg');
    // No Japanese fallback in this shell: the browser's own error, as before.
    await expect(sw.request('/ja/never-visited')).rejects.toThrow('Failed to fetch');
  });

  it('an install without the network stores nothing and still installs', async () => {
    const sw = worker(SHELL);
    sw.net.offline = true;
    await sw.install();
    expect(sw.keys('shell-b1')).toEqual([]);
  });

  it('under /toolbox/, the fallback of the language after the base', async () => {
    const sw = worker(
      { build: 'b1', assets: [], shell: ['/toolbox/ko/offline-fallback', '/toolbox/offline-fallback'] },
      new Map(),
      '/toolbox/sw.js',
    );
    await sw.install();
    sw.net.offline = true;
    expect(await (await sw.request('/toolbox/ko/json-formatter'))!.text()).toBe('body of /toolbox/ko/offline-fallback');
    expect(await (await sw.request('/toolbox/json-formatter'))!.text()).toBe('body of /toolbox/offline-fallback');
  });

  it('a new build drops the old build’s shell', async () => {
    const caches = new Map<string, MemCache>();
    const old = worker(SHELL, caches);
    await old.install();
    const next = worker({ ...SHELL, build: 'b2' }, caches);
    await next.install();
    await next.activate();
    expect([...caches.keys()].sort()).toEqual(['assets', 'shell-b2']);
  });
});

describe('buildManifest: the shell', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-shell-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the fallback pages by path, the logo, the tools’ icons, and the scripts and styles they load', () => {
    for (const d of ['_astro', 'offline-fallback', 'en/offline-fallback', 'en/about', 'icons/emoji'])
      mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(join(dir, '_astro', 'page.1111.css'), 'body{}');
    writeFileSync(join(dir, '_astro', 'nav.2222.js'), 'import("./lazy.3333.js")');
    writeFileSync(join(dir, '_astro', 'lazy.3333.js'), '');
    writeFileSync(join(dir, '_astro', 'other.4444.js'), '');
    writeFileSync(join(dir, '_astro', 'webp.5555.wasm'), '');
    const page = '<link href="/_astro/page.1111.css"><script src="/_astro/nav.2222.js"></script>';
    writeFileSync(join(dir, 'offline-fallback', 'index.html'), page);
    writeFileSync(join(dir, 'en', 'offline-fallback', 'index.html'), page);
    writeFileSync(join(dir, 'en', 'about', 'index.html'), '<script src="/_astro/other.4444.js"></script>');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dir, 'icons', 'emoji', '1f4cb.svg'), '<svg/>');
    writeFileSync(join(dir, 'icons', 'emoji', '1f5bc.svg'), '<svg/>');
    writeFileSync(join(dir, 'icons', 'emoji', 'notes.txt'), '');
    expect(buildManifest(dir, '/toolbox/').shell).toEqual([
      '/toolbox/en/offline-fallback',
      '/toolbox/offline-fallback',
      '/toolbox/favicon.svg',
      '/toolbox/icons/emoji/1f4cb.svg',
      '/toolbox/icons/emoji/1f5bc.svg',
      '/toolbox/_astro/lazy.3333.js',
      '/toolbox/_astro/nav.2222.js',
      '/toolbox/_astro/page.1111.css',
    ]);
  });
});

describe('service worker: a new build', () => {
  it('drops the old build’s page and static caches and the assets it no longer references', async () => {
    const caches = new Map<string, MemCache>();
    const old = worker(M1, caches);
    await old.request('/en/about');
    await old.request('/favicon.svg', 'no-cors');
    await old.request('/_astro/app.1111.js', 'cors');
    await old.request('/_astro/qpdf.2222.wasm', 'cors');
    caches.set('assets-v1', new MemCache()); // the first worker's cache names

    const next = worker({ build: 'b2', assets: ['/_astro/app.3333.js', '/_astro/qpdf.2222.wasm'], shell: [] }, caches);
    await next.activate();
    expect([...caches.keys()].sort()).toEqual(['assets']);
    expect(next.keys('assets')).toEqual([`${ORIGIN}/_astro/qpdf.2222.wasm`]);
    await next.request('/en/about');
    expect(next.keys('pages-b2')).toEqual([`${ORIGIN}/en/about`]);
  });
});

describe('service worker: a site served under /toolbox/', () => {
  const M = { build: 'b1', assets: ['/toolbox/_astro/app.1111.js', '/toolbox/_astro/qpdf.2222.wasm'], shell: [] };
  const sub = (manifest: SwManifest = M, caches = new Map<string, MemCache>()) =>
    worker(manifest, caches, '/toolbox/sw.js');

  it('stores pages and files under the base by path, assets cache first; never touches sw.js itself', async () => {
    const sw = sub();
    await sw.request('/toolbox/en/json-formatter/?x=1');
    await sw.request('/toolbox/');
    await sw.request('/toolbox/_astro/app.1111.js', 'cors');
    await sw.request('/toolbox/favicon.svg', 'no-cors');
    expect(await sw.request('/toolbox/sw.js', 'no-cors')).toBeNull();
    expect(sw.keys('pages-b1')).toEqual([`${ORIGIN}/toolbox`, `${ORIGIN}/toolbox/en/json-formatter`]);
    expect(sw.keys('assets')).toEqual([`${ORIGIN}/toolbox/_astro/app.1111.js`]);
    expect(sw.keys('static-b1')).toEqual([`${ORIGIN}/toolbox/favicon.svg`]);
    sw.net.fetched.length = 0;
    await sw.request('/toolbox/_astro/app.1111.js', 'cors');
    expect(sw.net.fetched).toEqual([]);
  });

  it.each([
    '/toolbox/login',
    '/toolbox/en/login/sso-callback',
    '/toolbox/ja/sign-up',
    '/toolbox/?__clerk_db_jwt=dvb_2abc',
    '/other/page',
    '/_astro/app.1111.js',
    '/toolboxes/x',
  ])('never stores or answers %s (sign-in pages, auth parameters, or outside the base)', async (path) => {
    const sw = sub();
    expect(await sw.request(path)).toBeNull();
    expect(await sw.request(path, 'no-cors')).toBeNull();
    expect([...sw.caches.values()].every((c) => c.entries.size === 0)).toBe(true);
  });

  it('prunes the assets a new build no longer references', async () => {
    const caches = new Map<string, MemCache>();
    const old = sub(M, caches);
    await old.request('/toolbox/_astro/app.1111.js', 'cors');
    await old.request('/toolbox/_astro/qpdf.2222.wasm', 'cors');
    const next = sub(
      { build: 'b2', assets: ['/toolbox/_astro/app.3333.js', '/toolbox/_astro/qpdf.2222.wasm'], shell: [] },
      caches,
    );
    await next.activate();
    expect(next.keys('assets')).toEqual([`${ORIGIN}/toolbox/_astro/qpdf.2222.wasm`]);
  });
});

describe('buildManifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the /_astro/ assets and changes its id with any file’s content', () => {
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, '_astro', 'b.222.js'), 'b');
    writeFileSync(join(dir, '_astro', 'a.111.css'), 'a');
    writeFileSync(join(dir, 'en', 'index.html'), '<p>one</p>');
    writeFileSync(join(dir, 'sw.js'), 'ignored');
    const first = buildManifest(dir);
    expect(first.assets).toEqual(['/_astro/a.111.css', '/_astro/b.222.js']);
    expect(first.build).toMatch(/^[0-9a-f]{16}$/);
    writeFileSync(join(dir, 'sw.js'), 'still ignored');
    expect(buildManifest(dir).build).toBe(first.build);
    writeFileSync(join(dir, 'en', 'index.html'), '<p>two</p>');
    expect(buildManifest(dir).build).not.toBe(first.build);
  });

  it('writes the asset URLs under the base the site is built with', () => {
    expect(buildManifest(dir, '/toolbox/').assets).toEqual(['/toolbox/_astro/a.111.css', '/toolbox/_astro/b.222.js']);
    expect(buildManifest(dir, 'toolbox').assets).toEqual(['/toolbox/_astro/a.111.css', '/toolbox/_astro/b.222.js']);
    expect(buildManifest(dir, '/').assets).toEqual(['/_astro/a.111.css', '/_astro/b.222.js']);
    expect(buildManifest(dir, '/toolbox/').build).toBe(buildManifest(dir).build);
  });

  it('puts the manifest into the worker', () => {
    const src = serviceWorkerSource({ build: 'abc', assets: ['/_astro/x.js'], shell: ['/offline-fallback'] });
    expect(src).toContain('const MANIFEST = {"build":"abc","assets":["/_astro/x.js"],"shell":["/offline-fallback"]};');
    expect(() => serviceWorkerSource(M1, 'const MANIFEST = {};')).toThrow(/lost its line/);
  });
});

const langEn = (assets: string[]): Pack => ({
  id: 'lang-en',
  kind: 'language',
  files: ['/en/', '/en/about', '/en/json-formatter', ...assets],
  sizes: [10, 20, 30, ...assets.map(() => 100)],
  bytes: 60 + assets.length * 100,
});
const codecs: Pack = {
  id: 'codecs',
  kind: 'tool',
  tools: ['image-compressor'],
  files: ['/_astro/webp.wasm'],
  sizes: [500],
  bytes: 500,
};

describe('service worker: keeping packs offline', () => {
  it('keeps every file of a language pack, reports progress in bytes, and records the pack for this build', async () => {
    const pack = langEn(['/_astro/app.1111.js']);
    const sw = worker(M1, new Map(), '/sw.js', { build: 'b1', packs: [pack, codecs] });
    const replies = await sw.message({ type: 'keep', id: 'lang-en' });
    expect(replies.at(-1)).toEqual({ type: 'done' });
    const progress = replies.filter((r) => r.type === 'progress');
    expect(progress).toHaveLength(4);
    expect(progress.at(-1)).toEqual({ type: 'progress', done: 160, total: 160 });
    expect(sw.keys('pages-b1')).toEqual([`${ORIGIN}/en`, `${ORIGIN}/en/about`, `${ORIGIN}/en/json-formatter`]);
    expect(sw.keys('assets')).toEqual([`${ORIGIN}/_astro/app.1111.js`]);
    expect(sw.keys('static-b1')).toEqual([]);
    const [status] = await sw.message({ type: 'status' });
    expect(status).toMatchObject({ type: 'status', build: 'b1', kept: ['lang-en'] });
    // Offline: a page of that language never visited opens from the pack.
    sw.net.offline = true;
    expect(await (await sw.request('/en/json-formatter'))!.text()).toBe('body of /en/json-formatter');
  });

  it('resumes a stopped download without fetching again what it already has', async () => {
    const pack = langEn(['/_astro/app.1111.js']);
    const sw = worker(M1, new Map(), '/sw.js', { build: 'b1', packs: [pack] });
    sw.net.failing.add('/en/json-formatter');
    const first = await sw.message({ type: 'keep', id: 'lang-en' });
    expect(first.at(-1)).toMatchObject({ type: 'error', message: '/en/json-formatter: HTTP 500' });
    // Recorded as wanted but not complete, so an update or the next page load finishes it.
    const [status] = await sw.message({ type: 'status' });
    expect(status).toMatchObject({ kept: ['lang-en'], complete: { 'lang-en': { build: '' } } });
    sw.net.failing.clear();
    sw.net.fetched.length = 0;
    expect((await sw.message({ type: 'keep', id: 'lang-en' })).at(-1)).toEqual({ type: 'done' });
    expect(sw.net.fetched.map((u) => new URL(u).pathname)).toEqual(['/offline-packs.json', '/en/json-formatter']);
  });

  it('refuses to keep a pack when the server already has a newer build', async () => {
    const sw = worker(M1, new Map(), '/sw.js', { build: 'b2', packs: [codecs] });
    const replies = await sw.message({ type: 'keep', id: 'codecs' });
    expect(replies).toEqual([{ type: 'error', code: 'update', message: 'a newer version of the site is out' }]);
    expect(sw.keys('assets')).toEqual([]);
  });

  it('removes a pack, but not the files another kept pack still lists', async () => {
    const shared = '/_astro/app.1111.js';
    const ja: Pack = { ...langEn([shared]), id: 'lang-ja', files: ['/ja/', shared], sizes: [10, 100], bytes: 110 };
    const sw = worker(M1, new Map(), '/sw.js', { build: 'b1', packs: [langEn([shared]), ja] });
    await sw.message({ type: 'keep', id: 'lang-en' });
    await sw.message({ type: 'keep', id: 'lang-ja' });
    expect(await sw.message({ type: 'remove', id: 'lang-en' })).toEqual([{ type: 'done' }]);
    expect(sw.keys('pages-b1')).toEqual([`${ORIGIN}/ja`]);
    expect(sw.keys('assets')).toEqual([`${ORIGIN}${shared}`]);
    const [status] = await sw.message({ type: 'status' });
    expect(status).toMatchObject({ kept: ['lang-ja'] });
  });

  it('waits for the visitor before a new build takes over', async () => {
    const sw = worker(M1);
    expect(sw.net.skipped).toBe(0);
    await sw.message({ type: 'skip-waiting' });
    expect(sw.net.skipped).toBe(1);
  });
});

describe('service worker: an update with packs kept', () => {
  it('downloads the new build’s pack before dropping the old build’s caches', async () => {
    const caches = new Map<string, MemCache>();
    const old = worker(M1, caches, '/sw.js', { build: 'b1', packs: [langEn(['/_astro/app.1111.js'])] });
    await old.message({ type: 'keep', id: 'lang-en' });
    const M2 = { build: 'b2', assets: ['/_astro/app.3333.js'], shell: [] };
    const next = worker(M2, caches, '/sw.js', { build: 'b2', packs: [langEn(['/_astro/app.3333.js'])] });
    await next.activate();
    expect([...caches.keys()].sort()).toEqual(['assets', 'offline-state', 'pages-b2']);
    expect(next.keys('pages-b2')).toEqual([`${ORIGIN}/en`, `${ORIGIN}/en/about`, `${ORIGIN}/en/json-formatter`]);
    expect(next.keys('assets')).toEqual([`${ORIGIN}/_astro/app.3333.js`]);
    const [status] = await next.message({ type: 'status' });
    expect(status).toMatchObject({ complete: { 'lang-en': { build: 'b2' } } });
  });

  it('offline during the update: keeps the old build’s copies and serves them, then finishes on sync', async () => {
    const caches = new Map<string, MemCache>();
    const old = worker(M1, caches, '/sw.js', { build: 'b1', packs: [langEn(['/_astro/app.1111.js'])] });
    await old.message({ type: 'keep', id: 'lang-en' });
    const M2 = { build: 'b2', assets: ['/_astro/app.3333.js'], shell: [] };
    const next = worker(M2, caches, '/sw.js', { build: 'b2', packs: [langEn(['/_astro/app.3333.js'])] });
    next.net.offline = true;
    await next.activate();
    expect(caches.has('pages-b1')).toBe(true);
    expect(next.keys('assets')).toContain(`${ORIGIN}/_astro/app.1111.js`);
    expect(await (await next.request('/en/about'))!.text()).toBe('body of /en/about');
    next.net.offline = false;
    expect(await next.message({ type: 'sync' })).toEqual([{ type: 'done', ok: true }]);
    expect(caches.has('pages-b1')).toBe(false);
    expect(next.keys('assets')).toEqual([`${ORIGIN}/_astro/app.3333.js`]);
  });

  it('bounds the page cache: the oldest entries go beyond 600', async () => {
    const sw = worker(M1);
    for (let i = 0; i < 603; i++) await sw.request(`/p${i}`);
    const keys = [...sw.caches.get('pages-b1')!.entries.keys()];
    expect(keys).toHaveLength(600);
    expect(keys[0]).toBe(`${ORIGIN}/p3`);
  });

  it('reads the pack list from the network first, its last copy offline', async () => {
    const sw = worker(M1, new Map(), '/sw.js', { build: 'b1', packs: [codecs] });
    expect(await (await sw.request('/offline-packs.json', 'cors'))!.json()).toEqual({ build: 'b1', packs: [codecs] });
    sw.net.packs = { build: 'b1', packs: [] };
    expect(await (await sw.request('/offline-packs.json', 'cors'))!.json()).toEqual({ build: 'b1', packs: [] });
    sw.net.offline = true;
    expect(await (await sw.request('/offline-packs.json', 'cors'))!.json()).toEqual({ build: 'b1', packs: [] });
  });
});
