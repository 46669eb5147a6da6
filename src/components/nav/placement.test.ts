import { describe, expect, it } from 'vitest';
import { dropdownShift } from './placement';

describe('dropdownShift', () => {
  it('leaves a dropdown that fits where it is', () => {
    expect(dropdownShift(100, 360, 1280, 8)).toBe(0);
    expect(dropdownShift(912, 360, 1280, 8)).toBe(0); // right edge exactly 8 px from the viewport's
  });
  it('moves an overflowing dropdown left until it fits', () => {
    expect(dropdownShift(700, 420, 1024, 8)).toBe(-104);
    expect(dropdownShift(913, 360, 1280, 8)).toBe(-1);
  });
  it('never moves it past the left edge', () => {
    expect(dropdownShift(50, 420, 300, 8)).toBe(-42);
    expect(dropdownShift(8, 420, 300, 8)).toBe(0);
  });
});
