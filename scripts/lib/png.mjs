/**
 * Writes PNG files with node:zlib alone, for test fixtures, e2e inputs and benches: an image whose every pixel
 * is known, or one of a given size and cost (noise, gradients) without a committed file.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/**
 * The CRC-32 that PNG chunks carry.
 * @param {Uint8Array} buf
 * @returns {number}
 */
export function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * One chunk: length, type, data, CRC of type and data.
 * @param {string} type four ASCII letters, e.g. 'IHDR'
 * @param {Buffer} data
 * @returns {Buffer}
 */
export function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of 8-bit RGB (or RGBA) scanlines that already carry their filter byte (0 = none) at the start of each
 * row: `raw.length` is `(width * channels + 1) * height`.
 * @param {number} width
 * @param {number} height
 * @param {Buffer} raw
 * @param {{ alpha?: boolean; level?: number }} [options] `level`: zlib level (1 is fast for large benches)
 * @returns {Buffer}
 */
export function pngFromRaw(width, height, raw, { alpha = false, level = 6 } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = alpha ? 6 : 2; // colour type: RGBA or RGB
  return Buffer.concat([
    SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose pixel (x, y) is `pixel(x, y)`: [r, g, b] (or [r, g, b, a] with `alpha`).
 * @param {number} width
 * @param {number} height
 * @param {(x: number, y: number) => readonly number[]} pixel
 * @param {{ alpha?: boolean; level?: number }} [options]
 * @returns {Buffer}
 */
export function pngFromPixels(width, height, pixel, options = {}) {
  const channels = options.alpha ? 4 : 3;
  const stride = width * channels + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y).slice(0, channels), y * stride + 1 + x * channels);
  }
  return pngFromRaw(width, height, raw, options);
}

/**
 * A solid RGB PNG.
 * @param {number} width
 * @param {number} height
 * @param {readonly number[]} rgb
 * @returns {Buffer}
 */
export function solidPng(width, height, rgb) {
  return pngFromPixels(width, height, () => rgb);
}

/**
 * An RGB PNG of random noise, barely compressible: about width × height × 3 bytes.
 * @param {number} width
 * @param {number} height
 * @returns {Buffer}
 */
export function noisyPng(width, height) {
  const stride = width * 3 + 1;
  const raw = randomBytes(stride * height);
  for (let y = 0; y < height; y++) raw[y * stride] = 0;
  return pngFromRaw(width, height, raw, { level: 1 });
}

/**
 * The width and height in a PNG's header; throws when the bytes do not start with the PNG signature.
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number }}
 */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) {
    throw new Error(`not a PNG: starts with ${Buffer.from(bytes.subarray(0, 8)).toString('hex')}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
