import { expect, type Page, type Request } from '@playwright/test';

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
