/**
 * Translator image tab: on-device OCR time of a ~1-megapixel screenshot (1200 × 860 px, 20 lines of 24 px text)
 * per language, through the real UI with no engine configured (so only the reading is timed: chosen → blocks
 * listed). Cold: a fresh browser context (tesseract core and language data fetched and compiled, nothing cached).
 * Warm: a second screenshot of the same language on the same page (the worker and its data are kept).
 * The screenshots are drawn by Chromium here with Debian's Noto fonts (nothing committed).
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { TEXTS } from '../../../tests/fixtures/images/ocr/texts.mjs';

/** A 1200 × 860 "screenshot": a title bar and 20 lines of the language's text, PNG bytes. */
async function screenshot(page, { text, font }, variant) {
  await page.setViewportSize({ width: 1200, height: 860 });
  const lines = Array.from({ length: 20 }, (_, i) => `<p>${i + 1 + variant}. ${text}</p>`).join('');
  await page.setContent(
    `<body style="margin:0;width:1200px;height:860px;background:#fff;font:24px '${font}';color:#111">` +
      `<div style="height:40px;background:#e8eaf0"></div><div style="padding:8px 32px;line-height:1.6">` +
      `${lines.replaceAll('<p>', '<p style="margin:0">')}</div></body>`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type: 'png' });
}

export async function bench({ page, baseURL }) {
  const browser = page.context().browser();
  const drawer = await browser.newPage({ deviceScaleFactor: 1 });
  const rows = [];
  const files = [];
  try {
    for (const [lang, sample] of Object.entries(TEXTS)) {
      const paths = [];
      for (const variant of [0, 100]) {
        const p = join(tmpdir(), `bench-ocr-${process.pid}-${lang}-${variant}.png`);
        await writeFile(p, await screenshot(drawer, sample, variant));
        paths.push(p);
        files.push(p);
      }
      // A fresh context per language: nothing of tesseract is cached.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      try {
        await tab.goto(`${baseURL}/en/translator/?tab=image`);
        await tab.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
        // The language chosen (not "Detect", which first reads the image with all five languages).
        await tab.getByLabel('Text in the image').selectOption(lang);
        for (const [i, p] of paths.entries()) {
          const m = await measure(tab, async () => {
            await tab.getByLabel('Choose image').setInputFiles(p);
            // The previous result is cleared first; then the new blocks are listed.
            if (i > 0) await tab.getByTestId('block-count').waitFor({ state: 'hidden' });
            await tab.getByTestId('block-count').waitFor({ timeout: 300_000 });
          });
          const blocks = await tab.getByTestId('block-count').textContent();
          rows.push({
            name: `OCR ${lang} ${i === 0 ? 'cold' : 'warm'} (chosen → blocks listed)`,
            input: '1200×860 PNG, 20 lines',
            ...m,
            note: `${blocks}; tesseract worker`,
          });
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await drawer.close();
    await Promise.all(files.map((f) => rm(f, { force: true })));
  }
  return rows;
}
