/**
 * The translator end to end, with the local stand-in engine (src/lib/translate/stand-in.ts, started here in Node)
 * entered in the settings dialog as an OpenAI-compatible endpoint: text streamed and exact, a refused key shown
 * as the translated message, an image read on the device and translated block by block, the PNG downloaded.
 * Every request is recorded: only our origin and the stand-in are ever asked, and the (fake) key goes only to
 * the stand-in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { startStandIn, type StandIn } from '../../lib/translate/stand-in';
import { overflowingElements, seriousA11yViolations, watchPage } from '../../../tests/e2e/helpers';

const FAKE_KEY = 'sk-e2e-FAKE-key-7f3a9c';
const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/images/ocr/eng.png');

let stand: StandIn;
test.beforeAll(async () => {
  stand = await startStandIn();
});
test.afterAll(() => stand.close());

const L = {
  zh: {
    path: '/translator/',
    setUp: '设置引擎',
    settings: '引擎设置',
    baseUrl: '接口地址',
    model: '模型',
    key: 'API 密钥（可选）',
    test: '测试连接',
    save: '保存',
    translate: '翻译',
    image: '图片',
    target: 'English',
    auth: '引擎拒绝了密钥：请在引擎设置中检查 API 密钥。',
    detail: '引擎返回：HTTP 401: Incorrect API key provided',
    download: '下载 PNG',
    original: '原图',
    chooseImage: '选择图片',
  },
} as const;

/** Every request the page makes, with what it carries. */
function recordRequests(page: Page) {
  const seen: { url: string; text: string }[] = [];
  page.on('request', (r: Request) => {
    const headers = JSON.stringify(r.headers());
    seen.push({ url: r.url(), text: `${r.url()} ${headers} ${r.postData() ?? ''}` });
  });
  return seen;
}

/** The engine dialog: opened from "set up" (no engine yet) or the settings button. */
async function configure(page: Page, l: (typeof L)['zh'], model: string) {
  const setUp = page.getByRole('button', { name: l.setUp });
  const dialog = page.getByRole('dialog');
  // The "no engine" help can give way to the picker while the page checks the browser's own engine (the button
  // then leaves the page mid-click): try whichever button is there until the dialog opens.
  await expect(async () => {
    if (await setUp.isVisible()) await setUp.click({ timeout: 2_000 });
    else await page.getByRole('button', { name: l.settings }).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The OpenAI-compatible kind is the dialog's default.
  await dialog.getByLabel(l.baseUrl).fill(`${stand.url}/v1`);
  await dialog.getByLabel(l.model).fill(model);
  await dialog.getByLabel(l.key).fill(FAKE_KEY);
  return dialog;
}

/** RGBA pixels of an image file, decoded by the page. */
async function pixels(page: Page, file: Buffer) {
  const r = await page.evaluate(async (src) => {
    const bytes = Uint8Array.from(atob(src), (c) => c.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes]));
    const ctx = new OffscreenCanvas(bmp.width, bmp.height).getContext('2d')!;
    ctx.drawImage(bmp, 0, 0);
    const { data } = ctx.getImageData(0, 0, bmp.width, bmp.height);
    let bin = '';
    for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { b64: btoa(bin), width: bmp.width, height: bmp.height };
  }, file.toString('base64'));
  return { data: new Uint8Array(Buffer.from(r.b64, 'base64')), width: r.width, height: r.height };
}

