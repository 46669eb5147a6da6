import { describe, expect, it } from 'vitest';
import { binaryType, invalidUtf8Offset, readTextFile } from './text-file';

const bytes = (...b: number[]) => new Uint8Array(b);
const utf8 = (s: string) => new TextEncoder().encode(s);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

describe('binaryType', () => {
  it('names formats by their magic number', () => {
    expect(binaryType(bytes(...PNG))).toBe('PNG');
    expect(binaryType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('JPEG');
    expect(binaryType(utf8('GIF89a\x01\x00'))).toBe('GIF');
    expect(binaryType(utf8('%PDF-1.7\n'))).toBe('PDF');
    expect(binaryType(bytes(0x50, 0x4b, 0x03, 0x04, 20, 0))).toBe('ZIP');
    expect(binaryType(bytes(0x1f, 0x8b, 8, 0))).toBe('GZIP');
  });
  it('does not call text or SVG binary', () => {
    expect(binaryType(utf8('{"a": 1}'))).toBeNull();
    expect(binaryType(utf8('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(binaryType(bytes())).toBeNull();
  });
});

describe('invalidUtf8Offset', () => {
  it('is -1 for valid UTF-8, including 4-byte sequences', () => {
    expect(invalidUtf8Offset(utf8('a é 中 😀'))).toBe(-1);
    expect(invalidUtf8Offset(bytes())).toBe(-1);
  });
  it('finds the first bad byte', () => {
    expect(invalidUtf8Offset(bytes(0x61, 0x62, 0xff))).toBe(2);
    expect(invalidUtf8Offset(bytes(0x61, 0xc3))).toBe(1); // truncated sequence
    expect(invalidUtf8Offset(bytes(0xc3, 0x28))).toBe(0); // bad continuation byte
    expect(invalidUtf8Offset(bytes(0xc0, 0xaf))).toBe(0); // overlong "/"
    expect(invalidUtf8Offset(bytes(0x20, 0xed, 0xa0, 0x80))).toBe(1); // encoded surrogate U+D800
    expect(invalidUtf8Offset(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0); // past U+10FFFF
    expect(invalidUtf8Offset(bytes(0x80))).toBe(0); // lone continuation byte
  });
});

describe('readTextFile', () => {
  it('decodes UTF-8 and drops a byte-order mark', () => {
    expect(readTextFile(utf8('{"k":"中"}'))).toEqual({ ok: true, text: '{"k":"中"}', encoding: 'utf-8' });
    expect(readTextFile(bytes(0xef, 0xbb, 0xbf, 0x5b, 0x5d))).toEqual({ ok: true, text: '[]', encoding: 'utf-8' });
    expect(readTextFile(bytes())).toEqual({ ok: true, text: '', encoding: 'utf-8' });
  });
  it('decodes UTF-16 with a byte-order mark', () => {
    expect(readTextFile(bytes(0xff, 0xfe, 0x5b, 0, 0x31, 0, 0x5d, 0))).toEqual({
      ok: true,
      text: '[1]',
      encoding: 'utf-16le',
    });
    expect(readTextFile(bytes(0xfe, 0xff, 0, 0x5b, 0, 0x5d))).toEqual({ ok: true, text: '[]', encoding: 'utf-16be' });
  });
  it('reports a known binary format with its real size', () => {
    const png = new Uint8Array(5000);
    png.set(PNG);
    expect(readTextFile(png)).toEqual({ ok: false, problem: 'binary', type: 'PNG', size: 5000 });
  });
  it('reports NUL bytes near the start as binary of unknown type', () => {
    expect(readTextFile(bytes(0x7b, 0, 0x7d))).toEqual({ ok: false, problem: 'binary', type: null, size: 3 });
  });
  it('reports invalid UTF-8 with the offset of the first bad byte', () => {
    expect(readTextFile(bytes(0x5b, 0x22, 0xe9, 0x22, 0x5d))).toEqual({
      ok: false,
      problem: 'encoding',
      offset: 2,
      size: 5,
    });
  });
});
