// @vitest-environment happy-dom
/**
 * An iPhone photo (HEIC, made by heif-enc: tests/fixtures/images/heic) on the real island and its real
 * segmentation worker: taken from its bytes (not "not an image"), decoded on the device by libheif where the
 * browser cannot, upright (96 × 160, not the stored 160 × 96), and handed on to the model (absent here).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseFiles, isolateCases, listItem, stubWorker, zhResources } from '../../../tests/component/hostile';
import { diffFromUpright, heicFile, serveLibheif, stubChromiumDecoder, UPRIGHT } from '../../lib/image/test-heic';
import BackgroundRemover from './BackgroundRemover';

const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));

let decoded: ReturnType<typeof stubChromiumDecoder>;

stubWorker(() => import('./worker'), {
  segmentation: () => import('../../lib/segment/worker'),
  heif: () => import('../../lib/image/heif-worker'),
});
isolateCases(() => {
  serveLibheif();
  decoded = stubChromiumDecoder();
});

describe('background-remover: HEIC (zh)', () => {
  it('is decoded upright and reaches the model step', async () => {
    render(<BackgroundRemover locale="zh" resources={zhResources('background-remover')} />);
    chooseFiles(screen.getByLabelText('选择照片'), heicFile());
    await waitFor(() => expect(listItem('IMG_0001.HEIC').dataset.status).toMatch(/^error-/), { timeout: 10_000 });
    // The model could not load (no network in tests): that, not the photo, is what stopped it.
    expect(listItem('IMG_0001.HEIC').dataset.status).not.toBe('error-decode');
    expect(within(listItem('IMG_0001.HEIC')).queryByText(/无法把这个文件读取为图片/)).toBeNull();
    expect(decoded.pixels).toHaveLength(1);
    expect([decoded.pixels[0]!.width, decoded.pixels[0]!.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
    expect(diffFromUpright(decoded.pixels[0]!.data)).toBeLessThan(4);
  });
});
