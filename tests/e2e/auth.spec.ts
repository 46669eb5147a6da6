/**
 * Optional sign-in, profile and plans, in both auth modes.
 *  - Development mode (the main build, no Clerk key): demo sign-in, header avatar menu, logout, the profile
 *    guard and editor, the SSO callback, the development-mode banner and guide. No request leaves the site.
 *  - Clerk mode (`npm run build:clerk`, served on E2E_CLERK_BASE_URL): a well-formed key whose Clerk host
 *    (`.invalid`) cannot be reached. Tools must work there untouched; the auth pages run against a stub of
 *    Clerk's browser scripts served through `page.route`, and profiles against an in-memory Supabase.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { watchPage, hydrated } from './helpers';
import { bombPng } from '../../scripts/lib/bombs.mjs';
import { CLERK_HOST, routeClerkStub, routeSupabaseFake, STUB_SESSION_TOKEN, SUPABASE_HOST } from './clerk-stub';

const CLERK_BASE = process.env.E2E_CLERK_BASE_URL ?? '';

/** Runs axe (on the whole page, or inside `selector`) and returns the serious and critical violations. */
async function axe(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the URL tool and waits until its island has hydrated. */
async function openTool(page: Page) {
  await page.goto('/en/url-encode-and-decode/');
  await expect(page.locator('[data-tool="url-encode-and-decode"]')).toBeVisible();
  await hydrated(page);
}

async function demoSignIn(page: Page, loginPath = '/en/login') {
  await page.goto(loginPath);
  await page.getByRole('button', { name: /Log in as demo user|以演示用户登录/ }).click();
}

test.describe('development mode', () => {
  test('en: demo sign-in from /login, avatar menu with DEV badge, logout', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to AI Toolbox' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Development mode' })).toBeVisible();
    const main = page.locator('#main');
    await expect(main.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/en/terms-of-service');
    await expect(main.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    // The banner is hidden on /login; the guide button is there.
    await expect(page.locator('[data-dev-banner]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Log in as demo user' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('devAuth.user') ?? 'null') as { fullName: string } | null,
      profile: JSON.parse(localStorage.getItem('devAuth.profile') ?? 'null') as { email: string } | null,
      sub: JSON.parse(localStorage.getItem('devAuth.subscription') ?? 'null') as { features: string[] } | null,
    }));
    expect(stored.user?.fullName).toBe('Demo User');
    expect(stored.profile?.email).toBe('demo@example.com');
    expect(stored.sub?.features).toEqual(['basic_tools']);

    const area = page.locator('[data-user-area]');
    await expect(area.getByRole('link', { name: 'Log in' })).toBeHidden();
    const avatarButton = area.getByRole('button', { name: 'Signed in as Demo User' });
    await expect(avatarButton).toBeVisible();
    await expect(avatarButton).toContainText('DEV');
    // The avatar is the generated placeholder: a data URL, no external service.
    expect(await area.locator('img[data-user-avatar]').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await avatarButton.click();
    await expect(avatarButton).toHaveAttribute('aria-expanded', 'true');
    const menu = area.locator('[data-user-menu-panel]');
    await expect(menu).toContainText('Demo User');
    await expect(menu).toContainText('demo@example.com');
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/en/profile');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatarButton).toBeFocused();

    await avatarButton.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(area.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        ['devAuth.user', 'devAuth.profile', 'devAuth.subscription'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null]);
    w.assertClean();
  });

  test('zh: /profile while signed out → /login → demo sign-in → back on /profile', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\/?$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1, name: '登录 AI 工具箱' })).toBeVisible();
    await page.getByRole('button', { name: '以演示用户登录' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    await expect(page.getByLabel('姓名')).toHaveValue('Demo User');
    await expect(page.locator('[data-plan-name]')).toHaveText('免费版');
    await expect(page.locator('[data-plan-status]')).toHaveText('生效中');
    await expect(page.locator('[data-plan-features]')).toContainText('基础工具');

    // Mobile menu: the user and a logout control.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: '打开菜单' }).click();
    const dialog = page.getByRole('dialog', { name: '菜单' });
    await expect(dialog.getByText('demo@example.com')).toBeVisible();
    await dialog.getByRole('button', { name: '退出登录' }).click();
    // Signed out on a protected page: back to the login page, remembering it.
    await expect(page).toHaveURL(/\/login\/?$/);
    w.assertClean();
  });

  test('a signed-in visit to /login goes to the home page; /en/sign-up too', async ({ page }) => {
    const w = watchPage(page);
    await demoSignIn(page, '/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/en/sign-up');
    await expect(page).toHaveURL(/\/en\/$/);
    w.assertClean();
  });

  test('SSO callback: an OAuth error shows the login-failed card; signed in, it redirects on the same site', async ({
    page,
  }) => {
    const w = watchPage(page);
    await page.goto('/en/');
    await page.evaluate(() => localStorage.setItem('clerk-error-oauth', 'stale'));
    await page.goto('/en/login/sso-callback?error=access_denied&error_description=The%20user%20cancelled');
    await expect(page.getByRole('heading', { name: 'Login failed' })).toBeVisible();
    // Our own sentence, then the provider's words quoted (src/components/auth/oauthError.ts).
    await expect(page.getByRole('alert').getByRole('paragraph').first()).toHaveText(
      'Signing in through the provider did not succeed. Its answer, quoted as received (not written by us):',
    );
    await expect(page.locator('[data-oauth-error]')).toHaveText('OAuth error: access_denied - “The user cancelled”');
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/en/login');
    expect(await page.evaluate(() => localStorage.getItem('clerk-error-oauth'))).toBeNull();
    expect(await axe(page)).toEqual([]);

    await page.goto('/login/sso-callback?error=server_error');
    await expect(page.locator('[data-oauth-error]')).toHaveText('OAuth 错误：server_error - 未知错误');

    // Signed out and no error: back to the login page.
    await page.goto('/en/login/sso-callback');
    await expect(page).toHaveURL(/\/en\/login\/?$/);

    // Signed in: the target keeps only path, query and hash (open-redirect guard).
    await demoSignIn(page);
    await page.goto('/en/login/sso-callback?after_sign_in_url=https%3A%2F%2Fevil.example%2Fen%2Fabout%3Fx%3D1%23top');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/about\?x=1#top$/);
    await page.goto('/en/login/sso-callback?after_sign_in_url=javascript%3Aalert(1)');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/$/);
    await page.goto('/en/login/sso-callback?after_sign_up_url=%2F%2Fevil.example%2Fen%2Fblog');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/blog$/);
    w.assertClean();
  });

  test('profile edit: an oversized avatar and a 300-character name show errors and keep the input', async ({
    page,
  }) => {
    const w = watchPage(page);
    await demoSignIn(page);
    await page.goto('/en/profile');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue('Demo User');

    // Too large (10 MB or more) and wrong type are refused before decoding.
    const avatar = page.getByLabel('Choose an image');
    await avatar.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText('The image must be smaller than 10 MB.')).toBeVisible();
    await avatar.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Choose a JPG, PNG, GIF or WEBP image.')).toBeVisible();

    const long = 'N'.repeat(300);
    await name.fill(long);
    await page.getByLabel('Website').fill('ftp://example.com');
    await page.getByLabel('Bio').fill('Writes small tools.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The name can be at most 256 characters.')).toBeVisible();
    await expect(page.getByText('Enter a full web address starting with http:// or https://.')).toBeVisible();
    await expect(page.locator('[data-profile-status]')).toHaveText('Please correct the fields marked above.');
    await expect(name).toHaveValue(long);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bio')).toHaveValue('Writes small tools.');
    expect(await axe(page)).toEqual([]);

    // A valid avatar is resized in the browser; fixing the fields saves.
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 640;
      c.height = 480;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#0a7';
      ctx.fillRect(0, 0, 640, 480);
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await expect(page.getByText('The image must be smaller than 10 MB.')).toBeHidden();
    await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/webp/);
    await name.fill('Ada Lovelace');
    await page.getByLabel('Website').fill('https://ada.example');
    await page.getByLabel('Location').fill('London');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('[data-profile-status]')).toHaveText('Profile saved.');

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Website')).toHaveValue('https://ada.example');
    const size = await page
      .getByRole('img', { name: 'Your avatar' })
      .evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null));
    expect(size).toEqual([256, 256]);
    w.assertClean();
  });

  test('zh profile: a PNG decompression bomb as the avatar is refused from its header with its size', async ({
    page,
  }) => {
    const w = watchPage(page);
    await demoSignIn(page);
    await page.goto('/profile');
    const name = page.getByLabel('姓名');
    await expect(name).toHaveValue('Demo User');
    await name.fill('正在输入');
    // 16000 × 16000 pixels (1 GB once decoded) in a few hundred KB: under the 10 MB file limit.
    await page
      .getByLabel('选择图片')
      .setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: Buffer.from(bombPng(16_000, 16_000)) });
    await expect(page.getByRole('alert')).toHaveText(
      '图片过大（16,000 × 16,000 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
    );
    await expect(name).toHaveValue('正在输入');
    w.assertClean();
  });

  test('profile: a stored avatar outside the allowed forms is neither shown nor saved back', async ({ page }) => {
    const w = watchPage(page);
    await demoSignIn(page);
    await page.waitForFunction(() => localStorage.getItem('devAuth.profile') !== null);
    // An AVIF data URL: not one of the forms the database accepts (Clerk's image host, PNG/JPEG/WebP/GIF data URL).
    await page.evaluate(() => {
      const profile = JSON.parse(localStorage.getItem('devAuth.profile')!) as Record<string, unknown>;
      localStorage.setItem(
        'devAuth.profile',
        JSON.stringify({ ...profile, avatar_url: 'data:image/avif;base64,AAAA' }),
      );
    });
    await page.goto('/en/profile');
    await expect(page.getByLabel('Full name')).toHaveValue('Demo User');
    await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('[data-profile-status]')).toHaveText('Profile saved.');
    const stored = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('devAuth.profile')!) as { avatar_url: string | null }).avatar_url,
    );
    expect(stored).toBeNull();
    w.assertClean();
  });

  test('development banner and configuration guide; axe on the auth pages', async ({ page }) => {
    // Several pages and an axe scan of each.
    test.setTimeout(90_000);
    const w = watchPage(page);
    await page.goto('/en/about');
    const banner = page.locator('[data-dev-banner]');
    // Collapsed until opened; then it stays as the visitor leaves it.
    await expect(banner).toContainText('Development mode');
    await expect(banner.getByText('Sign-in is simulated')).toBeHidden();
    await banner.getByRole('button', { name: 'Show the development mode notice' }).click();
    await expect(banner.getByText('Sign-in is simulated')).toBeVisible();
    await page.reload();
    await expect(banner.getByText('Sign-in is simulated')).toBeVisible();
    await banner.getByRole('button', { name: 'Hide the development mode notice' }).click();
    await expect(banner.getByText('Sign-in is simulated')).toBeHidden();
    await page.reload();
    await expect(banner.getByText('Sign-in is simulated')).toBeHidden();
    await banner.getByRole('button', { name: 'Show the development mode notice' }).click();
    await expect(banner.getByRole('link', { name: 'Switch to production auth' })).toBeVisible();

    await page.getByRole('button', { name: 'Configuration guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Set up production sign-in' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
      'Register with the auth provider',
      'Set the keys in .env',
      'Restart',
    ]);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();

    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Set up production sign-in' }).click();
    await expect(page.getByRole('dialog', { name: 'Set up production sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    // The auth pages' own content (their cards have colours of their own in each scheme); the shell and the
    // banner are checked on every page type by a11y.spec.ts.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/login', '/sign-up', '/login/factor-one']) {
        await page.goto(path);
        await expect(page.locator('[data-demo-login]')).toBeVisible();
        expect(await axe(page, '#main'), `${scheme} ${path}`).toEqual([]);
      }
    }
    w.assertClean();
  });

  test('on a phone the development aids stay out of the way of a tool', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/url-encode-and-decode/');
    const banner = page.locator('[data-dev-banner]');
    // Not fixed over the page: it sits after the footer.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const bannerTop = await banner.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const footerBottom = await page
      .locator('footer')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(bannerTop).toBeGreaterThanOrEqual(footerBottom);
  });
});

