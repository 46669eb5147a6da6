import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFile, writeFile } from 'node:fs/promises';
import { noisyPng } from '../../../scripts/lib/png.mjs';
import { waitForStored, watchPage, overflowingElements, open, hydrated } from '../../../tests/e2e/helpers';

const PATH = { zh: '/image-base64/', en: '/en/image-base64/' };

/** Tiny test images, made here rather than committed. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const png1x1 = () => Buffer.from(PNG_1X1, 'base64');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openTool(page: Page, path: string) {
  await open(page, path);
  await expect(page.locator('[data-tool="image-base64"]')).toBeVisible();
}

test('en: choose a file → details and every output format; copy and download', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  await page.getByLabel('Choose an image to encode').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: png1x1(),
  });
  const details = page.getByRole('region', { name: 'Image details' });
  await expect(details).toContainText('dot.png');
  await expect(details).toContainText('image/png (PNG)');
  await expect(details).toContainText('1 × 1 px');
  await expect(details).toContainText('70 B (70 bytes)');
  await expect(details).toContainText('96 B (96 characters, +37%)');
  await expect(page.getByRole('img', { name: 'Preview of dot.png' })).toBeVisible();

  const out = page.getByRole('region', { name: 'Output' });
  await expect(out.getByLabel('Data URI', { exact: true })).toHaveValue(`data:image/png;base64,${PNG_1X1}`);
  await out.getByRole('radio', { name: 'Base64' }).click();
  await expect(out.getByLabel('Raw Base64')).toHaveValue(PNG_1X1);
  await out.getByRole('radio', { name: 'CSS' }).click();
  await expect(out.getByLabel('CSS background-image')).toHaveValue(
    `background-image: url("data:image/png;base64,${PNG_1X1}");`,
  );
  await out.getByRole('radio', { name: 'HTML <img>' }).click();
  await expect(out.getByLabel('HTML <img> tag')).toHaveValue(
    `<img src="data:image/png;base64,${PNG_1X1}" width="1" height="1" alt="">`,
  );

  await out.getByRole('button', { name: 'Copy' }).click();
  await expect(out.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `<img src="data:image/png;base64,${PNG_1X1}" width="1" height="1" alt="">`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    out.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('dot.html');
  w.assertClean();
});

test('en: drop a file on the drop zone, and paste an image with Ctrl+V', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.en);
  // Drop a GIF.
  const dataTransfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'pixel.gif', { type: 'image/gif' }));
    return dt;
  }, GIF_1X1);
  await page.locator('[data-dropzone]').dispatchEvent('dragover', { dataTransfer });
  await page.locator('[data-dropzone]').dispatchEvent('drop', { dataTransfer });
  const details = page.getByRole('region', { name: 'Image details' });
  await expect(details).toContainText('pixel.gif');
  await expect(details).toContainText('image/gif (GIF)');
  await expect(page.getByLabel('Data URI', { exact: true })).toHaveValue(`data:image/gif;base64,${GIF_1X1}`);

  // Paste a PNG while the other tab is open: the tool switches to Image → Base64.
  await page.getByRole('tab', { name: 'Base64 → Image' }).click();
  await page.evaluate((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, PNG_1X1);
  await expect(page.getByRole('tab', { name: 'Image → Base64' })).toHaveAttribute('aria-selected', 'true');
  await expect(details).toContainText('image/png (PNG)');
  await expect(page.getByLabel('Data URI', { exact: true })).toHaveValue(`data:image/png;base64,${PNG_1X1}`);

  // Pasting text (no image) outside a field explains what to do.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.setData('text/plain', 'hello');
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('The clipboard holds no image.')).toBeVisible();

  // A file that is not an image is refused with a clear message.
  await page.getByLabel('Choose an image to encode').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
  });
  await expect(page.getByTestId('encode-error')).toHaveText(
    '“report.pdf” is not an image: its content is a PDF file, whatever its name says (detected: PDF). Nothing was encoded.',
  );
  w.assertClean();
});

test('zh: Base64 → image, with whitespace, detection, download and errors at the field', async ({ page }) => {
  const w = watchPage(page);
  await openTool(page, PATH.zh);
  await page.getByRole('tab', { name: 'Base64 → 图片' }).click();
  const input = page.getByLabel('Base64 或 Data URI');
  await input.click();
  // Raw Base64 broken over lines, typed like a person.
  await page.keyboard.type(`${PNG_1X1.slice(0, 30)}\n  ${PNG_1X1.slice(30, 70)}\n${PNG_1X1.slice(70)}\n`);
  await expect(page.getByTestId('detected-type')).toHaveText('PNG (image/png)');
  await expect(page.getByText('1 × 1 像素')).toBeVisible();
  const downloadButton = page.getByRole('button', { name: '下载 image.png' });
  await expect(downloadButton).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('image.png');
  expect(Buffer.compare(await readFile((await download.path())!), png1x1())).toBe(0);

  // A data URI that lies about its type: the real type wins.
  await input.fill(`data:image/jpeg;base64,${GIF_1X1}`);
  await expect(page.getByTestId('detected-type')).toHaveText('GIF (image/gif)');
  await expect(page.getByTestId('mime-mismatch')).toContainText('Data URI 声明的是 image/jpeg，但实际内容是 image/gif');
  await expect(page.getByRole('button', { name: '下载 image.gif' })).toBeEnabled();

  // Invalid character: named, with its position; input kept; no download.
  await input.fill('iVBORw0K\nGgo*AAAA');
  const error = page.getByTestId('decode-error');
  await expect(error).toContainText('第 2 行第 4 个字符：“*”（U+002A）不是 Base64 字符');
  await expect(input).toHaveValue('iVBORw0K\nGgo*AAAA');
  await expect(page.getByRole('button', { name: /下载/ })).toHaveCount(0);

  // Wrong length.
  await input.fill('iVBORw0KG');
  await expect(error).toContainText('长度不对：9 个 Base64 字符');

  // Valid Base64 that is not an image.
  await input.fill('SGVsbG8sIHdvcmxkIQ==');
  await expect(error).toContainText('Base64 本身有效，但解码出的 13 B 数据不是图片');
  await expect(error).toContainText('开头字节：48 65 6C 6C 6F 2C 20 77');
  await expect(error).toContainText('它看起来是文本：“Hello, world!”');

  // Magic number says PNG but the data is cut: no broken download.
  await input.fill(PNG_1X1.slice(0, 40));
  await expect(page.getByTestId('display-error')).toContainText('浏览器无法显示');
  await expect(page.getByRole('button', { name: '下载 image.png' })).toBeDisabled();

  // The input survives a reload.
  await input.fill(`data:image/png;base64,${PNG_1X1}`);
  await waitForStored(page, 'image-base64:decode-input', `data:image/png;base64,${PNG_1X1}`);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Base64 或 Data URI')).toHaveValue(`data:image/png;base64,${PNG_1X1}`);
  await expect(page.getByTestId('detected-type')).toHaveText('PNG (image/png)');
  w.assertClean();
});

test('zh: the content decides — a 0-byte .png and a PDF named .png are refused; a PDF pasted as Base64 is offered as a PDF', async ({
  page,
}) => {
  const w = watchPage(page);
  await openTool(page, PATH.zh);
  const picker = page.getByLabel('选择要编码的图片');
  const error = page.getByTestId('encode-error');
  const details = page.getByRole('region', { name: '图片信息' });

  await picker.setInputFiles({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(error).toHaveText('“empty.png”是空文件（0 字节），没有可编码的内容。');
  await expect(details).toHaveCount(0);

  const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1');
  await picker.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: pdf });
  await expect(error).toContainText('“scan.png”不是图片');
  await expect(error).toContainText('检测结果：PDF');
  await expect(details).toHaveCount(0);
  await expect(page.getByLabel('Data URI', { exact: true })).toHaveCount(0);

  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello\n') });
  await expect(error).toContainText('检测结果：文本');

  // Decoder: a 0-byte text file says so and leaves the input alone; a PDF pasted as Base64 is a PDF.
  await page.getByRole('tab', { name: 'Base64 → 图片' }).click();
  const input = page.getByLabel('Base64 或 Data URI');
  await input.fill(PNG_1X1);
  await expect(page.getByTestId('detected-type')).toHaveText('PNG (image/png)');
  await page
    .getByLabel('打开文本文件')
    .setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) });
  await expect(page.getByTestId('decode-error')).toContainText('“empty.txt”是空文件（0 字节）');
  await expect(input).toHaveValue(PNG_1X1);

  await input.fill('  \n ');
  await expect(page.getByTestId('decode-error')).toContainText('输入中没有 Base64 数据');

  await input.fill(`data:application/pdf;base64,${pdf.toString('base64')}`);
  await expect(page.getByTestId('decode-error')).toContainText(`解码结果是 PDF 文件（${pdf.length} B）`);
  const button = page.getByRole('button', { name: '下载 decoded.pdf' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('decoded.pdf');
  expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);
  await input.fill(pdf.toString('base64'));
  await expect(page.getByTestId('decoded-file')).toContainText('解码出的文件：PDF');
  await expect(page.getByTestId('detected-type')).toHaveCount(0);
  w.assertClean();
});

// The main thread's longest task while 20 MB are encoded and decoded is measured by src/tools/image-base64/bench.mjs.
test('en: a 10 MB image encodes and decodes, with previews of the text and the full text handed over', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await openTool(page, PATH.en);
  const big = noisyPng(1870, 1870); // ≈ 10.5 MB
  expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
  // From a file on disk, as a person would choose it (a buffer would be decoded by Playwright in the page).
  const file = testInfo.outputPath('big.png');
  await writeFile(file, big);
  await page.getByLabel('Choose an image to encode').setInputFiles(file);
  const box = page.getByLabel('Data URI', { exact: true });
  await expect(box).toHaveValue(/^data:image\/png;base64,iVBORw0KGgo/, { timeout: 30_000 });
  const expectedChars = Math.ceil(big.length / 3) * 4 + 'data:image/png;base64,'.length;
  await expect(
    page.getByText(`Showing the first 20,000 of ${expectedChars.toLocaleString('en')} characters`),
  ).toBeVisible();
  expect((await box.inputValue()).length).toBe(20_001);
  await expect(page.getByText('1870 × 1870 px')).toBeVisible({ timeout: 20_000 });

  // Download hands over the full text, not the preview.
  const output = page.getByRole('region', { name: 'Output' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    output.getByRole('button', { name: 'Download' }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.length).toBe(expectedChars);
  expect(text.endsWith(big.toString('base64'))).toBe(true);

  // Copy puts the full 14 MB on the clipboard; paste it into the decoder.
  await output.getByRole('button', { name: 'Copy' }).click();
  await expect(output.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Base64 → Image' }).click();
  await page.getByLabel('Base64 or data URI').focus();
  await page.evaluate(async () => {
    const t = await navigator.clipboard.readText();
    const dt = new DataTransfer();
    dt.setData('text/plain', t);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByTestId('large-input')).toContainText('Large input: 13.3 MB');
  await expect(page.getByTestId('detected-type')).toHaveText('PNG (image/png)', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download image.png' })).toBeEnabled({ timeout: 20_000 });
  w.assertClean();
});

test('zh: no serious accessibility violations, and the tool fits 360 px (also in en)', async ({ page }) => {
  const w = watchPage(page);
  // The 360 px check also runs in en: its longer words cannot break where Chinese text can.
  for (const path of [PATH.zh, PATH.en]) {
    const seriousViolations = async () =>
      path === PATH.zh
        ? (await new AxeBuilder({ page }).include('[data-tool]').analyze()).violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          )
        : [];
    await page.setViewportSize({ width: 1280, height: 900 });
    await openTool(page, path);
    await page.getByRole('tab').first().click();
    await page.getByRole('button', { name: /sample image|示例图片/ }).click();
    await expect(page.getByRole('img', { name: /sample\.svg/ })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('button', { name: /^(Sample|示例)$/ }).click();
    await expect(page.getByTestId('detected-type')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    for (const tab of [0, 1]) {
      await page.getByRole('tab').nth(tab).click();
      expect(await overflowingElements(page)).toEqual([]);
    }
  }
  w.assertClean();
});

test('a hostile SVG is previewed so that, opened on its own, it runs no script in our origin', async ({
  page,
  context,
}) => {
  // The SVG sets a flag in the localStorage of whatever origin it runs in, from a <script> and from onload.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="localStorage.setItem(\'svg-xss\',\'onload\')">' +
    '<script>localStorage.setItem("svg-xss","script")</script><rect width="8" height="8" fill="red"/></svg>';
  await openTool(page, PATH.en);

  /**
   * Opens the preview's URL in a new tab, as "Open image in new tab" would. `goto` returns after the load event:
   * by then the SVG's inline script has run and its onload has fired, wherever they were allowed to.
   */
  const openPreview = async (img: ReturnType<Page['getByRole']>) => {
    await expect(img).toBeVisible();
    const src = (await img.getAttribute('src'))!;
    expect(src.startsWith('blob:'), `a same-origin blob: URL for an SVG: ${src.slice(0, 40)}`).toBe(false);
    const tab = await context.newPage();
    await tab.goto(src, { waitUntil: 'load' }).catch(() => undefined); // navigation to a data: URL may be refused: just as good
    await tab.close();
    expect(await page.evaluate(() => localStorage.getItem('svg-xss'))).toBeNull();
  };

  // Image → Base64: the encoder's preview.
  await page.getByLabel('Choose an image to encode').setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  await openPreview(page.getByRole('img', { name: 'Preview of evil.svg' }));

  // Base64 → Image: the decoder's preview.
  await page.getByRole('tab', { name: 'Base64 → Image' }).click();
  await page.getByLabel('Base64 or data URI').fill(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
  await openPreview(page.getByRole('img', { name: /Decoded SVG/ }));
});
