/**
 * Image watermark through the real UI: the densest tiled pattern (the smallest text: about 2,000 marks on the
 * 960 px preview) on a photo, then the text-size slider moved 20 steps by keyboard, each step redrawing the
 * preview. Wall time and the longest main-thread task (scripts/lib/heartbeat.mjs) for the 20 steps: dragging a
 * slider must never freeze the page (the e2e spec checks the slider and the files; this measures the freeze).
 */
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { measure } from '../../../scripts/lib/heartbeat.mjs';

export async function bench({ page, baseURL, root }) {
  await page.goto(`${baseURL}/en/image-watermark/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByLabel('Choose images to watermark').setInputFiles(join(root, 'tests/fixtures/images/wm-photo.jpg'));
  await page.getByRole('img', { name: 'Preview of the watermark on wm-photo.jpg' }).waitFor();
  await page.getByLabel('Watermark text', { exact: true }).fill('Watermark');
  await page.getByRole('radio', { name: 'Tiled pattern' }).click();
  const size = page.getByRole('spinbutton', { name: 'Text size' });
  await size.fill('1');
  await size.press('Enter');
  const slider = page.getByRole('slider', { name: 'Text size' });
  await slider.focus();
  const m = await measure(page, async () => {
    for (let i = 0; i < 20; i++) await slider.press('ArrowRight');
    await expect(slider).toHaveValue('11');
  });
  return [
    {
      name: 'tiled text, size slider moved 20 steps (preview redrawn each step)',
      input: '320 × 200 photo, ~2,000 marks',
      ...m,
    },
  ];
}
