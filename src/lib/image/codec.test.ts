import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeImage, ImageDecodeError } from './decode';
import { encodeImage, ImageEncodeError } from './encode';

afterEach(() => vi.unstubAllGlobals());

const source = { width: 40, height: 20 } as unknown as CanvasImageSource & { width: number; height: number };

/** A 2D context that records what was drawn. */
function fakeContext(log: string[]) {
  return {
    fillStyle: '',
    imageSmoothingQuality: 'low',
    fillRect(x: number, y: number, w: number, h: number) {
      log.push(`fill ${this.fillStyle} ${x},${y},${w},${h}`);
    },
    drawImage(_s: unknown, x: number, y: number, w: number, h: number) {
      log.push(`draw ${x},${y},${w},${h}`);
    },
  };
}

describe('encodeImage', () => {
  it('uses OffscreenCanvas.convertToBlob, at the requested size, white under a JPEG', async () => {
    const log: string[] = [];
    class FakeOffscreen {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        log.push(`canvas ${width}x${height}`);
      }
      getContext() {
        return fakeContext(log);
      }
      async convertToBlob(o: { type: string; quality?: number }) {
        log.push(`convert ${o.type} ${o.quality}`);
        return new Blob(['x'], { type: o.type });
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreen);
    const blob = await encodeImage(source, { type: 'image/jpeg', quality: 0.8, width: 20.4, height: 10 });
    expect(blob.type).toBe('image/jpeg');
    expect(log).toEqual(['canvas 20x10', 'fill #ffffff 0,0,20,10', 'draw 0,0,20,10', 'convert image/jpeg 0.8']);
  });

  it('falls back to canvas.toBlob without OffscreenCanvas, keeping transparency for PNG', async () => {
    const log: string[] = [];
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.stubGlobal('document', {
      createElement: () => ({
        width: 0,
        height: 0,
        getContext: () => fakeContext(log),
        toBlob(cb: (b: Blob | null) => void, type: string) {
          log.push(`toBlob ${type} ${this.width}x${this.height}`);
          cb(new Blob(['x'], { type }));
        },
      }),
    });
    const blob = await encodeImage(source, { type: 'image/png' });
    expect(blob.type).toBe('image/png');
    expect(log).toEqual(['draw 0,0,40,20', 'toBlob image/png 40x20']);
  });

  it('says so when the browser wrote another type (it cannot encode the one asked for)', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.stubGlobal('document', {
      createElement: () => ({
        getContext: () => fakeContext([]),
        toBlob: (cb: (b: Blob | null) => void) => cb(new Blob(['x'], { type: 'image/png' })),
      }),
    });
    const err = await encodeImage(source, { type: 'image/avif' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageEncodeError);
    expect((err as ImageEncodeError).reason).toBe('unsupportedType');
  });
});

describe('decodeImage', () => {
  it('asks createImageBitmap to apply the EXIF orientation', async () => {
    const bitmap = { width: 2, height: 4 };
    const create = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', create);
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    expect(await decodeImage(blob)).toBe(bitmap);
    expect(create).toHaveBeenCalledWith(blob, { imageOrientation: 'from-image' });
  });

  it('falls back to an <img> when createImageBitmap cannot take the blob (SVG in Chromium)', async () => {
    const bitmap = { width: 10, height: 10 };
    const img = { src: '', decode: vi.fn(async () => undefined) };
    const create = vi.fn(async (what: unknown) => {
      if (what instanceof Blob) throw new DOMException('The source image could not be decoded.');
      return bitmap;
    });
    vi.stubGlobal('createImageBitmap', create);
    vi.stubGlobal('document', {});
    vi.stubGlobal(
      'Image',
      class {
        constructor() {
          return img;
        }
      },
    );
    expect(await decodeImage(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).toBe(bitmap);
    expect(img.src).toMatch(/^blob:/);
    expect(create).toHaveBeenLastCalledWith(img);
  });

  it('throws ImageDecodeError when nothing can decode it (and in a Worker, without <img>)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('bad');
      }),
    );
    vi.stubGlobal('document', undefined);
    await expect(decodeImage(new Blob(['nope'], { type: 'image/png' }))).rejects.toBeInstanceOf(ImageDecodeError);
  });
});
