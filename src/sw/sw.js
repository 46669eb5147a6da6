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
 * Nothing is cached for other origins or outside the site's base, and nothing but GET requests is touched.
 * The site may be served under a sub-path (Astro's `base`, e.g. /toolbox/): the worker lives at its root
 * (/toolbox/sw.js, scope /toolbox/), so the base is the folder of the worker's own URL, and every path rule
 * below applies after it.
 */
const MANIFEST = { build: 'dev', assets: [] };

/** The site's base: `/`, or `/toolbox/` for a worker at /toolbox/sw.js. */
const BASE = new URL('./', self.location.href).pathname;

const PAGES = `pages-${MANIFEST.build}`;
const STATIC = `static-${MANIFEST.build}`;
const ASSETS = 'assets';
const KEEP = [PAGES, STATIC, ASSETS];

/** Query parameters that carry a session, a token or an OAuth exchange. */
const AUTH_PARAM =
  /^(?:__clerk|__session|__client|__dev_session|code$|state$|token$|access_token$|id_token$|refresh_token$|ticket$)/i;
/** The sign-in pages, in every language (a path after the base, with its leading slash). */
const AUTH_PATH = /^\/(?:(?:en|ja|ko)\/)?(?:login|sign-up)(?:\/|$)/;

/**
 * Entries are stored under a plain URL (no request headers), so a match must not compare `Vary`d headers:
 * a module script's request carries `Origin`, the stored key does not.
 */
const MATCH = { ignoreVary: true };

function isPrivate(url) {
  if (AUTH_PATH.test(url.pathname.slice(BASE.length - 1))) return true;
  for (const key of url.searchParams.keys()) if (AUTH_PARAM.test(key)) return true;
  return false;
}

/** The cache key of a page or file: origin and path, with runs of slashes and a trailing slash removed. */
function pathKey(url) {
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return url.origin + path;
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEEP.includes(name)) await caches.delete(name);
      if (MANIFEST.assets.length > 0) {
        const current = new Set(MANIFEST.assets);
        const assets = await caches.open(ASSETS);
        for (const request of await assets.keys()) {
          if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
        }
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(PAGES);
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

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const key = pathKey(new URL(request.url));
  const cached = await cache.match(key, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

async function staleWhileRevalidate(event, key) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(key, MATCH);
  const refresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE) || isPrivate(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, pathKey(url)));
  } else if (url.pathname.startsWith(`${BASE}_astro/`)) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname !== `${BASE}sw.js`) {
    event.respondWith(staleWhileRevalidate(event, pathKey(url)));
  }
});
