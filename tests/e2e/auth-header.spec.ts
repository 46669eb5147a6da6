/**
 * Development mode, signed in: the SSO callback redirects before it looks at an `error` (the spec's order:
 * authenticated → redirect), and a name saved on /profile is what the header's avatar menu shows, at once and
 * after a reload.
 */
import { test, expect, type Page } from '@playwright/test';
import { LOCALE_PREFIX, watchPage } from './helpers';

async function demoSignIn(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.locator('[data-demo-login]').first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
}

// In zh (no prefix) and en (a prefix): the redirects after sign-in and after the callback keep the language's
// prefix. ja and ko have prefixes the same way.
for (const locale of ['zh', 'en'] as const) {
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
}

test("zh: a name saved on /profile shows in the header's avatar menu, also after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await demoSignIn(page, '');
  const name = page.locator('[data-user-area] [data-user-name]');
  await expect(name).toHaveText('Demo User');
  await page.goto('/profile');
  const field = page.locator('input[autocomplete="name"], input[name="full_name"]').first();
  await expect(field).toBeVisible();
  await field.fill('Ada Lovelace');
  await page.locator('#main form button[type="submit"]').click();
  await expect(page.locator('[data-user-area] [data-user-name]')).toHaveText('Ada Lovelace');
  await page.reload();
  await expect(page.locator('[data-user-area] [data-user-name]')).toHaveText('Ada Lovelace');
  await expect(page.locator('[data-user-area] [data-user-menu-label]')).toContainText('Ada Lovelace');
  await page.goto('/about');
  await expect(page.locator('[data-mobile-user-area] [data-user-name]').first()).toHaveText('Ada Lovelace');
});
