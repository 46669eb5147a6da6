import { describe, expect, it } from 'vitest';
import { baseName, extensionFor, outputFileName } from './names';

describe('outputFileName', () => {
  it('replaces the extension and adds the suffix', () => {
    expect(outputFileName('photo.jpg', { suffix: 'compressed', ext: 'webp' })).toBe('photo-compressed.webp');
    expect(outputFileName('IMG_0001.HEIC', { suffix: 'converted', ext: '.png' })).toBe('IMG_0001-converted.png');
    expect(outputFileName('scan.final.pdf', { ext: 'pdf' })).toBe('scan.final.pdf');
    expect(outputFileName('my photo (1).jpeg', { suffix: 'small', ext: 'jpg' })).toBe('my photo (1)-small.jpg');
  });

  it('keeps Chinese, Japanese and Korean names', () => {
    expect(outputFileName('合同照片.PNG', { suffix: 'compressed', ext: 'webp' })).toBe('合同照片-compressed.webp');
    expect(outputFileName('写真 2024.jpg', { suffix: 'resized', ext: 'jpg' })).toBe('写真 2024-resized.jpg');
    expect(outputFileName('사진.webp', { ext: 'png' })).toBe('사진.png');
  });

  it('replaces characters file systems refuse, and falls back when nothing is left', () => {
    expect(outputFileName('a/b\\c:d*e?"f"<g>|h.png', { ext: 'png' })).toBe('a-b-c-d-e-f-g-h.png');
    expect(outputFileName('..\u0000\u0007.png', { ext: 'png' })).toBe('image.png');
    expect(outputFileName('', { suffix: 'x', ext: 'png' })).toBe('image-x.png');
    expect(outputFileName('.hidden', { ext: 'txt' })).toBe('hidden.txt'); // a leading dot would hide the file
    expect(outputFileName('sun 🌞 set.jpg', { ext: 'jpg' })).toBe('sun - set.jpg');
  });

  it('cuts very long names at whole characters', () => {
    const long = '长'.repeat(150) + '.jpg';
    expect(baseName(long)).toBe('长'.repeat(100));
    expect(baseName('😀'.repeat(120))).toBe('image'); // every emoji becomes "-", collapsed, trimmed: nothing left
  });
});

describe('extensionFor', () => {
  it('knows the usual image types and falls back to the subtype', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'IMAGE/AVIF'].map(extensionFor)).toEqual([
      'jpg',
      'png',
      'webp',
      'svg',
      'avif',
    ]);
    expect(extensionFor('image/tiff')).toBe('tiff');
    expect(extensionFor('')).toBe('bin');
  });
});
