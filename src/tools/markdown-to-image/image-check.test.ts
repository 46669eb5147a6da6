// @vitest-environment happy-dom
/**
 * Images for the Markdown picture are checked from their bytes (the image kit's sniffing), then decoded: a 0-byte
 * file, a PDF or a HEIC photo named .png, and a PNG cut short are refused with their reason; a real PNG passes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import { checkImageFile, checkImageHead } from './image-check';

const HEIC_HEAD = new Uint8Array([0, 0, 0, 24, ...'ftypheic'.split('').map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);

describe('checkImageHead', () => {
  it.each([
    ['0 bytes', new Uint8Array(), 0, { reason: 'empty' }],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), 9, { reason: 'other', other: 'PDF' }],
    ['a HEIC photo', HEIC_HEAD, 16, { reason: 'other', other: 'HEIC' }],
    ['text', new TextEncoder().encode('hello'), 5, { reason: 'notImage' }],
    ['a PNG', ONE_PIXEL_PNG, ONE_PIXEL_PNG.byteLength, null],
  ])('%s', (_name, head, size, expected) => {
    expect(checkImageHead(head, size)).toEqual(expected);
  });
});

describe('checkImageFile', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('decodes what looks like an image, and refuses what the browser cannot decode', async () => {
    const decoded: number[] = [];
    vi.stubGlobal('createImageBitmap', async (b: Blob) => {
      decoded.push(b.size);
      if (b.size === ONE_PIXEL_PNG.byteLength) return { width: 1, height: 1, close() {} };
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await checkImageFile(new File([ONE_PIXEL_PNG], 'a.png', { type: 'image/png' }))).toBeNull();
    const cut = new File([ONE_PIXEL_PNG.slice(0, 40)], 'cut.png', { type: 'image/png' });
    expect(await checkImageFile(cut)).toEqual({ reason: 'decode' });
    expect(await checkImageFile(badFiles.empty('empty.png', 'image/png'))).toEqual({ reason: 'empty' });
    expect(await checkImageFile(badFiles.pdf('doc.png', 'image/png'))).toEqual({ reason: 'other', other: 'PDF' });
    // Only the two that looked like images reached the decoder.
    expect(decoded.slice(0, 2)).toEqual([ONE_PIXEL_PNG.byteLength, 40]);
  });
});
