import { test, expect, type Page } from '@playwright/test';
import { nextFrames } from './helpers';

async function gridColumns(page: Page): Promise<number> {
  return page
    .locator('[data-tool-grid]')
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

// Every page of every language answering 200 in its language with a heading: tests/e2e/crawl.spec.ts.
test.describe('routes', () => {
  test('the not-found page answers 404 with six recommendations in the visitor language', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    const zh = page.locator('[data-nf="zh"]');
    await expect(zh.getByRole('heading', { level: 1 })).toHaveText('页面走丢了');
    const links = zh.locator('[data-recommended] a');
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/json-formatter',
      '/url-encode-and-decode',
      '/background-remover',
      '/text-behind-image',
      '/openai-timeline',
      '/llm-model-price',
    ]);

    const en = await page.goto('/en/missing/deeper');
    expect(en?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Page not found/);
    const enSection = page.locator('[data-nf="en"]');
    await expect(enSection.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(enSection.locator('[data-recommended] a').first()).toHaveAttribute('href', '/en/json-formatter');
    await expect(page.locator('[data-nf="zh"]')).toBeHidden();
  });

  test('the not-found page has the site’s header and footer in its language, and they work', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const res = await page.goto('/ja/no-such-page');
    expect(res?.status()).toBe(404);
    const header = page.locator('header');
    await expect(header.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();
    await expect(header.locator('[data-tab-link]')).toHaveText(
      ['開発者ツール', '画像ツール', '翻訳', 'AIプロダクト', 'ブログ'],
      {
        useInnerText: true,
      },
    );
    await expect(page.locator('[data-footer]')).toBeVisible();
    await expect(page.locator('[data-footer] a[href="/ja/about"]')).toBeVisible();
    // One page in the document: no id twice (the other languages wait in templates).
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // The header's scripts run on it: a dropdown opens on hover, the search palette opens.
    await header.locator('[data-tab="dev-tools"] [data-tab-link]').hover();
    await expect(header.locator('[data-tab="dev-tools"] [data-dropdown]')).toBeVisible();
    await page.mouse.move(5, 700);
    await page.locator('[data-search-open]').click();
    await expect(page.locator('[data-search-palette]')).toBeVisible();
    await page.keyboard.type('カレンダー');
    await expect(page.locator('[data-search-results] [role=option]').first()).toContainText('万年暦');
  });

  test('the not-found page follows the stored language on an unprefixed path', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('language', 'ko'));
    await page.goto('/nothing-here');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('[data-nf="ko"] h1')).toBeVisible();
  });
});

