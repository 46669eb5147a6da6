import { describe, expect, it } from 'vitest';
import {
  adjustCrop,
  autoCrop,
  centredCrop,
  clampMm,
  dragAdjust,
  inToPx,
  keyAdjust,
  measureHead,
  mmToPx,
  NO_ADJUST,
  presetFor,
  PRESET_IDS,
  type Crop,
} from './logic';

describe('mm and inches → pixels at 300 dpi', () => {
  it('rounds half up', () => {
    expect(mmToPx(25)).toBe(295); // 295.28
    expect(mmToPx(35)).toBe(413); // 413.39
    expect(mmToPx(45)).toBe(531); // 531.496
    expect(mmToPx(25.4)).toBe(300);
    expect(mmToPx(0.127)).toBe(2); // exactly 1.5 → 2
    expect(inToPx(2)).toBe(600);
    expect(inToPx(1.375)).toBe(413); // 412.5 → 413
  });

  it('gives every preset its exact pixels', () => {
    const px = Object.fromEntries(PRESET_IDS.map((id) => [id, [presetFor(id).width, presetFor(id).height]]));
    expect(px).toEqual({
      'one-inch': [295, 413],
      'small-one-inch': [260, 378],
      'two-inch': [413, 579],
      'small-two-inch': [390, 567],
      passport: [413, 531],
      us: [600, 600],
      'china-visa': [390, 567],
      japan: [354, 472],
      korea: [413, 531],
      custom: [413, 531],
    });
  });

  it('carries each standard head rule', () => {
    expect(presetFor('passport').headMm).toEqual([32, 36]);
    expect(presetFor('us').headMm).toEqual([25.4, 34.925]); // 1–1⅜ in
    // 50–69 % of the US photo's height.
    expect(presetFor('us').headMm.map((mm) => Math.round((mm / presetFor('us').heightMm) * 100))).toEqual([50, 69]);
    expect(presetFor('china-visa').topMm).toEqual([3, 5]);
  });

  it('makes a custom size in mm, clamped to 10–150 mm and 0.1 mm steps', () => {
    const p = presetFor('custom', { width: 40, height: 50 });
    expect([p.width, p.height]).toEqual([472, 591]); // 472.44, 590.55
    expect(p.headMm).toEqual([(32 * 50) / 45, (36 * 50) / 45]);
    expect(presetFor('custom', { width: 3, height: 999 })).toMatchObject({ widthMm: 10, heightMm: 150 });
    expect(clampMm(33.333)).toBe(33.3);
    expect(clampMm(Number.NaN)).toBe(10);
  });
});

/**
 * A synthetic person, 400 × 600: an elliptical head centred at (200, 150) with radii 60 × 80 (rows 70–229), a
 * 40 px neck (x 180–219, rows 200–279) and a trapezoid body from row 280 (half width 80, widening by 120 px
 * over 320 rows). A pixel is inside when its centre is.
 */
function person(width = 400, height = 600, shift = 0): Uint8Array {
  const m = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const px = x + 0.5 - shift;
      const py = y + 0.5;
      const ellipse = ((px - 200) / 60) ** 2 + ((py - 150) / 80) ** 2 <= 1;
      const neck = px >= 180 && px < 220 && py >= 200 && py < 280;
      const body = py >= 280 && Math.abs(px - 200) <= 80 + ((py - 280) * 120) / 320;
      if (ellipse || neck || body) m[y * width + x] = 255;
    }
  return m;
}

describe('measureHead', () => {
  it('finds the crown, the widest row and the neck on the synthetic person', () => {
    // Crown: row 70 (centre 70.5 is 79.5 above the centre, inside the 80 radius). The ellipse is 120 px wide
    // at its middle; its rows are wider than the neck's 40 px down to row 224 (half width ≥ 20.5 there), so
    // the first 40 px row, the neck, is 225; row 280 (160 px) is the shoulders.
    expect(measureHead(person(), 400, 600)).toEqual({
      top: 70,
      neck: 225,
      height: 155,
      width: 120,
      centerX: 200,
      neckFound: true,
    });
  });

  it('follows the person when it stands off centre', () => {
    expect(measureHead(person(400, 600, 37), 400, 600)).toMatchObject({ top: 70, neck: 225, centerX: 237 });
  });

  it('ignores specks of fewer than 1 % of the width above the head', () => {
    const m = person();
    m[10 * 400 + 5] = 255;
    m[10 * 400 + 390] = 255;
    m[11 * 400 + 100] = 255;
    m[11 * 400 + 101] = 255;
    m[11 * 400 + 102] = 255; // 3 < 4 (1 % of 400)
    expect(measureHead(m, 400, 600)?.top).toBe(70);
  });

  it('estimates the height from the width when no neck shows (a head cut off at the chin)', () => {
    const m = person().subarray(0, 400 * 150); // rows 0–149: the head's upper half only
    expect(measureHead(m, 400, 150)).toEqual({
      top: 70,
      neck: 70 + 162, // 120 × 1.35
      height: 162,
      width: 120,
      centerX: 200,
      neckFound: false,
    });
  });

  it('reads values under the threshold as background', () => {
    expect(measureHead(new Uint8Array(400 * 600).fill(127), 400, 600)).toBeNull();
    expect(measureHead(new Uint8Array(0), 0, 0)).toBeNull();
  });
});

