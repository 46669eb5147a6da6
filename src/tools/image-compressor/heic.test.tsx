// @vitest-environment happy-dom
/**
 * An iPhone photo (HEIC, made by heif-enc: tests/fixtures/images/heic) on the real island: taken from its bytes
 * (no longer refused), sent to the worker as HEIC to be written as JPEG under "Same as input", named .jpg. The
 * worker's decode of it is the image kit's (src/lib/image/heif.test.ts: upright, with the real libheif); the
 * codecs are a stand-in here, and the e2e spec runs the whole path in Chromium.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseFiles, isolateCases, servingWorker, zhResources } from '../../../tests/component/hostile';
import { ONE_PIXEL_PNG } from '../../../tests/component/kit';
import { HEIC_BYTES, heicFile } from '../../lib/image/test-heic';
import ImageCompressor from './ImageCompressor';
import type { CompressorProtocol, CompressReply, CompressRequest } from './protocol';

const compress = vi.fn(async (req: CompressRequest): Promise<CompressReply> => ({
  ok: true,
  codec: req.codec,
  output: ONE_PIXEL_PNG.slice().buffer,
  width: 96,
  height: 160,
  inputWidth: 96,
  inputHeight: 160,
  exifCopied: false,
  inputHasMetadata: true,
  ms: 1,
}));

isolateCases(() => {
  compress.mockClear();
  vi.stubGlobal('Worker', servingWorker<CompressorProtocol>({ compress }));
});

describe('image-compressor: HEIC (zh)', () => {
  it('is compressed (as JPEG under "Same as input"), not refused', async () => {
    render(<ImageCompressor locale="zh" resources={zhResources('image-compressor')} />);
    chooseFiles(screen.getByLabelText('选择图片'), heicFile());
    const row = () => screen.getByRole('listitem', { name: 'IMG_0001.HEIC' });
    await waitFor(() => expect(row().dataset.status).toBe('done'), { timeout: 10_000 });
    expect(compress).toHaveBeenCalledTimes(1);
    const [req] = compress.mock.calls[0]!;
    expect([req.kind, req.codec]).toEqual(['heic', 'jpeg']);
    expect(new Uint8Array(req.data)).toEqual(HEIC_BYTES);
    expect(within(row()).getByRole('button', { name: /IMG_0001-compressed\.jpg/ })).toBeTruthy();
  });
});
