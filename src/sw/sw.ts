/*
 * AI Toolbox service worker: makes every page and tool usable offline after its first visit.
 * The build writes it to dist/sw.js with its MANIFEST (src/sw/build.ts): the build's id and the content-hashed
 * assets it ships.
 * - Pages (navigations): network first, the last copy served offline. Stored by path (no query string, no
 *   hash), in a cache of this build. Never stored: the sign-in pages (/login/*, /sign-up/*) and any URL
 *   carrying an auth parameter (Clerk's __clerk_db_jwt, OAuth code/state, tokens); those are not touched.
 * - Build assets under /_astro/ (content-hashed: scripts, styles, workers, wasm): cache first, in one cache
 *   kept across builds and pruned, on activation, to the assets this build still references.
 * - Other same-origin files (icons, data): stale-while-revalidate, by path, in a cache of this build.
 * - offline-packs.json (the packs of this build, written with it by src/sw/packs.ts): network first.
 * - The shell (MANIFEST.shell: the offline fallback page of each language, the logo, and their scripts and
 *   styles) is stored when the worker installs. Offline, a page with no stored copy is answered with the
 *   fallback page of its address's language ("not kept on this device", what is kept, "Use offline"), and a
 *   file with no copy (the logo) from the shell.
 * Nothing is cached for other origins or outside the site's base, and nothing but GET requests is touched.
 *
 * "Use offline" (the offline page, src/scripts/offline.ts) asks the worker, by message, to keep a pack: every page
 * of a language with its scripts and styles, or a tool's heavy files. What is kept is recorded in the
 * `offline-state` cache (one JSON entry, kept across builds). A new build waits until the visitor chooses
 * "Reload" in the update notice (message `skip-waiting`), or until every tab of the site is closed; once active,
 * it downloads the kept packs of its own build and only then drops the old build's caches, so the site stays
 * usable offline across an update even when the new download fails (it is retried on the next page load).
 * Runtime caches are bounded: pages and other files keep at most MAX_ENTRIES entries (oldest dropped first).
 * The site may be served under a sub-path (Astro's `base`, e.g. /toolbox/): the worker lives at its root
 * (/toolbox/sw.js, scope /toolbox/), so the base is the folder of the worker's own URL, and every path rule
 * below applies after it.
 *
 * TypeScript checked against the WebWorker library (src/sw/tsconfig.json, part of `npm run typecheck`); the build
 * erases its types (src/sw/build.ts). One self-contained classic script: no imports or exports.
 */
const MANIFEST: { build: string; assets: string[]; shell?: string[] } = { build: 'dev', assets: [], shell: [] };

/** The worker's global scope, typed (the WebWorker library types `self` as any worker's). */
const sw = self as unknown as ServiceWorkerGlobalScope;

/** A pack of offline-packs.json (src/sw/packs.ts `Pack`): site paths, their sizes and the total. */
interface Pack {
  id: string;
  files: string[];
  sizes: number[];
  bytes: number;
}

/** What the visitor chose to keep: the build each pack is complete for ('' while it downloads). */
interface OfflineState {
  packs: Record<string, { build: string }>;
}

/** A message from a page (see onMessage). */
interface PageMessage {
  type?: string;
  id?: string;
}

/** The caches packs go to: this build's pages, or the assets. */
type CacheName = typeof PAGES | typeof ASSETS;

/** The site's base: `/`, or `/toolbox/` for a worker at /toolbox/sw.js. */
const BASE = new URL('./', sw.location.href).pathname;

const PAGES = `pages-${MANIFEST.build}`;
const STATIC = `static-${MANIFEST.build}`;
const SHELL = `shell-${MANIFEST.build}`;
const ASSETS = 'assets' as const;
const STATE = 'offline-state';
const KEEP = [PAGES, STATIC, SHELL, ASSETS, STATE];
/** The languages with a URL prefix (the default one, zh, has none). */
const PREFIXED = ['en', 'ja', 'ko'];
const STATE_KEY = `${sw.location.origin}${BASE}__offline-state`;
const PACKS_URL = `${BASE}offline-packs.json`;
/** At most this many pages, and this many other files, outside the content-hashed assets. */
const MAX_ENTRIES = 600;
/** Parallel downloads while keeping a pack. */
const PARALLEL = 4;

