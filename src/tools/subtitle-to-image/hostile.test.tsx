// @vitest-environment happy-dom
/**
 * The hostile-input sweep for subtitle-to-image (was its e2e row): the real island in zh (it has no worker).
 * Stubbed seams: canvas, fonts, and createImageBitmap under the image decoder — which a screenshot refused from
 * its bytes must never reach.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  fontsLoadAtOnce,
  isolateCases,
  pasteText,
  reload,
  spyThrough,
  stubCanvas,
  stubFonts,
  stubImageDecoder,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import SubtitleToImage from './SubtitleToImage';

vi.mock('../../lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal));
const decodeImage = vi.hoisted(() => vi.fn<(file: Blob) => Promise<ImageBitmap>>());
vi.mock('../../lib/image', (importOriginal) => spyThrough(importOriginal, 'decodeImage', decodeImage));

const PREVIOUS = '保留的台词\n第二句';
const island = () => <SubtitleToImage locale="zh" resources={zhResources('subtitle-to-image')} />;
const lines = () => screen.getByRole('textbox', { name: '台词' }) as HTMLTextAreaElement;

let createBitmap: ReturnType<typeof stubImageDecoder>;
isolateCases(() => {
  stubCanvas();
  stubFonts();
  createBitmap = stubImageDecoder();
  decodeImage.mockClear();
});

function start() {
  render(island());
  fill(lines(), PREVIOUS);
  expect(lines().value).toBe(PREVIOUS);
}

describe('subtitle-to-image: hostile input (zh)', () => {
  it('empty input: asks for a screenshot, no error', () => {
    start();
    fill(lines(), '');
    expect(screen.getByText('请先选择一张截图。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    [
      'a 0-byte .png',
      () => badFiles.empty('empty.png', 'image/png'),
      'empty.png 是空文件（0 字节），里面没有图片。已保留原来的截图。',
    ],
    [
      'a PDF named .jpg',
      () => badFiles.pdf('scan.jpg', 'image/jpeg'),
      'scan.jpg 是 PDF 文件，本工具无法把它读作截图。已保留原来的截图。',
    ],
    ['50 MB of random bytes', () => badFiles.random(), 'random.pdf 不是可读取的图片文件。已保留原来的截图。'],
  ])('%s as the screenshot: refused from its bytes, never decoded; the lines kept', async (_name, file, message) => {
    start();
    chooseFiles(screen.getByLabelText('选择视频截图'), file());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(decodeImage).not.toHaveBeenCalled();
    expect(lines().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)('image bomb %s as the screenshot: refused from its header, never decoded', async (_, bomb) => {
    start();
    chooseFiles(screen.getByLabelText('选择视频截图'), bomb.file());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(zhTooLarge(bomb));
    expect(decodeImage).not.toHaveBeenCalled();
    expect(createBitmap).not.toHaveBeenCalled();
    expect(lines().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('a 0-byte text file as subtitles: nothing imported; the lines kept', async () => {
    start();
    chooseFiles(screen.getByLabelText('导入字幕文件（.srt 或 .vtt）'), badFiles.empty());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('empty.txt 是空文件，没有导入任何内容。')).toBeTruthy();
    expect(lines().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('6,000,000 characters pasted as the lines: refused, the lines unchanged', () => {
    start();
    expect(pasteText(lines(), '台'.repeat(6_000_000))).toBe(true);
    expect(
      within(screen.getByRole('alert')).getByText(
        '未粘贴：这段文字有 6,000,000 个字符，此处最多 100,000 个。原有内容未变。',
      ),
    ).toBeTruthy();
    expect(lines().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('the lines are kept after a reload', async () => {
    start();
    await reload(island, 'subtitle-to-image:text', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(lines().value).toBe(PREVIOUS));
  });
});
