import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes';

describe('concatBytes', () => {
  it('joins the parts in order, subarrays included', () => {
    const whole = new Uint8Array([9, 1, 2, 3, 9]);
    expect([...concatBytes([new Uint8Array([0xff, 0xd8]), whole.subarray(1, 4), new Uint8Array([])])]).toEqual([
      0xff, 0xd8, 1, 2, 3,
    ]);
    expect(concatBytes([]).length).toBe(0);
  });
});
