import { describe, expect, it } from 'vitest';
import { classifyFailure, workSize } from './sizes';

describe('segmentation sizes and failures', () => {
  it('scales the photo down to the model side, never up', () => {
    expect(workSize(4000, 3000, 1024)).toEqual([1024, 768]);
    expect(workSize(3000, 4000, 1024)).toEqual([768, 1024]);
    expect(workSize(800, 600, 1024)).toEqual([800, 600]);
    expect(workSize(100_000, 10, 1024)).toEqual([1024, 1]);
    expect(workSize(4032, 3024, 1024)).toEqual([1024, 768]);
  });

  it('tells memory failures from model failures', () => {
    expect(classifyFailure(new RangeError('Array buffer allocation failed'))).toBe('memory');
    expect(classifyFailure(new Error('Aborted(OOM)'))).toBe('memory');
    expect(classifyFailure('RuntimeError: memory access out of bounds')).toBe('memory');
    expect(
      classifyFailure(
        new Error('Resource metadata not found. Ensure that the config.publicPath is configured correctly.'),
      ),
    ).toBe('model');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('model');
    expect(classifyFailure(new Error('Failed to create session: no available backend found.'))).toBe('model');
  });
});
