/**
 * Veo 3 prompt builder benchmark in Chromium: a paste of 6,000,000 characters into the subject field (refused
 * with a message, the field unchanged), and typing into a field holding the 2,000-character maximum, with the
 * longest main-thread task meanwhile (scripts/lib/heartbeat.mjs).
 */
import { installHeartbeat, startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/veo3-prompts/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await installHeartbeat(page);
  const subject = page.getByLabel(/^Subject/);
  await subject.fill('a fox running in the rain');
  await subject.focus();
  const rows = [];

  await startHeartbeat(page);
  let ms = await page.evaluate(async () => {
    const t0 = performance.now();
    const dt = new DataTransfer();
    dt.setData('text/plain', '狐'.repeat(6_000_000));
    document.activeElement.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    );
    await new Promise((resolve) => {
      const check = () => (document.querySelector('[data-testid=limit-note]') ? resolve() : setTimeout(check, 5));
      check();
    });
    return performance.now() - t0;
  });
  let { longest } = await stopHeartbeat(page);
  rows.push({ name: 'paste into a field (refused)', input: '6,000,000 chars', ms, longest });

  await subject.fill('x'.repeat(1_990));
  await subject.press('End');
  await startHeartbeat(page);
  const t0 = Date.now();
  await page.keyboard.type('0123456789', { delay: 0 });
  ms = Date.now() - t0;
  ({ longest } = await stopHeartbeat(page));
  rows.push({ name: 'type 10 keys at the field limit', input: '2,000 chars', ms, longest });
  return rows;
}
