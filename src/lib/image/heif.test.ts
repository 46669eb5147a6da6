/**
 * HEIC decoding with the real libheif WebAssembly (npm libheif-js), on a photo laid out as an iPhone writes a
 * portrait: stored on its side with an irot of 90° clockwise and EXIF orientation 6 (tests/fixtures/images/heic,
 * made by heif-enc; see make-heic.sh there). It must come out upright, turned once, not twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeBitmap, ImageDecodeError, viewableImage } from './decode';
import { decodeHeifPixels, loadLibheif } from './heif-decoder';
import { detectDecodableType, detectImageType, isHeif, sniffOther } from './sniff';
import {
  diffFromUpright,
  HEIC_BYTES as HEIC,
  heicFile,
  libheifWasm,
  serveLibheif,
  stubChromiumDecoder,
  UPRIGHT,
  uprightRgb,
} from './test-heic';
import { bytes, SAMPLES } from './test-samples';

const lib = () => loadLibheif(async () => libheifWasm());

describe('HEIC/HEIF detection', () => {
  it('takes HEIC as decodable, but detectImageType and sniffOther stay as they were for other tools', () => {
    expect(isHeif(HEIC)).toBe(true);
    expect(detectDecodableType(HEIC)?.kind).toBe('heic');
    expect(detectImageType(HEIC)).toBeNull();
    expect(sniffOther(HEIC)).toBe('HEIC');
  });

  it('tells AVIF (also ISO BMFF, also mif1) from HEIF', () => {
    const avif = bytes([0, 0, 0, 0x1c], 'ftyp', 'avif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf');
    const mif1Avif = bytes([0, 0, 0, 0x18], 'ftyp', 'mif1', [0, 0, 0, 0], 'mif1', 'avif');
    expect(isHeif(avif) || isHeif(mif1Avif)).toBe(false);
    expect(detectDecodableType(avif)?.kind).toBe('avif');
    expect(isHeif(bytes([0, 0, 0, 0x18], 'ftyp', 'mif1', [0, 0, 0, 0], 'mif1', 'heic'))).toBe(true);
    expect(isHeif(bytes([0, 0, 0, 0x14], 'ftyp', 'isom', [0, 0, 0, 0], 'mp41'))).toBe(false);
  });
});

describe('decodeHeifPixels (libheif in WebAssembly)', () => {
  it('decodes the iPhone-style photo upright: its irot applied once, the EXIF orientation not again', async () => {
    const ref = { ...UPRIGHT, rgb: uprightRgb() };
    const out = await decodeHeifPixels(HEIC, await lib());
    expect([out.width, out.height]).toEqual([ref.width, ref.height]); // 96 × 160 portrait (stored 160 × 96)
    expect(out.data.length).toBe(out.width * out.height * 4);
    let diff = 0;
    let turned = 0;
    const n = ref.width * ref.height;
    for (let i = 0; i < n; i++) {
      for (let c = 0; c < 3; c++) {
        diff += Math.abs(out.data[i * 4 + c]! - ref.rgb[i * 3 + c]!);
        turned += Math.abs(out.data[(n - 1 - i) * 4 + c]! - ref.rgb[i * 3 + c]!);
      }
      expect(out.data[i * 4 + 3]).toBe(255);
    }
    // Lossy HEVC (quality 92) against the JPEG it was made from: a few levels; upside down it is tens.
    expect(diff / (n * 3)).toBeLessThan(4);
    expect(turned / (n * 3)).toBeGreaterThan(30);
  });

  it('refuses a file with the HEIF signature but no image, and a truncated one', async () => {
    const heif = await lib();
    await expect(decodeHeifPixels(HEIC.subarray(0, 40), heif)).rejects.toThrow();
    await expect(decodeHeifPixels(HEIC.subarray(0, HEIC.length >> 1), heif)).rejects.toThrow();
  });
});

describe('decodeBitmap: HEIC where the browser cannot decode it (Chromium, Firefox)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in a worker: libheif runs right there (its wasm only ever from our origin); the bitmap is upright', async () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('WorkerGlobalScope', function WorkerGlobalScope() {});
    const fetchSpy = serveLibheif();
    const { pixels } = stubChromiumDecoder();
    const bitmap = await decodeBitmap(heicFile());
    expect([bitmap.width, bitmap.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
    expect(pixels).toHaveLength(1);
    expect(diffFromUpright(pixels[0]!.data)).toBeLessThan(4);
    expect(fetchSpy.mock.calls.every(([url]) => String(url).includes('libheif'))).toBe(true);
  });

  it('a file that is neither decodable nor HEIC never loads libheif; a damaged HEIC is a decode error', async () => {
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('WorkerGlobalScope', function WorkerGlobalScope() {});
    const fetchSpy = serveLibheif();
    stubChromiumDecoder();
    await expect(decodeBitmap(new Blob([SAMPLES.jpeg]))).rejects.toBeInstanceOf(ImageDecodeError);
    expect(fetchSpy).not.toHaveBeenCalled();
    const damaged = new Blob([HEIC.slice(0, HEIC.length >> 1)]);
    await expect(decodeBitmap(damaged)).rejects.toThrow('Cannot decode this HEIC/HEIF file');
  });

  it('viewableImage: any other file is itself (nothing loaded)', async () => {
    const fetchSpy = serveLibheif();
    const png = new Blob([SAMPLES.png], { type: 'image/png' });
    expect(await viewableImage(png)).toBe(png);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
