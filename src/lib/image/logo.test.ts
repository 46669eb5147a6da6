import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoProblem } from './logo';

const bytes = (...b: number[]) => new Uint8Array(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52);
const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

describe('logoProblem', () => {
  it('takes raster images and SVG up to 20 MB', () => {
    expect(LOGO_MAX_BYTES).toBe(20_971_520);
    expect(logoProblem(PNG.length, PNG)).toBeNull();
    expect(logoProblem(SVG.length, SVG)).toBeNull();
    expect(logoProblem(LOGO_MAX_BYTES, PNG)).toBeNull();
  });

  it('refuses an empty file, one over 20 MB (whatever it is), and what is not an image', () => {
    expect(logoProblem(0, PNG)).toBe('empty');
    expect(logoProblem(LOGO_MAX_BYTES + 1, PNG)).toBe('tooLarge');
    expect(logoProblem(LOGO_MAX_BYTES + 1, PDF)).toBe('tooLarge');
    expect(logoProblem(PDF.length, PDF)).toBe('notImage');
  });
});
