// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the image compressor (zh), on the real island: a 0-byte .png, a PDF named .png,
 * a text file and 50 MB of random bytes are refused from their first bytes, each with its translated message
 * in its own row, and never reach the codecs (the worker — wasm codecs and createImageBitmap — is the decode
 * seam here: a stand-in that counts what it is given). The picture compressed before and the width limit stay.
 * The image bombs of tests/component/bombs.ts are refused on the page from their header's size, with the size and
 * the limit, before their bytes are sent to a worker.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseFiles, expectNoEngineText, fill, zhResources } from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import ImageCompressor from './ImageCompressor';
import { standInCodecs } from './test-codecs';

/** The codecs' stand-in: every image it is given compresses to the same 1×1 picture. */
const compress = standInCodecs();

const island = () => <ImageCompressor locale="zh" resources={zhResources('image-compressor')} />;
const picker = () => screen.getByLabelText('选择图片');
const width = () => screen.getByLabelText<HTMLInputElement>('最大宽度（像素）');
const row = (name: string) => screen.getByRole('listitem', { name });
const expectRowStatus = (name: string, message: string) =>
  waitFor(() => expect(within(row(name)).getByRole('status').textContent).toBe(message), { timeout: 10_000 });

async function putPrevious() {
  fill(width(), '640');
  chooseFiles(picker(), badFiles.png());
  await waitFor(() => expect(row('picture.png').dataset.status).toMatch(/^(done|kept)$/), { timeout: 10_000 });
}
function checkPrevious() {
  expect(screen.getAllByRole('listitem', { name: 'picture.png' })).toHaveLength(1);
  expect(width().value).toBe('640');
  // Only the picture ever reached the codecs.
  expect(compress).toHaveBeenCalled();
  for (const [req] of compress.mock.calls) expect(req.data.byteLength).toBe(ONE_PIXEL_PNG.byteLength);
}

const NOT_IMAGE = '这不是可以读取的图片。请选择 JPEG、PNG、WebP、AVIF、GIF 或 BMP 文件。';

describe('image-compressor: hostile input (zh)', () => {
  it('no file yet: no error', () => {
    render(island());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.error-text')).toBeNull();
  });

  it.each([
    ['a 0-byte .png', () => badFiles.empty('empty.png', 'image/png'), '这个文件是空的（0 字节）。'],
    [
      'a PDF named .png',
      () => badFiles.pdf('scan.png', 'image/png'),
      '这是 PDF 文件，本工具无法压缩。请选择 JPEG、PNG、WebP、AVIF、GIF、BMP 或 HEIC 图片。',
    ],
    ['a text file', () => badFiles.text(), NOT_IMAGE],
    ['50 MB of random bytes', () => badFiles.random(), NOT_IMAGE],
  ])('%s: refused in its row before decoding; the picture before stays', async (_, make, message) => {
    render(island());
    await putPrevious();
    const file = make();
    chooseFiles(picker(), file);
    await expectRowStatus(file.name, message);
    checkPrevious();
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s: refused in its row from its header with its size, never sent to a worker',
    async (name, bomb) => {
      render(island());
      await putPrevious();
      chooseFiles(picker(), bomb.file());
      await expectRowStatus(name, zhTooLarge(bomb));
      expect(row(name).dataset.status).toBe('error-tooLarge');
      // Refused for good: no retry (another setting cannot make it smaller).
      expect(within(row(name)).queryByRole('button', { name: /重试/ })).toBeNull();
      checkPrevious();
      expectNoEngineText();
    },
  );
});
