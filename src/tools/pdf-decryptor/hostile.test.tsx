// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the PDF decryptor (zh), on the real island: a 0-byte .pdf, a PNG named .pdf and
 * 50 MB of random bytes named .pdf are refused from their first bytes, each with its translated message in its
 * own row, and never reach qpdf (the worker is the decode seam here: a stand-in that counts what it is given);
 * the PDF added before stays listed, once.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  isolateCases,
  servingWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { badFiles } from '../../../tests/component/kit';
import PdfDecryptor from './PdfDecryptor';
import type { PdfProtocol, UnlockReply, UnlockRequest } from './protocol';

/** qpdf's stand-in: every PDF it is given is one without encryption. */
const unlock = vi.fn(async (_: UnlockRequest): Promise<UnlockReply> => ({
  ok: true,
  status: 'notEncrypted',
  ownerOnly: false,
  warnings: [],
  detail: '',
  ms: 1,
}));

isolateCases(() => {
  unlock.mockClear();
  vi.stubGlobal('Worker', servingWorker<PdfProtocol>({ unlock }));
});

const island = () => <PdfDecryptor locale="zh" resources={zhResources('pdf-decryptor')} />;
const picker = () => screen.getByLabelText('选择 PDF 文件');
const row = (name: string) => screen.getByRole('listitem', { name });
/** The status sentence of a file's row becomes `message`. */
const expectRowStatus = (name: string, message: string) =>
  waitFor(() => expect(within(row(name)).getByRole('status').textContent).toBe(message), { timeout: 10_000 });

async function putPrevious() {
  chooseFiles(picker(), badFiles.pdf());
  await expectRowStatus('plain.pdf', '这个 PDF 没有加密，本来就可以直接打开，无需解锁。');
  expect(unlock).toHaveBeenCalledTimes(1);
}
function checkPrevious() {
  expect(screen.getAllByRole('listitem', { name: 'plain.pdf' })).toHaveLength(1);
}

const NOT_PDF = '这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。';

describe('pdf-decryptor: hostile input (zh)', () => {
  it('no file yet: no alert', () => {
    render(island());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'a 0-byte .pdf',
      () => badFiles.empty('empty.pdf', 'application/pdf'),
      '这个文件是空的（0 字节），里面没有 PDF。请选择 PDF 文件本身。',
    ],
    ['a PNG named .pdf', () => badFiles.png('photo.pdf', 'application/pdf'), NOT_PDF],
    ['50 MB of random bytes named .pdf', () => badFiles.random(), NOT_PDF],
  ])('%s: refused in its row before qpdf; the PDF before stays', async (_, make, message) => {
    render(island());
    await putPrevious();
    const file = make();
    chooseFiles(picker(), file);
    await expectRowStatus(file.name, message);
    expect(unlock).toHaveBeenCalledTimes(1);
    checkPrevious();
    expectNoEngineText();
  });
});
