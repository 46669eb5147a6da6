import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  MaskHistory,
  applyCoverage,
  blurRadius,
  brushFalloff,
  composite,
  coverRect,
  cropMask,
  hexToRgb,
  outputName,
  parseSettings,
  pasteMask,
  stampDisc,
  strokePoints,
  tintOverlay,
  unionBox,
} from './logic';

const px = (...v: number[]) => new Uint8ClampedArray(v);

describe('compositing', () => {
  it('transparent: only the alpha changes, mask × the photo’s own alpha', () => {
    const out = composite(px(10, 20, 30, 255, 40, 50, 60, 128, 1, 2, 3, 255), new Uint8Array([128, 255, 0]), null);
    expect([...out]).toEqual([10, 20, 30, 128, 40, 50, 60, 128, 1, 2, 3, 0]);
  });

  it('over a colour: the subject’s share of each pixel, the colour behind the rest, always opaque', () => {
    const out = composite(
      px(200, 100, 0, 255, 200, 100, 0, 255, 200, 100, 0, 255),
      new Uint8Array([51, 0, 255]),
      [0, 0, 255],
    );
    expect([...out]).toEqual([40, 20, 204, 255, 0, 0, 255, 255, 200, 100, 0, 255]);
  });

  it('over a blurred photo or an image: the backdrop pixel of the same place, with its own alpha', () => {
    const blurred = px(100, 100, 100, 255, 90, 80, 70, 128, 0, 0, 0, 0);
    const out = composite(px(0, 200, 0, 255, 9, 9, 9, 255, 5, 5, 5, 255), new Uint8Array([102, 0, 0]), blurred);
    // 0.4 subject over an opaque grey: 0.4 × (0,200,0) + 0.6 × 100.
    // Nothing over a half-transparent backdrop: the backdrop as it is; nothing over nothing: transparent black.
    expect([...out]).toEqual([60, 140, 60, 255, 90, 80, 70, 128, 0, 0, 0, 0]);
  });

  it('refuses sizes that differ', () => {
    expect(() => composite(px(1, 2, 3, 4), new Uint8Array(2), null)).toThrow(/1 px of photo, 2 px of mask/);
    expect(() => composite(px(1, 2, 3, 4), new Uint8Array(1), px(1, 2, 3, 4, 5, 6, 7, 8))).toThrow(/backdrop of 2/);
  });

  it('covers a box with a centred crop of the image', () => {
    expect(coverRect(200, 100, 100, 100)).toEqual({ sx: 50, sy: 0, sw: 100, sh: 100 });
    expect(coverRect(100, 400, 200, 100)).toEqual({ sx: 0, sy: 175, sw: 100, sh: 50 });
    expect(coverRect(30, 20, 30, 20)).toEqual({ sx: 0, sy: 0, sw: 30, sh: 20 });
  });

  it('scales the blur with the photo', () => {
    expect(blurRadius(12, 800, 500)).toBe(10);
    expect(blurRadius(12, 3000, 4000)).toBe(48);
    expect(blurRadius(1, 100, 50)).toBe(1);
  });

  it('reads colours', () => {
    expect(hexToRgb('#1a2b3c')).toEqual([26, 43, 60]);
    expect(hexToRgb('fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('red')).toBeNull();
  });
});

describe('settings and names', () => {
  it('falls back field by field; an image background does not survive a reload', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{')).toEqual(DEFAULT_SETTINGS);
    expect(
      parseSettings({ background: 'color', color: '#ABC', blur: 99, format: 'webp', brush: 1, hardness: 55.4 }),
    ).toEqual({ background: 'color', color: '#aabbcc', blur: 50, format: 'webp', brush: 4, hardness: 55 });
    expect(parseSettings({ background: 'image', color: 'nope', blur: 'x', format: 'gif' })).toEqual(DEFAULT_SETTINGS);
  });

  it('names the outputs', () => {
    expect(outputName('photo.jpg', 'png')).toBe('photo-no-bg.png');
    expect(outputName('我的 照片.HEIC', 'webp')).toBe('我的 照片-no-bg.webp');
    expect(outputName('a/b?.png', 'png')).toBe('a-b-no-bg.png');
  });
});

describe('the brush', () => {
  it('fades from the hard core to the rim', () => {
    expect(brushFalloff(0, 10, 0.5)).toBe(1);
    expect(brushFalloff(5, 10, 0.5)).toBe(1);
    expect(brushFalloff(7.5, 10, 0.5)).toBe(0.5);
    expect(brushFalloff(10, 10, 0.5)).toBe(0);
    expect(brushFalloff(3, 4, 1)).toBe(1);
    expect(brushFalloff(2, 4, 0)).toBe(0.5);
  });

  it('stamps a soft disc, keeping the strongest coverage', () => {
    const cov = new Uint8Array(25);
    const box = stampDisc(cov, 5, 5, { x: 2.5, y: 2.5 }, 1.5, 0);
    expect(box).toEqual({ x: 1, y: 1, width: 4, height: 4 });
    // Centre 255; the four neighbours at distance 1: (1.5 − 1) / 1.5 → 85; diagonals at √2 → 15.
    expect([...cov]).toEqual([0, 0, 0, 0, 0, 0, 15, 85, 15, 0, 0, 85, 255, 85, 0, 0, 15, 85, 15, 0, 0, 0, 0, 0, 0]);
    // A weaker stamp over it lowers nothing; it adds its own edge.
    stampDisc(cov, 5, 5, { x: 3.5, y: 2.5 }, 1.5, 0);
    expect([...cov.slice(10, 15)]).toEqual([0, 85, 255, 255, 85]);
    expect(stampDisc(cov, 5, 5, { x: 40, y: 40 }, 2, 0)).toBeNull();
  });

  it('fills the gaps between pointer events', () => {
    const pts = strokePoints({ x: 0, y: 0 }, { x: 10, y: 0 }, 4);
    expect(pts.map((p) => +p.x.toFixed(3))).toEqual([3.333, 6.667, 10]);
    expect(strokePoints({ x: 1, y: 1 }, { x: 1, y: 1 }, 4)).toEqual([{ x: 1, y: 1 }]);
    expect(strokePoints({ x: 0, y: 0 }, { x: 3, y: 4 }, 2.5)).toEqual([
      { x: 1.5, y: 2 },
      { x: 3, y: 4 },
    ]);
  });

  it('erases and restores from the mask the stroke began with', () => {
    const base = new Uint8Array([255, 255, 100, 0]);
    const cov = new Uint8Array([255, 128, 51, 255]);
    const mask = base.slice();
    const box = { x: 0, y: 0, width: 4, height: 1 };
    applyCoverage(mask, base, cov, 4, box, 'erase');
    expect([...mask]).toEqual([0, 127, 80, 0]);
    applyCoverage(mask, base, cov, 4, box, 'restore');
    expect([...mask]).toEqual([255, 255, 131, 255]);
    // Only inside the box.
    const m2 = base.slice();
    applyCoverage(m2, base, cov, 2, { x: 1, y: 0, width: 1, height: 2 }, 'erase');
    expect([...m2]).toEqual([255, 127, 100, 0]);
  });

  it('unites boxes', () => {
    expect(unionBox(null, null)).toBeNull();
    expect(unionBox({ x: 1, y: 2, width: 3, height: 4 }, null)).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(unionBox({ x: 1, y: 2, width: 3, height: 4 }, { x: 0, y: 5, width: 2, height: 5 })).toEqual({
      x: 0,
      y: 2,
      width: 4,
      height: 8,
    });
  });

  it('tints the background of the overlay', () => {
    const ov = new Uint8ClampedArray(8);
    tintOverlay(ov, new Uint8Array([0, 255]), 2, { x: 0, y: 0, width: 2, height: 1 }, [1, 2, 3], 0.5);
    expect([...ov]).toEqual([1, 2, 3, 128, 1, 2, 3, 0]);
  });
});

describe('undo and redo', () => {
  const box = { x: 1, y: 1, width: 2, height: 2 };

  it('crops and pastes boxes of a mask', () => {
    const mask = new Uint8Array(16).map((_, i) => i);
    expect([...cropMask(mask, 4, box)]).toEqual([5, 6, 9, 10]);
    pasteMask(mask, 4, box, new Uint8Array([50, 60, 90, 100]));
    expect([...mask]).toEqual([0, 1, 2, 3, 4, 50, 60, 7, 8, 90, 100, 11, 12, 13, 14, 15]);
  });

  it('undoes and redoes strokes in order; a new stroke drops the redo', () => {
    const mask = new Uint8Array(16).fill(255);
    const h = new MaskHistory();
    expect(h.undo(mask, 4)).toBeNull();
    const stroke = (value: number) => {
      const before = cropMask(mask, 4, box);
      pasteMask(mask, 4, box, new Uint8Array(4).fill(value));
      h.push({ box, before, after: cropMask(mask, 4, box) });
    };
    stroke(0);
    stroke(7);
    expect(mask[5]).toBe(7);
    expect(h.undo(mask, 4)).toEqual(box);
    expect(mask[5]).toBe(0);
    expect(h.undo(mask, 4)).toEqual(box);
    expect([...mask]).toEqual(new Array(16).fill(255));
    expect(h.canUndo).toBe(false);
    expect(h.redo(mask, 4)).toEqual(box);
    expect(mask[10]).toBe(0);
    expect(h.canRedo).toBe(true);
    stroke(9);
    expect(h.canRedo).toBe(false);
    expect(h.redo(mask, 4)).toBeNull();
    expect(h.size).toBe(2);
  });

  it('drops the oldest strokes past its byte budget', () => {
    const h = new MaskHistory(20);
    const p = { box, before: new Uint8Array(4), after: new Uint8Array(4) };
    for (let i = 0; i < 5; i += 1) h.push({ ...p });
    // 8 bytes a patch (before + after): two fit in 20.
    expect(h.size).toBe(2);
  });
});
