// @vitest-environment happy-dom
/**
 * Each row says the format its file is written in: a JPEG keeps its format ("格式与原图相同"), a GIF comes out as
 * PNG and says "保存为 PNG", never "same format". The real island and its real worker; the browser's decoder and
 * canvas are stand-ins (a 3 × 2 bitmap, an empty file of the type asked for).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeBitmap,
  fill,
  isolateCases,
  listItem,
  stubCanvas,
  stubImageDecoder,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import ImageWatermark from './ImageWatermark';

stubWorker(() => import('./worker'));
isolateCases(() => {
  stubCanvas();
  stubImageDecoder(() => Promise.resolve(fakeBitmap(3, 2)));
});

/** The first bytes of a 3 × 2 GIF89a and of a 3 × 2 JPEG (SOI, then a baseline SOF0). */
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 3, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x3b]);
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x03, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03,
  0x11, 0x01, 0xff, 0xd9,
]);

describe('image-watermark: the format each row is saved in (zh)', () => {
  it('JPEG: the same format; GIF: PNG, said on its row', async () => {
    render(<ImageWatermark locale="zh" resources={zhResources('image-watermark')} />);
    // The drop zone says it up front, per input format.
    expect(
      screen.getByText(
        '支持 JPEG、PNG、WebP、HEIC（iPhone 照片）等格式；一次最多 50 张，保持原始分辨率。JPEG、PNG、WebP 保持原格式；HEIC 保存为 JPEG；GIF、BMP、AVIF 等其他格式保存为 PNG。',
      ),
    ).toBeTruthy();
    fill(screen.getByLabelText('水印文字', { exact: true }) as HTMLInputElement, '样张');
    const files = [
      new File([GIF], 'anim.gif', { type: 'image/gif' }),
      new File([JPEG], 'photo.jpg', { type: 'image/jpeg' }),
    ];
    fireEvent.change(screen.getByLabelText('选择要加水印的图片'), { target: { files } });
    for (const name of ['anim.gif', 'photo.jpg'])
      await waitFor(() => expect(within(listItem(name)).getByText('就绪：点击“应用水印”。')).toBeTruthy(), {
        timeout: 10_000,
      });
    fireEvent.click(screen.getByRole('button', { name: /应用水印/ }));
    await waitFor(
      () =>
        expect(
          within(listItem('anim.gif')).getByText('已加水印：3 × 2 像素，保存为 PNG（浏览器无法写出原图的格式）。'),
        ).toBeTruthy(),
      { timeout: 10_000 },
    );
    await waitFor(
      () => expect(within(listItem('photo.jpg')).getByText('已加水印：3 × 2 像素，格式与原图相同。')).toBeTruthy(),
      { timeout: 10_000 },
    );
    expect(within(listItem('anim.gif')).queryByText(/格式与原图相同/)).toBeNull();
  });
});
