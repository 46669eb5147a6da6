/**
 * Text-behind-image benchmark (`npm run bench`), through the real UI with the real segmentation model (the e2e
 * spec uses the model's stored mask instead): the bear photo of tests/fixtures/images/segment/scenes.mjs (800 × 500)
 * in a fresh page — the model's download and compile, then finding the subject — and the full-resolution PNG
 * export with the text behind it. Time is wall time; each row has the longest main-thread task (the model and the
 * export's drawing run in workers: the page must not freeze). The subject row scores the model's mask by
 * intersection over union with the bear's own alpha and with the stored mask the spec uses (`bear-mask.png`: a
 * drop there means the stored mask should be made again, make-masks.mjs).
 */
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { composeScene, maskIoU, SCENES, storedMask } from '../../../tests/fixtures/images/segment/scenes.mjs';
import { tapSegmentation } from '../../../tests/fixtures/images/segment/worker-tap.mjs';

const TIMEOUT = 600_000;

export async function bench({ page, baseURL }) {
  const tap = await tapSegmentation(page);
  await page.goto(`${baseURL}/text-behind-image/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const { photo, alpha } = await composeScene(page, 'bear');
  const stored = await storedMask(page, 'bear');
  const input = `${SCENES.bear.width} × ${SCENES.bear.height}`;
  const rows = [];

  const found = await measure(page, async () => {
    await page.getByLabel('选择照片').setInputFiles({ name: 'bear.png', mimeType: 'image/png', buffer: photo });
    await page.locator('[data-testid="tbi-subject"][data-status="done"]').waitFor({ timeout: TIMEOUT });
  });
  const seg = await tap.last();
  if (!seg || tap.served() !== 1) throw new Error('text-behind-image bench: the segmentation worker was not tapped');
  rows.push({
    name: 'first use: model download + compile, find the subject',
    ms: found.ms,
    input,
    longest: found.longest,
    note: `model ${seg.ms.segment} ms + refine ${seg.ms.refine} ms; IoU ${maskIoU(seg.mask, alpha).toFixed(3)} (cut-out), ${maskIoU(seg.mask, stored).toFixed(3)} (stored mask)`,
  });

  const exported = await measure(page, async () => {
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载' }).click()]);
    await page.getByTestId('tbi-export-status').filter({ hasText: '已保存' }).waitFor({ timeout: TIMEOUT });
  });
  rows.push({ name: 'export PNG, text behind the subject', ms: exported.ms, input, longest: exported.longest });

  console.log('\nText behind image (ISNet small through the segmentation kit):');
  for (const r of rows)
    console.log(
      `  ${r.name}: ${r.ms.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms${r.note ? `; ${r.note}` : ''}`,
    );
  console.log('');
  return rows;
}
