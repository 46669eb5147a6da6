// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the image annotator (zh), on the real island: a 0-byte .png, a PDF named .png and
 * 50 MB of random bytes are refused from their first bytes with their translated message and never reach the
 * decoder (createImageBitmap is the decode seam here: a stand-in that counts what it is given); a PNG cut after
 * 40 bytes (no IEND) and the image bombs (tests/component/bombs.ts: their header says they are over the image
 * kit's pixel limit) are refused from their bytes too, never decoded. The image open before stays.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fakeBitmap,
  isolateCases,
  stubCanvas,
  stubImageDecoder,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import ImageAnnotator from './ImageAnnotator';

let decode: ReturnType<typeof stubImageDecoder>;
isolateCases(() => {
  // The browser's decoder, stood in for: the whole 1×1 PNG decodes; anything else cannot be decoded.
  decode = stubImageDecoder(async (source) => {
    if (source instanceof Blob && source.size === ONE_PIXEL_PNG.byteLength) return fakeBitmap(1, 1);
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  });
  // Konva draws the open image on canvases: they take the calls and draw nothing.
  stubCanvas();
});

const island = () => <ImageAnnotator locale="zh" resources={zhResources('image-annotator')} />;
const picker = () => screen.getByLabelText('选择要标注的图片');

async function putPrevious() {
  chooseFiles(picker(), badFiles.png());
  await waitFor(() => expect(screen.getByTestId('annotator-status').textContent).toContain('1 × 1 像素'), {
    timeout: 10_000,
  });
  expect(decode).toHaveBeenCalledTimes(1);
}
function checkPrevious() {
  expect(screen.getByTestId('annotator-status').textContent).toContain('1 × 1 像素');
  expect(screen.getByTestId('annotator-stage').querySelector('canvas')).not.toBeNull();
}

describe('image-annotator: hostile input (zh)', () => {
  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size and the limit, never decoded',
    async (_, bomb) => {
      render(island());
      await putPrevious();
      chooseFiles(picker(), bomb.file());
      const error = await screen.findByTestId('annotator-error', {}, { timeout: 10_000 });
      expect(error.getAttribute('role')).toBe('alert');
      expect(error.textContent).toBe(zhTooLarge(bomb));
      expect(decode).toHaveBeenCalledTimes(1);
      checkPrevious();
      expectNoEngineText();
    },
  );

  it('no file yet: no error', () => {
    render(island());
    expect(screen.queryByTestId('annotator-error')).toBeNull();
  });

  it.each([
    ['a 0-byte .png', () => badFiles.empty('empty.png', 'image/png'), '“empty.png”是空文件（0 字节），里面没有图片。'],
    [
      'a PDF named .png',
      () => badFiles.pdf('scan.png', 'image/png'),
      '无法打开“scan.png”：无论文件名怎么写，它的内容是 PDF 文件，而本工具只能读取 PNG、JPEG、WebP、GIF、AVIF、BMP 和 SVG 图片。',
    ],
    [
      '50 MB of random bytes',
      () => badFiles.random(),
      '“random.pdf”不是本工具能识别的图片（PNG、JPEG、WebP、GIF、AVIF、BMP、ICO 或 SVG），无论文件名怎么写。',
    ],
  ])('%s: refused before decoding; the image open before stays', async (_, file, message) => {
    render(island());
    await putPrevious();
    chooseFiles(picker(), file());
    const error = await screen.findByTestId('annotator-error', {}, { timeout: 10_000 });
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe(message);
    expect(decode).toHaveBeenCalledTimes(1);
    checkPrevious();
    expectNoEngineText();
  });

  it('a PNG cut after 40 bytes: refused from its bytes (no end), never decoded; the image before stays', async () => {
    render(island());
    await putPrevious();
    const before = decode.mock.calls.length;
    chooseFiles(picker(), new File([ONE_PIXEL_PNG.subarray(0, 40)], 'cut.png', { type: 'image/png' }));
    const error = await screen.findByTestId('annotator-error', {}, { timeout: 10_000 });
    expect(error.textContent).toBe('“cut.png”看起来是图片，但浏览器无法解码：文件可能已损坏或不完整。');
    expect(decode.mock.calls.length).toBe(before);
    checkPrevious();
    expectNoEngineText();
  });
});
