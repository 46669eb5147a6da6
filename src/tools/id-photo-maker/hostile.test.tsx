// @vitest-environment happy-dom
/**
 * The hostile-input sweep for id-photo-maker (was its e2e row): the real island in zh, with its own worker's
 * and the segmentation kit's real handlers in-process. Stubbed seams: createImageBitmap (happy-dom has none;
 * this one fails as Chromium's does on bytes it cannot decode — the tool's worker refuses what it cannot open),
 * the model library (`segmentForeground`) and fetch (the model's download). Every refused file is answered by
 * the tool's own decode, before the segmentation model is fetched or run.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  mockServe,
  quietConsole,
  reload,
  servingWorker,
  stubCanvas,
  stubImageDecoder,
  zhResources,
} from '../../../tests/component/hostile-b-kit';
import { badFiles } from '../../../tests/component/kit';
import type { FakeWorker } from '../../lib/worker/fake-worker';
import IdPhotoMaker from './IdPhotoMaker';

vi.mock('../../lib/worker/serve', (importOriginal) => mockServe(importOriginal));
const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));

const island = () => <IdPhotoMaker locale="zh" resources={zhResources('id-photo-maker')} />;
const size = () => screen.getByLabelText('尺寸', { exact: true }) as HTMLSelectElement;
const picker = () => screen.getByLabelText('选择人像照片');

let Workers: new (url: URL, options?: WorkerOptions) => FakeWorker;
let decode: ReturnType<typeof stubImageDecoder>;
let fetchSpy: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  const Tool = await servingWorker(() => import('./worker'));
  const Segmentation = await servingWorker(() => import('../../lib/segment/worker'));
  Workers = class {
    constructor(_url: URL, options?: WorkerOptions) {
      return options?.name === 'segmentation' ? new Segmentation() : new Tool();
    }
  } as unknown as typeof Workers;
});
beforeEach(() => {
  localStorage.clear();
  quietConsole();
  stubCanvas();
  decode = stubImageDecoder();
  fetchSpy = vi.fn(() => Promise.reject(new TypeError('offline')));
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('Worker', Workers);
  segmentForeground.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The island with the previous input in place: the passport size (a setting, kept). */
function start() {
  const view = render(island());
  fireEvent.change(size(), { target: { value: 'passport' } });
  expect(size().value).toBe('passport');
  return view;
}

describe('id-photo-maker: hostile input (zh)', () => {
  it('empty input: the placeholder, no error', () => {
    start();
    expect(screen.getByText('构图后的照片会显示在这里。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte file', () => badFiles.empty()],
    ['a PDF', () => badFiles.pdf()],
    ['50 MB of random bytes', () => badFiles.random()],
    ['a damaged JPEG', () => badFiles.damagedJpeg()],
  ])('%s: refused by the tool’s decode, before any model download; the size kept', async (_name, file) => {
    start();
    const f = file();
    chooseFiles(picker(), f);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`“${f.name}”：无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。`);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(segmentForeground).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(size().value).toBe('passport');
    expectNoEngineText();
  });

  it('the size is kept after a reload', async () => {
    const view = start();
    await reload(view, island, 'id-photo-maker:settings', (raw) => raw.includes('"passport"'));
    await waitFor(() => expect(size().value).toBe('passport'));
  });
});
