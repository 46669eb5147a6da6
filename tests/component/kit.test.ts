import { describe, expect, it } from 'vitest';
import { badFiles, islandResources } from './kit';

describe('component kit', () => {
  it('gives the bad-file set and an island its strings', () => {
    expect(badFiles.empty().size).toBe(0);
    expect(badFiles.png().size).toBe(70);
    expect(badFiles.random('r.bin', 1).size).toBe(1024 * 1024);
    expect(Object.keys(islandResources('zh', 'ui', 'text-diff').tools ?? {})).toEqual(['ui', 'text-diff']);
  });
});
