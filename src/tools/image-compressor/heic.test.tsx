// @vitest-environment happy-dom
/**
 * An iPhone photo (HEIC, made by heif-enc: tests/fixtures/images/heic) on the real island: taken from its bytes
 * (no longer refused), sent to the worker as HEIC to be written as JPEG under "Same as input", named .jpg. The
 * worker's decode of it is the image kit's (src/lib/image/heif.test.ts: upright, with the real libheif); the
 * codecs are a stand-in here, and the e2e spec runs the whole path in Chromium.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseFiles, zhResources } from '../../../tests/component/hostile';
import { HEIC_BYTES, heicFile } from '../../lib/image/test-heic';
import ImageCompressor from './ImageCompressor';
import { standInCodecs } from './test-codecs';

const compress = standInCodecs(() => ({
  width: 96,
  height: 160,
  inputWidth: 96,
  inputHeight: 160,
  inputHasMetadata: true,
}));

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
