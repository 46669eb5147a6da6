/**
 * Security headers and Content-Security-Policy against Debian's nginx serving both builds with the
 * repository's config (deploy/nginx, started and stopped by Playwright: see playwright.config.ts).
 *  - every response carries the security headers; build assets are immutable, pages and sw.js revalidate;
 *  - a page of each type in Clerk mode, signed out and signed in with Clerk's (stubbed) scripts and the (fake)
 *    Supabase project, and the demo sign-in's pages in development mode, load and hydrate with zero
 *    `securitypolicyviolation` events (every page of every language: crawl.spec.ts);
 *  - another origin cannot frame a page;
 *  - a worker gets the workers' policy from its script's response: one of ours cannot importScripts from
 *    another origin (a second server started here). The page's own scripts, served with that same header, are
 *    not held to it: signed in through Clerk, they still reach Supabase (not in the workers' connect-src);
 *  - each tool still works under the policy (wasm, workers, blob and data URLs), OCR's tesseract worker included.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, SECURITY_HEADERS, SEGMENT_WORKER_CSP, WORKER_CSP } from '../../src/lib/csp';
import { ARTICLES, drawScreen } from '../../src/lib/ocr/test-screens';
import { CLERK_HOST, routeClerkStub, routeSupabaseFake, SUPABASE_HOST } from './clerk-stub';
import { readCspViolations, recordCspViolations, watchPage, hydrated } from './helpers';

const DEV = process.env.E2E_NGINX_BASE_URL ?? '';
const CLERK = process.env.E2E_NGINX_CLERK_BASE_URL ?? '';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The development build nginx serves (E2E_OUT_DIR may be absolute). */
const OUT_DIR = resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist');

test.skip(!DEV || !CLERK, 'nginx or the Clerk-mode build is missing (apt-get install nginx; npm run build:clerk)');

/**
 * One page of each type: the Clerk build differs from the development build only in its auth islands and the
 * scripts Clerk loads, which every page carries; every page of every language is checked on the development
 * build by crawl.spec.ts.
 */
const PAGE_TYPES = [
  '/',
  '/en/',
  '/en/dev-tools/',
  '/en/json-formatter/',
  '/en/translator/',
  '/en/ai-timeline/',
  '/en/llm-model-price/',
  '/en/about/',
  '/en/login/',
  '/en/sign-up/',
  '/en/offline/',
  '/en/no-such-page',
];

/** Opens a page, waits for its islands to hydrate and the network to settle; returns its CSP violations. */
async function visit(page: Page, base: string, path: string): Promise<string[]> {
  const res = await page.goto(base + path);
  expect(res, path).not.toBeNull();
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  return readCspViolations(page);
}

