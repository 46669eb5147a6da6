/**
 * PDF unlock benchmark through the real page in Chromium: a 36-page AES-256 PDF
 * (tests/fixtures/pdf/bench-36-pages-aes256.pdf, made by make-fixtures.mjs; password "bench-256").
 * Rows: adding the file until it asks for the password (includes loading qpdf-wasm, cold), entering the
 * password until the unlocked file is ready (warm), and qpdf's own time in the Worker; then a 20 MB
 * unencrypted PDF (→ "not encrypted") and 50 MB of random bytes named .pdf (→ "not a PDF"). Each UI row
 * has the longest main-thread task (scripts/lib/heartbeat.mjs).
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHeartbeat, stopHeartbeat } from '../../../scripts/lib/heartbeat.mjs';

/** A valid one-page PDF carrying a stream of `size` random bytes (correct xref, so qpdf needs no repair). */
function bigPdf(size) {
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let at = parts[0].length;
  const add = (buf) => {
    parts.push(buf);
    at += buf.length;
  };
  const obj = (n, body) => {
    offsets[n] = at;
    add(Buffer.from(`${n} 0 obj\n${body}\nendobj\n`, 'latin1'));
  };
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  obj(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> /Contents 4 0 R >>');
  offsets[4] = at;
  add(Buffer.from(`4 0 obj\n<< /Length 5 0 R >>\nstream\n`, 'latin1'));
  add(randomBytes(size));
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  obj(5, String(size));
  const xref = at;
  const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  add(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${rows.join('')}`, 'latin1'));
  add(Buffer.from(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

const FILE = fileURLToPath(new URL('../../../tests/fixtures/pdf/bench-36-pages-aes256.pdf', import.meta.url));

export async function bench({ page, baseURL }) {
  const workerTimes = [];
  const onConsole = (msg) => {
    const m = /PDF unlocked in (\d+) ms/.exec(msg.text());
    if (m) workerTimes.push(Number(m[1]));
  };
  page.on('console', onConsole);
  await page.goto(`${baseURL}/en/pdf-decryptor`);
  const status = page.getByRole('listitem').filter({ hasText: 'bench-36-pages-aes256.pdf' }).getByRole('status');

  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

  await startHeartbeat(page);
  let t0 = Date.now();
  await page.getByLabel('Choose PDF files').setInputFiles(FILE);
  await status.filter({ hasText: 'needs a password' }).waitFor({ timeout: 60_000 });
  const probeMs = Date.now() - t0;
  const probeLongest = (await stopHeartbeat(page)).longest;

  const pw = page.getByLabel('Password for bench-36-pages-aes256.pdf');
  await pw.fill('bench-256');
  await startHeartbeat(page);
  t0 = Date.now();
  await pw.press('Enter');
  await status.filter({ hasText: 'Unlocked.' }).waitFor({ timeout: 60_000 });
  const unlockMs = Date.now() - t0;
  await page.getByRole('button', { name: 'Download bench-36-pages-aes256-unlocked.pdf' }).waitFor();
  const unlockLongest = (await stopHeartbeat(page)).longest;
  page.off('console', onConsole);

  // Large inputs: a 20 MB PDF and 50 MB of random bytes, from files on disk as a person would choose them.
  const big = bigPdf(20 * 1024 * 1024);
  const bigFile = join(tmpdir(), `bench-pdf-${process.pid}-big.pdf`);
  const noiseFile = join(tmpdir(), `bench-pdf-${process.pid}-noise.pdf`);
  await writeFile(bigFile, big);
  await writeFile(noiseFile, randomBytes(50 * 1024 * 1024));
  const large = [];
  try {
    for (const [file, input, expected, name] of [
      [
        bigFile,
        `${(big.length / 1024 / 1024).toFixed(1)} MB PDF`,
        'not encrypted',
        'PDF unlock: add a 20 MB PDF → "not encrypted"',
      ],
      [noiseFile, '50.0 MB random', 'not a PDF', 'PDF unlock: add 50 MB of random bytes → "not a PDF"'],
    ]) {
      const base = file.split('/').pop();
      await startHeartbeat(page);
      t0 = Date.now();
      await page.getByLabel('Choose PDF files').setInputFiles(file);
      await page
        .getByRole('listitem')
        .filter({ hasText: base })
        .getByRole('status')
        .filter({ hasText: expected })
        .waitFor({ timeout: 120_000 });
      large.push({ name, input, ms: Date.now() - t0, longest: (await stopHeartbeat(page)).longest });
    }
  } finally {
    await Promise.all([bigFile, noiseFile].map((f) => rm(f, { force: true })));
  }

  return [
    {
      name: 'PDF unlock 36-page AES-256: add file → asks for password',
      input: '18 KB PDF',
      ms: probeMs,
      longest: probeLongest,
      note: 'cold: includes loading qpdf-wasm (1.3 MB)',
    },
    {
      name: 'PDF unlock 36-page AES-256: password → unlocked file ready',
      input: '18 KB PDF',
      ms: unlockMs,
      longest: unlockLongest,
      note: 'through the UI',
    },
    {
      name: 'PDF unlock 36-page AES-256: qpdf in the Worker',
      ms: workerTimes.at(-1) ?? NaN,
      note: 'read, probe, decrypt, write',
    },
    ...large.map((r) => ({ ...r, note: 'Web Worker (qpdf-wasm); header checked on the first 1 KB' })),
  ];
}
