// @vitest-environment happy-dom
/**
 * An iPhone photo (HEIC, made by heif-enc: tests/fixtures/images/heic) on the real island and its real workers:
 * the tool's own decode and the segmentation's both get it from libheif (the browser cannot decode it), upright
 * (96 × 160, not the stored 160 × 96); the photo is opened and handed on to the model (absent here).
 */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseFiles, isolateCases, stubCanvas, stubWorker, zhResources } from '../../../tests/component/hostile';
import { diffFromUpright, heicFile, serveLibheif, stubChromiumDecoder, UPRIGHT } from '../../lib/image/test-heic';
import IdPhotoMaker from './IdPhotoMaker';

const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));

let decoded: ReturnType<typeof stubChromiumDecoder>;

stubWorker(() => import('./worker'), {
  segmentation: () => import('../../lib/segment/worker'),
  heif: () => import('../../lib/image/heif-worker'),
});
isolateCases(() => {
  stubCanvas();
  serveLibheif();
  decoded = stubChromiumDecoder();
});

describe('id-photo-maker: HEIC (zh)', () => {
  it('opens upright in both workers and reaches the model step', async () => {
    render(<IdPhotoMaker locale="zh" resources={zhResources('id-photo-maker')} />);
    chooseFiles(screen.getByLabelText('选择人像照片'), heicFile());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    // What stopped it is the model (no network in tests), not the photo.
    expect(alert.textContent).not.toContain('无法把这个文件读取为图片');
    await waitFor(() => expect(decoded.pixels).toHaveLength(2));
    for (const p of decoded.pixels) {
      expect([p.width, p.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
      expect(diffFromUpright(p.data)).toBeLessThan(4);
    }
  });
});
