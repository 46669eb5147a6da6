/**
 * Small layout and wording fixes from the shell walkthrough (issue 11, item 9). Behaviour runs in zh; checks
 * whose outcome depends on the language's text (line breaking, label lengths) run in each language.
 */
import { test, expect } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES, hydrated } from './helpers';

// Word breaking is set per language: Korean breaks between words only, the others (zh here) as usual.
test('Korean breaks between words only; Chinese breaks as usual', async ({ page }) => {
  for (const [locale, expected] of [
    ['ko', 'keep-all'],
    ['zh', 'normal'],
  ] as const) {
    await page.goto(`${LOCALE_PREFIX[locale]}/about`);
    const wordBreak = await page
      .locator('main p')
      .first()
      .evaluate((el) => getComputedStyle(el).wordBreak);
    expect(wordBreak, locale).toBe(expected);
  }
});

test('zh: the cost calculator shows no result beside an error', async ({ page }) => {
  await page.goto('/llm-model-price');
  const results = page.locator('[data-calc-results]');
  const summary = page.locator('[data-calc-summary]');
  await expect(results).toBeVisible();
  await expect(summary).not.toBeEmpty();
  const field = page.locator('[data-calc-field="inputTokens"]');
  await field.fill('1.5');
  await expect(page.locator('[data-calc-error="inputTokens"]')).toBeVisible();
  await expect(results).toBeHidden();
  await expect(summary).toBeHidden();
  await field.fill('2000');
  await expect(page.locator('[data-calc-error="inputTokens"]')).toBeHidden();
  await expect(results).toBeVisible();
  await expect(summary).toBeVisible();
});

test('zh: every row of the AI products dropdown starts its title at the same place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.locator('[data-tab="ai-products"] [data-tab-link]').hover();
  const dropdown = page.locator('[data-tab="ai-products"] [data-dropdown]');
  await expect(dropdown).toBeVisible();
  const lefts = await dropdown
    .locator('a > span.min-w-0')
    .evaluateAll((spans) => spans.map((s) => Math.round(s.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThanOrEqual(4);
  expect(new Set(lefts).size, JSON.stringify(lefts)).toBe(1);
});

// Per language: the header labels and the editor's placeholder are translated texts of different lengths.
for (const locale of TEST_LOCALES) {
  const prefix = LOCALE_PREFIX[locale];

  test(`${locale}: price table headers keep one line, arrows on one side, 24 px sort buttons`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/llm-model-price`);
    const buttons = page.locator('th [data-sort]');
    await expect(buttons.first()).toBeVisible();
    const boxes = await buttons.evaluateAll((els) =>
      els.map((el) => {
        const label = el.querySelector('span:not([data-sort-icon])')!.getBoundingClientRect();
        const icon = el.querySelector('[data-sort-icon]')!.getBoundingClientRect();
        return {
          text: el.textContent?.trim(),
          height: el.getBoundingClientRect().height,
          arrowRight: icon.left >= label.right,
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const b of boxes) {
      expect(b.height, `${b.text} height`).toBeGreaterThanOrEqual(24);
      expect(b.arrowRight, `${b.text}: arrow after the label`).toBe(true);
    }
    const heights = await page
      .locator('[data-price-rows]')
      .locator('xpath=..')
      .locator('thead th')
      .evaluateAll((ths) =>
        ths.map((th) => [th.textContent?.trim(), Math.round(th.getBoundingClientRect().height)] as const),
      );
    const lineHeights = new Set(heights.map(([, h]) => h));
    expect([...lineHeights], JSON.stringify(heights)).toHaveLength(1);
  });

  test(`${locale}: the JSON editor placeholder fits the editor at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${prefix}/json-formatter`);
    // The editor loads on first use only: focusing the plain text box is one.
    await hydrated(page);
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-editor="plain"]')?.focus());
    const placeholder = page.locator('.cm-placeholder').first();
    await expect(placeholder).toBeVisible({ timeout: 20_000 });
    const [p, editor] = await Promise.all([
      placeholder.boundingBox(),
      page.locator('.cm-editor').first().boundingBox(),
    ]);
    expect(p!.x + p!.width).toBeLessThanOrEqual(editor!.x + editor!.width);
  });
}
