/**
 * text-behind-image end to end. The segmentation model is not run here: the segmentation worker is replaced by a
 * stand-in that answers with the real model's stored mask of the same photo (tests/e2e/segment-stub.ts,
 * tests/fixtures/images/segment/make-masks.mjs); the model is checked by the background remover's spec and scored
 * on this photo by this tool's bench (bench.mjs). zh: a photo composed in the page (the bear cut-out over the dune
 * photo, so the bear's own alpha is the exact subject), a big text across the middle, a full-resolution PNG export
 * whose text shows on the background and not inside the bear. en: the real segmentation worker with its model
 * files blocked (the tool says so and exports text over the photo), and a CJK layer drawn with the web font: the
 * same export with the font files blocked (and the stand-in answering that the model failed) differs.
 */
import { expect, test, type Page } from '@playwright/test';
import { composeScene } from '../../../tests/fixtures/images/segment/scenes.mjs';
import {
  overflowingElements,
  seriousA11yViolations,
  watchPage,
  hydrated,
  pngSize,
  download,
} from '../../../tests/e2e/helpers';
import { stubSegmentation } from '../../../tests/e2e/segment-stub';

/** The text colour: magenta, found neither in the dune nor in the bear. */
const TEXT = '#ff00ff';

/** The test photo (dune scaled to 800 × 500, the bear at 250, 150); its pixels and the bear's alpha stay in the page. */
async function composeBear(page: Page): Promise<Buffer> {
  return (await composeScene(page, 'bear')).photo;
}

/** Downloads the export (the Download button) and returns its bytes. */
/** The exported PNG's pixels compared with the photo in `window.__scene` (composeScene). */
function exportStats(page: Page, png: Buffer) {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const out = ctx.getImageData(0, 0, bmp.width, bmp.height).data;
    const { photo, alpha } = (window as unknown as { __scene: { photo: Uint8ClampedArray; alpha: Uint8Array } })
      .__scene;
    const W = 800;
    const magenta = (i: number) => out[i]! > 200 && out[i + 1]! < 80 && out[i + 2]! > 200;
    /** Opaque bear all around, 6 px deep. */
    const deep = (x: number, y: number) => {
      for (let dy = -6; dy <= 6; dy += 1)
        for (let dx = -6; dx <= 6; dx += 1) if ((alpha[(y + dy) * W + x + dx] ?? 0) < 255) return false;
      return true;
    };
    let bgText = 0;
    let deepPixels = 0;
    let deepSame = 0;
    let deepText = 0;
    for (let y = 6; y < 494; y += 1) {
      for (let x = 6; x < 794; x += 1) {
        const p = y * W + x;
        const i = p * 4;
        if (alpha[p] === 0 && magenta(i)) bgText += 1;
        if (!deep(x, y)) continue;
        deepPixels += 1;
        if (magenta(i)) deepText += 1;
        if ([0, 1, 2].every((c) => Math.abs(out[i + c]! - photo[i + c]!) <= 2)) deepSame += 1;
      }
    }
    return { width: bmp.width, height: bmp.height, bgText, deepPixels, deepSame, deepText };
  }, png.toString('base64'));
}

test('zh: the subject is found; the text is behind it at full resolution; drag, axe, 360 px', async ({ page }) => {
  test.setTimeout(120_000); // axe and a full-resolution export on a loaded 2-core machine
  const w = watchPage(page);
  const stub = await stubSegmentation(page, 'bear');
  await page.goto('/text-behind-image/');
  await hydrated(page);
  const photo = await composeBear(page);

  // The default layer, made big and magenta across the middle.
  await page.getByLabel('文字', { exact: true }).fill('BEAR');
  await page.getByRole('spinbutton', { name: '字号（照片宽度的 %）' }).fill('30');
  await page.getByRole('spinbutton', { name: '字号（照片宽度的 %）' }).press('Enter');
  await page.getByLabel('颜色（十六进制色值）', { exact: true }).fill(TEXT);

  await page.getByLabel('选择照片').setInputFiles({ name: 'bear.png', mimeType: 'image/png', buffer: photo });
  const subject = page.getByTestId('tbi-subject');
  await expect(subject).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(subject).toHaveText('已找到主体：文字绘制在它的后面。');
  expect(stub.served(), 'the segmentation worker was the stand-in').toBe(1);
  expect(stub.modelRequests).toEqual([]);
  expect(w.foreign, 'requests to other hosts while finding the subject').toEqual([]);

  // The export: 800 × 500, drawn in the tool's worker.
  const png = (await download(page, page.getByRole('button', { name: '下载' }))).bytes;
  await expect(page.getByTestId('tbi-export-status')).toHaveText('已保存：800 × 500 像素。');
  expect(pngSize(png)).toEqual({ width: 800, height: 500 });
  const stats = await exportStats(page, png);
  console.log('export pixels', stats);
  expect(stats.bgText, 'text pixels on the background').toBeGreaterThan(5000);
  expect(stats.deepPixels).toBeGreaterThan(20_000);
  expect(stats.deepText, 'text pixels deep inside the bear').toBe(0);
  expect(stats.deepSame / stats.deepPixels, 'deep bear pixels equal to the photo').toBeGreaterThan(0.99);

  // Drag the text by mouse: its position numbers follow.
  const x = page.getByRole('spinbutton', { name: '水平位置' });
  const y = page.getByRole('spinbutton', { name: '垂直位置' });
  await expect(x).toHaveValue('50');
  const box = (await page.getByTestId('tbi-preview').boundingBox())!;
  // A point of the text left of the bear (the bear starts at 250 of 800 px).
  const from = { x: box.x + box.width * 0.2, y: box.y + box.height * 0.5 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + box.width * 0.1, from.y - box.height * 0.2, { steps: 5 });
  await page.mouse.up();
  // 10 % right and 20 % up (the mouse's fractions of a pixel aside).
  await expect.poll(async () => Math.round(Number(await x.inputValue()))).toBe(60);
  await expect.poll(async () => Math.round(Number(await y.inputValue()))).toBe(30);

  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  w.assertClean();
});

