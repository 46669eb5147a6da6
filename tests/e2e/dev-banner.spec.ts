/**
 * The development-mode notice never covers the page: at 1280×900 every link and button of the content can be
 * hit where it is drawn, at the top and the bottom of the page, and the notice is absent where the page shows
 * its own development card (/login, /sign-up).
 */
import { test, expect, type Page } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES, hydrated } from './helpers';

/** Visible links and buttons of #main that something else draws over (at the centre or a corner), in the window. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#main a[href], #main button')) {
      const r = el.getBoundingClientRect();
      if (r.width < 6 || r.height < 6) continue;
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ] as const;
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        // The sticky header overlaps what scrolls under it by design; a control's own parts are fine.
        if (!hit || hit.closest('header') || el.contains(hit) || hit.contains(el)) continue;
        if (!hit.closest('#main')) {
          covered.push(`${(el.textContent ?? '').trim().slice(0, 30)} ← ${hit.tagName}.${hit.className}`.slice(0, 90));
          break;
        }
      }
    }
    return covered;
  });
}

/** Scrolls through the whole page a window at a time and collects the covered controls at each stop. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; ; y += 600) {
    // Scrolled, and the next frame drawn (sticky and fixed parts in place) before anything is hit-tested.
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
    for (const c of await coveredControls(page)) found.add(`at ${y}: ${c}`);
    if (y >= height) break;
  }
  return [...found];
}

// Per language: the notice's text, and so its size, differs with the language.
for (const locale of TEST_LOCALES) {
  test(`${locale}: the development notice covers no control of the home page or the text diff`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/', '/text-diff']) {
      await page.goto(LOCALE_PREFIX[locale] + (path === '/' ? '/' : path));
      await expect(page.locator('[data-dev-banner]')).toHaveCount(1);
      await hydrated(page); // islands hydrated
      expect(await coveredWhileScrolling(page), path).toEqual([]);
      // Opened, it still covers nothing.
      await page.locator('[data-dev-banner-toggle]').click();
      await expect(page.locator('[data-dev-banner-body]')).toBeVisible();
      expect(await coveredWhileScrolling(page), `${path} with the notice open`).toEqual([]);
      await page.locator('[data-dev-banner-toggle]').click();
    }
  });
}

test('zh: no development notice on /sign-up or /login', async ({ page }) => {
  for (const path of ['/sign-up', '/login']) {
    await page.goto(path);
    await expect(page.locator('[data-demo-login]').first()).toBeVisible();
    await expect(page.locator('[data-dev-banner]')).toHaveCount(0);
  }
});
