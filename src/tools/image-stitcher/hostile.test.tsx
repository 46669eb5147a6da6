// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the image stitcher (zh), on the real island: a 0-byte file, a PDF and 50 MB of
 * random bytes are refused from their first bytes, each named with its translated reason at the file input,
 * and never reach the decoder (the worker — createImageBitmap — is the decode seam here: a stand-in that counts
 * what it is given); a PNG that claims 100,000 × 100,000 pixels is refused from its header (the image kit's
 * one pixel limit) and never reaches the decoder either. The image added before stays listed, once.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TaskContext } from '../../lib/worker/serve';
import { claimedSizePng } from '../../../tests/fixtures/images/stitch/make.mjs';
import {
  chooseFiles,
  expectNoEngineText,
  fakeBitmap,
  isolateCases,
  servingWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import ImageStitcher from './ImageStitcher';
import type { ImageStitcherProtocol, ProbeResult } from './protocol';

/** Decodable by a browser: a PNG whose header asks for at most this many pixels. */
const DECODABLE_PIXELS = 2 ** 28;

/**
 * The decoder's stand-in: reads the PNG header's size; a picture too large to allocate cannot be decoded. The
 * thumbnail is transferred, as the real worker does.
 */
const probe = vi.fn(
  async ({ file }: { file: Blob; thumbSide: number }, ctx: TaskContext<never>): Promise<ProbeResult> => {
    const head = new DataView(await file.slice(0, 24).arrayBuffer());
    const [width, height] = [head.getUint32(16), head.getUint32(20)];
    if (width * height > DECODABLE_PIXELS) return { ok: false, reason: 'decode' };
    const thumb = fakeBitmap(width, height);
    ctx.transfer(thumb);
    return { ok: true, width, height, thumb };
  },
);

isolateCases(() => {
  probe.mockClear();
  vi.stubGlobal(
    'Worker',
    servingWorker<ImageStitcherProtocol>({ probe, render: async () => ({ ok: false, reason: 'canvas' }) }),
  );
});

const island = () => <ImageStitcher locale="zh" resources={zhResources('image-stitcher')} />;
const picker = () => screen.getByLabelText('选择要拼接的图片');
const listed = (name: string) => document.querySelectorAll(`li[data-name="${name}"]`);

async function putPrevious() {
  chooseFiles(picker(), badFiles.png());
  await waitFor(() => expect(listed('picture.png')).toHaveLength(1), { timeout: 10_000 });
  expect(probe).toHaveBeenCalledTimes(1);
}

describe('image-stitcher: hostile input (zh)', () => {
  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size and the limit, never probed',
    async (name, bomb) => {
      render(island());
      await putPrevious();
      chooseFiles(picker(), bomb.file());
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.querySelector('li')?.textContent).toBe(`“${name}”：${zhTooLarge(bomb)}`);
      expect(probe).toHaveBeenCalledTimes(1);
      expect(listed('picture.png')).toHaveLength(1);
      expectNoEngineText();
    },
  );

  it('no file yet: no alert', () => {
    render(island());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a 0-byte file', () => badFiles.empty(), '未添加“empty.txt”：文件是空的（0 字节）。'],
    ['a PDF', () => badFiles.pdf(), '未添加“plain.pdf”：这是 PDF 文件，不是本工具能读取的图片。'],
    ['50 MB of random bytes', () => badFiles.random(), '未添加“random.pdf”：这不是图片文件。'],
  ])('%s: refused at the file input before decoding; the image before stays', async (_, file, message) => {
    render(island());
    await putPrevious();
    chooseFiles(picker(), file());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.dataset.testid).toBe('stitch-problems');
    expect(alert.querySelector('li')?.textContent).toBe(message);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(listed('picture.png')).toHaveLength(1);
    expectNoEngineText();
  });

  it('a PNG that claims 100,000 × 100,000 pixels: refused from its header with its size, never decoded', async () => {
    render(island());
    await putPrevious();
    chooseFiles(
      picker(),
      new File([new Uint8Array(claimedSizePng(100_000, 100_000))], 'bomb.png', { type: 'image/png' }),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.querySelector('li')?.textContent).toBe(
      '“bomb.png”：图片过大（100,000 × 100,000 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
    );
    // Only the picture added before was probed (decoded).
    expect(probe).toHaveBeenCalledTimes(1);
    expect(listed('picture.png')).toHaveLength(1);
    expect(listed('bomb.png')).toHaveLength(0);
    expectNoEngineText();
  });
});