/**
 * A page whose model cannot be loaded, and optionally its font files: no subject is found. `real`: the real
 * segmentation worker with the model's files unreachable; otherwise the stand-in worker answers that failure.
 */
async function withoutModel(page: Page, { real, blockFonts }: { real: boolean; blockFonts: boolean }): Promise<Buffer> {
  if (real) await page.route('**/imgly-1.4.5/**', (r) => r.abort());
  else await stubSegmentation(page, { fail: 'model' });
  if (blockFonts) await page.route('**/*.woff2', (r) => r.abort());
  await page.goto('/en/text-behind-image/');
  await hydrated(page);
  await page.getByLabel('Text', { exact: true }).fill('你好世界');
  await page.getByLabel('Font', { exact: true }).selectOption('lxgw-wenkai');
  await page.getByLabel('Colour as hex code', { exact: true }).fill(TEXT);
  const photo = await composeBear(page);
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'bear.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('alert')).toContainText('The AI model could not be loaded', { timeout: 60_000 });
  await expect(page.getByText('The subject has not been found yet')).toBeVisible();
  const png = (await download(page, page.getByRole('button', { name: 'Download' }))).bytes;
  expect(pngSize(png)).toEqual({ width: 800, height: 500 });
  return png;
}

test('en: a CJK layer is drawn with its web font; keyboard nudge; layers persist', async ({ page: a, browser }) => {
  test.setTimeout(120_000); // two pages, four exports and a reload on a loaded 2-core machine
  const w = watchPage(a);
  const withFont = await withoutModel(a, { real: true, blockFonts: false });
  const stats = await exportStats(a, withFont);
  // No subject: the text is drawn over the whole photo, the bear included.
  expect(stats.bgText).toBeGreaterThan(2000);
  expect(stats.deepText).toBeGreaterThan(0);

  // Copy: a PNG of the full size on the clipboard.
  await a.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await a.getByRole('button', { name: 'Copy image' }).click();
  await expect(a.getByTestId('tbi-export-status')).toHaveText('Copied to the clipboard: 800 × 500 pixels.');
  // The status is shown when the PNG is made, which the clipboard write then takes: poll the clipboard.
  await expect
    .poll(() =>
      a.evaluate(async () => {
        const [item] = await navigator.clipboard.read().catch((err: unknown) => [String(err)] as const);
        if (typeof item === 'string' || !item?.types.includes('image/png')) return item ?? 'empty';
        const bmp = await createImageBitmap(await item.getType('image/png'));
        return [bmp.width, bmp.height];
      }),
    )
    .toEqual([800, 500]);

  // Keyboard: the preview focused, ArrowRight moves the selected text 1 %, Shift+ArrowDown 5 %.
  await a.getByTestId('tbi-preview').focus();
  await a.keyboard.press('ArrowRight');
  await a.keyboard.press('Shift+ArrowDown');
  await expect(a.getByRole('spinbutton', { name: 'Horizontal position' })).toHaveValue('51');
  await expect(a.getByRole('spinbutton', { name: 'Vertical position' })).toHaveValue('55');

  // Layer list: add, duplicate, reorder, delete; the list is front-most first.
  const list = a.getByTestId('tbi-layers').locator('li');
  await a.getByRole('button', { name: 'Add text' }).click();
  await expect(list).toHaveCount(2);
  await expect(list.first()).toHaveAttribute('data-layer', 'l2');
  await a.getByRole('button', { name: 'Duplicate “你好世界”' }).click();
  await expect(list).toHaveCount(3);
  await a.getByRole('button', { name: 'Move “你好世界” to the front' }).first().click();
  // Drawing order l1, l3 (the copy), l2 → the copy moved in front of l2; shown front-most first.
  await expect(list.evaluateAll((els) => els.map((e) => e.getAttribute('data-layer')))).resolves.toEqual([
    'l3',
    'l2',
    'l1',
  ]);
  await a.getByRole('button', { name: 'Delete “POV”' }).click();
  await expect(list).toHaveCount(2);
  await a.reload();
  await hydrated(a);
  await expect
    .poll(() => list.evaluateAll((els) => els.map((e) => e.getAttribute('data-layer'))))
    .toEqual(['l3', 'l1']);
  w.assertClean();

  const ctxB = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  const b = await ctxB.newPage();
  const without = await withoutModel(b, { real: false, blockFonts: true });
  await expect(b.getByText('LXGW WenKai could not be loaded')).toBeVisible();
  const diff = await a.evaluate(
    async ([x, y]) => {
      const px = async (s: string) => {
        const bmp = await createImageBitmap(new Blob([Uint8Array.from(atob(s), (c) => c.charCodeAt(0))]));
        const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
        ctx.drawImage(bmp, 0, 0);
        return ctx.getImageData(0, 0, bmp.width, bmp.height).data;
      };
      const [p, q] = [await px(x!), await px(y!)];
      let n = 0;
      for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i + 1]! - q[i + 1]!) > 64) n += 1;
      return n;
    },
    [withFont.toString('base64'), without.toString('base64')],
  );
  console.log(`pixels that differ between the web font and the fallback: ${diff}`);
  expect(diff).toBeGreaterThan(2000);
  await ctxB.close();
});
