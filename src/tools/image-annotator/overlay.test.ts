import { describe, expect, it } from 'vitest';
import { strips } from './overlay';

describe('strips', () => {
  it('cuts the output into rows of at most maxPixels, the last one shorter', () => {
    expect(strips(100, 25, 1000)).toEqual([
      { y: 0, height: 10 },
      { y: 10, height: 10 },
      { y: 20, height: 5 },
    ]);
    expect(strips(4000, 3000)).toHaveLength(6);
    expect(strips(4000, 3000)[5]).toEqual({ y: 2500, height: 500 });
  });

  it('a row wider than the budget is a strip of its own', () => {
    expect(strips(5000, 2, 1000)).toEqual([
      { y: 0, height: 1 },
      { y: 1, height: 1 },
    ]);
  });
});
