/**
 * Lossless PNG → PNG keeps every pixel and the colour profile: a real cut-out (semi-transparent edges) with an
 * Adobe RGB (1998) profile embedded by ImageMagick (tests/fixtures/images/compressor/README.md), through
 * exactPngSource and the compressor's OxiPNG wasm run here in Node, decoded again by fast-png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initSync, optimise } from '@jsquash/oxipng/codec/pkg/squoosh_oxipng.js';
import { decode } from 'fast-png';
import { beforeAll, describe, expect, it } from 'vitest';
import { exactPngSource, pngChunks } from './png-exact';

const ROOT = join(import.meta.dirname, '../../..');
const BEAR = new Uint8Array(readFileSync(join(ROOT, 'tests/fixtures/images/compressor/bear-a98.png')));

beforeAll(() => {
  initSync(readFileSync(join(ROOT, 'node_modules/@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm')));
});

/** A chunk with a correct CRC is not needed here: the chunk list only reads lengths and types. */
function chunk(type: string, data: number[] = []): number[] {
  const len = data.length;
  return [
    len >>> 24,
    (len >>> 16) & 255,
    (len >>> 8) & 255,
    len & 255,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
}
const SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('exactPngSource + OxiPNG: lossless PNG keeps its pixels and its profile', () => {
  it('the fixture: 346 × 294 RGBA, 6,180 semi-transparent pixels, the Adobe RGB profile', () => {
    const png = decode(BEAR);
    expect([png.width, png.height, png.channels, png.depth]).toEqual([346, 294, 4, 8]);
    let semi = 0;
    for (let i = 3; i < png.data.length; i += 4) if (png.data[i]! > 0 && png.data[i]! < 255) semi++;
    expect(semi).toBe(6180);
    // Ghostscript's a98.icc (Debian package libgs-common), 564 bytes.
    const icc = Buffer.from(png.iccEmbeddedProfile!.profile);
    expect(icc.length).toBe(564);
    expect(icc.toString('latin1')).toContain('Artifex Software A98 ICC Profile');
  });

  it('writes the same pixels, every channel of every pixel, with the same profile and chromaticities', () => {
    const source = exactPngSource(BEAR)!;
    expect(pngChunks(BEAR)!.map((c) => c.type)).toEqual([
      'IHDR',
      'iCCP',
      'cHRM',
      'IDAT',
      'IDAT',
      'IDAT',
      'IDAT',
      'IDAT',
      'IDAT',
      'IEND',
    ]);
    const out = optimise(source, 2, false, false);
    expect(pngChunks(out)!.map((c) => c.type)).toEqual(['IHDR', 'iCCP', 'cHRM', 'IDAT', 'IEND']);
    const before = decode(BEAR);
    const after = decode(out);
    expect([after.width, after.height]).toEqual([346, 294]);
    expect(Buffer.from(after.data as Uint8Array).equals(Buffer.from(before.data as Uint8Array))).toBe(true);
    expect(Buffer.from(after.iccEmbeddedProfile!.profile).equals(Buffer.from(before.iccEmbeddedProfile!.profile))).toBe(
      true,
    );
    expect(out.length).toBeLessThan(BEAR.length);
  });

  it('drops text, dates and private chunks; keeps sRGB, gAMA and pHYs', () => {
    const file = new Uint8Array([
      ...SIG,
      ...chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
      ...chunk('sRGB', [0]),
      ...chunk('gAMA', [0, 0, 177, 143]),
      ...chunk('tEXt', [65, 0, 66]),
      ...chunk('tIME', [7, 234, 1, 1, 0, 0, 0]),
      ...chunk('pHYs', [0, 0, 11, 19, 0, 0, 11, 19, 1]),
      ...chunk('prVt', [1]),
      ...chunk('IDAT', [1, 2]),
      ...chunk('IEND'),
    ]);
    expect(pngChunks(exactPngSource(file)!)!.map((c) => c.type)).toEqual([
      'IHDR',
      'sRGB',
      'gAMA',
      'pHYs',
      'IDAT',
      'IEND',
    ]);
  });

  it('gives none for an animated PNG, one with EXIF (its orientation is applied by the decode), or a damaged one', () => {
    const ihdr = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const apng = new Uint8Array([...SIG, ...ihdr, ...chunk('acTL', [0, 0, 0, 2, 0, 0, 0, 0]), ...chunk('IEND')]);
    const exif = new Uint8Array([...SIG, ...ihdr, ...chunk('eXIf', [77, 77, 0, 42]), ...chunk('IEND')]);
    expect(exactPngSource(apng)).toBeNull();
    expect(exactPngSource(exif)).toBeNull();
    expect(exactPngSource(BEAR.subarray(0, 5000))).toBeNull();
    expect(exactPngSource(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
