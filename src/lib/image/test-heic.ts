/**
 * The HEIC fixture for tests (tests/fixtures/images/heic, made by heif-enc: see make-heic.sh there): an
 * iPhone-style portrait stored on its side (160 × 96) with an irot that stands it up (96 × 160) and EXIF
 * orientation 6; and the seams that let the real libheif WebAssembly run under Vitest. Not shipped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';

// Paths from this folder (not `new URL(…, import.meta.url)`, which Vite turns into asset URLs under happy-dom).
const ROOT = join(import.meta.dirname, '../../..');
const FIX = (name: string) => join(ROOT, 'tests/fixtures/images/heic', name);
const WASM = join(ROOT, 'node_modules/libheif-js/libheif-wasm/libheif.wasm');

export const HEIC_BYTES = new Uint8Array(readFileSync(FIX('dune-iphone.heic')));
/** The photo upright: what any decode of the HEIC must give (its size, and pixels within the codec's loss). */
export const UPRIGHT = { width: 96, height: 160 } as const;

export const heicFile = (name = 'IMG_0001.HEIC') => new File([HEIC_BYTES.slice()], name, { type: 'image/heic' });

/** The upright reference (binary PPM): RGB, UPRIGHT.width × UPRIGHT.height. */
export function uprightRgb(): Uint8Array {
  const buf = readFileSync(FIX('dune-upright.ppm'));
  const head = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(buf.subarray(0, 32).toString('latin1'));
  if (!head || Number(head[1]) !== UPRIGHT.width || Number(head[2]) !== UPRIGHT.height) throw new Error('bad PPM');
  return new Uint8Array(buf.subarray(head[0].length));
}

/** Mean absolute difference per channel between RGBA pixels and the upright reference. */
export function diffFromUpright(rgba: Uint8ClampedArray): number {
  const ref = uprightRgb();
  const n = UPRIGHT.width * UPRIGHT.height;
  let d = 0;
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) d += Math.abs(rgba[i * 4 + c]! - ref[i * 3 + c]!);
  return d / (n * 3);
}

/** libheif.wasm's bytes, as the build serves them. */
export const libheifWasm = () => new Uint8Array(readFileSync(WASM));

/**
 * The network seam with libheif.wasm served (as from our origin); every other request fails as offline.
 * Returns the spy.
 */
export function serveLibheif() {
  const spy = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).includes('libheif')
      ? Promise.resolve(new Response(libheifWasm()))
      : Promise.reject<Response>(new TypeError('offline')),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** What the decode seam saw: the pixels the HEIC decoder handed to createImageBitmap. */
export interface DecodedPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * The browser's decoder as Chromium behaves: it cannot decode a HEIC (or any) file's bytes, and it makes a bitmap
 * of pixels (ImageData). `ImageData` itself (happy-dom has none) is stubbed too. Returns the pixels it was given.
 */
export function stubChromiumDecoder(): { spy: ReturnType<typeof vi.fn>; pixels: DecodedPixels[] } {
  const pixels: DecodedPixels[] = [];
  class FakeImageData {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  }
  vi.stubGlobal('ImageData', FakeImageData);
  const spy = vi.fn((source: unknown) => {
    if (source instanceof FakeImageData) {
      pixels.push(source);
      return Promise.resolve({ width: source.width, height: source.height, close() {} } as ImageBitmap);
    }
    return Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
  });
  vi.stubGlobal('createImageBitmap', spy);
  return { spy, pixels };
}
