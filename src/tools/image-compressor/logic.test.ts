import { describe, expect, it } from 'vitest';
import {
  acceptCount,
  batchSummary,
  bestCodec,
  codecFor,
  COLOUR_CAP,
  contentStats,
  outputNames,
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

describe('batchSummary', () => {
  const done = (inputBytes: number, outputBytes: number) => ({ status: 'done' as const, inputBytes, outputBytes });
  it('counts failed files apart: "2 of 3 done", 1 failed', () => {
    expect(
      batchSummary([
        done(1000, 400),
        { status: 'error', inputBytes: 0 },
        done(3000, 1600),
        { status: 'working', inputBytes: 500 },
      ]),
    ).toEqual({ done: 2, total: 3, failed: 1, before: 4000, after: 2000, percent: 50, larger: false });
  });
  it('never a negative percent saved: a larger batch says how much larger', () => {
    // The PNG conversion: 100 KB → 306.3 KB.
    expect(batchSummary([done(100_000, 306_300)])).toEqual({
      done: 1,
      total: 1,
      failed: 0,
      before: 100_000,
      after: 306_300,
      percent: 206.3,
      larger: true,
    });
    expect(batchSummary([done(1000, 1000)])).toMatchObject({ percent: 0, larger: false });
  });
  it('all failed: 0 of 0 done', () => {
    expect(batchSummary([{ status: 'error', inputBytes: 10 }])).toEqual({
      done: 0,
      total: 0,
      failed: 1,
      before: 0,
      after: 0,
      percent: 0,
      larger: false,
    });
  });
});

describe('outputNames', () => {
  it('tells apart inputs that would get the same name, by their own extension', () => {
    expect(
      outputNames([
        { name: 'chelsea.png', codec: 'png', kept: false },
        { name: 'chelsea.gif', codec: 'png', kept: false },
        { name: 'astronaut.png', codec: 'jpeg', kept: false },
      ]),
    ).toEqual(['chelsea-png-compressed.png', 'chelsea-gif-compressed.png', 'astronaut-compressed.jpg']);
  });
  it('numbers names that are still the same, case-insensitively; a kept original keeps its name', () => {
    expect(
      outputNames([
        { name: 'a.png', codec: 'webp', kept: false },
        { name: 'A.PNG', codec: 'webp', kept: false },
        { name: 'a.png', codec: 'webp', kept: false },
        { name: 'b.jpg', codec: 'jpeg', kept: true },
        { name: 'b.jpg', codec: 'jpeg', kept: true },
      ]),
    ).toEqual([
      'a-png-compressed.webp',
      'A-png-compressed (2).webp',
      'a-png-compressed (3).webp',
      'b.jpg',
      'b (2).jpg',
    ]);
  });
  it('leaves names that clash with nothing unchanged', () => {
    expect(
      outputNames([
        { name: 'x.png', codec: 'png', kept: false },
        { name: 'x.png', codec: 'jpeg', kept: false },
      ]),
    ).toEqual(['x-compressed.png', 'x-compressed.jpg']);
  });
});

/** RGBA pixels from a function of (x, y). */
function pixels(w: number, h: number, f: (x: number, y: number) => [number, number, number, number]) {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(f(x, y), (y * w + x) * 4);
  return data;
}
/** A deterministic pseudo-random byte per pixel (a photo's grain). */
const grain = (x: number, y: number) => ((x * 73_856_093) ^ (y * 19_349_663)) >>> 0;

describe('contentStats and bestCodec ("best for this image")', () => {
  // A photo: smooth gradients with sensor noise, every pixel differs from its neighbour.
  const photo = pixels(64, 48, (x, y) => [
    (x * 3 + (grain(x, y) % 7)) & 255,
    (y * 4 + (grain(y, x) % 5)) & 255,
    (100 + ((x + y) >> 1) + (grain(x + 1, y) % 3)) & 255,
    255,
  ]);
  // A screenshot: white page, a grey bar, black text strokes with anti-aliased edges in 100 greys.
  const screenshot = pixels(100, 60, (x, y) => {
    if (y < 8) return [240, 240, 245, 255];
    if (y % 10 === 5 && x > 10 && x < 90) return [x, x, x, 255];
    return [255, 255, 255, 255];
  });
  it('measures transparency, colours (capped) and flat share exactly', () => {
    // Noise leaves 16 of 63 × 48 neighbour pairs equal.
    expect(contentStats(photo, 64, 48)).toEqual({ transparent: false, colours: COLOUR_CAP + 1, flat: 16 / (63 * 48) });
    const s = contentStats(screenshot, 100, 60);
    expect(s.transparent).toBe(false);
    expect(s.colours).toBe(COLOUR_CAP + 1);
    // 5 text rows change at x = 11…89 (79 greys) and back to white at x = 90: 80 of their 99 pairs differ.
    expect(s.flat).toBeCloseTo((99 * 60 - 5 * 80) / (99 * 60), 10);
    const logo = pixels(10, 10, (x) => (x < 5 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    expect(contentStats(logo, 10, 10)).toEqual({ transparent: false, colours: 2, flat: 80 / 90 });
    const cutout = pixels(4, 2, (x) => [10, 20, 30, x === 0 ? 0 : 255]);
    expect(contentStats(cutout, 4, 2)).toEqual({ transparent: true, colours: 2, flat: 4 / 6 });
  });
  it('photos → JPEG (WebP when they came as WebP or AVIF)', () => {
    const stats = contentStats(photo, 64, 48);
    expect(bestCodec(stats, 'png')).toEqual({ codec: 'jpeg', reason: 'photo' });
    expect(bestCodec(stats, 'jpeg')).toEqual({ codec: 'jpeg', reason: 'photo' });
    expect(bestCodec(stats, 'heic')).toEqual({ codec: 'jpeg', reason: 'photo' });
    expect(bestCodec(stats, 'webp')).toEqual({ codec: 'webp', reason: 'photo' });
    expect(bestCodec(stats, 'avif')).toEqual({ codec: 'webp', reason: 'photo' });
  });
  it('flat graphics, few colours and transparency → PNG, each with its reason', () => {
    expect(bestCodec(contentStats(screenshot, 100, 60), 'png')).toEqual({ codec: 'png', reason: 'graphic' });
    expect(bestCodec(contentStats(screenshot, 100, 60), 'jpeg')).toEqual({ codec: 'png', reason: 'graphic' });
    const chart = pixels(30, 30, (x, y) => [(x * 8) % 256, (y * 8) % 256, 0, 255]);
    expect(bestCodec(contentStats(chart, 30, 30), 'gif')).toEqual({ codec: 'jpeg', reason: 'photo' });
    const few = pixels(30, 30, (x, y) => [((x + y) % 8) * 30, 0, 0, 255]);
    expect(bestCodec(contentStats(few, 30, 30), 'gif')).toEqual({ codec: 'png', reason: 'fewColours' });
    const cutout = pixels(
      64,
      48,
      (x, y) => [...photo.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3), 128] as [number, number, number, number],
    );
    expect(bestCodec(contentStats(cutout, 64, 48), 'png')).toEqual({ codec: 'png', reason: 'transparent' });
  });
  it('a grey photo (up to 256 levels, like a dithered GIF) is still a photo', () => {
    const grey = pixels(64, 64, (x, y) => {
      const v = (x * 4 + (grain(x, y) % 9)) & 255;
      return [v, v, v, 255];
    });
    expect(bestCodec(contentStats(grey, 64, 64), 'png')).toEqual({ codec: 'jpeg', reason: 'photo' });
  });
});

describe('codecFor with "best for this image"', () => {
  it('is decided in the worker; before that, as "same"', () => {
    expect(codecFor('auto', 'gif')).toBe('png');
    expect(codecFor('auto', 'heic')).toBe('jpeg');
    expect(parseSettings({ format: 'auto' }).format).toBe('auto');
  });
});