test.describe('head tags', () => {
  test('hreflang ×5, canonical and parseable JSON-LD on every page type', async ({ page }) => {
    for (const path of ['/', '/en/dev-tools', '/ja/about', '/ko/blog', '/en/json-formatter']) {
      await page.goto(path);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((ls) => ls.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
      const bare = path.replace(/^\/(en|ja|ko)(?=\/|$)/, '') || '/';
      const loc = (p: string) => (bare === '/' ? `${p}/` : `${p}${bare}`);
      expect(alternates).toEqual([
        ['zh-CN', bare],
        ['en', loc('/en')],
        ['ja', loc('/ja')],
        ['ko', loc('/ko')],
        ['x-default', bare],
      ]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(path);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
      expect(ld['@type']).toBe('WebApplication');
      expect(ld.offers).toEqual({ '@type': 'Offer', price: '0', priceCurrency: 'USD' });
      expect(ld.hasPart.length).toBe(4);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
    }
  });
});

test.describe('home page', () => {
  test('hero, tagline, links and the grid at 1, 2 and 3 columns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Toolbox');
    await expect(page.getByText('Welcome to the AI toolbox, log in for the full experience')).toBeVisible();
    await expect(page.getByRole('link', { name: /View source code/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('main').getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about');
    expect(await gridColumns(page)).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await gridColumns(page)).toBe(2);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await gridColumns(page)).toBe(1);
  });

  test('tool icons are Twemoji images from our origin that load, never emoji text', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    const cards = page.locator('[data-tool-grid] [data-card]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(20);
    for (let i = 0; i < count; i++) {
      const img = cards.nth(i).locator('[data-card-link] img[data-tool-icon]');
      await expect(img).toHaveCount(1);
      await expect(img).toHaveAttribute('src', /^\/icons\/emoji\/[0-9a-f-]+\.svg$/);
      await expect(img).toHaveAttribute('alt', '');
      await img.scrollIntoViewIfNeeded();
      // The SVG files are 36 × 36: a box shown instead (no file, blocked by the CSP) has no natural width.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(36);
    }
    // No emoji left as text on the cards or in the header's dropdowns (hidden until hovered: their whole text).
    // Every registry emoji is an emoji-presentation character or carries U+FE0F; a title's "↔" is neither.
    const emoji = /[\p{Emoji_Presentation}\uFE0F]/u;
    const texts = [
      ...(await cards.allInnerTexts()),
      ...(await page.locator('[data-dropdown]').evaluateAll((els) => els.map((el) => el.textContent ?? ''))),
    ];
    expect(texts.filter((text) => emoji.test(text))).toEqual([]);
    const dropdownIcons = page.locator('[data-dropdown] img[data-tool-icon]');
    expect(await dropdownIcons.count()).toBe(await page.locator('[data-dropdown] li').count());

    await page.goto('/en/json-formatter');
    const header = page.locator('main header').first();
    const icon = header.locator('img[data-tool-icon]');
    await expect(icon).toHaveAttribute('loading', 'eager');
    await expect.poll(() => icon.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(36);
    expect(emoji.test(await header.innerText())).toBe(false);
  });

  test('a card click shows a spinner and scrolls to the top; a back navigation clears it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/en/');
    const card = page.locator('[data-card][data-slug="text-diff"]');
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Hold the navigation (after the card's own handler ran) to look at the card mid-click.
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await card.locator('[data-card-link]').click();
    await expect(card.locator('[data-spinner]')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await card.locator('[data-card-link]').click();
    await page.waitForURL('**/en/text-diff');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('[data-spinner]:visible')).toHaveCount(0);
  });

  test('clearLoadingState hides spinners', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      for (const s of document.querySelectorAll<HTMLElement>('[data-spinner]')) s.hidden = false;
      window.dispatchEvent(new Event('clearLoadingState'));
    });
    await expect(page.locator('[data-spinner]:visible')).toHaveCount(0);
  });

  test('the FisherAI card opens the store in a new tab without a spinner', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('[data-card][data-slug="fisherai"] [data-card-link]');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /chromewebstore\.google\.com\/detail\/fisherai/);
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await link.click();
    await nextFrames(page, 2);
    await expect(page.locator('[data-card][data-slug="fisherai"] [data-spinner]')).toBeHidden();
  });

  test('a favourite moves to the front and stays there after a reload', async ({ page }) => {
    await page.goto('/en/');
    const slugs = () =>
      page
        .locator('[data-tool-grid] > [data-card]')
        .evaluateAll((cs) => cs.map((c) => (c as HTMLElement).dataset.slug));
    const before = await slugs();
    expect(before[0]).toBe('json-formatter');
    const star = page.getByRole('button', { name: 'Add DeepSeek to favourites' });
    await star.click();
    await expect(page.getByRole('button', { name: 'Remove DeepSeek from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    expect((await slugs())[0]).toBe('deepseek');
    await page.getByRole('button', { name: 'Remove DeepSeek from favourites' }).click();
    await page.reload();
    expect(await slugs()).toEqual(before);
  });
});

test.describe('navigation bar', () => {
  test('a dropdown shows on hover at 1280 px with the right width and hides 150 ms after leaving', async ({ page }) => {
    // The page's clock is Playwright's, paused once the page has loaded: the delay is stepped through, not waited
    // for (with time flowing, a loaded machine let the timer fire before the check).
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const tab = page.locator('[data-tab="dev-tools"]');
    const dropdown = tab.locator('[data-dropdown]');
    expect(Number(await page.locator('[data-hide-delay]').first().getAttribute('data-hide-delay'))).toBe(150);
    await expect(dropdown).toBeHidden();
    await tab.locator('[data-tab-link]').hover();
    await expect(dropdown).toBeVisible();
    const items = await dropdown.locator('a').count();
    expect(items).toBeGreaterThan(0);
    expect(items).toBeLessThanOrEqual(9);
    const expected = items <= 2 ? 280 : items === 3 ? 320 : items <= 6 ? 360 : 420;
    expect(await dropdown.evaluate((el) => el.getBoundingClientRect().width)).toBe(expected);

    // Moving into the dropdown keeps it open, past the delay.
    await dropdown.locator('a').first().hover();
    await page.clock.runFor(1000);
    await expect(dropdown).toBeVisible();

    // Leaving: still there just before the delay, gone once it has passed.
    await page.mouse.move(640, 700);
    await page.clock.runFor(140);
    await expect(dropdown).toBeVisible();
    await page.clock.runFor(20);
    await expect(dropdown).toBeHidden();
  });

  test('external dropdown items open in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.locator('[data-tab="ai-products"] [data-tab-link]').hover();
    const claude = page.locator('[data-tab="ai-products"] [data-dropdown] a[href="https://claude.ai/"]');
    await expect(claude).toHaveAttribute('target', '_blank');
    await expect(claude).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('no tabs or dropdowns below 768 px: the mobile menu takes over', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-tabs]')).toBeHidden();
    await expect(page.locator('[data-mobile-open]')).toBeVisible();
    await page.mouse.move(300, 28);
    await expect(page.locator('[data-dropdown]:visible')).toHaveCount(0);
  });

  // The keys do the same in every language (the labels' lengths are layout.spec.ts's): checked in zh.
  {
    test('zh: a dropdown opens, is walked and closes by keyboard only (disclosure pattern)', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      const tab = page.locator('[data-tab="dev-tools"]');
      const dropdown = tab.locator('[data-dropdown]');
      const items = dropdown.locator('a[href]');
      // Tab from the top of the page until the dev-tools disclosure button has focus.
      const toggle = tab.locator('[data-tab-toggle]');
      for (let i = 0; i < 8 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(dropdown).toBeHidden(); // focus alone does not open it

      // Enter toggles it open and closed; Space opens it.
      await page.keyboard.press('Enter');
      await expect(dropdown).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAttribute('aria-controls', (await dropdown.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(dropdown).toBeHidden();
      await page.keyboard.press('Space');
      await expect(dropdown).toBeVisible();

      // Arrows move through the items and wrap.
      await page.keyboard.press('ArrowDown');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.first()).toBeFocused();

      // Escape closes and hands focus back to the button.
      await page.keyboard.press('Escape');
      await expect(dropdown).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // ArrowDown on the closed button opens it at the first item; Tab past the last item closes it.
      await page.keyboard.press('ArrowDown');
      await expect(dropdown).toBeVisible();
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await page.keyboard.press('Tab');
      await expect(dropdown).toBeHidden();
    });
  }

  test('mobile menu: opens, traps focus, locks scroll, closes with Escape, overlay and links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/en/about');
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const hrefs = await dialog.locator('ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/en/dev-tools',
      '/en/image-tools',
      '/en/translator',
      '/en/document-translator',
      '/en/ai-products',
      '/en/blog',
    ]);
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');

    // Focus starts on the close button and wraps both ways.
    const close = dialog.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: 'Log in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-mobile-panel]'))).toBe(true);
    }

    // Scroll is locked.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await nextFrames(page, 5);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.locator('[data-mobile-overlay]').click({ position: { x: 20, y: 300 } });
    await expect(dialog).toBeHidden();

    await trigger.click();
    await dialog.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/en/blog');
  });

  test('language switch saves the choice, survives a reload and redirects a zh page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const events = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener('languageChange', (e) => resolve((e as CustomEvent).detail.language)),
        ),
    );
    await page.getByRole('button', { name: /语言/ }).click();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english)
      .toBeFocused({ timeout: 1000 })
      .catch(() => {});
    await english.click();
    expect(await events).toBe('en');
    await page.waitForURL('**/en/about');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await expect(page).toHaveURL(/\/en\/about$/);
    await page.goto('/dev-tools');
    await expect(page).toHaveURL(/\/en\/dev-tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a language chosen in another tab is followed', async ({ page, context }) => {
    await page.goto('/ja/about');
    const other = await context.newPage();
    await other.goto('/ja/about');
    await other.evaluate(() => localStorage.setItem('language', 'ko'));
    await expect(page).toHaveURL(/\/ko\/about$/);
    await other.close();
  });

  test('Escape closes the language menu and returns focus to it', async ({ page }) => {
    await page.goto('/en/');
    const trigger = page.getByRole('button', { name: /Language/ });
    await trigger.click();
    await expect(page.locator('[data-lang-list]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-lang-list]')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('dark mode toggles and persists', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('dark mode follows the system when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('footer', () => {
  const cases: Array<[string, string[]]> = [
    ['/en/dev-tools', ['image-compressor', 'background-remover', 'latex-to-image', 'text-behind-image']],
    ['/en/image-tools', ['json-formatter', 'url-encode-and-decode', 'image-base64', 'text-diff']],
    ['/en/ai-products', ['openai-timeline', 'anthropic-timeline', 'llm-model-price', 'ai-products']],
    ['/en/blog', ['openai-timeline', 'anthropic-timeline', 'llm-model-price', 'deepseek-timeline']],
    ['/en/about', ['text-behind-image', 'background-remover', 'handwriting', 'subtitle-to-image']],
  ];
  for (const [path, slugs] of cases) {
    test(`tool list on ${path}`, async ({ page }) => {
      await page.goto(path);
      const hrefs = await page
        .locator('[data-footer-tools] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(slugs.map((s) => `/en/${s}`));
      const site = await page
        .locator('[data-footer-site] a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(site).toEqual(['/en/offline', '/en/privacy-policy', '/en/terms-of-service', '/en/about']);
      const ext = page.locator('[data-footer-resources] a');
      await expect(ext).toHaveCount(4);
      for (const a of await ext.all()) {
        await expect(a).toHaveAttribute('target', '_blank');
        await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  }
});

test.describe('category pages', () => {
  test('ai-products lists the external products opening in a new tab', async ({ page }) => {
    await page.goto('/en/ai-products');
    for (const slug of ['fisherai', 'chatgpt', 'claude', 'gemini', 'deepseek', 'doubao']) {
      const link = page.locator(`[data-card][data-slug="${slug}"] [data-card-link]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The information pages are listed there too, opening on this site.
    await expect(page.locator('[data-card][data-slug="llm-model-price"] [data-card-link]')).toHaveAttribute(
      'href',
      '/en/llm-model-price',
    );
  });

  test('dev-tools lists its tools from the registry', async ({ page }) => {
    await page.goto('/ja/dev-tools');
    const hrefs = await page
      .locator('[data-tool-grid] [data-card-link]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/ja/json-formatter');
    expect(hrefs.every((h) => h?.startsWith('/ja/'))).toBe(true);
  });
});

test.describe('search palette', () => {
  test('Ctrl+K opens it; a typo still finds the JSON formatter; Enter opens it', async ({ page }) => {
    await page.goto('/en/about');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search tools' });
    await expect(input).toBeFocused();
    await input.fill('jsno fromatter');
    await expect(page.getByRole('option').first()).toContainText('JSON Formatter');
    const icon = page.getByRole('option').first().locator('img[data-tool-icon]');
    await expect(icon).toHaveAttribute('src', '/icons/emoji/1f4cb.svg');
    await expect.poll(() => icon.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(36);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/json-formatter');
  });

  test('the header field opens it; "base 64" finds Base64; arrows and Escape work', async ({ page }) => {
    await page.goto('/');
    const trigger = page.locator('[data-search-open]');
    await trigger.click();
    const input = page.getByRole('combobox');
    await input.fill('base 64');
    await expect(page.getByRole('option').first()).toContainText('Base64');
    await input.fill('zzzzqqq');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.locator('[data-search-status]')).toHaveText('没有找到匹配的工具。');
    await input.fill('');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
