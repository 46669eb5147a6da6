import { expect, type Page, type Request } from '@playwright/test';

/**
 * Records every request to a host other than the page's own origin, and every uncaught page error.
 * Call `assertClean()` at the end of a test: tools must never talk to another host, and never throw.
 */
export function watchPage(page: Page, opts: { allowHosts?: string[] } = {}) {
  const foreign: string[] = [];
  const errors: string[] = [];
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
    assertClean() {
      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
  };
}

/** The site's locale prefixes: zh has none. */
export const LOCALE_PREFIX = { zh: '', en: '/en', ja: '/ja', ko: '/ko' } as const;
export type TestLocale = keyof typeof LOCALE_PREFIX;
export const TEST_LOCALES = Object.keys(LOCALE_PREFIX) as TestLocale[];
