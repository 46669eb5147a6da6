/**
 * ID photo maker benchmark (`npm run bench`), through the real UI with the real segmentation model (the e2e spec
 * uses the model's stored mask instead): the fireman portrait of tests/fixtures/images/segment/scenes.mjs, first in
 * a fresh page (the model's download and compile, segmentation, cut-out and framing), then again with the model
 * loaded. Time is wall time from the file given to the framed photo shown; each row has the longest main-thread
 * task (the model and the compositing run in workers: the page must not freeze) and the quality of the model's
 * mask, as intersection over union with the cut-out's own alpha and with the stored mask the spec uses
 * (`fireman-mask.png`: a drop there means the stored mask should be made again, make-masks.mjs).
 */
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { composeScene, maskIoU, SCENES, storedMask } from '../../../tests/fixtures/images/segment/scenes.mjs';
import { tapSegmentation } from '../../../tests/fixtures/images/segment/worker-tap.mjs';

const TIMEOUT = 600_000;

export async function bench({ page, baseURL }) {
  const tap = await tapSegmentation(page);
  await page.goto(`${baseURL}/id-photo-maker/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const { photo, alpha } = await composeScene(page, 'fireman');
  const stored = await storedMask(page, 'fireman');
  const status = page.getByTestId('id-photo-status');

  const rows = [];
  const run = async (measureName, name) => {
    const r = await measure(page, async () => {
      await page
        .getByLabel('选择人像照片', { exact: true })
        .setInputFiles({ name, mimeType: 'image/png', buffer: photo });
      await status.filter({ hasText: `${name}：已抠出人像` }).waitFor({ timeout: TIMEOUT });
    });
    const seg = await tap.last();
    if (!seg) throw new Error('id-photo-maker bench: the segmentation worker was not tapped');
    const iou = maskIoU(seg.mask, alpha);
    const drift = maskIoU(seg.mask, stored);
    rows.push({
      name: measureName,
      ms: r.ms,
      input: `${SCENES.fireman.width} × ${SCENES.fireman.height}`,
      longest: r.longest,
      note: `model ${seg.ms.segment} ms + refine ${seg.ms.refine} ms; IoU ${iou.toFixed(3)} (cut-out), ${drift.toFixed(3)} (stored mask)`,
    });
  };
  await run('first use: model download + compile, segment, cut out, frame', 'portrait-1.png');
  await run('model loaded: segment, cut out, frame', 'portrait-2.png');
  if (tap.served() !== 1) throw new Error(`id-photo-maker bench: ${tap.served()} segmentation workers`);

  console.log('\nID photo maker (ISNet small through the segmentation kit, 480 × 640 portrait):');
  for (const r of rows)
    console.log(`  ${r.name}: ${r.ms.toFixed(0)} ms, longest task ${r.longest.toFixed(0)} ms; ${r.note}`);
  console.log('');
  return rows;
}