/** Query parameters that carry a session, a token or an OAuth exchange. */
const AUTH_PARAM =
  /^(?:__clerk|__session|__client|__dev_session|code$|state$|token$|access_token$|id_token$|refresh_token$|ticket$)/i;
/** The sign-in pages, in every language (a path after the base, with its leading slash). */
const AUTH_PATH = /^\/(?:(?:en|ja|ko)\/)?(?:login|sign-up)(?:\/|$)/;

/**
 * Entries are stored under a plain URL (no request headers), so a match must not compare `Vary`d headers:
 * a module script's request carries `Origin`, the stored key does not.
 */
const MATCH: CacheQueryOptions = { ignoreVary: true };

function isPrivate(url: URL): boolean {
  if (AUTH_PATH.test(url.pathname.slice(BASE.length - 1))) return true;
  for (const key of url.searchParams.keys()) if (AUTH_PARAM.test(key)) return true;
  return false;
}

/** The cache key of a page or file: origin and path, with runs of slashes and a trailing slash removed. */
function pathKey(url: URL): string {
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return url.origin + path;
}

/** What the visitor chose to keep: `{ packs: { [id]: { build } } }` (the build the pack is complete for). */
async function readState(): Promise<OfflineState> {
  if (!(await caches.has(STATE))) return { packs: {} };
  const cache = await caches.open(STATE);
  const res = await cache.match(STATE_KEY, MATCH);
  if (!res) return { packs: {} };
  try {
    const state = (await res.json()) as OfflineState | null;
    return state && typeof state.packs === 'object' && state.packs ? state : { packs: {} };
  } catch {
    return { packs: {} };
  }
}

async function writeState(state: OfflineState): Promise<void> {
  const cache = await caches.open(STATE);
  await cache.put(STATE_KEY, new Response(JSON.stringify(state), { headers: { 'content-type': 'application/json' } }));
}

/** This build's packs (offline-packs.json). Fails when the server has a newer build than this worker. */
async function loadPacks(): Promise<Pack[]> {
  const res = await fetch(PACKS_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`offline-packs.json: HTTP ${res.status}`);
  const data = (await res.json()) as { build: string; packs: Pack[] };
  if (data.build !== MANIFEST.build) {
    throw Object.assign(new Error('a newer version of the site is out'), { code: 'update' });
  }
  return data.packs;
}

/** The cache a pack's file goes to, and its key there. */
function placeOf(path: string): { cache: CacheName; key: string; url: URL } {
  const url = new URL(path, sw.location.origin);
  if (url.pathname.startsWith(`${BASE}_astro/`)) return { cache: ASSETS, key: pathKey(url), url };
  return { cache: PAGES, key: pathKey(url), url };
}

/** A response that can be stored and served for a navigation (a redirected one cannot). */
async function storable(res: Response): Promise<Response> {
  if (!res.redirected) return res;
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * Downloads what `pack` lacks into the caches, PARALLEL files at a time; `progress(doneBytes, totalBytes)` after
 * each file. Files already stored are not fetched again, so a stopped download resumes where it was.
 */
async function fillPack(pack: Pack, progress: (done: number, total: number) => void): Promise<void> {
  const open: Record<CacheName, Cache> = { [ASSETS]: await caches.open(ASSETS), [PAGES]: await caches.open(PAGES) };
  let done = 0;
  let next = 0;
  const one = async (i: number) => {
    const place = placeOf(pack.files[i]!);
    const cache = open[place.cache]!;
    if (!(await cache.match(place.key, MATCH))) {
      const res = await fetch(place.url.href, { cache: place.cache === PAGES ? 'no-cache' : 'default' });
      if (!res.ok) throw new Error(`${place.url.pathname}: HTTP ${res.status}`);
      await cache.put(place.key, await storable(res));
    }
    done += pack.sizes[i] ?? 0;
    progress(done, pack.bytes);
  };
  const lane = async () => {
    while (next < pack.files.length) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, pack.files.length) }, lane));
}

