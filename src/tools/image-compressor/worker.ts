/// <reference lib="webworker" />
/**
 * One worker of the compressor's pool: decodes a file with the browser (upright: EXIF orientation applied),
 * scales it with Squoosh's resize (Lanczos3, in linear light), encodes it with Squoosh's codecs compiled to
 * WebAssembly (MozJPEG, libwebp, libavif, OxiPNG) and, for JPEG, copies the EXIF block when asked. With "best
 * for this image" it picks the codec from the decoded pixels (logic.ts `bestCodec`) and says which. A PNG written
 * as lossless PNG at its own size is not re-encoded from the decode (which converts colours by the file's profile
 * and premultiplies alpha): OxiPNG recompresses the file's own image and colour chunks (lib/image/png-exact.ts).
 * Each codec's .wasm is emitted by Vite as an asset of our own origin and loaded on first use. The
 * single-threaded builds are imported directly: the multi-threaded ones need cross-origin isolation, which
 * this site does not turn on (and would pull thread workers into the bundle).
 */
import avifFactory from '@jsquash/avif/codec/enc/avif_enc.js';
import avifWasm from '@jsquash/avif/codec/enc/avif_enc.wasm?url';
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode';
import jpegWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url';
import initOxipng, { optimise, optimise_raw } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import oxipngWasm from '@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm?url';
import resize, { initResize } from '@jsquash/resize';
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?url';
import webpFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import webpWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url';
import { defaultOptions as avifDefaults } from '@jsquash/avif/meta';
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta';
import { MAX_DECODE_PIXELS } from '../../lib/image/canvas-limits';
import { decodeBitmap, decodeErrorDetail, ImageTooLargeError } from '../../lib/image/decode';
import { serve } from '../../lib/worker/serve';
import { bestCodec, codecQuality, contentStats, targetSize, type BestReason, type Codec, type Settings } from './logic';
import { exactPngSource } from '../../lib/image/png-exact';
import { fitCompressed, RESIZE_OPTIONS, scaledEncoder } from './fit';
import { copyExif, hasMetadata } from './metadata';
import type { CompressReply, CompressorProtocol } from './protocol';

type EncodeModule = { encode(data: BufferSource, w: number, h: number, o: object): Uint8Array | null };
const locate = (url: string) => () => new URL(url, self.location.href).href;

let avif: Promise<EncodeModule> | null = null;
let webp: Promise<EncodeModule> | null = null;
let oxipng: Promise<unknown> | null = null;
let jpegReady = false;
let resizeReady: Promise<unknown> | null = null;

async function loadJpeg(): Promise<void> {
  if (jpegReady) return;
  await initJpeg({ locateFile: locate(jpegWasm) });
  jpegReady = true;
}

async function encode(codec: Codec, image: ImageData, settings: Settings): Promise<Uint8Array> {
  const quality = codecQuality(codec, settings.quality);
  switch (codec) {
    case 'jpeg': {
      await loadJpeg();
      return new Uint8Array(await encodeJpeg(image, { quality }));
    }
    case 'webp': {
      webp ??= (webpFactory as unknown as (o: object) => Promise<EncodeModule>)({
        noInitialRun: true,
        locateFile: locate(webpWasm),
      });
      const out = (await webp).encode(image.data, image.width, image.height, { ...webpDefaults, quality });
      if (!out) throw new Error('WebP encoding failed');
      return new Uint8Array(out);
    }
    case 'avif': {
      avif ??= (avifFactory as unknown as (o: object) => Promise<EncodeModule>)({
        noInitialRun: true,
        locateFile: locate(avifWasm),
      });
      const out = (await avif).encode(new Uint8Array(image.data.buffer), image.width, image.height, {
        ...avifDefaults,
        quality,
      });
      if (!out) throw new Error('AVIF encoding failed');
      return new Uint8Array(out);
    }
    case 'png': {
      oxipng ??= initOxipng(new URL(oxipngWasm, self.location.href));
      await oxipng;
      const pixels = settings.pngPalette ? await quantise(image, settings.quality) : image.data;
      return optimise_raw(pixels, image.width, image.height, 2, false, true);
    }
  }
}

/**
 * A PNG recompressed by OxiPNG as it is (its pixels, bit depth and colour profile unchanged; fully transparent
 * pixels keep their colour), or null when OxiPNG cannot read it: then the decoded pixels are written instead.
 */
async function optimiseExact(png: Uint8Array): Promise<Uint8Array | null> {
  oxipng ??= initOxipng(new URL(oxipngWasm, self.location.href));
  await oxipng;
  try {
    return optimise(png, 2, false, false);
  } catch (err) {
    console.warn('OxiPNG could not read this PNG as it is; writing its decoded pixels', err);
    return null;
  }
}

/**
 * Lossy PNG: at most 256 colours (fewer at lower quality), image-q's RgbQuant palette (about 8× faster than its
 * Wu quantiser on a 1280 × 900 screenshot, measured here), nearest colour by BT.709-weighted distance, no
 * dithering (dithering makes screenshots noisier and larger).
 */
