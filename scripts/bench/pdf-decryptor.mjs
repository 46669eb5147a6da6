/**
 * PDF unlock benchmark through the real page in Chromium: a 36-page AES-256 PDF
 * (tests/fixtures/pdf/bench-36-pages-aes256.pdf, made by make-fixtures.mjs; password "bench-256").
 * Rows: adding the file until it asks for the password (includes loading qpdf-wasm, cold), entering the
 * password until the unlocked file is ready (warm), and qpdf's own time in the Worker.
 */
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../tests/fixtures/pdf/bench-36-pages-aes256.pdf', import.meta.url));

export async function bench({ page, baseURL }) {
  const workerTimes = [];
  const onConsole = (msg) => {
    const m = /PDF unlocked in (\d+) ms/.exec(msg.text());
    if (m) workerTimes.push(Number(m[1]));
  };
  page.on('console', onConsole);
  await page.goto(`${baseURL}/en/pdf-decryptor`);
  const status = page.getByRole('listitem').filter({ hasText: 'bench-36-pages-aes256.pdf' }).getByRole('status');

  let t0 = Date.now();
  await page.getByLabel('Choose PDF files').setInputFiles(FILE);
  await status.filter({ hasText: 'needs a password' }).waitFor({ timeout: 60_000 });
  const probeMs = Date.now() - t0;

  const pw = page.getByLabel('Password for bench-36-pages-aes256.pdf');
  await pw.fill('bench-256');
  t0 = Date.now();
  await pw.press('Enter');
  await status.filter({ hasText: 'Unlocked.' }).waitFor({ timeout: 60_000 });
  const unlockMs = Date.now() - t0;
  await page.getByRole('button', { name: 'Download bench-36-pages-aes256-unlocked.pdf' }).waitFor();
  page.off('console', onConsole);

  return [
    {
      name: 'PDF unlock 36-page AES-256: add file → asks for password',
      ms: probeMs,
      note: 'cold: includes loading qpdf-wasm (1.3 MB)',
    },
    { name: 'PDF unlock 36-page AES-256: password → unlocked file ready', ms: unlockMs, note: 'through the UI' },
    {
      name: 'PDF unlock 36-page AES-256: qpdf in the Worker',
      ms: workerTimes.at(-1) ?? NaN,
      note: 'read, probe, decrypt, write',
    },
  ];
}
