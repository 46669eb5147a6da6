import { describe, expect, it } from 'vitest';
import {
  acceptCount,
  codecFor,
  codecQuality,
  compressedName,
  DEFAULT_SETTINGS,
  keepOriginal,
  MAX_FILES,
  parseLimit,
  parseSettings,
  poolSize,
  savings,
  targetSize,
  fitTarget,
} from './logic';
import { Slots } from './pool';

describe('savings', () => {
  it('reports bytes and percent saved with one decimal', () => {
    expect(savings(1000, 250)).toEqual({ saved: 750, percent: 75 });
    expect(savings(3, 2)).toEqual({ saved: 1, percent: 33.3 });
    expect(savings(2_000_000, 1_234_567)).toEqual({ saved: 765_433, percent: 38.3 });
  });
  it('is negative when the new file is larger, and 0 for an empty original', () => {
    expect(savings(1000, 1200)).toEqual({ saved: -200, percent: -20 });
    expect(savings(0, 10)).toEqual({ saved: -10, percent: 0 });
  });
});

describe('keepOriginal', () => {
  const q = {
    input: 'jpeg',
    codec: 'jpeg',
    inputBytes: 1000,
    outputBytes: 1000,
    resized: false,
    wouldLeakMetadata: false,
  } as const;
  it('keeps the original when the same format came out no smaller', () => {
    expect(keepOriginal(q)).toBe(true);
    expect(keepOriginal({ ...q, input: 'png', codec: 'png', outputBytes: 1500 })).toBe(true);
    expect(keepOriginal({ ...q, outputBytes: 999 })).toBe(false);
  });
  it('never keeps it after a format change or a resize, or when it would leak metadata to be stripped', () => {
    expect(keepOriginal({ ...q, input: 'png', outputBytes: 2000 })).toBe(false);
    expect(keepOriginal({ ...q, input: 'gif', codec: 'png', outputBytes: 2000 })).toBe(false);
    expect(keepOriginal({ ...q, outputBytes: 2000, resized: true })).toBe(false);
    expect(keepOriginal({ ...q, outputBytes: 2000, wouldLeakMetadata: true })).toBe(false);
  });
});

describe('compressedName', () => {
  it('adds -compressed and the codec extension', () => {
    expect(compressedName('photo.jpg', 'jpeg')).toBe('photo-compressed.jpg');
    expect(compressedName('photo.JPEG', 'webp')).toBe('photo-compressed.webp');
    expect(compressedName('截图 2026.png', 'avif')).toBe('截图 2026-compressed.avif');
    expect(compressedName('anim.gif', 'png')).toBe('anim-compressed.png');
    expect(compressedName('a/b:c.bmp', 'png')).toBe('a-b-c-compressed.png');
  });
});

describe('targetSize', () => {
  it('fits inside the limits keeping the aspect ratio', () => {
    expect(targetSize(4000, 3000, 1920, 0)).toEqual({ width: 1920, height: 1440 });
    expect(targetSize(4000, 3000, 0, 1080)).toEqual({ width: 1440, height: 1080 });
    expect(targetSize(4000, 3000, 1000, 1000)).toEqual({ width: 1000, height: 750 });
    expect(targetSize(3000, 4000, 1000, 1000)).toEqual({ width: 750, height: 1000 });
    expect(targetSize(1001, 333, 500, 0)).toEqual({ width: 500, height: 166 });
  });
  it('never enlarges, and ignores 0 limits', () => {
    expect(targetSize(800, 600, 1920, 1080)).toEqual({ width: 800, height: 600 });
    expect(targetSize(800, 600, 0, 0)).toEqual({ width: 800, height: 600 });
    expect(targetSize(800, 600, 800, 600)).toEqual({ width: 800, height: 600 });
  });
  it('keeps at least one pixel on each side', () => {
    expect(targetSize(10_000, 2, 100, 0)).toEqual({ width: 100, height: 1 });
  });
});

describe('codecFor and codecQuality', () => {
  it('keeps the input format where we have an encoder, else PNG', () => {
    expect(codecFor('same', 'jpeg')).toBe('jpeg');
    expect(codecFor('same', 'webp')).toBe('webp');
    expect(codecFor('same', 'avif')).toBe('avif');
    expect(codecFor('same', 'png')).toBe('png');
    expect(codecFor('same', 'gif')).toBe('png');
    expect(codecFor('same', 'bmp')).toBe('png');
    expect(codecFor('webp', 'png')).toBe('webp');
  });
  it('maps the slider to each encoder', () => {
    expect(codecQuality('jpeg', 75)).toBe(75);
    expect(codecQuality('webp', 80)).toBe(80);
    expect(codecQuality('avif', 75)).toBe(50);
    expect(codecQuality('avif', 10)).toBe(1);
    expect(codecQuality('jpeg', 0)).toBe(1);
  });
});

