// @vitest-environment happy-dom
/**
 * The hostile-input sweep for background-remover (was its e2e row): the real island in zh, with both of its
 * workers' real handlers in-process — its own (compositing) and the segmentation kit's. Stubbed seams:
 * createImageBitmap (happy-dom has none; this one fails as Chromium's does on bytes it cannot decode), the
 * model library (`segmentForeground`) and fetch (the model's download). Every refused file is answered from its
 * bytes or by the decode, and never reaches the model or the network; the image bombs of tests/component/bombs.ts
 * are refused from their header's size, as photos and as the background image, never decoded.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  isolateCases,
  listItem,
  reload,
  stubImageDecoder,
  stubOffline,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles, fixture, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import BackgroundRemover from './BackgroundRemover';

const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));

const island = () => <BackgroundRemover locale="zh" resources={zhResources('background-remover')} />;
const blur = () => screen.getByRole('radio', { name: '模糊原图' });
const picker = () => screen.getByLabelText('选择照片');
const NOT_IMAGE = '无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。';

let decode: ReturnType<typeof stubImageDecoder>;
let fetchSpy: ReturnType<typeof stubOffline>;

// Each of the page's two workers runs its module, by the name it is created with.
stubWorker(() => import('./worker'), { segmentation: () => import('../../lib/segment/worker') });
isolateCases(() => {
  decode = stubImageDecoder();
  fetchSpy = stubOffline();
  segmentForeground.mockClear();
});

/** The island with the previous input in place: the blurred-photo background (a setting, kept). */
function start() {
  render(island());
  fireEvent.click(blur());
  checkPrevious();
}
function checkPrevious() {
  expect(blur().getAttribute('aria-checked')).toBe('true');
  expect(screen.getByRole('spinbutton', { name: '模糊程度' })).toBeTruthy();
}

/** A PNG signature, then garbage. */
const brokenPng = () => {
  const png = fixture('pdf/plain.pdf').slice(0, 2048);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([png], 'broken.png', { type: 'image/png' });
};

describe('background-remover: hostile input (zh)', () => {
  it('empty input: calm, no error', () => {
    start();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.querySelectorAll('[data-tool] .error-text')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte .png', () => badFiles.empty('empty.png', 'image/png'), '这个文件是空的（0 字节）。'],
    ['a PDF named .png', () => badFiles.pdf('scan.png', 'image/png'), NOT_IMAGE],
    ['50 MB of random bytes', () => badFiles.random(), NOT_IMAGE],
  ])('%s: answered on its row from its bytes, before any decode or model', async (_name, file, message) => {
    start();
    const f = file();
    chooseFiles(picker(), f);
    await waitFor(() => expect(within(listItem(f.name)).getByText(message)).toBeTruthy());
    expect(decode).not.toHaveBeenCalled();
    expect(segmentForeground).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    checkPrevious();
    expectNoEngineText();
  });

  it('a broken PNG (a real signature, then garbage): the decode refuses it, before any model download', async () => {
    start();
    chooseFiles(picker(), brokenPng());
    await waitFor(() => expect(within(listItem('broken.png')).getByText(NOT_IMAGE)).toBeTruthy());
    expect(decode).toHaveBeenCalledTimes(1);
    expect(segmentForeground).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    checkPrevious();
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s as a photo: refused on its row from its header, never decoded',
    async (name, bomb) => {
      start();
      chooseFiles(picker(), bomb.file());
      await waitFor(() => expect(within(listItem(name)).getByText(zhTooLarge(bomb))).toBeTruthy());
      expect(decode).not.toHaveBeenCalled();
      expect(segmentForeground).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
      checkPrevious();
      expectNoEngineText();
    },
  );

  it.each<[string, () => File, string]>([
    ['a 0-byte .png', () => badFiles.empty('empty.png', 'image/png'), '“empty.png”是空文件（0 字节），不是图片。'],
    [
      'a PDF named .png',
      () => badFiles.pdf('scan.png', 'image/png'),
      '“scan.png”是 PDF 文件，本工具无法打开。请选择 PNG、JPEG、WebP、GIF、AVIF 或 BMP 图片。',
    ],
    [
      'a PNG cut after 40 bytes',
      () => new File([ONE_PIXEL_PNG.subarray(0, 40)], 'cut.png', { type: 'image/png' }),
      '“cut.png”这个图片文件不完整或已损坏，无法读取。',
    ],
    ...BOMB_ROWS.map(([name, bomb]): [string, () => File, string] => [
      `image bomb ${name}`,
      bomb.file,
      zhTooLarge(bomb),
    ]),
  ])(
    '%s as the background image: refused at once with its reason; the background before stays',
    async (_n, file, message) => {
      render(island());
      fireEvent.click(screen.getByRole('radio', { name: '图片' }));
      const bgPicker = () => screen.getByLabelText('选择背景图片');
      chooseFiles(bgPicker(), new File([ONE_PIXEL_PNG], 'sky.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getByRole('button', { name: '移除背景图片' })).toBeTruthy());
      chooseFiles(bgPicker(), file());
      expect((await screen.findByTestId('bgr-bg-error')).textContent).toBe(message);
      expect(screen.getByTestId('bgr-bg-error').getAttribute('role')).toBe('alert');
      expect(screen.getByText('sky.png')).toBeTruthy();
      expect(decode).not.toHaveBeenCalled();
      expectNoEngineText();
    },
  );

  it('the setting is kept after a reload', async () => {
    start();
    await reload(island, 'background-remover:settings', (raw) => raw.includes('"blur"'));
    await waitFor(checkPrevious);
  });
});
