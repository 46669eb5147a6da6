import { describe, expect, it } from 'vitest';
import { applyMask, boxMean, luminance, maskBBox, maskIoU, refineMask, resizeMask } from './mask';

describe('mask arithmetic', () => {
  it('takes Rec. 601 luma', () => {
    expect([
      ...luminance(new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 9, 200, 200, 200, 0]), 4, 1),
    ]).toEqual([76, 150, 29, 200]);
  });

  it('averages clipped windows', () => {
    const src = new Float32Array([0, 3, 6, 9, 12, 15]); // 3 × 2
    expect([...boxMean(src, 3, 2, 1)]).toEqual([6, 7.5, 9, 6, 7.5, 9]);
    expect([...boxMean(src, 3, 2, 0)]).toEqual([0, 3, 6, 9, 12, 15]);
    const one = new Float32Array([4, 8]);
    expect([...boxMean(one, 2, 1, 5)]).toEqual([6, 6]);
  });

  it('resizes a mask bilinearly with centre-aligned pixels', () => {
    expect([...resizeMask(new Uint8Array([0, 255]), 2, 1, 4, 1)]).toEqual([0, 64, 191, 255]);
    expect([...resizeMask(new Uint8Array([10, 20, 30, 40]), 2, 2, 1, 1)]).toEqual([25]);
    expect([...resizeMask(new Uint8Array([7]), 1, 1, 2, 2)]).toEqual([7, 7, 7, 7]);
  });

  it('puts a blurred low-resolution edge on the full-resolution photo edge (guided filter)', () => {
    // A photo 64 px wide: dark left of x = 30, bright from x = 30; the subject is the bright part.
    const W = 64;
    const H = 4;
    const guideFull = new Uint8Array(W * H).map((_, i) => (i % W < 30 ? 20 : 230));
    // The model saw it at 16 px (4 photo pixels each): low pixel 7 (photo 28–31) is half subject.
    const w = 16;
    const h = 1;
    const guideLow = new Uint8Array(w).map((_, x) => (x < 7 ? 20 : x === 7 ? 125 : 230));
    const maskLow = new Uint8Array(w).map((_, x) => (x < 7 ? 0 : x === 7 ? 128 : 255));
    const plain = resizeMask(maskLow, w, h, W, H);
    const refined = refineMask(maskLow, guideLow, w, h, guideFull, W, H, { radius: 2, eps: 1e-4 });
    // Stretched, the edge is a ramp several photo pixels wide; refined, the mask steps where the photo does.
    const soft = (m: Uint8Array) => [...m.slice(0, W)].filter((v) => v > 25 && v < 230).length;
    expect(soft(plain)).toBe(6); // x = 27…32: 48, 80, 112, 144, 175, 207
    expect(soft(refined)).toBe(0);
    expect(refined[29]).toBeLessThan(25);
    expect(refined[30]).toBeGreaterThan(230);
    // Rows are alike (the photo is).
    expect([...refined.slice(W, 2 * W)]).toEqual([...refined.slice(0, W)]);
  });

  it('keeps a mask that the photo gives no reason to change (flat guide → a smoothed mask)', () => {
    const flat = new Uint8Array(9).fill(128);
    const mask = new Uint8Array([0, 0, 0, 0, 255, 0, 0, 0, 0]);
    const out = refineMask(mask, flat, 3, 3, flat, 3, 3, { radius: 1 });
    // a = 0, b = mean(p): the centre value spreads to a twice-box-filtered blob.
    expect([...out]).toEqual([44, 47, 44, 47, 50, 47, 44, 47, 44]);
  });

  it('finds the bounding box and the overlap of masks', () => {
    const m = new Uint8Array(5 * 4);
    m[1 * 5 + 1] = 255;
    m[2 * 5 + 3] = 200;
    m[3 * 5 + 4] = 100; // below the threshold
    expect(maskBBox(m, 5, 4)).toEqual({ x: 1, y: 1, width: 3, height: 2 });
    expect(maskBBox(m, 5, 4, 50)).toEqual({ x: 1, y: 1, width: 4, height: 3 });
    expect(maskBBox(new Uint8Array(6), 3, 2)).toBeNull();
    const a = new Uint8Array([255, 255, 0, 0]);
    const b = new Uint8Array([255, 0, 255, 0]);
    expect(maskIoU(a, b)).toBeCloseTo(1 / 3, 10);
    expect(maskIoU(a, a)).toBe(1);
    expect(maskIoU(new Uint8Array(4), new Uint8Array(4))).toBe(1);
    expect(() => maskIoU(a, new Uint8Array(3))).toThrow(/differ/);
  });

  it('multiplies the mask into the alpha channel', () => {
    const px = new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 128, 7, 8, 9, 255]);
    applyMask(px, new Uint8Array([0, 255, 128]));
    expect([...px]).toEqual([1, 2, 3, 0, 4, 5, 6, 128, 7, 8, 9, 128]);
    expect(() => applyMask(px, new Uint8Array(2))).toThrow(/mask of 2 px/);
  });
});
