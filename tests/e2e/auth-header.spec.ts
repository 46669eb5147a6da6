/**
 * Development mode, signed in: the SSO callback redirects before it looks at an `error` (the spec's order:
 * authenticated → redirect), and a name saved on /profile is what the header's avatar menu shows, at once and
 * after a reload. In four languages.
 */
import { test, expect, type Page } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES, watchPage } from './helpers';

async function demoSignIn(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.locator('[data-demo-login]').first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
}

for (const locale of TEST_LOCALES) {
  const prefix = LOCALE_PREFIX[locale];

  test(`${locale}: signed in, /login/sso-callback?error=… redirects instead of showing the failure card`, async ({
    page,
  }) => {
    const w = watchPage(page);
    await demoSignIn(page, prefix);
    await page.goto(`${prefix}/login/sso-callback?error=access_denied&after_sign_in_url=${prefix}/about`);
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${prefix}/about$`), { timeout: 20_000 });
    // Signed out, the same URL shows the failure card.
    await page.evaluate(() => localStorage.removeItem('devAuth.user'));
    await page.goto(`${prefix}/login/sso-callback?error=access_denied`);
    await expect(page.locator('[data-sso-error]')).toContainText('access_denied');
    w.assertClean();
  });

  test(`${locale}: a name saved on /profile shows in the header's avatar menu, also after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await demoSignIn(page, prefix);
    const name = page.locator('[data-user-area] [data-user-name]');
    await expect(name).toHaveText('Demo User');
    await page.goto(`${prefix}/profile`);
    const field = page.locator('input[autocomplete="name"], input[name="full_name"]').first();
    await expect(field).toBeVisible();
    await field.fill('Ada Lovelace');
    await page.locator('#main form button[type="submit"]').click();
    await expect(page.locator('[data-user-area] [data-user-name]')).toHaveText('Ada Lovelace');
    await page.reload();
    await expect(page.locator('[data-user-area] [data-user-name]')).toHaveText('Ada Lovelace');
    await expect(page.locator('[data-user-area] [data-user-menu-label]')).toContainText('Ada Lovelace');
    await page.goto(`${prefix}/about`);
    await expect(page.locator('[data-mobile-user-area] [data-user-name]').first()).toHaveText('Ada Lovelace');
  });
}
