import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STYLE,
  applyTransform,
  extendPath,
  isVisible,
  parseStyle,
  shapeFromDrag,
  type BoxShape,
  type PathShape,
} from './shapes';

const style = { color: '#112233', strokeWidth: 5, fontSize: 20, strength: 12 };

describe('shapeFromDrag', () => {
  it('draws a box from any corner', () => {
    expect(shapeFromDrag('rect', 'a', { x: 50, y: 40 }, { x: 10, y: 100 }, style)).toEqual({
      id: 'a',
      kind: 'rect',
      x: 10,
      y: 40,
      width: 40,
      height: 60,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      color: '#112233',
      strokeWidth: 5,
    });
  });

  it('a redaction takes the strength, not the colour', () => {
    expect(shapeFromDrag('mosaic', 'm', { x: 0, y: 0 }, { x: 8, y: 4 }, style)).toEqual({
      id: 'm',
      kind: 'mosaic',
      x: 0,
      y: 0,
      width: 8,
      height: 4,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
      strength: 12,
    });
  });

  it('an arrow keeps its direction, points relative to its start', () => {
    const s = shapeFromDrag('arrow', 'r', { x: 30, y: 20 }, { x: 10, y: 25 }, style) as PathShape;
    expect([s.x, s.y, s.points]).toEqual([30, 20, [0, 0, -20, 5]]);
  });

  it('a highlighter is four times as wide as the pen', () => {
    expect((shapeFromDrag('highlighter', 'h', { x: 0, y: 0 }, { x: 1, y: 1 }, style) as PathShape).strokeWidth).toBe(
      20,
    );
    expect((shapeFromDrag('pen', 'p', { x: 0, y: 0 }, { x: 1, y: 1 }, style) as PathShape).strokeWidth).toBe(5);
  });
});

describe('extendPath and isVisible', () => {
  it('adds points relative to the start, skipping ones under half a pixel away', () => {
    let s = shapeFromDrag('pen', 'p', { x: 10, y: 10 }, { x: 10, y: 10 }, style) as PathShape;
    s = extendPath(s, { x: 10.2, y: 10.2 });
    expect(s.points).toEqual([0, 0, 0, 0]);
    s = extendPath(s, { x: 13, y: 14 });
    expect(s.points).toEqual([0, 0, 0, 0, 3, 4]);
  });

  it('a click without a drag is not kept', () => {
    expect(isVisible(shapeFromDrag('rect', 'a', { x: 0, y: 0 }, { x: 2, y: 9 }, style), 3)).toBe(false);
    expect(isVisible(shapeFromDrag('rect', 'a', { x: 0, y: 0 }, { x: 3, y: 9 }, style), 3)).toBe(true);
    expect(isVisible(shapeFromDrag('line', 'l', { x: 0, y: 0 }, { x: 1, y: 2 }, style), 3)).toBe(false);
    expect(isVisible(shapeFromDrag('line', 'l', { x: 0, y: 0 }, { x: 3, y: 4 }, style), 5)).toBe(true);
  });
});

describe('applyTransform', () => {
  const box = shapeFromDrag('rect', 'a', { x: 10, y: 10 }, { x: 30, y: 20 }, style) as BoxShape;

  it('takes a box’s scale into its size, keeping its rotation', () => {
    expect(applyTransform(box, { x: 5, y: 6, rotation: 30, scaleX: 2, scaleY: 0.5 })).toMatchObject({
      x: 5,
      y: 6,
      width: 40,
      height: 5,
      rotation: 30,
      scaleX: 1,
      scaleY: 1,
    });
  });

  it('normalises a flip and never rotates a redaction', () => {
    const m = shapeFromDrag('blur', 'b', { x: 0, y: 0 }, { x: 10, y: 10 }, style);
    expect(applyTransform(m, { x: 50, y: 50, rotation: 45, scaleX: -2, scaleY: 1 })).toMatchObject({
      x: 30,
      y: 50,
      width: 20,
      height: 10,
      rotation: 0,
      scaleX: 1,
      scaleY: 1,
    });
  });

  it('other shapes keep the scale', () => {
    const line = shapeFromDrag('line', 'l', { x: 0, y: 0 }, { x: 3, y: 4 }, style);
    expect(applyTransform(line, { x: 1, y: 2, rotation: 90, scaleX: 2, scaleY: 3 })).toMatchObject({
      x: 1,
      y: 2,
      rotation: 90,
      scaleX: 2,
      scaleY: 3,
      points: [0, 0, 3, 4],
    });
  });
});

describe('parseStyle', () => {
  it('keeps a valid stored style and repairs the rest', () => {
    expect(parseStyle({ color: '#AABBCC', strokeWidth: 7, fontSize: 48, strength: 30 })).toEqual({
      color: '#aabbcc',
      strokeWidth: 7,
      fontSize: 48,
      strength: 30,
    });
    expect(parseStyle({ color: 'red', strokeWidth: 0, fontSize: 'x', strength: 1e9 })).toEqual(DEFAULT_STYLE);
    expect(parseStyle(null)).toEqual(DEFAULT_STYLE);
  });
});
