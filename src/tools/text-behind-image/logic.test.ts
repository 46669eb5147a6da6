import { describe, expect, it } from 'vitest';
import { BASE_LAYER, type Layer } from './layers';
import {
  charCount,
  compose,
  corners,
  dragTo,
  fitLayerSize,
  fontPx,
  hitTest,
  inBox,
  layerBox,
  over,
  spacedWidth,
  subjectOver,
  toLocal,
  type LayerBox,
} from './logic';

const layer = (patch: Partial<Layer> = {}): Layer => ({ ...BASE_LAYER, id: 'l1', text: 'POV', ...patch });
/** A fake measureText: every character is 0.5 em wide. */
const halfEm = (text: string) => (px: number) => charCount(text) * px * 0.5;

describe('layer geometry', () => {
  it('turns image-relative units into pixels of the preview and of the full image alike', () => {
    const l = layer({ size: 20, x: 25, y: 40, spacing: 10, rotation: 90 });
    const preview = layerBox(l, { width: 400, height: 250 }, halfEm(l.text));
    const full = layerBox(l, { width: 800, height: 500 }, halfEm(l.text));
    // 20 % of 400 px = 80 px font; spacing 10 % of it = 8 px; width 3 × 40 + 2 × 8 = 136.
    expect(preview).toEqual({ cx: 100, cy: 100, fontPx: 80, spacingPx: 8, width: 136, height: 96, angle: Math.PI / 2 });
    expect(full).toEqual({ cx: 200, cy: 200, fontPx: 160, spacingPx: 16, width: 272, height: 192, angle: Math.PI / 2 });
  });

  it('never makes a font under 1 px', () => {
    expect(fontPx({ size: 1 }, { width: 50, height: 50 })).toBe(1);
    expect(fontPx({ size: 10 }, { width: 4000, height: 3000 })).toBe(400);
  });

  it('adds letter spacing between characters only, negative spacing included', () => {
    expect(spacedWidth(100, 'ABCD', 10)).toBe(130);
    expect(spacedWidth(100, 'ABCD', -10)).toBe(70);
    expect(spacedWidth(100, 'A', 50)).toBe(100);
    expect(spacedWidth(0, '', 50)).toBe(0);
    // Code points, not UTF-16 units: the emoji is one character.
    expect(spacedWidth(60, '夏😀日', 5)).toBe(70);
    // Spacing can never make the width negative.
    expect(spacedWidth(10, 'ABC', -20)).toBe(0);
  });

  it('rotates about the centre', () => {
    const box: LayerBox = { cx: 100, cy: 50, fontPx: 20, spacingPx: 0, width: 80, height: 20, angle: Math.PI / 2 };
    // Rotated a quarter turn clockwise, the text runs downwards: its end is below the centre.
    const end = toLocal(box, { x: 100, y: 90 });
    expect(end.x).toBeCloseTo(40, 10);
    expect(end.y).toBeCloseTo(0, 10);
    const pts = corners(box);
    expect(pts.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([
      [110, 10],
      [110, 90],
      [90, 90],
      [90, 10],
    ]);
  });
});

describe('hit-testing for drag', () => {
  const flat: LayerBox = { cx: 100, cy: 100, fontPx: 20, spacingPx: 0, width: 100, height: 20, angle: 0 };
  const turned: LayerBox = { ...flat, angle: Math.PI / 2 };

  it('finds a point inside a box, with rotation', () => {
    expect(inBox(flat, { x: 140, y: 105 })).toBe(true);
    expect(inBox(flat, { x: 100, y: 140 })).toBe(false);
    expect(inBox(turned, { x: 140, y: 105 })).toBe(false);
    expect(inBox(turned, { x: 105, y: 140 })).toBe(true);
    expect(inBox(flat, { x: 153, y: 100 })).toBe(false);
    expect(inBox(flat, { x: 153, y: 100 }, 4)).toBe(true);
  });

  it('picks the front-most layer (the last drawn) and skips empty ones', () => {
    const back: LayerBox = { ...flat, cx: 90 };
    const empty: LayerBox = { ...flat, width: 0 };
    expect(hitTest([back, flat], { x: 100, y: 100 })).toBe(1);
    expect(hitTest([back, flat], { x: 45, y: 100 })).toBe(0);
    expect(hitTest([back, flat, empty], { x: 100, y: 100 })).toBe(1);
    expect(hitTest([back, flat], { x: 100, y: 300 })).toBe(-1);
    expect(hitTest([flat, turned], { x: 100, y: 140 })).toBe(1);
    expect(hitTest([turned, flat], { x: 140, y: 100 })).toBe(1);
  });

  it('turns a drag in pixels into x/y in % of the image', () => {
    expect(dragTo({ x: 50, y: 50 }, { x: 40, y: -25 }, { width: 400, height: 250 })).toEqual({ x: 60, y: 40 });
    expect(dragTo({ x: 10, y: 10 }, { x: 1, y: 1 }, { width: 3, height: 7 })).toEqual({ x: 43.3, y: 24.3 });
  });
});

describe('compositing order', () => {
  // Two pixels: the first on the background (mask 0), the second deep inside the subject (mask 255).
  const photo = Uint8Array.from([10, 20, 30, 255, 200, 150, 100, 255]);
  const text = Uint8Array.from([255, 0, 0, 255, 255, 0, 0, 255]);
  const mask = Uint8Array.from([0, 255]);

  it('shows the text on the background and hides it under the subject', () => {
    expect([...compose(photo, text, mask)]).toEqual([255, 0, 0, 255, 200, 150, 100, 255]);
  });

  it('blends a half-covered edge and a half-transparent text', () => {
    const half = Uint8Array.from([255, 0, 0, 128, 255, 0, 0, 128]);
    // Text at alpha 128 over (10,20,30): 10 + (255−10)·128/255 = 133. Second pixel: the text makes
    // (228, 75, 50), then the subject at mask 128: 200·128/255 + 228·127/255 = 214, and so on.
    expect([...compose(photo, half, Uint8Array.from([0, 128]))]).toEqual([133, 10, 15, 255, 214, 113, 75, 255]);
  });

  it('leaves pixels without text as the photo', () => {
    const none = new Uint8Array(8);
    expect([...compose(photo, none, mask)]).toEqual([...photo]);
  });

  it('draws over transparent pixels with the source alpha', () => {
    const dst = Uint8Array.from([0, 0, 0, 0]);
    over(dst, Uint8Array.from([100, 200, 50, 51]));
    expect([...dst]).toEqual([100, 200, 50, 51]);
  });

  it('refuses a mask of another size', () => {
    expect(() => subjectOver(new Uint8Array(8), new Uint8Array(8), new Uint8Array(3))).toThrow(/mask of 3 px/);
  });
});

describe('fitLayerSize', () => {
  // Every character is 0.6 em wide: exact widths.
  const measure = (text: string) => (px: number) => text.length * px * 0.6;
  const img = { width: 1000, height: 800 };
  const layer = (text: string, size = 28, spacing = 0) => ({ ...BASE_LAYER, id: 'l1', text, size, spacing });

  it('keeps a size whose text already fits 90 % of the width', () => {
    // "POV" at 28 % of 1000 px = 280 px font: 3 × 168 = 504 px ≤ 900.
    expect(fitLayerSize(layer('POV'), img, measure('POV'))).toBe(28);
  });
  it('shrinks a longer word to fit, in half steps', () => {
    // "WEEKEND" at 280 px: 7 × 168 = 1176 px → 28 × 900 / 1176 = 21.43 → 21.
    expect(fitLayerSize(layer('WEEKEND'), img, measure('WEEKEND'))).toBe(21);
    // "ADVENTURE" (9): 1512 px → 16.67 → 16.5.
    expect(fitLayerSize(layer('ADVENTURE'), img, measure('ADVENTURE'))).toBe(16.5);
  });
  it('counts letter spacing, and never goes below the minimum', () => {
    // 10 % spacing: 28 px between 7 characters (6 gaps) = 168 px more → 1344 px → 18.75 → 18.5.
    expect(fitLayerSize(layer('WEEKEND', 28, 10), img, measure('WEEKEND'))).toBe(18.5);
    expect(fitLayerSize(layer('x'.repeat(200)), img, measure('x'.repeat(200)))).toBe(1);
  });
});