test.describe('Clerk mode', () => {
  test.skip(!CLERK_BASE, 'the Clerk-mode build is missing: run `npm run build:clerk` first');
  test.use({ baseURL: CLERK_BASE || undefined });

  test('a tool works while Clerk cannot be reached, signed out and with a stale session hint', async ({ page }) => {
    const w = watchPage(page);
    const clerkRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(CLERK_HOST)) clerkRequests.push(r.url());
    });
    await openTool(page);
    await expect(page.locator('[data-user-area] [data-login-link]')).toBeVisible();
    await page.getByLabel('Text to encode').fill('a b&c');
    await expect(page.getByLabel('Encoded result')).toHaveValue('a%20b%26c');
    // Everything the page was going to fetch has been fetched.
    await page.waitForLoadState('networkidle');
    expect(clerkRequests, 'a signed-out visitor never loads Clerk').toEqual([]);
    w.assertClean();

    // A session hint makes the header try Clerk; the host does not answer. The tool does not wait.
    await page.route(`https://${CLERK_HOST}/**`, (route) => route.abort('connectionrefused'));
    await page.evaluate(() => localStorage.setItem('auth.clerkSignedIn', '1'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openTool(page);
    await page.getByLabel('Text to encode').fill('x=1&y=2');
    await expect(page.getByLabel('Encoded result')).toHaveValue('x%3D1%26y%3D2');
    await expect.poll(() => clerkRequests.length).toBeGreaterThan(0);
    await expect(page.locator('[data-user-area] [data-login-link]')).toBeVisible();
    // The header's attempts at Clerk are over (refused) before the page is left.
    await page.waitForLoadState('networkidle');

    // The login page says the sign-in service cannot be reached (after the loader's retries: the expect
    // timeout, 7 s, is shorter than the loader's own 10 s script timeout).
    await page.goto('/en/login');
    await expect(page.getByRole('alert')).toHaveText(/The sign-in service could not be reached/);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(errors, 'a failed Clerk download is handled, not thrown').toEqual([]);
  });

  test('login, sign-up and factor-one run through Clerk; signed in, the header shows the user button', async ({
    page,
  }) => {
    const w = watchPage(page, { allowHosts: [CLERK_HOST, SUPABASE_HOST] });
    await routeClerkStub(page);
    await routeSupabaseFake(page);
    await page.goto('/en/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByTestId('clerk-sign-up')).toHaveAttribute('data-path', '/en/sign-up');
    await expect(page.locator('[data-dev-banner]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Configuration guide' })).toHaveCount(0);

    await page.goto('/en/login/factor-one');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(
      page.getByText('We sent a verification code to your email. Enter it to finish logging in.'),
    ).toBeVisible();
    await expect(page.getByTestId('clerk-sign-in')).toHaveAttribute('data-path', '/en/login');

    await page.goto('/ja/login');
    await expect(page.getByRole('heading', { level: 1, name: 'AIツールボックスにログイン' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue with the stub account' }).click();
    await expect(page).toHaveURL(/\/ja\/$/);
    await expect(page.getByTestId('clerk-user-button')).toBeVisible();
    await expect(page.locator('[data-user-area] [data-login-link]')).toBeHidden();

    // Signed in: /login sends the visitor home.
    await page.goto('/ja/login');
    await expect(page).toHaveURL(/\/ja\/$/);

    // Signing out from Clerk's user button brings the login link back.
    await page.getByTestId('clerk-user-button').click();
    await expect(page.locator('[data-user-area] [data-login-link]')).toBeVisible();
    w.assertClean();
  });

  test("Clerk's scripts are requested by exact version from the frontend API host", async ({ page }) => {
    const requested = await routeClerkStub(page);
    await page.goto('/en/login');
    await expect(page.getByTestId('clerk-sign-in')).toBeVisible();
    const paths = requested.map((u) => new URL(u).host + new URL(u).pathname);
    expect(paths).toContain(`${CLERK_HOST}/npm/@clerk/clerk-js@6.40.0/dist/clerk.browser.js`);
    expect(paths).toContain(`${CLERK_HOST}/npm/@clerk/ui@1.41.0/dist/ui.browser.js`);
    expect(paths.filter((p) => !/@\d+\.\d+\.\d+\//.test(p))).toEqual([]);
  });

  test('the stored redirectAfterLogin reaches Clerk only as a same-site path', async ({ page }) => {
    await routeClerkStub(page);
    const cases: [string, string][] = [
      ['/en/blog?x=1#y', '/en/blog?x=1#y'],
      ['//evil.example/x', '/x'],
      ['https://evil.example/steal', '/steal'],
      ['/\\evil.example', '/'],
      ['javascript:alert(1)', '/en/'],
    ];
    await page.goto('/en/about');
    for (const [stored, expected] of cases) {
      await page.evaluate((v) => sessionStorage.setItem('redirectAfterLogin', v), stored);
      await page.goto('/en/login');
      await expect(page.getByTestId('clerk-sign-in'), stored).toHaveAttribute('data-fallback-redirect', expected);
    }
  });

  test('profile: signed out → /login → Clerk sign-in → back on /profile, created and saved in Supabase', async ({
    page,
  }) => {
    const w = watchPage(page, { allowHosts: [CLERK_HOST, SUPABASE_HOST] });
    await routeClerkStub(page);
    const db = await routeSupabaseFake(page);
    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en\/login\/?$/);
    await page.getByRole('button', { name: 'Continue with the stub account' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Erin Example');
    await expect(page.locator('[data-plan-name]')).toHaveText('Free');

    // First sign-in: profile not found (PGRST116) → created; free plan recorded; active plan read.
    const shape = db.calls.map((c) => `${c.method} ${c.path}${decodeURIComponent(c.query)}`);
    expect(shape).toEqual([
      'GET /rest/v1/profiles?select=*&clerk_user_id=eq.user_e2e',
      'POST /rest/v1/profiles?on_conflict=clerk_user_id&select=*',
      'POST /rest/v1/user_subscriptions?on_conflict=clerk_user_id&select=*',
      'GET /rest/v1/user_subscriptions?select=*&clerk_user_id=eq.user_e2e&status=eq.active',
    ]);
    expect(db.calls[1]!.headers.prefer).toBe('resolution=ignore-duplicates, return=representation');
    expect(db.calls[2]!.headers.prefer).toBe('resolution=ignore-duplicates, return=representation');
    for (const c of db.calls) {
      expect(c.headers.apikey).toBe('e2e-anon-key');
      expect(c.headers.authorization).toBe(`Bearer ${STUB_SESSION_TOKEN}`);
    }
    expect(db.calls[1]!.body).toMatchObject({
      clerk_user_id: 'user_e2e',
      email: 'erin@example.com',
      full_name: 'Erin Example',
    });

    await page.getByLabel('Location').fill('Lisbon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('[data-profile-status]')).toHaveText('Profile saved.');
    const patch = db.calls.at(-1)!;
    expect(`${patch.method} ${patch.path}${decodeURIComponent(patch.query)}`).toBe(
      'PATCH /rest/v1/profiles?clerk_user_id=eq.user_e2e&select=*',
    );
    expect(patch.body).toMatchObject({ location: 'Lisbon', full_name: 'Erin Example' });
    expect(await axe(page)).toEqual([]);
    w.assertClean();
  });

  test('SSO callback: an OAuth error shows the login-failed card', async ({ page }) => {
    const w = watchPage(page, { allowHosts: [CLERK_HOST] });
    await routeClerkStub(page);
    await page.goto('/en/login/sso-callback?error=invalid_request');
    await expect(page.locator('[data-oauth-error]')).toHaveText('OAuth error: invalid_request - unknown error');
    w.assertClean();
  });

  test('SSO callback: signed in, goes to after_sign_in_url; signed out, Clerk handles the callback', async ({
    page,
  }) => {
    const w = watchPage(page, { allowHosts: [CLERK_HOST] });
    await routeClerkStub(page);
    await page.goto('/en/about');
    await page.evaluate(() => sessionStorage.setItem('redirectAfterLogin', '/en/blog'));
    await page.goto('/en/login/sso-callback');
    await expect
      .poll(() => page.evaluate(() => (window as { __stubRedirectCallback?: number }).__stubRedirectCallback ?? 0))
      .toBe(1);
    await page.evaluate(() =>
      localStorage.setItem(
        'e2e-clerk-user',
        JSON.stringify({ id: 'user_e2e', firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' }),
      ),
    );
    await page.goto('/en/login/sso-callback');
    await expect(page).toHaveURL(/\/en\/blog$/);
    w.assertClean();
  });
});