test('zh: text streamed from the configured engine, a refused key explained, an image translated', async ({ page }) => {
  test.setTimeout(120_000);
  const l = L.zh;
  const w = watchPage(page);
  const requests = recordRequests(page);
  await page.goto(l.path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

  // The engine: tested, then saved.
  const dialog = await configure(page, l, 'slow');
  await dialog.getByRole('button', { name: l.test }).click();
  await expect(dialog.getByTestId('test-ok')).toContainText('[Simplified Chinese] Hello', { timeout: 15_000 });
  await dialog.getByRole('button', { name: l.save }).click();
  await expect(dialog).toBeHidden();

  // Text: the output grows as the engine streams, and ends exactly as the stand-in translates.
  const out = page.getByTestId('target-text');
  await out.evaluate((el) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { __seen: string[] }).__seen = seen;
  });
  await page.getByTestId('source-text').fill('Hello world');
  await page.getByTestId('source-text').press('Control+Enter');
  const expected = `[${l.target}] Hello world`;
  await expect(out).toHaveText(expected, { timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  const partial = seen.filter((s) => s.length > 0 && s.length < expected.length);
  expect(partial.length, `streamed steps: ${JSON.stringify(seen)}`).toBeGreaterThan(1);
  for (const s of partial) expect(expected.startsWith(s)).toBe(true);
  await expect(page.getByTestId('history').getByRole('button', { name: /Hello world/ })).toHaveCount(1);

  // A refused key: the translated message at the output, the engine's own words below it.
  const again = await configure(page, l, 'unauthorized');
  await again.getByRole('button', { name: l.save }).click();
  await page.getByRole('button', { name: l.translate, exact: true }).click();
  const alert = page.locator('[data-error-code="auth"]');
  await expect(alert).toContainText(l.auth);
  await expect(alert).toContainText(l.detail);

  // Image: read on the device, one request per block, the translated PNG downloaded at full size.
  const ok = await configure(page, l, 'ok');
  await ok.getByRole('button', { name: l.save }).click();
  await page.getByRole('tab', { name: l.image }).click();
  await expect(page).toHaveURL(/\?tab=image$/);
  await page.getByLabel(l.chooseImage).setInputFiles(FIXTURE);
  const translation = page.getByTestId('block-translation').first();
  await expect(translation).toContainText(`[${l.target}] The quick brown fox`, { timeout: 60_000 });
  await expect(page.getByTestId('image-view')).toHaveAttribute('data-rendered', 'true', { timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: l.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('eng-translated.png');
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([721, 96]);

  // The first block's box, from the original view's overlay.
  await page.getByRole('radio', { name: l.original }).click();
  const box = page.getByTestId('ocr-box').first().locator('rect');
  const [x, y, bw, bh] = await Promise.all(['x', 'y', 'width', 'height'].map((a) => box.getAttribute(a))).then((v) =>
    v.map(Number),
  );
  expect(bw).toBeGreaterThan(100);
  const before = await pixels(page, readFileSync(FIXTURE));
  const after = await pixels(page, png);
  let changed = 0;
  let outsideChanged = 0;
  for (let py = 0; py < before.height; py += 1)
    for (let px = 0; px < before.width; px += 1) {
      const i = (py * before.width + px) * 4;
      const diff = Math.abs(before.data[i]! - after.data[i]!) + Math.abs(before.data[i + 1]! - after.data[i + 1]!);
      const inside = px >= x! && px < x! + bw! && py >= y! && py < y! + bh!;
      // The fill reaches a few pixels past the box (glyph edges): "outside" starts 12 px away.
      const near = px >= x! - 12 && px < x! + bw! + 12 && py >= y! - 12 && py < y! + bh! + 12;
      if (diff > 30) {
        if (inside) changed += 1;
        else if (!near) outsideChanged += 1;
      }
    }
  expect(changed, 'pixels changed inside the first box').toBeGreaterThan(200);
  expect(outsideChanged, 'pixels changed away from the box').toBe(0);

  // Requests: our origin and the stand-in only; the key only ever to the stand-in.
  const origin = new URL(page.url()).origin;
  const hosts = new Set(requests.map((r) => new URL(r.url).origin).filter((o) => o !== 'null'));
  expect([...hosts].sort()).toEqual([origin, stand.url].sort());
  const withKey = requests.filter((r) => r.text.includes(FAKE_KEY));
  expect(withKey.length).toBeGreaterThan(0);
  expect(withKey.filter((r) => !r.url.startsWith(stand.url))).toEqual([]);
  const engineCalls = stand.requests.filter((r) => r.headers.authorization === `Bearer ${FAKE_KEY}`);
  expect(engineCalls.length).toBeGreaterThanOrEqual(4);

  expect(await seriousA11yViolations(page)).toEqual([]);
  w.assertClean();
});

test('csp: the translator page may reach any https engine and this machine; other pages may not', async ({ page }) => {
  const meta = async (path: string) => {
    await page.goto(path);
    return page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  };
  const connect = (csp: string | null) => /connect-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];
  expect(connect(await meta('/en/translator/'))).toEqual(
    expect.arrayContaining(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']),
  );
  const strict = connect(await meta('/en/json-formatter/'));
  expect(strict).not.toContain('https:');
  expect(strict).not.toContain('http://127.0.0.1:*');
});

test('360 px: the text tab fits a phone and the dialog opens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en/translator/?tab=image');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await expect(page.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
  expect(await overflowingElements(page, 360)).toEqual([]);
  await page.getByRole('tab', { name: 'Text' }).click();
  expect(await overflowingElements(page, 360)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
