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
  frameHead,
  landmarks,
  placement,
  withinRule,
  type Crop,
  type Landmarks,
  type PresetId,
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
      'china-passport': [390, 567],
      'china-visa': [390, 567],
      passport: [413, 531],
      uk: [413, 531],
      us: [600, 600],
      japan: [413, 531],
      korea: [413, 531],
      'one-inch': [295, 413],
      'small-one-inch': [260, 378],
      'large-one-inch': [390, 567],
      'two-inch': [413, 579],
      'small-two-inch': [413, 531],
      custom: [413, 531],
    });
  });

  it("carries each authority's rule and its source", () => {
    expect(presetFor('china-passport')).toMatchObject({ widthMm: 33, heightMm: 48, headMm: [28, 33], topMm: [3, 5] });
    expect(presetFor('china-passport').chinMinMm).toBe(7);
    expect(presetFor('passport').headMm).toEqual([32, 36]);
    expect(presetFor('uk').headMm).toEqual([29, 34]);
    expect(presetFor('us').headMm).toEqual([25.4, 34.925]); // 1–1⅜ in
    expect(presetFor('us').eyesMm).toEqual([28.575, 34.925]); // 1⅛–1⅜ in
    // 50–69 % of the US photo's height.
    expect(presetFor('us').headMm.map((mm) => Math.round((mm / presetFor('us').heightMm) * 100))).toEqual([50, 69]);
    for (const id of PRESET_IDS) {
      const p = presetFor(id);
      expect(p.source.length, id).toBeGreaterThan(20);
      expect(p.headMm[0], id).toBeLessThan(p.headMm[1]);
      if (p.authority) expect(p.source, id).toMatch(/https:\/\//);
    }
    // Passports and visas default to the background their rule asks for.
    expect(
      ['china-passport', 'china-visa', 'passport', 'us', 'japan', 'korea'].map(
        (id) => presetFor(id as PresetId).background,
      ),
    ).toEqual(Array(6).fill('white'));
    expect(presetFor('uk').background).toBe('grey');
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

/**
 * Portraits composed with known landmarks: a head (ellipse, hair included) `w` wide and `h` tall from the
 * crown at row 100 of a 1000 × 1400 photo, its eyes at `eyes` (share of crown to chin), then either a visible
 * neck and shoulders or a turtleneck whose collar rises over the chin.
 */
function portrait(opts: { w: number; h: number; turtleneck?: boolean; cx?: number }) {
  const W = 1000;
  const Hh = 1400;
  const cx = opts.cx ?? 500;
  const crown = 100;
  const cy = crown + opts.h / 2;
  const chin = crown + opts.h;
  const m = new Uint8Array(W * Hh);
  for (let y = 0; y < Hh; y += 1)
    for (let x = 0; x < W; x += 1) {
      const px = x + 0.5 - cx;
      const py = y + 0.5;
      const headIn = (px / (opts.w / 2)) ** 2 + ((py - cy) / (opts.h / 2)) ** 2 <= 1;
      const neckTop = opts.turtleneck ? chin - opts.h * 0.08 : chin - opts.h * 0.15;
      const neckHalf = opts.turtleneck ? opts.w * 0.4 : opts.w * 0.25;
      const neck = py >= neckTop && py < chin + opts.h * 0.3 && Math.abs(px) <= neckHalf;
      const body = py >= chin + opts.h * 0.3 && Math.abs(px) <= opts.w * 0.9 + (py - chin) * 0.6;
      if (headIn || neck || body) m[y * W + x] = 255;
    }
  const truth: Landmarks = { crown, chin, eyes: crown + 0.47 * opts.h, centerX: cx };
  return { mask: m, W, H: Hh, truth };
}

const PORTRAITS = {
  'neck visible, 1.35 widths tall': portrait({ w: 300, h: 405 }),
  'turtleneck over the chin': portrait({ w: 300, h: 405, turtleneck: true }),
  'long face, 1.5 widths': portrait({ w: 260, h: 390, cx: 430 }),
  'round face, 1.3 widths': portrait({ w: 320, h: 416, cx: 560 }),
};

describe("automatic framing lands inside each preset's ranges", () => {
  const ids = PRESET_IDS.filter((id) => id !== 'custom');
  for (const [name, { mask, W, H, truth }] of Object.entries(PORTRAITS)) {
    it(`${name}: head, crown, eye line and chin inside every rule`, () => {
      const head = measureHead(mask, W, H)!;
      const rows: string[] = [];
      for (const id of ids) {
        const p = presetFor(id);
        const crop = autoCrop(head, p);
        expect(crop.width / crop.height).toBeCloseTo(p.width / p.height, 9);
        // Checked against the portrait's true landmarks, not the estimated ones.
        const at = placement(truth, crop, p);
        rows.push(
          `${id}: head ${at.headMm.toFixed(1)} [${p.headMm.map((v) => v.toFixed(1)).join('–')}], top ${at.topMm.toFixed(1)}` +
            `, eyes ${at.eyesMm.toFixed(1)}${p.eyesMm ? ` [${p.eyesMm.map((v) => v.toFixed(1)).join('–')}]` : ''}, chin ${at.chinBelowMm.toFixed(1)}`,
        );
        expect(withinRule(at, p), `${id}: ${rows.at(-1)}`).toEqual({ head: true, top: true, eyes: true, chin: true });
        expect((truth.centerX - crop.x) / crop.width).toBeCloseTo(0.5, 9);
      }
      console.info(`framing (${name}):\n  ${rows.join('\n  ')}`);
    });
  }

  it('puts the US eye line 1⅛–1⅜ in above the bottom and the head at 1–1⅜ in', () => {
    const lm: Landmarks = { crown: 200, chin: 600, eyes: 388, centerX: 300 };
    const p = presetFor('us');
    const at = placement(lm, frameHead(lm, p), p);
    expect(at.headMm / 25.4).toBeCloseTo(1.1875, 6);
    expect(at.eyesMm / 25.4).toBeGreaterThanOrEqual(1.125);
    expect(at.eyesMm / 25.4).toBeLessThanOrEqual(1.375);
  });

  it('holds an implausible neck row to 1.3–1.55 head widths', () => {
    expect(landmarks({ top: 10, neck: 110, height: 100, width: 100, centerX: 50, neckFound: true }).chin).toBe(140);
    expect(landmarks({ top: 10, neck: 210, height: 200, width: 100, centerX: 50, neckFound: true }).chin).toBe(165);
    expect(landmarks({ top: 10, neck: 150, height: 140, width: 100, centerX: 50, neckFound: false })).toEqual({
      crown: 10,
      chin: 150,
      eyes: 10 + 0.47 * 140,
      centerX: 50,
    });
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
