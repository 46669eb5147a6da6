/**
 * HEIC/HEIF decoding in WebAssembly: libheif (with libde265 for HEVC) from npm libheif-js, its .wasm served from
 * our own origin (Vite emits it under /_astro/). Runs in a worker only: this build compiles the wasm
 * synchronously. Loaded lazily by heif.ts when a HEIC file arrives, so no other file pays for it.
 * The photo comes out upright: libheif applies the file's `irot`/`imir` transforms (how an iPhone turns a portrait);
 * the EXIF orientation a HEIC also carries is not applied again (HEIF readers must ignore it).
 */
import libheifFactory, { type LibHeif } from 'libheif-js/libheif-wasm/libheif.js';
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import { MAX_DECODE_PIXELS } from './canvas-limits';

export interface HeifPixels {
  width: number;
  height: number;
  /** RGBA, not premultiplied, width × height × 4 bytes. */
  data: Uint8ClampedArray<ArrayBuffer>;
}

let lib: Promise<LibHeif> | null = null;

/** The decoder, instantiated once per worker (`wasm`: the module's bytes, for tests outside a browser). */
export function loadLibheif(wasm?: () => Promise<ArrayBuffer | Uint8Array>): Promise<LibHeif> {
  lib ??= (async () => {
    const bytes = wasm
      ? await wasm()
      : await fetch(wasmUrl).then((r) => {
          if (!r.ok) throw new Error(`libheif.wasm: HTTP ${r.status}`);
          return r.arrayBuffer();
        });
    return libheifFactory({ wasmBinary: bytes });
  })();
  lib.catch(() => {
    lib = null; // a failed load (offline, say) is tried again with the next file
  });
  return lib;
}

/** Decodes the primary image of a HEIF file, upright. Throws when the file has no image libheif can decode. */
export async function decodeHeifPixels(bytes: Uint8Array, heif: LibHeif): Promise<HeifPixels> {
  const decoder = new heif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const image = images.find((i) => i.is_primary()) ?? images[0];
    if (!image) throw new Error('no image libheif can read in this file');
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) throw new Error(`image of ${width} × ${height}`);
    if (width * height > MAX_DECODE_PIXELS) throw new RangeError(`${width} × ${height}`);
    const target = { width, height, data: new Uint8ClampedArray(new ArrayBuffer(width * height * 4)) };
    const done = await new Promise<boolean>((resolve) => image.display(target, (r) => resolve(r !== null)));
    if (!done) throw new Error('libheif could not decode the image');
    return target;
  } finally {
    for (const i of images) i.free();
  }
}
