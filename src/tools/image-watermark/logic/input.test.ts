import { describe, expect, it } from 'vitest';
import { checkHead, roomFor, watermarkedName } from './input';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('checkHead', () => {
  it('takes PNG, JPEG and WebP by their bytes', () => {
    expect(checkHead(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 100)).toEqual({ ok: true, kind: 'png' });
    expect(checkHead(bytes(0xff, 0xd8, 0xff, 0xe0), 100)).toEqual({ ok: true, kind: 'jpeg' });
    expect(checkHead(text('RIFF\0\0\0\0WEBPVP8 '), 100)).toEqual({ ok: true, kind: 'webp' });
  });

  it('names an empty file, a PDF, an SVG and unknown bytes', () => {
    expect(checkHead(new Uint8Array(), 0)).toEqual({ ok: false, error: 'empty' });
    expect(checkHead(text('%PDF-1.7\n'), 9)).toEqual({ ok: false, error: 'notImage', other: 'PDF' });
    expect(checkHead(text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 40)).toEqual({
      ok: false,
      error: 'notImage',
      other: 'SVG',
    });
    expect(checkHead(bytes(1, 2, 3, 4, 5), 5)).toEqual({ ok: false, error: 'notImage', other: null });
  });
});

describe('watermarkedName', () => {
  it('adds a suffix and the output extension, keeping CJK names', () => {
    expect(watermarkedName('photo.jpeg', 'jpg')).toBe('photo-watermarked.jpg');
    expect(watermarkedName('照片.PNG', 'png')).toBe('照片-watermarked.png');
    expect(watermarkedName('a/b:c.webp', 'webp')).toBe('a-b-c-watermarked.webp');
  });
});

describe('roomFor: at most 50 images in a batch', () => {
  it('takes what fits and counts the rest', () => {
    expect(roomFor(0, 3, 50)).toEqual({ take: 3, refused: 0 });
    expect(roomFor(48, 5, 50)).toEqual({ take: 2, refused: 3 });
    expect(roomFor(50, 1, 50)).toEqual({ take: 0, refused: 1 });
    expect(roomFor(0, 60, 50)).toEqual({ take: 50, refused: 10 });
  });
});