describe('settings', () => {
  it('reads stored settings, replacing anything invalid by the default', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings({
        format: 'avif',
        quality: 60.4,
        maxWidth: 1920,
        maxHeight: -5,
        keepMetadata: true,
        pngPalette: 1,
        maxKB: 200,
      }),
    ).toEqual({
      format: 'avif',
      quality: 60,
      maxWidth: 1920,
      maxHeight: 0,
      keepMetadata: true,
      pngPalette: false,
      maxKB: 200,
    });
    expect(parseSettings({ maxKB: -3 }).maxKB).toBe(0);
    expect(parseSettings({ format: 'tiff', quality: 500 })).toEqual({ ...DEFAULT_SETTINGS, quality: 100 });
  });
  it('reads a typed limit', () => {
    expect(parseLimit('')).toBe(0);
    expect(parseLimit('1920')).toBe(1920);
    expect(parseLimit('1,920 px')).toBe(1920);
    expect(parseLimit('99999999')).toBe(30_000);
  });
});

describe('batch limits', () => {
  it('takes files up to the limit and counts the rest', () => {
    expect(MAX_FILES).toBe(50);
    expect(acceptCount(0, 3)).toEqual({ accepted: 3, refused: 0 });
    expect(acceptCount(48, 5)).toEqual({ accepted: 2, refused: 3 });
    expect(acceptCount(50, 1)).toEqual({ accepted: 0, refused: 1 });
    expect(acceptCount(0, 51)).toEqual({ accepted: 50, refused: 1 });
  });
  it('sizes the pool from the cores, between 1 and 4', () => {
    expect(poolSize(undefined)).toBe(2);
    expect(poolSize(0)).toBe(2);
    expect(poolSize(1)).toBe(1);
    expect(poolSize(3)).toBe(3);
    expect(poolSize(16)).toBe(4);
  });
});

describe('Slots', () => {
  it('hands out free slots, then serves waiting jobs first come, first served', async () => {
    const slots = new Slots(2);
    expect(await slots.acquire()).toBe(0);
    expect(await slots.acquire()).toBe(1);
    const order: number[] = [];
    const a = slots.acquire().then((s) => order.push(s));
    const b = slots.acquire().then((s) => order.push(s + 10));
    slots.release(1);
    await a;
    slots.release(0);
    await b;
    expect(order).toEqual([1, 10]);
  });
});

describe('fitTarget: at most N bytes, quality first, then the pixels', () => {
  // A model codec: bytes grow with quality and with the area.
  const model = (base: number) => async (q: number, scale: number) => ({
    out: `${q}@${scale.toFixed(3)}`,
    bytes: Math.round(base * (0.2 + (q / 100) ** 2) * scale * scale),
  });

  it('leaves a file that already fits at the quality asked for', async () => {
    const r = await fitTarget(100_000, 75, true, model(50_000));
    expect(r).toMatchObject({ quality: 75, scale: 1, met: true });
  });

  it('finds the highest quality that fits, within 10 % below the target', async () => {
    for (const limit of [30_000, 50_000, 200_000]) {
      const r = await fitTarget(limit, 90, true, model(limit * 2.5));
      expect(r.met).toBe(true);
      expect(r.scale).toBe(1);
      expect(r.bytes).toBeLessThanOrEqual(limit);
      expect(r.bytes).toBeGreaterThan(limit * 0.9);
    }
  });

  it('scales down only when quality 1 is still too large, and says so', async () => {
    const r = await fitTarget(20_000, 75, true, model(1_000_000));
    expect(r.met).toBe(true);
    expect(r.scale).toBeLessThan(1);
    expect(r.bytes).toBeLessThanOrEqual(20_000);
    expect(r.bytes).toBeGreaterThan(18_000);
  });

  it('scales lossless PNG (no quality) and reports a target it cannot reach', async () => {
    const png = await fitTarget(30_000, 75, false, model(200_000));
    expect(png).toMatchObject({ quality: null, met: true });
    expect(png.bytes).toBeLessThanOrEqual(30_000);
    const never = await fitTarget(10, 75, true, async () => ({ out: 'x', bytes: 500 }));
    expect(never).toMatchObject({ met: false, bytes: 500 });
  });
});