/** Removes a pack's files, except those another kept pack (`others`) still lists. */
async function emptyPack(pack: Pack, others: Pack[]): Promise<void> {
  const keep = new Set(others.flatMap((p) => p.files));
  const open: Record<CacheName, Cache> = { [ASSETS]: await caches.open(ASSETS), [PAGES]: await caches.open(PAGES) };
  for (const path of pack.files) {
    if (keep.has(path)) continue;
    const place = placeOf(path);
    await open[place.cache]!.delete(place.key);
  }
}

/** Downloads the kept packs that are not complete for this build; true when all are. */
async function ensureKept(): Promise<boolean> {
  const state = await readState();
  const ids = Object.keys(state.packs).filter((id) => state.packs[id]!.build !== MANIFEST.build);
  if (ids.length === 0) return true;
  const packs = await loadPacks();
  for (const id of ids) {
    const pack = packs.find((p) => p.id === id);
    if (!pack) {
      delete state.packs[id]; // this build has no such pack any more
      continue;
    }
    await fillPack(pack, () => undefined);
    state.packs[id] = { build: MANIFEST.build };
  }
  await writeState(state);
  return true;
}

/** Drops other builds' caches and the assets this build does not reference. */
async function prune(): Promise<void> {
  for (const name of await caches.keys()) if (!KEEP.includes(name)) await caches.delete(name);
  if (MANIFEST.assets.length > 0) {
    const current = new Set(MANIFEST.assets);
    const assets = await caches.open(ASSETS);
    for (const request of await assets.keys()) {
      if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
    }
  }
}

/** Keeps the kept packs of this build, then prunes; without the network, the old build's copies stay. */
async function settle(): Promise<boolean> {
  try {
    await ensureKept();
  } catch {
    return false;
  }
  await prune();
  return true;
}

/**
 * Stores the shell: build assets in the assets cache, the rest (fallback pages, logo) in this build's shell cache.
 * A file that fails is left out rather than failing the install (the worker still keeps visited pages).
 */
async function storeShell(): Promise<void> {
  const shell = await caches.open(SHELL);
  const assets = await caches.open(ASSETS);
  await Promise.all(
    (MANIFEST.shell || []).map(async (path) => {
      const place = placeOf(path);
      const cache = place.cache === ASSETS ? assets : shell;
      try {
        if (await cache.match(place.key, MATCH)) return;
        const res = await fetch(place.url.href, { cache: 'no-cache' });
        if (res.ok) await cache.put(place.key, await storable(res));
      } catch {
        /* offline while installing: the next visit's worker tries again */
      }
    }),
  );
}

/** The fallback page for a page address with no stored copy: the one of the address's language. */
async function fallbackPage(url: URL): Promise<Response | undefined> {
  const first = url.pathname.slice(BASE.length).split('/')[0] ?? '';
  const prefix = PREFIXED.includes(first) ? `${first}/` : '';
  return (await caches.open(SHELL)).match(`${url.origin}${BASE}${prefix}offline-fallback`, MATCH);
}

// The install step only stores the shell: the first worker starts at once; a new build waits for the visitor's
// "Reload" (message `skip-waiting`) or for every tab of the site to close, so a page never switches builds under
// the visitor's hands.
sw.addEventListener('install', (event) => {
  event.waitUntil(storeShell());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await sw.clients.claim();
      await settle();
    })(),
  );
});

/** Drops the oldest entries of a runtime cache beyond MAX_ENTRIES. */
async function bound(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - MAX_ENTRIES; i++) await cache.delete(keys[i]!);
}

/** A cached copy of a page: this build's, else an older build's kept until this one's packs are complete. */
async function lastCopy(key: string): Promise<Response | undefined> {
  const current = await (await caches.open(PAGES)).match(key, MATCH);
  if (current) return current;
  for (const name of await caches.keys()) {
    if (!name.startsWith('pages-') || name === PAGES) continue;
    const old = await (await caches.open(name)).match(key, MATCH);
    if (old) return old;
  }
  return undefined;
}

