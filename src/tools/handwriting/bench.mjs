/**
 * Handwriting through the real UI: a 2,000-character Chinese page (real text: the site's Chinese strings, the
 * shared bundles then each tool's, ~400 distinct characters, so many of Ma Shan Zheng's unicode-range slices are
 * fetched) at a letter size that fits it on one A4 page. Two measures, each with a cold font cache (a new browser context:
 * nothing in the HTTP cache) and a warm one (the same context, page reloaded: slices come from the cache):
 *   - typed → preview drawn (font slices loaded, text laid out, the page drawn in steps),
 *   - click "download this page" → PNG downloaded (the page encoded).
 * Wall time and the longest main-thread task (scripts/lib/heartbeat.mjs) for each.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from '../../../scripts/lib/heartbeat.mjs';

function chineseText(root, n) {
  const dirs = readdirSync(join(root, 'src/tools')).filter((d) =>
    existsSync(join(root, 'src/tools', d, 'locales/zh.json')),
  );
  const bundles = [
    ...['common', 'tools'].map((ns) => join(root, 'locales/zh', `${ns}.json`)),
    ...dirs.sort().map((d) => join(root, 'src/tools', d, 'locales/zh.json')),
  ];
  const han = bundles.flatMap((f) => readFileSync(f, 'utf8').match(/[\u4e00-\u9fff，。、：；！？]/gu) ?? []);
  return han.slice(0, n).join('');
}

async function run(page, baseURL, text) {
  await page.goto(`${baseURL}/handwriting/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const size = page.getByRole('spinbutton', { name: '字号' });
  await size.fill('21');
  await size.press('Enter');
  const preview = page.getByTestId('handwriting-preview');
  const box = page.getByRole('textbox', { name: '要手写的文字' });
  const typed = await measure(page, async () => {
    await box.fill(text);
    await preview.and(page.locator('[data-drawn="0"][data-pages="1"]')).waitFor({ timeout: 60_000 });
  });
  const png = await measure(page, async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /^下载本页/ }).click(),
    ]);
    await download.path();
  });
  return { typed, png };
}

export async function bench({ page, baseURL, root }) {
  const text = chineseText(root, 2000);
  const input = `${text.length} Chinese characters (${new Set(text).size} distinct), 1 A4 page`;
  const cold = await run(page, baseURL, text);
  // The same context: the font's slices are in the HTTP cache now.
  const warm = await run(page, baseURL, text);
  return [
    { name: 'typed → preview drawn, cold font cache', input, ...cold.typed, note: 'Ma Shan Zheng slices fetched' },
    { name: 'typed → preview drawn, warm font cache', input, ...warm.typed },
    { name: 'click → PNG downloaded, cold', input, ...cold.png, note: 'canvas.toBlob' },
    { name: 'click → PNG downloaded, warm', input, ...warm.png },
  ];
}
