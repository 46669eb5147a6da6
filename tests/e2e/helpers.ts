import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page, type Request } from '@playwright/test';
export { pngSize } from '../../scripts/lib/png.mjs';

/**
 * Records every request to a host other than the page's own origin, and every uncaught page error.
 * Call `assertClean()` at the end of a test: tools must never talk to another host, and never throw.
 */
export function watchPage(page: Page, opts: { allowHosts?: string[] } = {}) {
  const foreign: string[] = [];
  const errors: string[] = [];
  // Every page carries a Content-Security-Policy: Chromium reports a violation in the console.
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return;
    if (opts.allowHosts?.includes(url.hostname)) return;
    foreign.push(req.url());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    foreign,
    errors,
    csp,
    assertClean() {
      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
      expect(csp, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

/** The site's locale prefixes: zh has none. */
export const LOCALE_PREFIX = { zh: '', en: '/en', ja: '/ja', ko: '/ko' } as const;
export type TestLocale = keyof typeof LOCALE_PREFIX;
export const TEST_LOCALES = Object.keys(LOCALE_PREFIX) as TestLocale[];

/**
 * Records every `securitypolicyviolation` event of the page's documents (installed before any page script
 * runs) into `window.__cspViolations`; read it with `readCspViolations`.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
}

export function readCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** The serious and critical axe violations inside `selector` (the tool, by default): expect `[]`. */
export async function seriousA11yViolations(page: Page, selector = '[data-tool]') {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const scan = await new AxeBuilder({ page }).include(selector).analyze();
  return scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * The elements inside `selector` that reach past `width` CSS pixels (the start of each one's HTML), for a
 * phone-width layout check: expect `[]` after `page.setViewportSize({ width, … })`.
 */
export function overflowingElements(page: Page, width = 360, selector = '[data-tool]'): Promise<string[]> {
  return page
    .locator(selector)
    .evaluate(
      (el, limit) =>
        [...el.querySelectorAll('*')]
          .filter((c) => c.getBoundingClientRect().right > limit + 1)
          .map((c) => c.outerHTML.slice(0, 80)),
      width,
    );
}

/**
 * Decodes an image (PNG, JPEG, WebP…) in the page, as the browser does, and returns its RGBA pixels. The pixels
 * cross back as one base64 string: a plain array of numbers (1.6 million for 800 × 500) took Playwright's
 * serializer about 14 s.
 */
export async function decodeInPage(
  page: Page,
  bytes: Buffer,
  opts: { raw?: boolean } = {},
): Promise<{ width: number; height: number; rgba: Buffer }> {
  const out = await page.evaluate(
    async ({ b64, raw }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bmp = await createImageBitmap(
        new Blob([data]),
        raw ? { premultiplyAlpha: 'none', colorSpaceConversion: 'none' } : {},
      );
      const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
      ctx.drawImage(bmp, 0, 0);
      const px = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      let bin = '';
      for (let i = 0; i < px.length; i += 0x8000) bin += String.fromCharCode(...px.subarray(i, i + 0x8000));
      return { width: bmp.width, height: bmp.height, b64: btoa(bin) };
    },
    { b64: bytes.toString('base64'), raw: opts.raw ?? false },
  );
  return { width: out.width, height: out.height, rgba: Buffer.from(out.b64, 'base64') };
}

/**
 * Waits until localStorage holds, under `key`, JSON matching `expected` (objects and arrays: every listed
 * property or item matches, recursively; anything else: equal). Before a reload that must find the last edit
 * saved: a wait on the saved state, not a sleep past the save's debounce.
 */
export async function waitForStored(page: Page, key: string, expected: unknown): Promise<void> {
  await page.waitForFunction(
    ({ key, expected }) => {
      const matches = (value: unknown, want: unknown): boolean => {
        if (want === null || typeof want !== 'object') return Object.is(value, want);
        if (value === null || typeof value !== 'object') return false;
        if (Array.isArray(want) && (!Array.isArray(value) || value.length !== want.length)) return false;
        return Object.entries(want).every(([k, w]) => matches((value as Record<string, unknown>)[k], w));
      };
      const raw = localStorage.getItem(key);
      if (raw === null) return false;
      try {
        return matches(JSON.parse(raw), expected);
      } catch {
        return false;
      }
    },
    { key, expected },
  );
}

/** Waits until the page has drawn `n` more frames: what a pointer, wheel or resize changed has been laid out and painted. */
export async function nextFrames(page: Page, n = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    n,
  );
}

/**
 * Switches the page to a colour scheme and waits until its colour transitions have ended, so that axe reads the
 * final colours: the transitions start at the next style update, so two frames are drawn before looking for them.
 */
export async function switchColourScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await nextFrames(page, 2);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

/** Waits until every island on the page has hydrated (Astro removes an island's `ssr` attribute then). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Opens a page and waits until its islands have hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

export interface Downloaded {
  /** The file name the page suggested. */
  name: string;
  bytes: Buffer;
  /** Where Playwright saved it. */
  path: string;
  /** The kind of image the bytes are, from their signature. */
  type: 'png' | 'jpeg' | 'other';
  download: Download;
}

/**
 * Clicks `trigger` (an element, or a function that starts the download) and returns the file the page saves.
 * `timeout`: how long to wait for the download to start (Playwright's default otherwise).
 */
export async function download(
  page: Page,
  trigger: Locator | (() => Promise<unknown>),
  { timeout }: { timeout?: number } = {},
): Promise<Downloaded> {
  const [d] = await Promise.all([
    page.waitForEvent('download', timeout === undefined ? undefined : { timeout }),
    typeof trigger === 'function' ? trigger() : trigger.click(),
  ]);
  const path = (await d.path())!;
  const bytes = await readFile(path);
  const type = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ? 'png'
    : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
      ? 'jpeg'
      : 'other';
  return { name: d.suggestedFilename(), bytes, path, type, download: d };
}
