import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { waitForStored, watchPage, overflowingElements, open, hydrated } from '../../../tests/e2e/helpers';

const PATH = { zh: '/url-encode-and-decode/', en: '/en/url-encode-and-decode/' };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openTool(page: Page, path: string) {
  await open(page, path);
  await expect(page.locator('[data-tool="url-encode-and-decode"]')).toBeVisible();
}

/** Puts text on the real clipboard and pastes it with the keyboard into the focused field. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('zh: encodes as you type, decodes, reports %E4%B8 at its position and keeps the input', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.zh);
  const input = page.getByLabel('待编码文本');
  await input.click();
  await page.keyboard.type('你好 世界&😀');
  const output = page.getByLabel('编码结果');
  await expect(output).toHaveValue('%E4%BD%A0%E5%A5%BD%20%E4%B8%96%E7%95%8C%26%F0%9F%98%80');

  // Form mode: the space becomes +.
  await page.getByRole('radio', { name: '表单 (+)' }).click();
  await expect(output).toHaveValue('%E4%BD%A0%E5%A5%BD+%E4%B8%96%E7%95%8C%26%F0%9F%98%80');

  // Whole-URL mode keeps & and encodes the rest.
  await page.getByRole('radio', { name: '整段 URL' }).click();
  await expect(output).toHaveValue('%E4%BD%A0%E5%A5%BD%20%E4%B8%96%E7%95%8C&%F0%9F%98%80');

  // Swap: the output becomes the input and the direction flips.
  await page.getByRole('radio', { name: '组件' }).click();
  await page.getByRole('button', { name: '交换输入和输出' }).click();
  await expect(page.getByRole('radio', { name: '解码' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('待解码文本')).toHaveValue('%E4%BD%A0%E5%A5%BD%20%E4%B8%96%E7%95%8C%26%F0%9F%98%80');
  await expect(page.getByLabel('解码结果')).toHaveValue('你好 世界&😀');

  // Malformed input: a clear message naming the position; the input stays.
  const decodeInput = page.getByLabel('待解码文本');
  await decodeInput.fill('abc%E4%B8');
  const error = page.getByTestId('convert-error');
  await expect(error).toContainText('第 4 个字符处的“%E4%B8”是不完整的 UTF-8 字符：需要 3 个字节，实际只有 2 个。');
  await expect(decodeInput).toHaveValue('abc%E4%B8');
  await expect(decodeInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('解码结果')).toHaveValue('');

  await decodeInput.fill('%zz');
  await expect(error).toContainText('第 1 个字符处的“%zz”不是有效的转义');

  // Fixing it brings the result back.
  await decodeInput.fill('%E4%B8%AD');
  await expect(error).toHaveCount(0);
  await expect(page.getByLabel('解码结果')).toHaveValue('中');

  // Copy confirms and puts the text on the clipboard.
  await page.getByRole('button', { name: '复制' }).click();
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('中');
  w.assertClean();
});

test('en: batch mode reports errors per line, and the input survives a reload', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  await page.getByRole('radio', { name: 'Decode' }).click();
  await page.getByLabel('Batch: one value per line').check();
  const input = page.getByLabel('Text to decode');
  await input.click();
  await paste(page, '%E4%BD%A0%E5%A5%BD\n%E4%B8\na+b%20c\n%zz\n%F0%9F%98%80');
  await expect(page.getByLabel('Decoded result')).toHaveValue('你好\n\na+b c\n\n😀');
  const errors = page.getByTestId('batch-errors');
  await expect(errors).toContainText('2 of 5 lines could not be converted');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Line 2: “%E4%B8” at position 1 is an incomplete UTF-8 character: it needs 3 bytes but has only 2.',
    'Line 4: “%zz” at position 1 is not a valid escape: % must be followed by two hex digits (0–9, A–F).',
  ]);

  // Form mode turns + into a space.
  await page.getByRole('radio', { name: 'Form (+)' }).click();
  await expect(page.getByLabel('Decoded result')).toHaveValue('你好\n\na b c\n\n😀');

  await waitForStored(page, 'url-encode-and-decode:input', '%E4%BD%A0%E5%A5%BD\n%E4%B8\na+b%20c\n%zz\n%F0%9F%98%80');
  await waitForStored(page, 'url-encode-and-decode:mode', 'form');
  await waitForStored(page, 'url-encode-and-decode:batch', true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Text to decode')).toHaveValue('%E4%BD%A0%E5%A5%BD\n%E4%B8\na+b%20c\n%zz\n%F0%9F%98%80');
  await expect(page.getByRole('radio', { name: 'Form (+)' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Batch: one value per line')).toBeChecked();
  w.assertClean();
});

test('en: a large input converts in the background and the output is previewed', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  await page.getByLabel('Text to encode').fill('a b'.repeat(60_000));
  await expect(page.getByText('Showing the first 5,000 of 300,000 characters.')).toBeVisible();
  const output = page.getByLabel('Encoded result');
  expect((await output.inputValue()).startsWith('a%20ba%20b')).toBe(true);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a%20b'.repeat(60_000));
  w.assertClean();
});

// The main thread's longest task meanwhile (was over 160 s frozen with the text in a live textarea) is measured by
// src/tools/url-encode-and-decode/bench.mjs ("encode, paste", 20,000,000 chars).
test('en: 20 MB pasted stays out of the live box: a read-only preview, and the result', async ({ page }) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await openTool(page, PATH.en);
  const input = page.getByLabel('Text to encode');
  await input.fill('kept before');
  await input.press('ControlOrMeta+A');
  // A paste event carrying the text, as the bench does: Chromium's own read of 20 MB from the system
  // clipboard (about 1 s here, before any page code runs) is not the page's to measure.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', 'a b/'.repeat(5_000_000));
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByTestId('large-text-note')).toContainText('Large text: 20,000,000 characters (19.1 MB)');
  await expect(page.getByLabel('Text to encode')).toHaveJSProperty('readOnly', true);
  expect((await page.getByLabel('Text to encode').inputValue()).length).toBe(5_001);
  await expect(page.getByText('20,000,000 characters', { exact: true })).toBeVisible();
  const output = page.getByLabel('Encoded result');
  await expect(output).toHaveValue(/^a%20b%2Fa%20b%2F/, { timeout: 60_000 });
  // Too large to keep: the page says so, and a reload brings back nothing older.
  await expect(page.getByTestId('save-notice')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Text to encode')).toHaveValue('');
  // Clearing a large text brings back the editable box.
  await page.getByLabel('Text to encode').fill('x');
  await expect(page.getByLabel('Text to encode')).toHaveJSProperty('readOnly', false);
  w.assertClean();
});

test('en: keyboard only — tabs, segmented controls and sample', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  const encodeTab = page.getByRole('tab', { name: 'Encode / Decode' });
  await encodeTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'URL inspector' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'URL inspector' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('URL to inspect')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByLabel('Text to encode')).toBeVisible();

  await page.getByRole('radio', { name: 'Encode' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Decode' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Decode' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Component' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('radio', { name: 'Form (+)' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'Sample' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Decoded result')).toHaveValue('你好 世界 & emoji 😀 / a=b');
  w.assertClean();
});

test('en: URL inspector shows the parts and rebuilds the URL from the edited table', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  await page.getByRole('tab', { name: 'URL inspector' }).click();
  const url = page.getByLabel('URL to inspect');
  await url.click();
  await paste(page, 'https://例子.com:8080/a%20b/搜索?q=%E4%BD%A0%E5%A5%BD+x&page=2&bad=%zz#sec%201');

  await expect(page.getByLabel('Protocol')).toHaveValue('https');
  await expect(page.getByLabel('Host')).toHaveValue('xn--fsqu00a.com');
  await expect(page.getByLabel('Port')).toHaveValue('8080');
  await expect(page.getByLabel('Path')).toHaveValue('/a%20b/%E6%90%9C%E7%B4%A2');
  await expect(page.getByText('Decoded: /a b/搜索')).toBeVisible();
  await expect(page.getByLabel('Fragment (#)')).toHaveValue('sec%201');
  await expect(page.getByLabel('Name of parameter 1')).toHaveValue('q');
  await expect(page.getByLabel('Value of parameter 1')).toHaveValue('你好 x');
  await expect(page.getByLabel('Value of parameter 3')).toHaveValue('%zz');
  await expect(page.getByText('Not valid percent-encoding; shown as written.')).toBeVisible();
  const rebuilt = page.getByLabel('Rebuilt URL');
  await expect(rebuilt).toHaveValue(
    'https://xn--fsqu00a.com:8080/a%20b/%E6%90%9C%E7%B4%A2?q=%E4%BD%A0%E5%A5%BD+x&page=2&bad=%zz#sec%201',
  );

  // Edit a value, remove a row, add a row.
  await page.getByLabel('Value of parameter 2').fill('3 & more');
  await page.getByRole('button', { name: 'Remove parameter 3' }).click();
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await expect(page.getByLabel('Name of parameter 3')).toBeFocused();
  await page.keyboard.type('lang');
  await page.getByLabel('Value of parameter 3').fill('zh-CN');
  await page.getByLabel('Port').fill('');
  await page.getByLabel('Fragment (#)').fill('');
  await expect(rebuilt).toHaveValue(
    'https://xn--fsqu00a.com/a%20b/%E6%90%9C%E7%B4%A2?q=%E4%BD%A0%E5%A5%BD+x&page=3%20%26%20more&lang=zh-CN',
  );

  // A bad port is flagged next to the field.
  await page.getByLabel('Port').fill('99999');
  await expect(page.getByText('A port is a whole number from 0 to 65535.')).toBeVisible();
  await expect(page.getByLabel('Port')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Port').fill('');

  // Undo restores the pasted URL's parts.
  await page.getByRole('button', { name: 'Undo my edits' }).click();
  await expect(page.getByLabel('Value of parameter 2')).toHaveValue('2');

  // Not an absolute URL: clear message, input kept.
  await url.fill('example.com/path?x=1');
  await expect(page.getByTestId('url-error')).toHaveText(
    'This is not an absolute URL: add a scheme such as https:// at the start.',
  );
  await expect(url).toHaveValue('example.com/path?x=1');
  w.assertClean();
});

test('zh: no serious accessibility violations, and the tool fits 360 px (also in en)', async ({ page }) => {
  const w = watchPage(page);
  // The 360 px check also runs in en: its longer words cannot break where Chinese text can.
  for (const path of [PATH.zh, PATH.en]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTool(page, path);
    const seriousViolations = async () =>
      path === PATH.zh
        ? (await new AxeBuilder({ page }).include('[data-tool]').analyze()).violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          )
        : [];
    await page.getByRole('tab').first().click();
    await page
      .getByRole('button', { name: /Sample|示例/ })
      .first()
      .click();
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole('tab').nth(1).click();
    await page
      .getByRole('button', { name: /Sample|示例/ })
      .last()
      .click();
    expect(await seriousViolations()).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    for (const tab of [0, 1]) {
      await page.getByRole('tab').nth(tab).click();
      const box = await page.locator('[data-tool]').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(await overflowingElements(page)).toEqual([]);
    }
  }
  w.assertClean();
});