async function networkFirst(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      await bound(cache);
    }
    return response;
  } catch (err) {
    const cached = (await lastCopy(key)) ?? (await fallbackPage(new URL(request.url)));
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const key = pathKey(new URL(request.url));
  const cached = await cache.match(key, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

async function staleWhileRevalidate(event: FetchEvent, key: string): Promise<Response> {
  const cache = await caches.open(STATIC);
  const cached = (await cache.match(key, MATCH)) ?? (await (await caches.open(SHELL)).match(key, MATCH));
  const refresh = fetch(event.request).then(async (response) => {
    if (response.ok) {
      await cache.put(key, response.clone());
      await bound(cache);
    }
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

/** Network first for a small file that must be current (the pack list), the last copy offline. */
async function networkFirstFile(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(STATIC);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(key, MATCH);
    if (cached) return cached;
    throw err;
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || !url.pathname.startsWith(BASE) || isPrivate(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, pathKey(url)));
  } else if (url.pathname.startsWith(`${BASE}_astro/`)) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === PACKS_URL) {
    event.respondWith(networkFirstFile(request, pathKey(url)));
  } else if (url.pathname !== `${BASE}sw.js`) {
    event.respondWith(staleWhileRevalidate(event, pathKey(url)));
  }
});

/**
 * Messages from the site's pages, answered on the port they pass (`event.ports[0]`):
 *  - `{ type: 'skip-waiting' }`: the visitor chose "Reload" in the update notice;
 *  - `{ type: 'status' }` → `{ build, kept: [ids], packs }` (`packs` null when the server has a newer build);
 *  - `{ type: 'keep', id }` → `{ type: 'progress', done, total }`… then `{ type: 'done' }` or `{ type: 'error' }`;
 *  - `{ type: 'remove', id }` → `{ type: 'done' }`;
 *  - `{ type: 'sync' }`: finish kept packs after an update whose download failed → `{ type: 'done', ok }`.
 */
async function onMessage(data: PageMessage, port: MessagePort | undefined): Promise<void> {
  const reply = (msg: Record<string, unknown>) => port && port.postMessage(msg);
  if (data.type === 'skip-waiting') {
    await sw.skipWaiting();
  } else if (data.type === 'status') {
    const state = await readState();
    let packs: Pack[] | null = null;
    try {
      packs = await loadPacks();
    } catch {
      /* offline, or a newer build is out: the page says so */
    }
    reply({ type: 'status', build: MANIFEST.build, kept: Object.keys(state.packs), complete: state.packs, packs });
  } else if (data.type === 'keep') {
    const packs = await loadPacks();
    const pack = packs.find((p) => p.id === data.id);
    if (!pack) throw new Error(`no pack ${data.id}`);
    const state = await readState();
    // Recorded first (as not yet complete), so an update or the next page load finishes an interrupted download.
    state.packs[pack.id] = { build: '' };
    await writeState(state);
    await fillPack(pack, (done, total) => reply({ type: 'progress', done, total }));
    const after = await readState();
    after.packs[pack.id] = { build: MANIFEST.build };
    await writeState(after);
    reply({ type: 'done' });
  } else if (data.type === 'remove') {
    const state = await readState();
    delete state.packs[data.id!];
    await writeState(state);
    try {
      const packs = await loadPacks();
      const pack = packs.find((p) => p.id === data.id);
      if (pack)
        await emptyPack(
          pack,
          packs.filter((p) => p.id in state.packs),
        );
    } catch {
      /* offline: the files go with the next build's pruning */
    }
    reply({ type: 'done' });
  } else if (data.type === 'sync') {
    reply({ type: 'done', ok: await settle() });
  }
}

sw.addEventListener('message', (event) => {
  const data = (event.data || {}) as PageMessage;
  const port = event.ports && event.ports[0];
  event.waitUntil(
    onMessage(data, port).catch((err: { code?: string; message?: string }) => {
      if (port) port.postMessage({ type: 'error', code: err.code || 'failed', message: String(err.message || err) });
    }),
  );
});
