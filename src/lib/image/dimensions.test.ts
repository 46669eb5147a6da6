import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bombPng, claimingJpeg, IMAGE_BOMBS } from '../../../tests/component/bombs';
import { decodeBitmap, decodeImage, ImageTooLargeError } from './decode';
import { headerSize, inspectBytes, inspectImage, IMAGE_LIMITS, tooLargeParams } from './dimensions';
import { SAMPLES, utf8 } from './test-samples';

const fixture = (p: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../../../tests/fixtures', p)));
const asFile = (b: Uint8Array, name = 'x') => new File([b as Uint8Array<ArrayBuffer>], name);

describe('headerSize', () => {
  it('reads the size of files other programs made', () => {
    expect(headerSize(fixture('images/wm-alpha.png'))).toEqual({ width: 240, height: 160 });
    expect(headerSize(fixture('images/wm-photo.jpg'))).toEqual({ width: 320, height: 200 });
    expect(headerSize(fixture('images/stitch/blue.jpg'))).toEqual({ width: 50, height: 30 });
    // An iPhone-style HEIC made by libheif (tests/fixtures/images/heic/make-heic.sh): stored 160 × 96, shown
    // rotated (irot) as 96 × 160; the area is what a decoder allocates.
    expect(headerSize(fixture('images/heic/dune-iphone.heic'))).toEqual({ width: 160, height: 96 });
  });

  it('reads BMP, ICO and SVG sizes', () => {
    expect(headerSize(SAMPLES.bmp)).toEqual({ width: 1, height: 1 });
    expect(headerSize(SAMPLES.ico)).toEqual({ width: 16, height: 16 });
    expect(headerSize(SAMPLES.svg)).toEqual({ width: 10, height: 10 });
    expect(headerSize(utf8('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40000 20"/>'))).toEqual({
      width: 40_000,
      height: 20,
    });
    expect(headerSize(utf8('<svg xmlns="http://www.w3.org/2000/svg" width="1in" viewBox="0 0 2 1"/>'))).toEqual({
      width: 96,
      height: 48,
    });
    expect(headerSize(utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('reads an AVIF ispe box', () => {
    const ispe = [
      0,
      0,
      0,
      20,
      ...'ispe'.split('').map((c) => c.charCodeAt(0)),
      0,
      0,
      0,
      0,
      0,
      0,
      0x4e,
      0x20,
      0,
      0,
      0x4e,
      0x20,
    ];
    const avif = new Uint8Array([...SAMPLES.avif, ...ispe]);
    expect(headerSize(avif)).toEqual({ width: 20_000, height: 20_000 });
  });
});

describe('inspectImage', () => {
  it('refuses every bomb from its header, with its size and the limit', async () => {
    for (const bomb of IMAGE_BOMBS) {
      expect(await inspectImage(bomb.file()), bomb.name).toEqual({
        ok: false,
        problem: { reason: 'tooLarge', width: bomb.width, height: bomb.height, maxSide: 16_384, maxArea: 100_000_000 },
      });
    }
  });

  it('makes genuine bombs: a zlib stream that inflates to every row', async () => {
    const { inflateSync } = await import('node:zlib');
    const png = bombPng(16_000, 16_000);
    expect(png.length).toBeLessThan(100_000);
    const idat = png.subarray(8 + 25 + 8, png.length - 12 - 4);
    expect(inflateSync(idat).length).toBe(16_000 * 2001);
    expect(headerSize(claimingJpeg(65_535, 65_535))).toEqual({ width: 65_535, height: 65_535 });
  });

  it('takes real pictures at the limit and refuses one pixel over', async () => {
    expect(await inspectImage(asFile(fixture('images/wm-photo.jpg')))).toEqual({
      ok: true,
      type: expect.objectContaining({ kind: 'jpeg' }),
      size: { width: 320, height: 200 },
    });
    expect((await inspectImage(asFile(bombPng(16_384, 6_103)))).ok).toBe(true);
    expect(await inspectImage(asFile(bombPng(16_385, 1)))).toMatchObject({
      ok: false,
      problem: { reason: 'tooLarge' },
    });
    expect(await inspectImage(asFile(bombPng(10_000, 10_001)))).toMatchObject({
      ok: false,
      problem: { width: 10_000 },
    });
  });

  it('names empty, other, non-image and cut files', async () => {
    expect(await inspectImage(new File([], 'e.png'))).toEqual({ ok: false, problem: { reason: 'empty' } });
    expect(await inspectImage(asFile(fixture('pdf/plain.pdf')))).toEqual({
      ok: false,
      problem: { reason: 'other', other: 'PDF' },
    });
    expect(await inspectImage(asFile(utf8('只是一些文字')))).toEqual({ ok: false, problem: { reason: 'notImage' } });
    const png = fixture('images/wm-alpha.png');
    expect(await inspectImage(asFile(png.subarray(0, png.length >> 1)))).toEqual({
      ok: false,
      problem: { reason: 'damaged' },
    });
    expect(await inspectImage(asFile(png.subarray(0, 20)))).toEqual({ ok: false, problem: { reason: 'damaged' } });
    expect(inspectBytes(SAMPLES.svg, SAMPLES.svg.length, SAMPLES.svg, { svg: false })).toEqual({
      ok: false,
      problem: { reason: 'notImage' },
    });
    const heic = fixture('images/heic/dune-iphone.heic');
    expect((await inspectImage(asFile(heic))).ok).toBe(false);
    expect((await inspectImage(asFile(heic), { heic: true })).ok).toBe(true);
  });

  it('formats the message numbers', () => {
    const p = { width: 16_000, height: 16_000, ...IMAGE_LIMITS };
    expect(tooLargeParams(p, 'zh')).toEqual({ width: '16,000', height: '16,000', side: '16,384', mp: '100' });
    expect(tooLargeParams(p, 'de')).toEqual({ width: '16.000', height: '16.000', side: '16.384', mp: '100' });
  });
});

describe("the kit's decode", () => {
  it('refuses every bomb from its header before the decoder is called', async () => {
    const createImageBitmap = vi.fn(() => Promise.resolve({ width: 1, height: 1, close() {} }));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    try {
      for (const bomb of IMAGE_BOMBS) {
        for (const decode of [decodeBitmap, decodeImage]) {
          const err = await decode(bomb.file()).catch((e: unknown) => e);
          expect(err, bomb.name).toBeInstanceOf(ImageTooLargeError);
          expect(err).toMatchObject({ width: bomb.width, height: bomb.height, maxSide: 16_384, maxArea: 100_000_000 });
        }
      }
      expect(createImageBitmap).not.toHaveBeenCalled();
      // A picture within the limit reaches the decoder.
      await decodeBitmap(asFile(fixture('images/wm-photo.jpg')));
      expect(createImageBitmap).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
