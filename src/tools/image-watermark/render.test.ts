import { describe, expect, it } from 'vitest';
import { drawWatermark, type Ctx2D, type Logo } from './render';
import { DEFAULTS, type Settings } from './logic/settings';

/** A 2D context that records what is drawn; text is 10 px wide per character. */
function recorder() {
  const log: string[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    globalAlpha: 1,
    textAlign: '',
    textBaseline: '',
    imageSmoothingQuality: '',
    save: () => log.push('save'),
    restore: () => log.push('restore'),
    setTransform: () => undefined,
    translate: (x: number, y: number) => log.push(`at ${x},${y}`),
    rotate: (r: number) => log.push(`rotate ${Math.round((r * 180) / Math.PI)}`),
    measureText: (t: string) => ({ width: [...t].length * 10 }),
    fillText(t: string) {
      log.push(`text ${t} alpha ${this.globalAlpha} ${this.fillStyle}`);
    },
    drawImage: (_i: unknown, x: number, y: number, w: number, h: number) => log.push(`image ${x},${y} ${w}×${h}`),
  };
  return { ctx: ctx as unknown as Ctx2D, log };
}

const img = { width: 400, height: 300 };

describe('drawWatermark', () => {
  it('draws the text at the bottom-right point inside the margin, with its opacity and colour', () => {
    const { ctx, log } = recorder();
    // size 10 % of 300 = 30 px → the mark is 30 × 36; margin 5 % = 15 px.
    const s: Settings = { ...DEFAULTS, text: 'abc', size: 10, margin: 5, opacity: 60, color: '#ff0000' };
    expect(drawWatermark(ctx, img, s, null)).toBe(1);
    expect(log).toEqual(['save', 'at 370,267', 'rotate 0', 'text abc alpha 0.6 #ff0000', 'restore']);
  });

  it('draws a logo centred on its point, scaled to % of the shorter side', () => {
    const { ctx, log } = recorder();
    const logo = { width: 200, height: 100 } as Logo;
    // 20 % of 300 = 60 px wide, 30 px high; top-left with a 0 margin → centre (30, 15).
    const s: Settings = { ...DEFAULTS, mode: 'image', logoScale: 20, anchor: 'tl', margin: 0, rotation: 90 };
    expect(drawWatermark(ctx, img, s, logo)).toBe(1);
    // Rotated 90°, its box is 30 × 60: centre (15, 30).
    expect(log).toEqual(['save', 'at 15,30', 'rotate 90', 'image -30,-15 60×30', 'restore']);
  });

  it('tiles the mark at the pattern angle', () => {
    const { ctx, log } = recorder();
    const s: Settings = { ...DEFAULTS, text: 'ab', placement: 'tile', tileAngle: -30, spacing: 10 };
    const n = drawWatermark(ctx, img, s, null);
    expect(n).toBeGreaterThan(10);
    expect(log.filter((l) => l === 'rotate -30')).toHaveLength(n);
    expect(log.filter((l) => l.startsWith('text ab'))).toHaveLength(n);
  });

  it('draws nothing without text, or in logo mode without a logo', () => {
    const { ctx, log } = recorder();
    expect(drawWatermark(ctx, img, { ...DEFAULTS, text: ' ' }, null)).toBe(0);
    expect(drawWatermark(ctx, img, { ...DEFAULTS, mode: 'image' }, null)).toBe(0);
    expect(log).toEqual([]);
  });
});
