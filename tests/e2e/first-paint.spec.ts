/**
 * Nothing moves once it is drawn (issue 30: layout shift). "First paint" here is what the HTML, the CSS and the
 * inline head script draw before any module script runs: the page is opened with every script file refused,
 * which is exactly that state. It is compared with the page after its scripts and islands have run, at a phone's
 * size (Lighthouse's mobile preset), where the shifts were measured.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/** DEV_BANNER_COLLAPSED_KEY of src/lib/head-script.ts (that module reads Vite's import.meta.env). */
const DEV_BANNER_COLLAPSED_KEY = 'devAuth.bannerCollapsed';

const PHONE = { width: 412, height: 823 };

/** Opens `path` as its first paint draws it: HTML, CSS and the inline head script, no script file. */
async function openFirstPaint(page: Page, path: string): Promise<void> {
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(path);
}

/** Stores the visitor's choice for the development-mode notice before the page's head script reads it. */
async function storeBannerChoice(page: Page, collapsed: '0' | '1' | null): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    },
    [DEV_BANNER_COLLAPSED_KEY, collapsed] as const,
  );
}

test.use({ viewport: PHONE });

test.describe('development-mode notice', () => {
  for (const [choice, open] of [
    ['0', true],
    ['1', false],
    [null, false],
  ] as const) {
    test(`stored ${String(choice)}: drawn ${open ? 'open' : 'collapsed'} from the first paint, after the footer`, async ({
      page,
    }) => {
      await storeBannerChoice(page, choice);
      await openFirstPaint(page, '/en/text-diff');
      const body = page.locator('[data-dev-banner-body]');
      if (open) await expect(body).toBeVisible();
      else await expect(body).toBeHidden();
      // In the document after the footer (not moved there by CSS): while the page arrives it is never drawn
      // at the bottom of the window above content that has not arrived yet.
      const afterFooter = await page.evaluate(() => {
        const footer = document.querySelector('footer');
        const banner = document.querySelector('[data-dev-banner]');
        return !!footer && !!banner && !!(footer.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(afterFooter).toBe(true);
    });
  }

  test('with its script running, the stored open state is named for assistive technology and toggles', async ({
    page,
  }) => {
    await storeBannerChoice(page, '0');
    await page.goto('/en/text-diff');
    const toggle = page.locator('[data-dev-banner-toggle]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide the development mode notice');
    await toggle.click();
    await expect(page.locator('[data-dev-banner-body]')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate((k) => localStorage.getItem(k), DEV_BANNER_COLLAPSED_KEY)).toBe('1');
  });
});

test('price page: the table controls and count are drawn from the first paint; the table does not move', async ({
  page,
  browser,
}) => {
  await openFirstPaint(page, '/en/llm-model-price');
  const region = page.getByRole('region', { name: 'Price table' });
  const controls = page.locator('[data-table-controls]');
  await expect(controls).toBeVisible();
  const total = await page.locator('[data-price-rows] tr').count();
  await expect(page.locator('[data-table-status]')).toHaveText(`Showing ${total} of ${total} models`);
  await expect(page.getByRole('button', { name: /^Output/ })).toBeVisible();
  const before = await region.boundingBox();

  const live = await browser.newPage({ viewport: PHONE });
  await live.goto('/en/llm-model-price');
  await expect(live.locator('[data-price-table]')).toHaveAttribute('data-ready', '1');
  await expect(live.locator('[data-table-status]')).toHaveText(`Showing ${total} of ${total} models`);
  expect(await live.getByRole('region', { name: 'Price table' }).boundingBox()).toEqual(before);
  await live.close();
});

for (const path of ['/ai-timeline', '/drugs-list']) {
  test(`${path}: the filter controls and their count are drawn from the first paint; the year links do not move`, async ({
    page,
    browser,
  }) => {
    await openFirstPaint(page, path);
    const controls = page.locator('[data-filter-controls]');
    await expect(controls).toBeVisible();
    const status = await page.locator('[data-filter-status]').textContent();
    expect(status?.trim()).toMatch(/\d/);
    const before = await page.locator('[data-filter-root] > nav').boundingBox();

    const live = await browser.newPage({ viewport: PHONE });
    await live.goto(path);
    await expect(live.locator('[data-filter-root]')).toHaveAttribute('data-filter-ready', '1');
    expect((await live.locator('[data-filter-status]').textContent())?.trim()).toBe(status?.trim());
    expect(await live.locator('[data-filter-root] > nav').boundingBox()).toEqual(before);
    await live.close();
  });
}

test('translator: the text panel stays where it was first drawn once the engines are known', async ({
  page,
  browser,
}) => {
  await openFirstPaint(page, '/en/translator');
  const before = await page.locator('#translator-panel-text').boundingBox();
  expect(before).not.toBeNull();

  const live = await browser.newPage({ viewport: PHONE });
  // A browser with the on-device Translator API (Chrome's): the page ends with the engine picker.
  await live.addInitScript(() => {
    if (!('Translator' in window)) Object.defineProperty(window, 'Translator', { value: class {} });
  });
  await live.goto('/en/translator');
  await hydrated(live);
  await expect(live.getByTestId('engine-settings')).toHaveAttribute('data-detected', 'true');
  await expect(live.getByLabel('Engine', { exact: true })).toBeEnabled();
  expect(await live.locator('#translator-panel-text').boundingBox()).toEqual(before);
  await live.close();
});
