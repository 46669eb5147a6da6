import { describe, expect, it } from 'vitest';
import { formatBytes } from '../format';
import { modelResources } from './build';
import { SEGMENT_DOWNLOAD_BYTES, SEGMENT_MODEL_BYTES, SEGMENT_RUNTIME_BYTES } from './download';
import { MODEL_KEY, WASM_SIMD_KEY } from './paths';

describe('the model size every segmentation page quotes', () => {
  it('is the sum of the model and the SIMD runtime the build ships', () => {
    const shipped = modelResources();
    expect(SEGMENT_MODEL_BYTES).toBe(shipped[MODEL_KEY]!.size);
    expect(SEGMENT_RUNTIME_BYTES).toBe(shipped[WASM_SIMD_KEY]!.size);
    expect(SEGMENT_DOWNLOAD_BYTES).toBe(54_892_041);
  });

  it('reads "52.3 MB" in every language', () => {
    for (const lng of ['zh', 'en', 'ja', 'ko']) expect(formatBytes(SEGMENT_DOWNLOAD_BYTES, lng)).toBe('52.3 MB');
  });
});