test.describe('headers', () => {
  test('pages, assets, sw.js and the 404 page carry the security headers and the right caching', async ({
    request,
  }) => {
    const html = await request.get(`${DEV}/en/json-formatter`);
    const body = await html.text();
    const asset = /\/_astro\/[^"']+\.js/.exec(body)?.[0];
    expect(asset, 'a build asset linked from the page').toBeTruthy();
    const chunks = readdirSync(join(OUT_DIR, '_astro'));
    const workerChunk = chunks.find((f) => /^worker-.+\.js$/.test(f));
    expect(workerChunk, 'a worker chunk in the build').toBeTruthy();
    const segmentWorker = chunks.find((f) => /^segment-worker-.+\.js$/.test(f));
    expect(segmentWorker, 'the segmentation worker in the build').toBeTruthy();
    const base = SECURITY_HEADERS['Content-Security-Policy'];
    const cases = [
      { path: '/en/json-formatter', status: 200, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
      { path: '/', status: 200, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
      // Build scripts (workers among them) and the service worker: the workers' policy as a second header.
      { path: asset!, status: 200, cache: CACHE_IMMUTABLE, type: /^application\/javascript/, csp: [base, WORKER_CSP] },
      {
        path: `/_astro/${workerChunk}`,
        status: 200,
        cache: CACHE_IMMUTABLE,
        type: /^application\/javascript/,
        csp: [base, WORKER_CSP],
      },
      // The segmentation worker's own policy (its library evaluates strings), in place of the workers' one.
      {
        path: `/_astro/${segmentWorker}`,
        status: 200,
        cache: CACHE_IMMUTABLE,
        type: /^application\/javascript/,
        csp: [base, SEGMENT_WORKER_CSP],
      },
      {
        path: '/_astro/tesseract-7.0.0/worker.min.js',
        status: 200,
        cache: CACHE_IMMUTABLE,
        type: /^application\/javascript/,
        csp: [base, WORKER_CSP],
      },
      {
        path: '/sw.js',
        status: 200,
        cache: CACHE_REVALIDATE,
        type: /^application\/javascript/,
        csp: [base, WORKER_CSP],
      },
      {
        path: '/en/manifest.webmanifest',
        status: 200,
        cache: CACHE_REVALIDATE,
        type: /^application\/manifest\+json/,
        csp: [base],
      },
      { path: '/offline-packs.json', status: 200, cache: CACHE_REVALIDATE, type: /^application\/json/, csp: [base] },
      { path: '/en/no-such-page', status: 404, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
      // Cloudflare's and Netlify's header rules (in the build folder) and dotfiles are not served: the 404 page.
      { path: '/_headers', status: 404, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
      { path: '/.git/config', status: 404, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
      { path: '/en/.env', status: 404, cache: CACHE_REVALIDATE, type: /^text\/html/, csp: [base] },
    ];
    for (const c of cases) {
      const res = await request.get(DEV + c.path);
      expect(res.status(), c.path).toBe(c.status);
      const h = res.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        if (name !== 'Content-Security-Policy') expect(h[name.toLowerCase()], `${c.path} ${name}`).toBe(value);
      const policies = res
        .headersArray()
        .filter((x) => x.name.toLowerCase() === 'content-security-policy')
        .map((x) => x.value);
      expect(policies, `${c.path} content-security-policy`).toEqual(c.csp);
      // Plain HTTP: no Strict-Transport-Security (only the HTTPS example sets it).
      expect(h['strict-transport-security'], `${c.path} strict-transport-security`).toBeUndefined();
      expect(h['cache-control'], `${c.path} cache-control`).toBe(c.cache);
      expect(h['content-type'], `${c.path} content-type`).toMatch(c.type);
      // The 404 page, not the file (_headers lists the headers line by line).
      if (c.status === 404) expect(await res.text(), c.path).not.toContain('X-Frame-Options: DENY');
    }
    const wasm = readdirSync(join(OUT_DIR, '_astro')).find((f) => f.endsWith('.wasm'));
    if (wasm) expect((await request.get(`${DEV}/_astro/${wasm}`)).headers()['content-type']).toBe('application/wasm');
    // The page's own policy is in its meta element.
    expect(body).toMatch(
      /<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
    );
  });

  test('another origin cannot frame a page', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
    });
    // A page of no origin of ours (about:blank, no policy of its own) frames the profile page.
    await page.setContent(`<iframe src="${DEV}/en/profile" title="framed"></iframe>`);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url() ?? '', 'the framed page never loaded').not.toContain('/en/profile');
  });
});

test.describe('workers', () => {
  /** "Another origin": a server on a port of its own that serves a script, and counts the requests for it. */
  let other: Server;
  let otherOrigin = '';
  const served: string[] = [];
  /** A probe worker placed in the build's /_astro/ for this test, so nginx serves it as it serves our workers. */
  const id = randomBytes(6).toString('hex');
  const probe = `csp-probe-${id}.js`;
  /** A script of our own origin for the probe to import. */
  const own = `csp-probe-${id}-own.js`;

  test.beforeAll(async () => {
    other = createServer((req, res) => {
      served.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end("self.imported = 'other origin';");
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    // Reports what happened to `importScripts(src)`: the policy's violation event, then the outcome.
    writeFileSync(
      join(OUT_DIR, '_astro', probe),
      `self.addEventListener('securitypolicyviolation', (e) =>
  postMessage({ kind: 'violation', directive: e.effectiveDirective, blocked: e.blockedURI }));
const src = new URL(location.href).searchParams.get('src');
try {
  importScripts(src);
  postMessage({ kind: 'done', imported: self.imported ?? null });
} catch (err) {
  postMessage({ kind: 'done', error: err.name });
}
`,
    );
    writeFileSync(join(OUT_DIR, '_astro', own), "self.imported = 'our origin';\n");
  });

  test.afterAll(async () => {
    for (const f of [probe, own]) rmSync(join(OUT_DIR, '_astro', f), { force: true });
    await new Promise<void>((done) => other.close(() => done()));
  });

  test('a worker of ours cannot importScripts from another origin; one from our origin runs', async ({
    page,
    request,
  }) => {
    // The other origin's script is there to be had (outside a browser, nothing stops it).
    const direct = await request.get(`${otherOrigin}/direct.js`);
    expect(await direct.text()).toBe("self.imported = 'other origin';");
    const res = await request.get(`${DEV}/_astro/${probe}`);
    expect(res.status()).toBe(200);
    expect(
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'content-security-policy')
        .map((h) => h.value),
    ).toEqual([SECURITY_HEADERS['Content-Security-Policy'], WORKER_CSP]);

    await page.goto(`${DEV}/en/about/`);
    /** Starts the probe importing `src`; its messages (in arrival order) collect in `window.__probe[src]`. */
    const start = (src: string) =>
      page.evaluate(
        ([url, script]) => {
          const w = window as unknown as { __probe?: Record<string, unknown[]> };
          const messages: unknown[] = [];
          (w.__probe ??= {})[script] = messages;
          const worker = new Worker(`${url}?src=${encodeURIComponent(script)}`);
          worker.onmessage = (e: MessageEvent) => messages.push(e.data);
          worker.onerror = (e) => messages.push({ kind: 'worker error', message: e.message });
        },
        [`/_astro/${probe}`, src] as const,
      );
    /** The probe's messages so far, violations first (the event and the failed import race each other). */
    const messages = (src: string) =>
      page.evaluate((script) => {
        const all = (window as unknown as { __probe: Record<string, { kind: string }[]> }).__probe[script]!;
        return [...all].sort((a, b) => b.kind.localeCompare(a.kind));
      }, src);

    const foreign = `${otherOrigin}/x.js`;
    await start(foreign);
    await expect
      .poll(() => messages(foreign))
      .toEqual([
        { kind: 'violation', directive: 'script-src-elem', blocked: foreign },
        { kind: 'done', error: 'NetworkError' },
      ]);
    // The browser never even asked the other origin for it.
    expect(served).toEqual(['/direct.js']);
    // The same probe imports a script of our own origin.
    const ours = `/_astro/${own}`;
    await start(ours);
    await expect.poll(() => messages(ours)).toEqual([{ kind: 'done', imported: 'our origin' }]);
  });
});

test.describe('zero CSP violations on every page', () => {
  test.describe.configure({ mode: 'parallel' });

  // Every page signed out: crawl.spec.ts (nginx, every language). Signed in (demo), the pages that change.
  test('development mode, signed in: the header avatar and the profile page', async ({ page }) => {
    const w = watchPage(page);
    await recordCspViolations(page);
    const all: string[] = [];
    await page.goto(`${DEV}/en/login`);
    await page.getByRole('button', { name: 'Log in as demo user' }).click();
    await expect(page).toHaveURL(/\/en\/(profile\/?)?$/);
    for (const path of ['/en/', '/en/profile/', '/en/json-formatter/'])
      for (const v of await visit(page, DEV, path)) all.push(`${path} (signed in): ${v}`);
    expect(all).toEqual([]);
    w.assertClean();
  });

  test(`Clerk mode: ${PAGE_TYPES.length} page types signed out, then signed in through Clerk with Supabase`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = watchPage(page, { allowHosts: [CLERK_HOST, SUPABASE_HOST] });
    await routeClerkStub(page);
    const db = await routeSupabaseFake(page);
    await recordCspViolations(page);
    const all: string[] = [];
    for (const path of PAGE_TYPES) for (const v of await visit(page, CLERK, path)) all.push(`${path}: ${v}`);
    await page.goto(`${CLERK}/en/profile`);
    await expect(page).toHaveURL(/\/en\/login\/?$/);
    await page.getByRole('button', { name: 'Continue with the stub account' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Erin Example');
    expect(db.calls.length).toBeGreaterThan(0);
    for (const path of ['/en/', '/en/profile/', '/en/image-base64/', '/en/login/sso-callback/'])
      for (const v of await visit(page, CLERK, path)) all.push(`${path} (signed in): ${v}`);
    await expect(page.getByTestId('clerk-user-button')).toBeVisible();
    expect(all).toEqual([]);
    w.assertClean();
  });
});

test.describe('every tool works under the policy on nginx', () => {
  test('json, url, base64, diff, pdf (wasm) and veo3 tools', async ({ page }) => {
    test.setTimeout(90_000);
    const w = watchPage(page);
    await recordCspViolations(page);

    await page.goto(`${DEV}/en/json-formatter`);
    await hydrated(page);
    // CodeMirror loads on first use: focusing the plain text box is one (json-formatter.spec.ts).
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-editor="plain"]')?.focus());
    const editor = page.locator('[data-editor="input"] .cm-content');
    await editor.click();
    await page.keyboard.type('{"b":1,"a":[true]}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.locator('[data-editor="output"] .cm-content')).toContainText('"b": 1');

    await page.goto(`${DEV}/en/url-encode-and-decode`);
    await page.getByLabel('Text to encode').fill('a b&c');
    await expect(page.getByLabel('Encoded result')).toHaveValue('a%20b%26c');

    await page.goto(`${DEV}/en/image-base64`);
    await page.getByRole('button', { name: 'Try a sample image' }).click();
    await expect(page.getByRole('img', { name: /sample\.svg/ })).toBeVisible();
    await expect
      .poll(() => page.getByRole('img', { name: /sample\.svg/ }).evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${DEV}/en/text-diff`);
    await page.getByRole('textbox', { name: 'Original', exact: true }).fill('alpha\nbeta\n');
    await page.getByRole('textbox', { name: 'Changed', exact: true }).fill('alpha\ngamma\n');
    await expect(page.getByTestId('stats')).toContainText('Changes: 1');

    await page.goto(`${DEV}/en/pdf-decryptor`);
    await page.getByLabel('Choose PDF files').setInputFiles(join(ROOT, 'tests/fixtures/pdf/owner-only.pdf'));
    await expect(page.getByRole('listitem').filter({ hasText: 'owner-only.pdf' }).getByRole('status')).toHaveText(
      /Unlocked without a password/,
      { timeout: 20_000 },
    );

    // The calendar computes in a worker (from 'self').
    await page.goto(`${DEV}/en/perpetual-calendar`);
    await expect(page.locator('[data-tool="perpetual-calendar"]')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('pc-detail-lunar')).not.toBeEmpty();

    await page.goto(`${DEV}/en/veo3-prompts`);
    await page.getByRole('textbox', { name: /^Subject/ }).fill('a lighthouse');
    await expect(page.getByText('a lighthouse').first()).toBeVisible();

    expect(await readCspViolations(page)).toEqual([]);
    w.assertClean();
  });

  test('OCR: tesseract’s worker (importScripts of its core, wasm, language data) reads Japanese, quietly', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = watchPage(page);
    await recordCspViolations(page);
    // What tesseract prints (its worker's console is the page's): the CJK models once set legacy parameters
    // the LSTM-only core lacks, one "Warning: Parameter not found: …" error each (src/lib/ocr/build.ts).
    const tesseract: string[] = [];
    page.on('console', (m) => {
      if (/Parameter not found|^Warning:/.test(m.text())) tesseract.push(`${m.type()}: ${m.text()}`);
    });
    const drawer = await page.context().newPage();
    const png = await drawScreen(drawer, 'jpn');
    await drawer.close();
    await page.goto(`${DEV}/en/translator/?tab=image`);
    await hydrated(page);
    await page.getByLabel('Text in the image').selectOption('jpn');
    await page.getByLabel('Choose image').setInputFiles({ name: 'notice.png', mimeType: 'image/png', buffer: png });
    const ocrLang = page.getByTestId('ocr-lang');
    await expect(ocrLang).toHaveAttribute('data-lang', 'jpn', { timeout: 150_000 });
    await expect(ocrLang).toHaveText(/^Read as Japanese\./);
    await page.getByRole('radio', { name: 'Original' }).click();
    await expect(page.getByTestId('block-text').first()).toContainText(ARTICLES.jpn.title.slice(0, 4));
    expect(tesseract).toEqual([]);
    expect(await readCspViolations(page)).toEqual([]);
    w.assertClean();
  });
});
