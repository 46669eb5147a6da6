import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import createModule from '@neslinesli93/qpdf-wasm';
import { unzipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createQpdfRunner, type QpdfModuleLike, type QpdfRunner } from '../../lib/pdf/unlock';
import { watchPage, hydrated } from '../../../tests/e2e/helpers';

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/pdf/', import.meta.url));
const TEXT = '(The quick brown fox jumps over the lazy dog.) Tj';

let qpdf: QpdfRunner | null = null;

/** Opens a downloaded PDF with qpdf (WebAssembly, in Node) without a password: not encrypted, text intact. */
async function expectUnlocked(download: Download) {
  await expectUnlockedBytes(new Uint8Array(readFileSync((await download.path())!)));
}

async function expectUnlockedBytes(bytes: Uint8Array) {
  qpdf ??= await createQpdfRunner(
    createModule as unknown as (o: object) => Promise<QpdfModuleLike>,
    createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'),
  );
  qpdf.writeFile('/dl.pdf', bytes);
  expect(qpdf.run(['--show-encryption', '/dl.pdf']).stdout).toEqual(['File is not encrypted']);
  expect(qpdf.run(['--qdf', '--object-streams=disable', '/dl.pdf', '/dl-qdf.pdf']).code).toBe(0);
  expect(new TextDecoder('latin1').decode(qpdf.readFile('/dl-qdf.pdf'))).toContain(TEXT);
}

