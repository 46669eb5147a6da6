import { describe, expect, it } from 'vitest';
import { encodeUnder, PHOTO_QUALITY } from './size-target';

/** A model JPEG writer: the file grows with the quality; records the qualities asked for. */
function writer(base: number) {
  const asked: number[] = [];
  const encodeAt = async (q: number) => {
    asked.push(q);
    return new Blob([new Uint8Array(Math.round(base * (0.2 + (q / 100) ** 2)))]);
  };
  return { asked, encodeAt };
}

describe('encodeUnder: the ID photo at most N KB, pixels unchanged', () => {
  it('no target: one file at the usual quality', async () => {
    const w = writer(100_000);
    const r = await encodeUnder(0, 'jpeg', w.encodeAt);
    expect(r.target).toBeUndefined();
    expect(r.blob.size).toBe(Math.round(100_000 * (0.2 + 0.92 ** 2)));
    expect(w.asked).toEqual([PHOTO_QUALITY]);
  });

  it('a photo that already fits keeps the usual quality', async () => {
    const r = await encodeUnder(200, 'jpeg', writer(100_000).encodeAt);
    expect(r.target).toEqual({ kb: 200, quality: 92, met: true, bytes: 104_640 });
  });

  it('30, 50 and 200 KB: the highest quality under the limit, within 10 % below it', async () => {
    for (const [kb, base, quality, bytes] of [
      [30, 80_000, 41, 29_448],
      [50, 100_000, 54, 49_160],
      [200, 400_000, 54, 196_640],
    ] as const) {
      const r = await encodeUnder(kb, 'jpeg', writer(base).encodeAt);
      expect(r.target).toEqual({ kb, quality, met: true, bytes });
      expect(r.blob.size).toBe(bytes);
      expect(bytes).toBeLessThanOrEqual(kb * 1000);
      expect(bytes).toBeGreaterThan(kb * 900);
    }
  });

  it('too small even at quality 1: the smallest file, said not to fit; the pixels are never scaled', async () => {
    const r = await encodeUnder(10, 'jpeg', writer(100_000).encodeAt);
    expect(r.target).toEqual({ kb: 10, quality: 1, met: false, bytes: 20_010 });
  });

  it('PNG has no quality: one try, fits or not', async () => {
    const w = writer(100_000);
    const r = await encodeUnder(50, 'png', w.encodeAt);
    expect(r.target).toEqual({ kb: 50, quality: null, met: false, bytes: 120_000 });
    expect(w.asked).toEqual([100]);
  });
});
