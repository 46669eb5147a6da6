// @vitest-environment happy-dom
/**
 * The hostile-input sweep for document-translator (was its e2e row): the real island in zh, its real worker
 * handlers in-process, reading with the real pdf.js — its legacy build, the one that runs under Node, in place
 * of the browser build the worker imports (the seam). A file that is not a PDF is answered from its first
 * bytes: it never reaches the worker nor pdf.js; a truncated PDF is pdf.js's to find damaged.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  inProcessWorker,
  isolateCases,
  stubOffline,
  type WorkerClass,
  zhResources,
} from '../../../tests/component/hostile';
import { pdfBomb } from '../../../tests/component/bombs';
import { badFiles, fixture } from '../../../tests/component/kit';
import type { FakeWorker } from '../../lib/worker/fake-worker';
import DocumentTranslator from './DocumentTranslator';

const getDocument = vi.hoisted(() => vi.fn());
vi.mock('pdfjs-dist', async () => {
  const legacy = await import('pdfjs-dist/legacy/build/pdf.mjs');
  getDocument.mockImplementation(legacy.getDocument);
  return { ...legacy, getDocument };
});
vi.mock(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  () =>
    // @ts-expect-error -- pdf.js ships no typings for its worker module (modules.d.ts declares the browser one).
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
);

const island = () => <DocumentTranslator locale="zh" resources={zhResources('document-translator')} />;
const picker = () => screen.getByLabelText('选择 PDF 文件');

let Serving: WorkerClass;
/** Every worker the island started. */
let workers: FakeWorker[];
/** Requests made (pdf.js asks our origin for its standard fonts; there is no server here). */
let fetchSpy: ReturnType<typeof stubOffline>;
const readRequests = () => workers.flatMap((w) => w.sent).filter((m) => m.type === 'read').length;

beforeAll(async () => {
  Serving = await inProcessWorker(() => import('./worker'));
});
isolateCases(() => {
  workers = [];
  fetchSpy = stubOffline();
  vi.stubGlobal(
    'Worker',
    class extends Serving {
      constructor() {
        super();
        workers.push(this);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  // No request leaves the origin.
  for (const [url] of fetchSpy.mock.calls) expect(new URL(String(url), location.href).origin).toBe(location.origin);
});

/** The island with the previous document read: plain.pdf, its name and counts shown. */
async function start() {
  render(island());
  chooseFiles(picker(), badFiles.pdf());
  await waitFor(() => expect(screen.getByTestId('doc-file').textContent).toContain('plain.pdf'), { timeout: 15_000 });
  expect(readRequests()).toBe(1);
  getDocument.mockClear();
}
const checkPrevious = () => expect(screen.getByTestId('doc-file').textContent).toContain('plain.pdf');

describe('document-translator: hostile input (zh)', () => {
  it('empty input: calm, no error', () => {
    render(island());
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    [
      'a 0-byte .pdf',
      () => badFiles.empty('empty.pdf', 'application/pdf'),
      '此文件为空（0 字节）。请选择 PDF 文件本身。',
    ],
    [
      'a PNG named .pdf',
      () => badFiles.png('photo.pdf', 'application/pdf'),
      '这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。',
    ],
    [
      '50 MB of random bytes named .pdf',
      () => badFiles.random(),
      '这不是 PDF 文件。请选择能用 PDF 阅读器打开的 .pdf 文件。',
    ],
  ])('%s: answered from its first bytes, never read; the document kept', async (_name, file, message) => {
    await start();
    const f = file();
    chooseFiles(picker(), f);
    await waitFor(() => expect(screen.getByTestId('doc-error').textContent).toBe(`“${f.name}”：${message}`));
    expect(readRequests()).toBe(1);
    expect(getDocument).not.toHaveBeenCalled();
    checkPrevious();
    expectNoEngineText();
  });

  it('a PDF whose scanned page holds a 20000 × 20000 image: refused from its dictionary, the text page read', async () => {
    await start();
    chooseFiles(picker(), pdfBomb(true));
    const refused = await screen.findByTestId('doc-too-large', {}, { timeout: 30_000 });
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toBe(
      '第 2 页：图片过大（20,000 × 20,000 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。' +
        '这一页不做文字识别，其他页照常翻译。',
    );
    // The new document replaced the previous one: its text page was read.
    expect(screen.getByTestId('doc-file').textContent).toBe('image-bomb.pdf · 共 2 页，1 个段落待翻译');
    // pdf.js read it once, never asked to decode an image over the limit; nothing was sent for OCR.
    expect(getDocument).toHaveBeenCalledTimes(1);
    expect(getDocument.mock.calls[0]![0]).toMatchObject({ maxImageSize: 100_000_000 });
    expect(workers.flatMap((w) => w.sent).filter((m) => m.type === 'scanImage')).toHaveLength(0);
    expectNoEngineText();
  });

  it('a truncated PDF: pdf.js finds it damaged; the document kept', async () => {
    await start();
    const cut = new File([fixture('pdf/doc.pdf').subarray(0, 900)], 'cut.pdf', { type: 'application/pdf' });
    chooseFiles(picker(), cut);
    await waitFor(
      () =>
        expect(screen.getByTestId('doc-error').textContent).toBe(
          '“cut.pdf”：此 PDF 已损坏，无法读取。请换一份文件再试。',
        ),
      { timeout: 15_000 },
    );
    expect(getDocument).toHaveBeenCalledTimes(1);
    checkPrevious();
    expectNoEngineText();
  });
});