const round = (c: Crop) => ({
  x: Number(c.x.toFixed(6)),
  y: Number(c.y.toFixed(6)),
  width: Number(c.width.toFixed(6)),
  height: Number(c.height.toFixed(6)),
});

describe('autoCrop', () => {
  const head = measureHead(person(), 400, 600)!;

  it('frames the head for the 35×45 passport: head 34 mm of 45, crown 4 mm below the top', () => {
    // height = 155 / (34/45) = 205.147059; width = height × 413/531; x = 200 − width/2; y = 70 − 4/45 × height.
    expect(round(autoCrop(head, presetFor('passport')))).toEqual({
      x: 120.220588,
      y: 51.764706,
      width: 159.558824,
      height: 205.147059,
    });
  });

  it('frames the head for the US 2×2 in: head 1 3/16 in of 2 in (59.375 %), crown 0.225 in below the top', () => {
    expect(round(autoCrop(head, presetFor('us')))).toEqual({
      x: 69.473684,
      y: 40.631579,
      width: 261.052632,
      height: 261.052632,
    });
  });

  it('frames the head for the 1-inch photo: head 22 mm of 35, crown 3 mm below the top', () => {
    expect(round(autoCrop(head, presetFor('one-inch')))).toEqual({
      x: 111.931818,
      y: 48.863636,
      width: 176.136364,
      height: 246.590909,
    });
  });

  it('puts the measured head at the target share of the output', () => {
    const p = presetFor('korea');
    const c = autoCrop(head, p);
    const outHeadMm = (head.height / c.height) * p.heightMm;
    expect(outHeadMm).toBeCloseTo(34, 9);
    expect(((head.top - c.y) / c.height) * p.heightMm).toBeCloseTo(4, 9);
    expect((head.centerX - c.x) / c.width).toBeCloseTo(0.5, 9);
  });
});

describe('centredCrop, adjustCrop, dragAdjust, keyAdjust', () => {
  it('takes the largest centred crop of the output aspect', () => {
    // 500 px tall, 500 × 413/531 = 388.888889 wide, centred.
    expect(round(centredCrop(1000, 500, 413, 531))).toEqual({ x: 305.555556, y: 0, width: 388.888889, height: 500 });
  });

  it('zooms about the centre and shifts by fractions of the output', () => {
    const auto = { x: 100, y: 50, width: 200, height: 300 };
    expect(adjustCrop(auto, NO_ADJUST)).toEqual(auto);
    expect(adjustCrop(auto, { zoom: 2, dx: 0, dy: 0 })).toEqual({ x: 150, y: 125, width: 100, height: 150 });
    // The person moves right by 10 % of the output: the crop moves left by 10 % of its width.
    expect(adjustCrop(auto, { zoom: 1, dx: 0.1, dy: -0.2 })).toEqual({ x: 80, y: 110, width: 200, height: 300 });
    // Out of range values are clamped (zoom 0.5–2, shift ±0.5).
    expect(adjustCrop(auto, { zoom: 9, dx: 3, dy: Number.NaN })).toEqual({ x: 100, y: 125, width: 100, height: 150 });
  });

  it('turns a drag over the preview into a shift', () => {
    expect(dragAdjust({ zoom: 1.5, dx: 0.1, dy: 0 }, 30, -60, 300, 400)).toEqual({ zoom: 1.5, dx: 0.2, dy: -0.15 });
    expect(dragAdjust(NO_ADJUST, 9999, 0, 300, 400)).toEqual({ zoom: 1, dx: 0.5, dy: 0 });
  });

  it('moves by 1 % per arrow key, 10 % with Shift, and ignores other keys', () => {
    expect(keyAdjust(NO_ADJUST, 'ArrowRight', false)).toEqual({ zoom: 1, dx: 0.01, dy: 0 });
    expect(keyAdjust({ zoom: 1, dx: 0.07, dy: 0.2 }, 'ArrowUp', true)).toEqual({ zoom: 1, dx: 0.07, dy: 0.1 });
    expect(keyAdjust(NO_ADJUST, 'ArrowLeft', true)).toEqual({ zoom: 1, dx: -0.1, dy: 0 });
    expect(keyAdjust(NO_ADJUST, 'Enter', false)).toBeNull();
  });
});