async function quantise(image: ImageData, quality: number): Promise<Uint8ClampedArray> {
  const iq = await import('image-q');
  const colors = Math.max(2, Math.min(256, Math.round((quality / 100) * 256)));
  const points = iq.utils.PointContainer.fromUint8Array(image.data, image.width, image.height);
  const colorDistanceFormula = 'euclidean-bt709';
  const palette = iq.buildPaletteSync([points], { colors, paletteQuantization: 'rgbquant', colorDistanceFormula });
  const out = iq.applyPaletteSync(points, palette, { imageQuantization: 'nearest', colorDistanceFormula });
  return new Uint8ClampedArray(out.toUint8Array().buffer);
}

/** Over the pixel limit: refused from the header (ImageTooLargeError) or, where the header did not say, once decoded. */
class TooLarge {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

async function decode(data: ArrayBuffer, codec: Codec): Promise<ImageData | string | TooLarge> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodeBitmap(new Blob([data]));
  } catch (err) {
    if (err instanceof ImageTooLargeError) return new TooLarge(err.width, err.height);
    return decodeErrorDetail(err);
  }
  try {
    const { width, height } = bitmap;
    if (width * height > MAX_DECODE_PIXELS) return new TooLarge(width, height);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D context');
    // JPEG has no transparency: transparent pixels become white, as on a page (not black).
    if (codec === 'jpeg') {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, width, height);
  } finally {
    bitmap.close();
  }
}

serve<CompressorProtocol>({
  async compress({ data, kind, codec: asked, settings }, ctx): Promise<CompressReply> {
    const t0 = performance.now();
    ctx.progress('decode');
    const auto = settings.format === 'auto';
    let codec = asked;
    let best: BestReason | undefined;
    // "Best for this image" decodes as it is (no white under transparency): JPEG is chosen only when opaque.
    const decodedOrNot = await decode(data, auto ? 'png' : codec);
    if (decodedOrNot instanceof TooLarge) {
      const { width, height } = decodedOrNot;
      return { ok: false, error: 'tooLarge', detail: `${width} × ${height}`, width, height };
    }
    if (typeof decodedOrNot === 'string') return { ok: false, error: 'decode', detail: decodedOrNot };
    let image = decodedOrNot;
    if (auto) ({ codec, reason: best } = bestCodec(contentStats(image.data, image.width, image.height), kind));
    const inputWidth = image.width;
    const inputHeight = image.height;
    const decoded = image;
    // Lossless PNG → PNG at full size: the file's own pixels and colour profile, not the browser's decode.
    const exact =
      codec === 'png' && kind === 'png' && !settings.pngPalette ? exactPngSource(new Uint8Array(data)) : null;
    const size = targetSize(inputWidth, inputHeight, settings.maxWidth, settings.maxHeight);
    try {
      if (size.width !== inputWidth || size.height !== inputHeight) {
        ctx.progress('resize');
        resizeReady ??= initResize(new URL(resizeWasm, self.location.href));
        await resizeReady;
        image = await resize(image, { width: size.width, height: size.height, ...RESIZE_OPTIONS });
      }
      ctx.progress(codec === 'png' ? 'optimise' : 'encode');
      const base = image;
      /** The file at this quality and scale (of the already limited size), EXIF included when it is kept. */
      const make = scaledEncoder(
        base,
        async (pixels, width, height) => {
          resizeReady ??= initResize(new URL(resizeWasm, self.location.href));
          await resizeReady;
          return resize(pixels, { width, height, ...RESIZE_OPTIONS });
        },
        async (pixels, quality) => {
          if (exact && pixels === decoded) {
            const same = await optimiseExact(exact);
            if (same) return { bytes: same, copied: false };
          }
          const out = await encode(codec, pixels, { ...settings, quality });
          if (codec === 'jpeg' && kind === 'jpeg' && settings.keepMetadata) return copyExif(new Uint8Array(data), out);
          return { bytes: out, copied: false };
        },
      );
      let made: Awaited<ReturnType<typeof make>>['out'];
      let target: { quality: number | null; scale: number; met: boolean } | undefined;
      if (settings.maxKB > 0) {
        const lossy = codec !== 'png' || settings.pngPalette;
        const r = await fitCompressed(settings, lossy, make);
        made = r.out;
        target = { quality: r.quality, scale: r.scale, met: r.met };
      } else made = (await make(settings.quality, 1)).out;
      const bytes = made.bytes;
      const exifCopied = made.copied;
      image = made.image;
      const output =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? (bytes.buffer as ArrayBuffer)
          : (bytes.slice().buffer as ArrayBuffer);
      ctx.transfer(output);
      return {
        ok: true,
        codec,
        ...(best && { best }),
        output,
        width: image.width,
        height: image.height,
        inputWidth,
        inputHeight,
        exifCopied,
        ...(target && { target }),
        inputHasMetadata: hasMetadata(new Uint8Array(data), kind),
        ms: performance.now() - t0,
      };
    } catch (err) {
      // A codec that fails to load (its wasm missing) or aborts: reset it, so the next file starts afresh.
      avif = webp = oxipng = resizeReady = null;
      jpegReady = false;
      console.error(`Compressing to ${codec} failed`, err);
      return { ok: false, error: 'engine', detail: String(err) };
    }
  },
});
