// @vitest-environment happy-dom
/**
 * The hostile-input sweep for id-photo-maker (was its e2e row): the real island in zh, with its own worker's
 * and the segmentation kit's real handlers in-process. Stubbed seams: createImageBitmap (happy-dom has none;
 * this one fails as Chromium's does on bytes it cannot decode — the tool's worker refuses what it cannot open),
 * the model library (`segmentForeground`) and fetch (the model's download). Every refused file is answered by
 * the tool's own decode, before the segmentation model is fetched or run. The image bombs of
 * tests/component/bombs.ts are refused on the page from their header's size, with the size and the limit, before
 * the worker decodes anything.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  isolateCases,
  reload,
  stubCanvas,
  stubImageDecoder,
  stubOffline,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import IdPhotoMaker from './IdPhotoMaker';

const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));

const island = () => <IdPhotoMaker locale="zh" resources={zhResources('id-photo-maker')} />;
const size = () => screen.getByLabelText('尺寸', { exact: true }) as HTMLSelectElement;
const picker = () => screen.getByLabelText('选择人像照片');

let decode: ReturnType<typeof stubImageDecoder>;
let fetchSpy: ReturnType<typeof stubOffline>;

// Each of the page's two workers runs its module, by the name it is created with.
stubWorker(() => import('./worker'), { segmentation: () => import('../../lib/segment/worker') });
isolateCases(() => {
  stubCanvas();
  decode = stubImageDecoder();
  fetchSpy = stubOffline();
  segmentForeground.mockClear();
});

/** The island with the previous input in place: the passport size (a setting, kept). */
function start() {
  render(island());
  fireEvent.change(size(), { target: { value: 'passport' } });
  expect(size().value).toBe('passport');
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

  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size, never decoded, before any model download',
    async (name, bomb) => {
      start();
      chooseFiles(picker(), bomb.file());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`“${name}”：${zhTooLarge(bomb)}`);
      expect(decode).not.toHaveBeenCalled();
      expect(segmentForeground).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(size().value).toBe('passport');
      expectNoEngineText();
    },
  );

  it('the size is kept after a reload', async () => {
    start();
    await reload(island, 'id-photo-maker:settings', (raw) => raw.includes('"passport"'));
    await waitFor(() => expect(size().value).toBe('passport'));
  });
});
