import { describe, expect, it } from 'vitest';
import { MAX_SIDE, checkHead, checkSize } from './load';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('checkHead', () => {
  it('accepts image magic numbers and SVG', () => {
    expect(checkHead(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 100)).toBeNull();
    expect(checkHead(bytes(0xff, 0xd8, 0xff, 0xe0), 100)).toBeNull();
    expect(checkHead(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 50)).toBeNull();
  });

  it('names what the file is instead', () => {
    expect(checkHead(bytes(), 0)).toEqual({ reason: 'empty' });
    expect(checkHead(new TextEncoder().encode('%PDF-1.7'), 8)).toEqual({ reason: 'other', other: 'PDF' });
    expect(checkHead(new TextEncoder().encode('hello'), 5)).toEqual({ reason: 'notImage' });
  });
});

describe('checkSize', () => {
  it('refuses what a canvas cannot hold', () => {
    expect(checkSize(4000, 3000)).toBeNull();
    expect(checkSize(MAX_SIDE, 100)).toBeNull();
    expect(checkSize(MAX_SIDE + 1, 100)).toEqual({ reason: 'tooLarge', width: MAX_SIDE + 1, height: 100 });
  });
});
