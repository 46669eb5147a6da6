// @vitest-environment happy-dom
/**
 * The hostile-input sweep for image-watermark (was its e2e row): the real island in zh, its real worker handlers
 * in-process. Stubbed seams: canvas and createImageBitmap (happy-dom has neither; this decoder fails as
 * Chromium's does on damaged bytes). Files refused from their bytes must never reach the decoder.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  isolateCases,
  listItem,
  pasteText,
  reload,
  stubCanvas,
  stubImageDecoder,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import ImageWatermark from './ImageWatermark';

const PREVIOUS = '保留的水印';
const island = () => <ImageWatermark locale="zh" resources={zhResources('image-watermark')} />;
const text = () => screen.getByLabelText('水印文字', { exact: true }) as HTMLInputElement;
const picker = () => screen.getByLabelText('选择要加水印的图片');

let decode: ReturnType<typeof stubImageDecoder>;

stubWorker(() => import('./worker'));
isolateCases(() => {
  stubCanvas();
  decode = stubImageDecoder();
});

function start() {
  render(island());
  fill(text(), PREVIOUS);
  expect(text().value).toBe(PREVIOUS);
}

describe('image-watermark: hostile input (zh)', () => {
  it('empty input: asks for a text, no error', () => {
    start();
    fill(text(), '');
    expect(screen.getByText('请输入水印文字后再应用。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    [
      'a 0-byte .png',
      () => badFiles.empty('empty.png', 'image/png'),
      '这个文件是空的（0 字节），里面没有图片。已跳过。',
    ],
    ['a PDF named .jpg', () => badFiles.pdf('scan.jpg', 'image/jpeg'), '这是 PDF 文件，本工具无法给它加水印。已跳过。'],
    ['50 MB of random bytes', () => badFiles.random(), '这不是可读取的图片文件。已跳过。'],
  ])('%s: skipped on its row from its bytes, never decoded; the text kept', async (_name, file, message) => {
    start();
    const f = file();
    chooseFiles(picker(), f);
    await waitFor(() => expect(within(listItem(f.name)).getByText(message)).toBeTruthy());
    expect(decode).not.toHaveBeenCalled();
    expect(text().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('a damaged JPEG: its first bytes say JPEG, the decode finds it damaged; skipped on its row', async () => {
    start();
    chooseFiles(picker(), badFiles.damagedJpeg());
    await waitFor(() =>
      expect(
        within(listItem('damaged.jpg')).getByText('这张图片已损坏，或是本浏览器无法读取的格式。已跳过。'),
      ).toBeTruthy(),
    );
    expect(decode).toHaveBeenCalled();
    expect(text().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s: skipped on its row from its header with its size, never decoded',
    async (_, bomb) => {
      start();
      const f = bomb.file();
      chooseFiles(picker(), f);
      await waitFor(() => expect(within(listItem(f.name)).getByText(zhTooLarge(bomb))).toBeTruthy());
      expect(decode).not.toHaveBeenCalled();
      expect(text().value).toBe(PREVIOUS);
      expectNoEngineText();
    },
  );

  it.each(BOMB_ROWS)(
    'image bomb %s as the logo: refused from its header with its size, never decoded',
    async (_, bomb) => {
      start();
      fireEvent.click(screen.getByRole('radio', { name: 'Logo 图片' }));
      chooseFiles(screen.getByLabelText('选择 Logo 图片'), bomb.file());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(zhTooLarge(bomb));
      expect(decode).not.toHaveBeenCalled();
      expectNoEngineText();
    },
  );

  it('6,000,000 characters pasted as the watermark text: refused, the text unchanged', () => {
    start();
    expect(pasteText(text(), '水'.repeat(6_000_000))).toBe(true);
    expect(
      within(screen.getByRole('alert')).getByText(
        '未粘贴：这段文字有 6,000,000 个字符，此处最多 200 个。原有内容未变。',
      ),
    ).toBeTruthy();
    expect(text().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('the watermark text is kept after a reload', async () => {
    start();
    await reload(island, 'image-watermark:settings', (raw) => raw.includes(PREVIOUS));
    await waitFor(() => expect(text().value).toBe(PREVIOUS));
  });
});
