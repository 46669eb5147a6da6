import { describe, expect, it } from 'vitest';
import { fitTarget, parseKB } from './target';

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

  it('scales down when quality 1 is still too large: at the scale quality, then the quality re-tuned', async () => {
    const calls: string[] = [];
    const encode = async (q: number, scale: number) => {
      calls.push(`${q}@${scale.toFixed(3)}`);
      return model(1_000_000)(q, scale);
    };
    const r = await fitTarget(20_000, 100, true, encode, { scaleQuality: 75 });
    // Quality 1 at full size is 200,100 bytes; at 75 the area that fits 95 % of 20,000 bytes is a scale of
    // √(19,000 / 762,500) = 0.158; there the quality goes back up to the highest that fits, 77.
    expect(r).toMatchObject({ out: '77@0.158', bytes: 19_758, quality: 77, met: true });
    expect(calls).toEqual(
      '100 50 25 13 7 4 2 1 75'
        .split(' ')
        .map((q) => `${q}@1.000`)
        .concat('75 88 82 79 77 78'.split(' ').map((q) => `${q}@0.158`)),
    );
  });

  it('scales down when the quality that fits lands over 10 % under the target (a jump in file size)', async () => {
    // Like MozJPEG at quality 90, where it stops subsampling colour: the file jumps by 60 %.
    const jump = async (q: number, scale: number) => ({
      out: `${q}@${scale.toFixed(3)}`,
      bytes: Math.round(100_000 * (0.2 + (q / 100) ** 2) * (q >= 90 ? 1.6 : 1) * scale * scale),
    });
    // Quality alone: 89 fits at 99,210 bytes (66 % of the target), 90 is 161,600.
    const r = await fitTarget(150_000, 100, true, jump);
    expect(r).toMatchObject({ out: '92@0.939', bytes: 147_636, quality: 92, met: true });
    // With the pixels fixed, quality only: the best that fits, however far under.
    const fixed = await fitTarget(150_000, 100, true, jump, 1);
    expect(fixed).toEqual({ out: '89@1.000', bytes: 99_210, quality: 89, scale: 1, met: true });
  });

  it('scales lossless PNG (no quality) and reports a target it cannot reach', async () => {
    const png = await fitTarget(30_000, 75, false, model(200_000));
    // 240,000 bytes at full size: one try at √(28,500 / 240,000) = 0.345 lands at 28,500 bytes.
    expect(png).toMatchObject({ out: '100@0.345', bytes: 28_500, quality: null, met: true });
    const never = await fitTarget(10, 75, true, async () => ({ out: 'x', bytes: 500 }));
    expect(never).toMatchObject({ met: false, bytes: 500 });
  });

  it('with pixels fixed (minScale 1): quality only; the smallest file, not fitting, when 1 is still too large', async () => {
    const calls: string[] = [];
    const encode = async (q: number, scale: number) => {
      calls.push(`${q}@${scale}`);
      return model(1_000_000)(q, scale);
    };
    const r = await fitTarget(20_000, 92, true, encode, 1);
    // Quality 1 gives 1,000,000 × (0.2 + 0.0001) = 200,100 bytes: the smallest, at scale 1.
    expect(r).toEqual({ out: '1@1.000', bytes: 200_100, quality: 1, scale: 1, met: false });
    expect(calls.every((c) => c.endsWith('@1'))).toBe(true);
    const ok = await fitTarget(50_000, 92, true, model(100_000), 1);
    // The highest quality whose file fits: 100,000 × (0.2 + (q/100)²) ≤ 50,000 → q = 54 (49,160 bytes).
    expect(ok).toEqual({ out: '54@1.000', bytes: 49_160, quality: 54, scale: 1, met: true });
  });
});

describe('parseKB', () => {
  it('reads digits only; empty or 0 is no target; capped', () => {
    expect(parseKB('200')).toBe(200);
    expect(parseKB(' 30 KB')).toBe(30);
    expect(parseKB('')).toBe(0);
    expect(parseKB('abc')).toBe(0);
    expect(parseKB('99999999')).toBe(100_000);
    expect(parseKB('5000', 2000)).toBe(2000);
  });
});
