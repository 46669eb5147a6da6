// @vitest-environment happy-dom
/**
 * An iPhone photo (HEIC, made by heif-enc: tests/fixtures/images/heic) on the real island and its real worker:
 * taken from its bytes, decoded on the device by libheif (WebAssembly, in its own worker as on a page) where the
 * browser cannot, upright (96 × 160, not the stored 160 × 96), and written as JPEG, which the row says.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, isolateCases, listItem, stubCanvas, stubWorker, zhResources } from '../../../tests/component/hostile';
import { diffFromUpright, heicFile, serveLibheif, stubChromiumDecoder, UPRIGHT } from '../../lib/image/test-heic';
import ImageWatermark from './ImageWatermark';

let decoded: ReturnType<typeof stubChromiumDecoder>;

stubWorker(() => import('./worker'), { heif: () => import('../../lib/image/heif-worker') });
isolateCases(() => {
  stubCanvas();
  serveLibheif();
  decoded = stubChromiumDecoder();
});

describe('image-watermark: HEIC (zh)', () => {
  it('opens upright and comes out as JPEG, said on its row', async () => {
    render(<ImageWatermark locale="zh" resources={zhResources('image-watermark')} />);
    fill(screen.getByLabelText('水印文字', { exact: true }) as HTMLInputElement, '样张');
    fireEvent.change(screen.getByLabelText('选择要加水印的图片'), { target: { files: [heicFile()] } });
    await waitFor(() => expect(within(listItem('IMG_0001.HEIC')).getByText('就绪：点击“应用水印”。')).toBeTruthy(), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: /应用水印/ }));
    await waitFor(
      () =>
        expect(
          within(listItem('IMG_0001.HEIC')).getByText(
            `已加水印：${UPRIGHT.width} × ${UPRIGHT.height} 像素，保存为 JPEG（浏览器无法写出原图的格式）。`,
          ),
        ).toBeTruthy(),
      { timeout: 10_000 },
    );
    expect(decoded.pixels.length).toBeGreaterThan(0);
    for (const p of decoded.pixels) {
      expect([p.width, p.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
      expect(diffFromUpright(p.data)).toBeLessThan(4);
    }
  });
});
