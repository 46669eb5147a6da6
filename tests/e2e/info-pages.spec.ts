import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { watchPage } from './helpers';

/**
 * One page of each content page type (prerendered HTML that works without JavaScript): the AI timeline, a
 * company timeline (the three share CompanyTimeline.astro and its styles), the price page, the drugs list.
 * Each has colours of its own in both schemes.
 */
const PAGE_TYPES = ['ai-timeline', 'anthropic-timeline', 'llm-model-price', 'drugs-list'] as const;

/** Keeps the development-mode notice folded so it covers as little of the page as possible. */
async function foldDevNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('devAuth.bannerCollapsed', '1');
    } catch {
      /* storage unavailable */
    }
  });
}

const num = async (page: Page, testId: string) => Number(await page.getByTestId(testId).textContent());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The same prerendered pages in every language: the flows run in zh; the other languages' pages are
  // rendered by the per-page-type render check.
  test('the AI timeline lists every event by year (zh)', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/ai-timeline');
    const total = await num(page, 'event-count');
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('[data-item]')).toHaveCount(total);
    await expect(page.locator('[data-item] a[href^="https://"]')).toHaveCount(total);
    // The filter controls need the script, so they stay hidden.
    await expect(page.locator('[data-filter-controls]')).toBeHidden();
    // Year links are plain anchors.
    const years = page.getByRole('navigation', { name: '跳到年份' });
    const first = years.getByRole('link').first();
    const year = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${year}$`));
    await expect(page.locator(year)).toBeInViewport();
    w.assertClean();
  });

  test('company timelines list every release, newest first (zh)', async ({ page }) => {
    const w = watchPage(page);
    for (const [slug, newest, oldest] of [
      ['openai-timeline', '2026-04-gpt-5-5', '2015-12-openai-founded'],
      ['anthropic-timeline', '2026-06-claude-fable-5-mythos-5', '2021-03-anthropic-founded'],
      ['deepseek-timeline', '2026-04-deepseek-v4-preview', '2023-07-deepseek-founded'],
    ] as const) {
      await page.goto(`/${slug}`);
      const total = await num(page, 'milestone-count');
      await expect(page.locator('[data-release]')).toHaveCount(total);
      await expect(page.locator('[data-release]').first()).toHaveAttribute('data-release', newest);
      const top = async (id: string) => (await page.locator(`[data-release="${id}"]`).boundingBox())!.y;
      expect(await top(newest)).toBeLessThan(await top(oldest));
      // "Oldest first" is a link to #oldest: CSS reverses the order without any script.
      await page.getByRole('link', { name: '最早在前' }).click();
      await expect(page).toHaveURL(/#oldest$/);
      expect(await top(oldest)).toBeLessThan(await top(newest));
    }
    w.assertClean();
  });

  test('the price page shows its table, chart and default calculation (zh)', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/llm-model-price');
    const rows = page.locator('[data-price-rows] tr');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(35);
    await expect(page.locator('svg[role="img"] g[data-bar]')).toHaveCount(count);
    await expect(page.locator('svg[role="img"] title').first()).not.toBeEmpty();
    await expect(page.locator('[data-calc-rows] tr')).toHaveCount(count);
    await expect(page.locator('[data-calc-rows] tr').first()).toHaveAttribute(
      'data-id',
      'bytedance-doubao-lite-32k-cny',
    );
    await expect(page.getByTestId('fx-note')).toContainText('7.10');
    await expect(page.locator('[data-table-controls]')).toBeHidden();
    w.assertClean();
  });

  test('the drugs list shows every category and drug (zh)', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/drugs-list');
    await expect(page.locator('[data-item]')).toHaveCount(await num(page, 'drug-count'));
    await expect(page.locator('section[data-group]')).toHaveCount(16);
    await expect(page.getByText('仅供参考，不构成医疗建议', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: /胰岛素类/ }).click();
    await expect(page.locator('#cat-insulins')).toBeInViewport();
    w.assertClean();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => foldDevNotice(page));

  test('AI timeline: category filter and search', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/ai-timeline');
    const total = await num(page, 'event-count');
    const status = page.locator('[data-filter-status]');
    await expect(status).toHaveText(`Showing ${total} of ${total} events`);

    await page.getByRole('radio', { name: /Policy/ }).check();
    const policyCount = Number(await page.locator('[data-count-for="policy"]').textContent());
    expect(policyCount).toBeGreaterThan(0);
    await expect(status).toHaveText(`Showing ${policyCount} of ${total} events`);
    const visible = page.locator('[data-item]:visible');
    await expect(visible).toHaveCount(policyCount);
    for (const cat of await visible.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category)))
      expect(cat).toBe('policy');

    await page.getByRole('radio', { name: /^All/ }).check();
    await page.getByLabel('Search events').fill('tensorflow');
    // The search runs shortly after typing: wait until the status leaves "all events".
    await expect(status).not.toHaveText(`Showing ${total} of ${total} events`);
    await expect(visible.first()).toBeVisible();
    const shown = await visible.count();
    expect(shown).toBeLessThan(total);
    await expect(status).toHaveText(`Showing ${shown} of ${total} events`);
    for (const text of await visible.evaluateAll((els) => els.map((e) => e.textContent ?? '')))
      expect(text.toLowerCase()).toContain('tensorflow');

    await page.getByLabel('Search events').fill('no such event zzzz');
    await expect(page.locator('[data-filter-empty]')).toBeVisible();
    await expect(status).toHaveText(`Showing 0 of ${total} events`);
    w.assertClean();
  });

  test('company timeline: the order toggle reorders the list', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/anthropic-timeline');
    const first = page.locator('[data-release]').first();
    await expect(first).toHaveAttribute('data-release', '2026-06-claude-fable-5-mythos-5');
    const oldest = page.getByRole('link', { name: '最早在前' });
    await oldest.click();
    await expect(first).toHaveAttribute('data-release', '2021-03-anthropic-founded');
    await expect(oldest).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/#oldest$/);
    await page.getByRole('link', { name: '最新在前' }).click();
    await expect(first).toHaveAttribute('data-release', '2026-06-claude-fable-5-mythos-5');
    await expect(oldest).not.toHaveAttribute('aria-current', 'true');
    // A shared #oldest link opens in that order.
    await page.goto('/en/deepseek-timeline#oldest');
    await expect(page.locator('[data-release]').first()).toHaveAttribute('data-release', '2023-07-deepseek-founded');
    w.assertClean();
  });

  test('price table: filters, sorting and converted display', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/llm-model-price');
    const rows = page.locator('[data-price-rows] tr:visible');
    const total = await rows.count();
    const status = page.locator('[data-table-status]');
    await expect(status).toHaveText(`Showing ${total} of ${total} models`);

    await page.getByLabel('Provider').selectOption('Anthropic');
    await expect(rows).toHaveCount(5);
    await page.getByLabel('Provider').selectOption('');
    await page.getByLabel('Currency', { exact: true }).selectOption('CNY');
    await expect(rows).toHaveCount(15);
    await page.getByLabel('Search models').fill('doubao');
    await expect(rows).toHaveCount(6);
    await expect(status).toHaveText(`Showing 6 of ${total} models`);
    await page.getByLabel('Search models').fill('');
    await page.getByLabel('Currency', { exact: true }).selectOption('');

    // Sort by output price (USD-equivalent): cheapest first, then priciest first.
    const output = page.getByRole('button', { name: /Output/ });
    await output.click();
    await expect(page.locator('th[data-sort-col="output"]')).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toHaveAttribute('data-id', 'bytedance-doubao-lite-32k-cny');
    await output.click();
    await expect(page.locator('th[data-sort-col="output"]')).toHaveAttribute('aria-sort', 'descending');
    const topTwo = await rows.evaluateAll((els) => els.slice(0, 2).map((e) => (e as HTMLElement).dataset.id));
    expect(topTwo.sort()).toEqual(['anthropic-claude-fable-5-1', 'openai-gpt-6-astra']);

    // Show everything in USD: CNY rows become converted values marked with ≈.
    await page.getByLabel('Show prices in').selectOption('USD');
    const doubao = page.locator('tr[data-id="bytedance-doubao-lite-32k-cny"] [data-price="output"]');
    await expect(doubao).toHaveText('≈$0.0845(converted at the stated rate)');
    await page.getByLabel('Show prices in').selectOption('');
    await expect(doubao).toHaveText('¥0.60');
    w.assertClean();
  });

  test('cost calculator: exact costs for a known input, in USD and CNY', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/llm-model-price');
    await page.getByLabel('Input tokens per request').fill('2000');
    await page.getByLabel('Output tokens per request').fill('1000');
    await page.getByLabel('Requests per day').fill('500');
    await page.locator('#calc-currency').selectOption('USD');
    // GPT-6 Luna: ($0.10 × 2000 + $0.50 × 1000) / 1M × 500 = $0.35 a day, $10.50 for 30 days.
    const luna = page.locator('[data-calc-rows] tr[data-id="openai-gpt-6-luna"]');
    await expect(luna.locator('[data-cell="day"]')).toHaveText('$0.35');
    await expect(luna.locator('[data-cell="month"]')).toHaveText('$10.50');
    // Claude Haiku 4.5: ($1 × 2000 + $5 × 1000) / 1M × 500 = $3.50 a day, $105.00 a month.
    const haiku = page.locator('[data-calc-rows] tr[data-id="anthropic-claude-haiku-4-5"]');
    await expect(haiku.locator('[data-cell="month"]')).toHaveText('$105.00');
    // Cheapest first: Doubao-lite-32k, ¥(0.3 × 2000 + 0.6 × 1000) / 1M × 500 = ¥0.60 ≈ $0.0845 a day.
    const first = page.locator('[data-calc-rows] tr').first();
    await expect(first).toHaveAttribute('data-id', 'bytedance-doubao-lite-32k-cny');
    await expect(first.locator('[data-cell="day"]')).toHaveText('≈$0.0845(converted at the stated rate)');
    await expect(page.locator('[data-calc-summary]')).toHaveText(
      'Cheapest: ByteDance Doubao-lite-32k at ≈$0.0845 a day, ≈$2.54 a month.',
    );

    await page.locator('#calc-currency').selectOption('CNY');
    await expect(first.locator('[data-cell="day"]')).toHaveText('¥0.60');
    await expect(first.locator('[data-cell="month"]')).toHaveText('¥18.00');
    // $0.35 × 7.10 = ¥2.485 → ¥2.49, marked as converted.
    await expect(luna.locator('[data-cell="day"]')).toHaveText('≈¥2.49(converted at the stated rate)');

    // A bad value is reported next to its field and the last result stays.
    await page.getByLabel('Requests per day').fill('12.5');
    await expect(page.locator('[data-calc-error="requestsPerDay"]')).toHaveText('Enter a whole number (0 or more).');
    await expect(page.getByLabel('Requests per day')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.locator('[data-cell="day"]')).toHaveText('¥0.60');
    w.assertClean();
  });

  test('drugs list: search by drug or manufacturer and filter by category', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/drugs-list');
    const total = await num(page, 'drug-count');
    const rows = page.locator('[data-item]:visible');
    await page.getByLabel('按药品或厂家搜索').fill('辉瑞');
    await expect(rows).toHaveCount(15);
    await expect(page.locator('[data-filter-status]')).toHaveText(`显示 15 / ${total} 种药品`);
    await page.getByRole('radio', { name: /心血管类/ }).check();
    await expect(rows).toHaveCount(3);
    await expect(page.locator('section[data-group]:visible')).toHaveCount(1);
    await page.getByLabel('按药品或厂家搜索').fill('');
    await expect(rows).toHaveCount(49);
    await page.getByRole('radio', { name: /^全部/ }).check();
    await page.getByLabel('按药品或厂家搜索').fill('阿莫西林');
    await expect(rows).toHaveCount(3);
    w.assertClean();
  });

  // Per-language data: outside zh, the list shows and searches the English generic and company names.
  test('drugs list: English generic and company names are shown and searchable (en, ja)', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/drugs-list');
    const rows = page.locator('[data-item]:visible');
    const search = page.getByLabel('Search by drug or manufacturer');
    await search.fill('amoxicillin');
    await expect(rows.locator('[data-drug-name]')).toHaveText([
      'Amoxicillin and clavulanate potassium powder for oral suspension',
      'Amoxicillin and clavulanate potassium tablets',
      'Amoxicillin and sulbactam tablets',
    ]);
    await expect(rows.first()).toContainText('阿莫西林克拉维酸钾干混悬剂');
    await expect(rows.first().locator('[data-drug-maker]')).toHaveText('GlaxoSmithKline (UK)');
    await search.fill('pfizer');
    await expect(rows).toHaveCount(22);
    await expect(rows.first().locator('[data-drug-name]')).toHaveText(
      'Azithromycin powder for oral suspension (Zithromax)',
    );
    await expect(rows.locator('[data-drug-maker]').filter({ hasNotText: 'Pfizer' })).toHaveCount(0);

    await page.goto('/ja/drugs-list');
    await page.getByLabel('薬品名・製造元で検索').fill('sertraline');
    await expect(rows.locator('[data-drug-name]')).toHaveText(['Sertraline hydrochloride tablets']);
    await expect(rows.locator('[data-drug-maker]')).toHaveText(['Pfizer (China)']);
    w.assertClean();
  });

  test('the price page ships no pricing library to the browser', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text());
    });
    await page.goto('/en/llm-model-price', { waitUntil: 'networkidle' });
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).map((s) => s.textContent));
    for (const code of [...scripts, ...inline]) {
      expect(code).not.toContain('input_mtok');
      expect(code).not.toContain('api_pattern');
    }
  });
});

// The shell (header, footer, notices) is checked on every page type by a11y.spec.ts: here, each content page
// type's own content, in the scheme it is drawn in.
for (const slug of PAGE_TYPES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations in the content of /${slug} (${scheme})`, async ({ page }) => {
      // The drugs list has ~1,500 text elements (364 rows, each with Chinese and English names): axe's colour
      // contrast check over them takes twice as long as on the other pages.
      if (slug === 'drugs-list') test.setTimeout(60_000);
      await foldDevNotice(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), scheme);
      await page.goto(`/${slug}`);
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#main').analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${scheme} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(bad).toEqual([]);
    });
  }
}
