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
    const decoded: string[] = [];
    vi.stubGlobal('createImageBitmap', async (b: Blob) => {
      if (b instanceof File) decoded.push(b.name);
      if (b instanceof File && b.name === 'a.png') return { width: 1, height: 1, close() {} };
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await checkImageFile(new File([ONE_PIXEL_PNG], 'a.png', { type: 'image/png' }))).toBeNull();
    // A PNG cut short (no IEND) is refused from its bytes; one whose end is there but whose data is bad is
    // refused by the decoder.
    const cut = new File([ONE_PIXEL_PNG.slice(0, 40)], 'cut.png', { type: 'image/png' });
    expect(await checkImageFile(cut)).toEqual({ reason: 'damaged' });
    const bad = ONE_PIXEL_PNG.slice();
    bad[45] = 0xff;
    expect(await checkImageFile(new File([bad], 'bad.png', { type: 'image/png' }))).toEqual({ reason: 'decode' });
    expect(await checkImageFile(badFiles.empty('empty.png', 'image/png'))).toEqual({ reason: 'empty' });
    expect(await checkImageFile(badFiles.pdf('doc.png', 'image/png'))).toEqual({ reason: 'other', other: 'PDF' });
    // Only the two whole files that looked like images reached the decoder.
    expect(decoded).toEqual(['a.png', 'bad.png']);
  });
});
