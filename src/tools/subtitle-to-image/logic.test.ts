import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE } from '../../lib/image/canvas-limits';
import {
  DEFAULTS,
  autoFont,
  chosenFont,
  parseSettings,
  placeText,
  planOutput,
  stack,
  stripFor,
  stripHeight,
} from './logic';

describe('stripHeight', () => {
  it('is a share of the frame height, rounded, or pixels, within 1 px … the frame height', () => {
    expect(stripHeight({ stripUnit: 'percent', stripPercent: 15, stripPx: 0 }, 360)).toBe(54);
    expect(stripHeight({ stripUnit: 'percent', stripPercent: 15, stripPx: 0 }, 1081)).toBe(162); // 162.15
    expect(stripHeight({ stripUnit: 'px', stripPercent: 0, stripPx: 80 }, 360)).toBe(80);
    expect(stripHeight({ stripUnit: 'px', stripPercent: 0, stripPx: 900 }, 360)).toBe(360);
    expect(stripHeight({ stripUnit: 'px', stripPercent: 0, stripPx: 0 }, 360)).toBe(1);
  });
});

describe('stack', () => {
  it('puts the whole frame first, then one bottom strip per further line', () => {
    const s = stack({ width: 640, height: 360 }, 54, 3);
    expect(s).toEqual({
      width: 640,
      height: 360 + 2 * 54,
      scale: 1,
      strip: 54,
      pieces: [
        { sy: 0, sh: 360, dy: 0, dh: 360 },
        { sy: 306, sh: 54, dy: 360, dh: 54 },
        { sy: 306, sh: 54, dy: 414, dh: 54 },
      ],
    });
  });
  it('one line is the frame alone; zero lines count as one', () => {
    expect(stack({ width: 10, height: 20 }, 5, 1).height).toBe(20);
    expect(stack({ width: 10, height: 20 }, 5, 0).pieces).toHaveLength(1);
  });
  it('scales each side down (floor), sources stay in frame pixels', () => {
    const s = stack({ width: 1920, height: 1080 }, 162, 3, 0.375);
    expect(s.width).toBe(720);
    expect(s.strip).toBe(60); // 60.75
    expect(s.height).toBe(405 + 2 * 60);
    expect(s.pieces[2]).toEqual({ sy: 918, sh: 162, dy: 465, dh: 60 });
  });
});

describe('taller strips for cues of several lines', () => {
  it('stripFor: one line keeps the strip; more lines get their height, up to the frame', () => {
    // 64.8 px text (6 % of 1080): two lines need 64.8 × (1.25 + 1 + 0.45 + 0.3) = 194.4 → 195 px.
    expect(stripFor(1, 64.8, 162, 1080)).toBe(162);
    expect(stripFor(2, 64.8, 162, 1080)).toBe(195);
    expect(stripFor(3, 64.8, 162, 1080)).toBe(276);
    expect(stripFor(2, 64.8, 300, 1080)).toBe(300);
    expect(stripFor(30, 64.8, 162, 1080)).toBe(1080);
  });
  it('stack: each strip its own height, stacked without overlap', () => {
    expect(stack({ width: 640, height: 360 }, 54, 3, 1, [54, 80, 54])).toEqual({
      width: 640,
      height: 360 + 80 + 54,
      scale: 1,
      strip: 54,
      pieces: [
        { sy: 0, sh: 360, dy: 0, dh: 360 },
        { sy: 280, sh: 80, dy: 360, dh: 80 },
        { sy: 306, sh: 54, dy: 440, dh: 54 },
      ],
    });
  });
});

describe('placeText', () => {
  it('stacks the baselines up from the strip bottom less the margin', () => {
    const p = placeText({ sy: 306, sh: 54, dy: 414, dh: 54 }, 640, 2, 20);
    expect(p.x).toBe(320);
    // bottom = 414 + 54 - 20 × 0.45 = 459; the first line one line height (25) above.
    expect(p.baselines).toEqual([434, 459]);
    expect(p.top).toBe(414);
  });
});

describe('planOutput (canvas limits)', () => {
  it('keeps the full size when it fits', () => {
    const p = planOutput({ width: 640, height: 360 }, 54, 3);
    expect(p.kind).toBe('ok');
    expect(p.full).toEqual({ width: 640, height: 468 });
  });
  it('scales a 4K frame with 200 lines down to the 32,767 px side limit', () => {
    // 2160 + 199 × 324 = 66,636 px high: over the side limit (the area, 255,882,240 px, is within its own).
    const p = planOutput({ width: 3840, height: 2160 }, 324, 200);
    expect(p.full).toEqual({ width: 3840, height: 66_636 });
    expect(p.kind).toBe('scaled');
    if (p.kind !== 'scaled') return;
    expect(p.stack.scale).toBe(32767 / 66_636);
    expect(p.stack.width).toBe(1888);
    expect(p.stack.strip).toBe(159);
    expect(p.stack.height).toBe(1062 + 199 * 159); // 32,703
    expect(p.stack.height).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
  });
  it('scales by the area limit when that is the tighter bound', () => {
    const p = planOutput({ width: 20_000, height: 15_000 }, 1000, 1);
    expect(p.kind).toBe('scaled');
    if (p.kind !== 'scaled') return;
    expect(p.stack.scale).toBe(Math.sqrt(MAX_CANVAS_AREA / 300_000_000));
    expect([p.stack.width, p.stack.height]).toEqual([18_918, 14_188]);
    expect(p.stack.width * p.stack.height).toBeLessThanOrEqual(MAX_CANVAS_AREA);
  });
  it('scales by the side limit when the area is not the bound', () => {
    const p = planOutput({ width: 640, height: 360 }, 54, 1000);
    expect(p.full.height).toBe(360 + 999 * 54); // 54,306
    expect(p.kind).toBe('scaled');
    if (p.kind !== 'scaled') return;
    expect(p.stack.scale).toBeCloseTo(32767 / 54_306, 12);
    expect(p.stack.height).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(p.stack.height).toBe(217 + 999 * 32);
  });
  it('refuses when it would have to shrink below a quarter', () => {
    const p = planOutput({ width: 3840, height: 2160 }, 2160, 1000);
    expect(p.kind).toBe('refused');
    if (p.kind === 'refused') expect(p.scale).toBeLessThan(0.25);
  });
});

describe('settings', () => {
  it('falls back field by field', () => {
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(
      parseSettings({ stripUnit: 'px', stripPx: 99999, size: 'big', color: '#ABC', effect: 'glow', font: 'nope' }),
    ).toEqual({ ...DEFAULTS, stripUnit: 'px', stripPx: 4000, color: '#aabbcc' });
    expect(parseSettings({ font: 'lxgw-wenkai', type: 'image/jpeg' })).toMatchObject({
      font: 'lxgw-wenkai',
      type: 'image/jpeg',
    });
  });
  it('picks the default font by the text’s scripts', () => {
    expect(autoFont('你好 world').id).toBe('noto-sans-sc');
    expect(autoFont('こんにちは').id).toBe('noto-sans-jp');
    expect(autoFont('안녕하세요').id).toBe('noto-sans-kr');
    expect(autoFont('Hello').id).toBe('noto-sans-sc');
    expect(chosenFont({ font: 'lora' }, '你好').id).toBe('lora');
    expect(chosenFont({ font: 'auto' }, 'はい').id).toBe('noto-sans-jp');
  });
});