const item = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe('pdf-decryptor', () => {
  test('en: a batch with every kind of file, wrong password then retry, download each and all', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/en/pdf-decryptor');
    await page
      .getByLabel('Choose PDF files')
      .setInputFiles(
        ['aes256.pdf', 'aes128.pdf', 'rc4-128.pdf', 'owner-only.pdf', 'plain.pdf', 'not-a-pdf.pdf', 'damaged.pdf'].map(
          (f) => FIXTURES + f,
        ),
      );
    const status = (name: string) => item(page, name).getByRole('status');
    await expect(status('aes256.pdf')).toHaveText('This PDF needs a password to open. Enter it to unlock the file.');
    await expect(status('aes128.pdf')).toHaveText('This PDF needs a password to open. Enter it to unlock the file.');
    await expect(status('owner-only.pdf')).toHaveText(
      'Unlocked without a password: this PDF only had printing or copying restrictions, and they are gone.',
    );
    await expect(status('plain.pdf')).toHaveText(
      'This PDF is not encrypted — it is already unlocked, so there is nothing to remove.',
    );
    await expect(status('not-a-pdf.pdf')).toHaveText(
      'This is not a PDF file. Choose a .pdf file that opens in a PDF reader.',
    );
    await expect(status('damaged.pdf')).toHaveText('This PDF is damaged and cannot be read.');
    // qpdf's own (English) words go to the console, never onto the page.
    await expect(item(page, 'damaged.pdf')).not.toContainText('startxref');
    await expect(page.getByText('1 of 7 unlocked')).toBeVisible();

    // Wrong password: said so, the password stays in the field, the file is not re-added.
    const pw = page.getByLabel('Password for aes256.pdf');
    await pw.fill('user-255');
    await pw.press('Enter');
    await expect(status('aes256.pdf')).toHaveText(
      'Wrong password. Check it (passwords are case-sensitive) and try again — no need to add the file again.',
    );
    await expect(pw).toHaveValue('user-255');
    await expect(pw).toBeFocused();
    await pw.fill('user-256');
    await item(page, 'aes256.pdf').getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(status('aes256.pdf')).toHaveText(
      'Unlocked. The new file opens without a password and has no restrictions.',
    );

    // An empty password is caught at the field.
    await item(page, 'aes128.pdf').getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(item(page, 'aes128.pdf').getByRole('alert')).toHaveText('Enter the password first.');

    // Two passwords typed, then "Unlock all".
    await page.getByLabel('Password for aes128.pdf').fill('user-128');
    await page.getByLabel('Password for rc4-128.pdf').fill('user-rc4');
    await page.getByRole('button', { name: 'Unlock all' }).click();
    await expect(status('aes128.pdf')).toContainText('Unlocked.');
    await expect(status('rc4-128.pdf')).toContainText('Unlocked.');
    await expect(page.getByText('4 of 7 unlocked')).toBeVisible();

    // Download one, then all four.
    const [one] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download aes256-unlocked.pdf' }).click(),
    ]);
    expect(one.suggestedFilename()).toBe('aes256-unlocked.pdf');
    await expectUnlocked(one);

    // "Download all" saves one zip holding the four unlocked files.
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: 'Download all (4)' }).click();
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(1);
    expect(downloads[0]!.suggestedFilename()).toBe('unlocked-pdfs.zip');
    const zip = unzipSync(new Uint8Array(readFileSync((await downloads[0]!.path())!)));
    expect(Object.keys(zip).sort()).toEqual([
      'aes128-unlocked.pdf',
      'aes256-unlocked.pdf',
      'owner-only-unlocked.pdf',
      'rc4-128-unlocked.pdf',
    ]);
    for (const bytes of Object.values(zip)) await expectUnlockedBytes(bytes);
    // The button is back from "Zipping…": its run is over, and it saved one file, not one per PDF.
    await expect(page.getByRole('button', { name: 'Download all (4)' })).toBeEnabled();
    expect(downloads).toHaveLength(1);

    // Remove an item with its button.
    await page.getByRole('button', { name: 'Remove not-a-pdf.pdf' }).click();
    await expect(item(page, 'not-a-pdf.pdf')).toHaveCount(0);
    w.assertClean();
  });

  test('zh: drop a PDF with a Unicode password, unlock with Enter, download', async ({ page }) => {
    const w = watchPage(page);
    await page.goto('/pdf-decryptor');
    // A synthetic drop reaches only a hydrated drop zone.
    await hydrated(page);
    const b64 = readFileSync(FIXTURES + 'aes256-unicode.pdf').toString('base64');
    const dt = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], '合同.pdf', { type: 'application/pdf' }));
      return dt;
    }, b64);
    await page.dispatchEvent('[data-dropzone]', 'dragover', { dataTransfer: dt });
    await page.dispatchEvent('[data-dropzone]', 'drop', { dataTransfer: dt });
    await expect(item(page, '合同.pdf').getByRole('status')).toHaveText(
      '这个 PDF 需要密码才能打开，请输入密码后解锁。',
    );
    const pw = page.getByLabel('合同.pdf 的密码');
    await expect(pw).toBeFocused();
    await page.keyboard.type('pässwörd-密码');
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(pw).toHaveAttribute('type', 'text');
    await pw.press('Enter');
    await expect(item(page, '合同.pdf').getByRole('status')).toHaveText(
      '已解锁。新文件打开时不再需要密码，也没有任何限制。',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 合同-unlocked.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('合同-unlocked.pdf');
    await expectUnlocked(download);
    w.assertClean();
  });

  // The main thread's longest task while 50 MB of random bytes are refused is measured by
  // src/tools/pdf-decryptor/bench.mjs.
  test('zh: a 0-byte file, 50 MB of random bytes and a damaged PDF get translated errors', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const w = watchPage(page);
    await page.goto('/pdf-decryptor');
    await hydrated(page);
    const noise = testInfo.outputPath('noise.pdf');
    writeFileSync(noise, randomBytes(50 * 1024 * 1024));
    const picker = page.getByLabel('选择 PDF 文件');
    await picker.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await picker.setInputFiles([noise, FIXTURES + 'damaged.pdf']);
    const status = (name: string) => item(page, name).getByRole('status');
    await expect(status('empty.pdf')).toHaveText('这个文件是空的（0 字节），里面没有 PDF。请选择 PDF 文件本身。');
    await expect(status('noise.pdf')).toHaveText('这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。');
    await expect(status('damaged.pdf')).toHaveText('这个 PDF 已损坏，无法读取。');
    // No English engine message anywhere in the list.
    for (const name of ['empty.pdf', 'noise.pdf', 'damaged.pdf']) {
      await expect(item(page, name)).not.toContainText(/startxref|qpdf|Error|Details/);
    }
    w.assertClean();
  });

  test('en: files of another type are refused at the drop zone, named, and the PDFs among them are taken', async ({
    page,
  }) => {
    const w = watchPage(page);
    await page.goto('/en/pdf-decryptor');
    // A synthetic drop reaches only a hydrated drop zone.
    await hydrated(page);
    const dt = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      dt.items.add(new File(['%PDF-1.7'], 'cut.pdf', { type: 'application/pdf' }));
      return dt;
    });
    await page.dispatchEvent('[data-dropzone]', 'drop', { dataTransfer: dt });
    await expect(page.getByRole('alert')).toHaveText(
      /“notes\.txt” was not added: this kind of file is not accepted here \(accepted: PDF\)\./,
    );
    await expect(item(page, 'cut.pdf').getByRole('status')).toHaveText('This PDF is damaged and cannot be read.');
    const files = page.getByRole('region', { name: 'Files' });
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await expect(files.getByRole('listitem').filter({ hasText: 'notes.txt' })).toHaveCount(0);
    w.assertClean();
  });

  test('axe: no serious or critical violations (with files listed)', async ({ page }) => {
    await page.goto('/pdf-decryptor');
    await page.getByLabel('选择 PDF 文件').setInputFiles([FIXTURES + 'aes256.pdf', FIXTURES + 'owner-only.pdf']);
    await expect(item(page, 'owner-only.pdf').getByRole('status')).toContainText('无需密码即已解锁');
    await expect(item(page, 'aes256.pdf').getByRole('status')).toContainText('需要密码');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
  });
});
