import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForStored, watchPage, open, hydrated } from '../../../tests/e2e/helpers';

const PATH = { zh: '/veo3-prompts/', en: '/en/veo3-prompts/' };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const prose = (page: Page) => page.getByTestId('veo-output-prose');
const json = (page: Page) => page.getByTestId('veo-output-json');

test('en: builds prose and JSON as you type, copies both, keeps the input across a reload', async ({ page }) => {
  const w = watchPage(page);
  await open(page, PATH.en);
  await expect(page.getByText('Fill in the fields to build your prompt. Start with a subject.').first()).toBeVisible();

  // Typing an action without a subject: the error appears at the subject field.
  await page.getByLabel('Action').fill('walks through a night market');
  const subject = page.getByRole('textbox', { name: /^Subject/ });
  await expect(page.getByText('Add a subject: who or what is the video about?')).toBeVisible();
  await expect(subject).toHaveAttribute('aria-invalid', 'true');

  await subject.click();
  await page.keyboard.type('a young woman in a red raincoat');
  await expect(page.getByText('Add a subject: who or what is the video about?')).toHaveCount(0);

  await page.getByLabel('Time of day').selectOption({ label: 'Night' });
  await page.getByLabel('Weather').selectOption({ label: 'Rain' });
  await page.getByLabel('Shot type').selectOption({ label: 'Wide shot' });
  await page.getByLabel('Camera movement').selectOption({ label: 'Slow push-in' });
  // Free text next to the presets.
  await page.getByLabel('Lens', { exact: true }).selectOption({ label: 'Custom…' });
  await page.getByLabel('Lens (your own words)').fill('40mm vintage lens');

  // Dialogue: the new row's speaker field gets focus; a speaker with no line is flagged at the row.
  await page.getByRole('button', { name: 'Add a line' }).click();
  await expect(page.getByLabel('Speaker')).toBeFocused();
  await page.keyboard.type('the woman');
  await expect(page.getByText('Write what this speaker says, or remove the line.')).toBeVisible();
  await page.getByLabel('Line', { exact: true }).fill('"Wait for me!"');
  await expect(page.getByText('Write what this speaker says, or remove the line.')).toHaveCount(0);

  await page.getByLabel('Things to leave out').fill('no text, no watermark');
  await expect(page.getByText(/the output drops words like “no”/)).toBeVisible();
  await page.getByRole('radio', { name: '9:16 portrait' }).click();
  await page.getByRole('radio', { name: '6 s' }).click();

  const expected =
    'A wide shot with a slow push-in, filmed on a 40mm vintage lens. A young woman in a red raincoat walks through a ' +
    'night market. It is night, and the weather is rainy.\n\n' +
    'The woman says: "Wait for me!"\n\n' +
    'The video is 6 seconds long, in 9:16 vertical format.\n\n' +
    'Negative prompt: text, watermark';
  await expect(prose(page)).toHaveText(expected);
  expect(await prose(page).textContent()).toBe(expected);
  await expect(page.getByTestId('veo-count')).toContainText(`Characters: ${[...expected].length}`);

  await page.getByRole('button', { name: 'Copy prose' }).first().click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect(await clipboard(page)).toBe(expected);

  // JSON tab, reached with the keyboard.
  await page.getByRole('tab', { name: 'Prose' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(json(page)).toBeVisible();
  const jsonText = (await json(page).textContent()) ?? '';
  expect(JSON.parse(jsonText)).toEqual({
    subject: 'a young woman in a red raincoat',
    action: 'walks through a night market',
    scene: { time_of_day: 'night', weather: 'rainy' },
    camera: { shot: 'wide shot', movement: 'slow push-in', lens: '40mm vintage lens' },
    audio: { dialogue: [{ speaker: 'the woman', line: 'Wait for me!' }] },
    negative_prompt: 'text, watermark',
    aspect_ratio: '9:16',
    duration_seconds: 6,
  });
  await page.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect(await clipboard(page)).toBe(jsonText);

  // The last builder state survives a reload, custom text included.
  await waitForStored(page, 'veo3-prompts:builder', {
    subject: 'a young woman in a red raincoat',
    lens: '40mm vintage lens',
    negative: 'no text, no watermark',
    dialogue: [{ speaker: 'the woman', line: '"Wait for me!"' }],
    aspectRatio: '9:16',
    duration: 6,
  });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('a young woman in a red raincoat');
  await expect(page.getByLabel('Lens (your own words)')).toHaveValue('40mm vintage lens');
  await expect(prose(page)).toHaveText(expected);

  // Reset clears everything; Undo brings it back.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
  await expect(page.getByText('The builder is cleared.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('a young woman in a red raincoat');
  await expect(prose(page)).toHaveText(expected);

  w.assertClean();
});

test('zh: filters and searches the gallery, opens an example in the builder, copies, keeps favourites', async ({
  page,
}) => {
  const w = watchPage(page);
  await open(page, PATH.zh);
  const subject = page.getByRole('textbox', { name: /^主体/ });
  await subject.fill('我自己的主体');

  const cards = page.locator('[data-example]');
  await expect(cards).toHaveCount(28);
  await page.getByRole('button', { name: '对白场景 3' }).click();
  await expect(page.getByRole('button', { name: '对白场景 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('显示 3 / 28 个示例')).toBeVisible();

  await page.getByRole('button', { name: '全部 28' }).click();
  await page.getByLabel('搜索示例').fill('火柴');
  await expect(cards).toHaveCount(1);
  await page.getByLabel('搜索示例').fill('zzzz');
  await expect(page.getByText('没有符合条件的示例。')).toBeVisible();
  await page.getByRole('button', { name: '清除搜索和筛选' }).click();
  await expect(cards).toHaveCount(28);
  await page.getByLabel('搜索示例').fill('火柴');

  const card = cards.first();
  const cardProse = (await card.locator('p[lang="en"]').textContent()) ?? '';
  expect(cardProse).toContain('A medium close-up with a slow push-in, filmed on an anamorphic lens.');

  // Copy straight from the gallery.
  await card.getByRole('button', { name: '复制' }).click();
  await expect(card.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await clipboard(page)).toBe(cardProse);

  // Open in builder: every field is filled, the subject gets focus, the same prose appears.
  await card.getByRole('button', { name: '在构建器中打开' }).click();
  await expect(subject).toHaveValue('a detective in a soaked trench coat');
  await expect(subject).toBeFocused();
  await expect(page.getByLabel('动作')).toHaveValue(
    'lights a match beneath a flickering streetlamp, then looks up at a lit window',
  );
  await expect(page.getByLabel('景别').locator('option:checked')).toHaveText('中近景');
  await expect(page.getByLabel('视觉风格').locator('option:checked')).toHaveText('黑白黑色电影');
  await expect(page.getByLabel('音乐').locator('option:checked')).toHaveText('深夜爵士三重奏');
  await expect(page.getByLabel('音效')).toHaveValue('rain pattering on the brim of his hat and the rasp of the match');
  await expect(page.getByLabel('不希望出现的内容')).toHaveValue('subtitles, text overlays');
  expect(await prose(page).textContent()).toBe(cardProse);

  // The visitor's own input is not lost: Undo restores it.
  await expect(page.getByText('已将示例“雨夜小巷里，黑色电影风格的侦探划亮一根火柴”载入构建器。')).toBeVisible();
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(subject).toHaveValue('我自己的主体');

  // A dialogue example fills the dialogue rows.
  await page.getByLabel('搜索示例').fill('');
  await page.locator('[data-example="diner-photograph"]').getByRole('button', { name: '在构建器中打开' }).click();
  await expect(page.getByLabel('说话人').first()).toHaveValue('the man in the denim jacket');
  await expect(prose(page)).toContainText('The man in the denim jacket says quietly: "You kept it all these years?"');
  await page.getByRole('button', { name: '复制英文描述' }).first().click();
  await expect(page.getByRole('button', { name: '已复制' }).first()).toBeVisible();
  expect(await clipboard(page)).toBe(await prose(page).textContent());

  // Favourites: star an example and save the builder; both survive a reload.
  const star = page.locator('[data-example="fox-snow"]').getByRole('button', { name: '收藏此示例' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '加入收藏' }).click();
  await expect(page.getByText('已加入收藏。')).toBeVisible();
  await page.getByRole('button', { name: '加入收藏' }).click();
  await expect(page.getByText('这个提示词已在收藏中。')).toBeVisible();
  const favs = page.locator('[data-favourite]');
  await expect(favs).toHaveCount(2);
  await waitForStored(page, 'veo3-prompts:favourites', [{}, {}]);
  await page.reload();
  await hydrated(page);
  await expect(favs).toHaveCount(2);
  await expect(favs.filter({ hasText: '白桦林里，赤狐一头扎进深雪' })).toHaveCount(1);
  await expect(page.locator('[data-example="fox-snow"]').getByRole('button', { name: '收藏此示例' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Open a favourite, then remove one and undo.
  await favs.filter({ hasText: '白桦林里，赤狐一头扎进深雪' }).getByRole('button', { name: '在构建器中打开' }).click();
  await expect(subject).toHaveValue('a red fox');
  await favs.filter({ hasText: '白桦林里，赤狐一头扎进深雪' }).getByRole('button', { name: '移除' }).click();
  await expect(favs).toHaveCount(1);
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(favs).toHaveCount(2);

  w.assertClean();
});

test('keyboard only: choose presets and open an example with Enter', async ({ page }) => {
  const w = watchPage(page);
  await open(page, PATH.en);
  const subject = page.getByRole('textbox', { name: /^Subject/ });
  await subject.focus();
  await page.keyboard.type('a paper boat');
  await page.keyboard.press('Tab'); // Action
  await page.keyboard.type('drifts down a gutter stream');
  await page.keyboard.press('Tab'); // Setting
  await page.keyboard.press('Tab'); // Time of day
  await expect(page.getByLabel('Time of day')).toBeFocused();
  await page.getByLabel('Time of day').selectOption('dawn');
  await expect(prose(page)).toContainText('A paper boat drifts down a gutter stream. It is dawn.');

  const open1 = page.locator('[data-example="clay-robot"]').getByRole('button', { name: 'Open in builder' });
  await open1.focus();
  await page.keyboard.press('Enter');
  await expect(subject).toBeFocused();
  await expect(subject).toHaveValue('a small clay robot with one wobbly antenna');
  w.assertClean();
});

test('mobile 360 px: no sideways scroll, output and copy reachable', async ({ page }) => {
  const w = watchPage(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, PATH.zh);
  await page.locator('[data-example="sky-whale"]').getByRole('button', { name: '在构建器中打开' }).click();
  await expect(page.getByRole('textbox', { name: /^主体/ })).toHaveValue('a giant paper-white whale');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: '↓ 查看生成的提示词' }).click();
  await expect(prose(page)).toBeInViewport();
  await page.getByRole('button', { name: '复制英文描述' }).first().click();
  await expect(page.getByRole('button', { name: '已复制' }).first()).toBeVisible();
  expect(await clipboard(page)).toBe(await prose(page).textContent());
  w.assertClean();
});

// The page's shell is checked by a11y.spec.ts on every page type; here, the tool's own content.
test('zh: no serious accessibility violations, empty and filled', async ({ page }) => {
  // Two axe scans of a page with 28 gallery cards, on a shared machine.
  test.setTimeout(60_000);
  await open(page, PATH.zh);
  const check = async () => {
    const result = await new AxeBuilder({ page }).include('#main').analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check();
  await page.locator('[data-example="garden-tip"]').getByRole('button').last().focus();
  await page.locator('[data-example="garden-tip"] .btn-primary').click();
  await page.locator('[data-example="garden-tip"] button[aria-pressed]').click();
  await page.getByRole('tab', { name: 'JSON' }).click();
  await check();
});
