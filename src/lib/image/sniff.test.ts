import { describe, expect, it } from 'vitest';
import { detectImageType, looksLikeSvg, sniffOther } from './sniff';
import { SAMPLES, bytes, utf8 } from './test-samples';

describe('detectImageType (magic numbers)', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'avif'],
    ['avifCompatible', 'image/avif', 'avif'],
    ['ico', 'image/x-icon', 'ico'],
    ['bmp', 'image/bmp', 'bmp'],
    ['svg', 'image/svg+xml', 'svg'],
  ] as const)('%s → %s (.%s)', (name, mime, ext) => {
    const t = detectImageType(SAMPLES[name]);
    expect(t && [t.mime, t.ext]).toEqual([mime, ext]);
  });

  it('sniffs SVG after a BOM, XML declaration, comments and doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg viewBox="0 0 1 1"></svg>';
    expect(looksLikeSvg(utf8(svg))).toBe(true);
    expect(detectImageType(utf8('  <SVG>\n</SVG>'))?.kind).toBe('svg');
  });

  it('does not take other text or formats for images', () => {
    expect(detectImageType(utf8('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(detectImageType(utf8('Hello, world'))).toBeNull();
    expect(detectImageType(utf8('BM is not a bitmap'))).toBeNull();
    expect(detectImageType(bytes([0, 0, 1, 0, 0, 0]))).toBeNull();
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 0x18], 'ftyp', 'heic', [0, 0, 0, 0], 'mif1', 'heic'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('names some common non-image formats', () => {
    expect(sniffOther(utf8('%PDF-1.7'))).toBe('PDF');
    expect(sniffOther(bytes('PK', [3, 4]))).toBe('ZIP');
    expect(sniffOther(bytes([0x1f, 0x8b, 8]))).toBe('GZIP');
    expect(sniffOther(bytes('II*', [0]))).toBe('TIFF');
    expect(sniffOther(bytes([0, 0, 0, 0x18], 'ftyp', 'heic'))).toBe('HEIC');
    expect(sniffOther(utf8('hello'))).toBeNull();
  });
});
