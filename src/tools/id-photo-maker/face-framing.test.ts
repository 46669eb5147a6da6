/**
 * Framing from the face itself, on real portraits (tests/fixtures/images/face, see its README): the crown from the
 * real segmentation model's mask above the face, chin and eyes from the landmark model (its stored output, checked
 * against the model itself and against hand measures in src/lib/face/detect.test.ts). For every ID preset: the
 * exported size in pixels, and head height, crown, eye line and chin space inside the preset's ranges.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../../lib/face/test-png';
import {
  crownAbove,
  faceLandmarks,
  faceMeasure,
  frameHead,
  framingProblem,
  landmarks,
  maskEdges,
  measureHead,
  placement,
  presetFor,
  PRESET_IDS,
  withinRule,
  type Edges,
  type PresetId,
} from './logic';

interface Fixture {
  width: number;
  height: number;
  /** Measured by hand. */
  crown: number;
  chin: number;
  eyes: number;
  centerX: number;
  /** The landmark model's output. */
  model: { chin: number; eyes: number; centerX: number; jaw: [number, number] };
}
const DIR = new URL('../../../tests/fixtures/images/face/', import.meta.url);
const FIXTURES = JSON.parse(readFileSync(new URL('landmarks.json', DIR), 'utf8')) as Record<string, Fixture>;

/** The stored mask of a fixture (the real segmentation model's, 8-bit grey). */
function maskOfFixture(name: string): { mask: Uint8Array; width: number; height: number } {
  const png = decodePng(readFileSync(new URL(`${name}-mask.png`, DIR)));
  const mask = new Uint8Array(png.width * png.height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = png.data[i * 4]!;
  return { mask, width: png.width, height: png.height };
}

/** The fixture's face as the worker measures it: model landmarks, crown and edges from the mask. */
function measured(name: string) {
  const fx = FIXTURES[name]!;
  const { mask, width, height } = maskOfFixture(name);
  const crown = crownAbove(mask, width, height, fx.model.jaw[0], fx.model.jaw[1], fx.model.eyes);
  return { fx, mask, face: faceMeasure(fx.model, crown, maskEdges(mask, width, height)) };
}

/** The exported photo's pixels (300 dpi) of each preset. */
const PIXELS: Record<PresetId, [number, number]> = {
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
};

/** The person goes on past the bottom edge (a portrait), and past no other. */
const PORTRAIT: Edges = { top: false, bottom: true, left: false, right: false };

describe.each(Object.keys(FIXTURES))('%s: framed from the face', (name) => {
  const { fx, face } = measured(name);

  it('takes the crown from the mask (within 2 px of the hand measure), chin and eyes from the model', () => {
    expect(face.crownSeen).toBe(true);
    expect(Math.abs(face.crown - fx.crown)).toBeLessThanOrEqual(2);
    expect(faceLandmarks(face)).toEqual({
      crown: face.crown,
      chin: fx.model.chin,
      eyes: fx.model.eyes,
      centerX: fx.model.centerX,
    });
  });

  it.each(PRESET_IDS)('%s: exact pixels, head and eye line inside the ranges', (id) => {
    const preset = presetFor(id);
    expect([preset.width, preset.height]).toEqual(PIXELS[id]);
    const crop = frameHead(faceLandmarks(face), preset);
    // The crop has the output's aspect, so the photo is drawn unstretched at the preset's pixels.
    expect(crop.width / crop.height).toBeCloseTo(preset.width / preset.height, 9);
    // Judged on the hand-measured face: the model's landmarks put it inside every range.
    const truth = { crown: fx.crown, chin: fx.chin, eyes: fx.eyes, centerX: fx.centerX };
    expect(withinRule(placement(truth, crop, preset), preset, 0.5)).toEqual({
      head: true,
      top: true,
      eyes: true,
      chin: true,
    });
    // On the model's own landmarks: exactly inside, the head in the middle of its range.
    const p = placement(faceLandmarks(face), crop, preset);
    expect(withinRule(p, preset)).toEqual({ head: true, top: true, eyes: true, chin: true });
    expect(p.headMm).toBeCloseTo((preset.headMm[0] + preset.headMm[1]) / 2, 6);
    expect(crop.x + crop.width / 2).toBeCloseTo(fx.model.centerX, 6);
    // The crop stays inside the photo where the body goes on past its edges, except where the photo is too
    // narrow: a square US crop of the stairs portrait is 495 px wide on a 440 px photo, 6 px past its left edge,
    // which the mask reaches. That photo is refused for that size, with the reason.
    expect(framingProblem(face, crop, fx.width, fx.height)).toBe(name === 'stairs' && id === 'us' ? 'edge' : null);
  });
});

describe('the issue: a turtleneck hides the neck (the astronaut)', () => {
  const { fx, mask, face } = measured('astronaut');
  const truth = { crown: fx.crown, chin: fx.chin, eyes: fx.eyes, centerX: fx.centerX };
  const passport = presetFor('passport');
  const us = presetFor('us');

  it('the mask outline alone puts the chin 30 px low: the head comes out too small', () => {
    const head = measureHead(mask, fx.width, fx.height)!;
    const outline = landmarks(head);
    expect(Math.round(outline.chin - fx.chin)).toBe(30);
    const p = placement(truth, frameHead(outline, passport), passport);
    expect(Math.round(p.headMm * 10) / 10).toBe(28.8);
    expect(withinRule(p, passport).head).toBe(false);
  });

  it('from the face: passport head 34 mm; US head 59.4 % and eyes 62.5 % of the height', () => {
    const lm = faceLandmarks(face);
    expect(Math.round(placement(truth, frameHead(lm, passport), passport).headMm * 10) / 10).toBe(34);
    const p = placement(lm, frameHead(lm, us), us);
    // Head: the middle of 1–1⅜ in (limit 69 %); eyes: the middle of 1⅛–1⅜ in (56–69 %).
    expect(Math.round((p.headMm / us.heightMm) * 1000) / 10).toBe(59.4);
    expect(Math.round((p.eyesMm / us.heightMm) * 1000) / 10).toBe(62.5);
  });

  it('knows where the body crosses the photo: the bottom, and the helmet at the right', () => {
    expect(face.edges).toEqual({ top: false, bottom: true, left: false, right: true });
  });
});

/** A mask `w` × `h` with the person on the rectangles given (x0, y0, x1, y1 inclusive). */
function maskOf(w: number, h: number, ...rects: [number, number, number, number][]): Uint8Array {
  const m = new Uint8Array(w * h);
  for (const [x0, y0, x1, y1] of rects) for (let y = y0; y <= y1; y += 1) m.fill(255, y * w + x0, y * w + x1 + 1);
  return m;
}

describe('crown, edges and problems from the mask', () => {
  it('finds the crown above the face, ignoring a speck and a raised hand beside it', () => {
    // 100 × 100: a hand at x 0–9 from row 2, a 1-pixel speck at row 5 over the face, hair from row 20.
    const m = maskOf(100, 100, [0, 2, 9, 99], [50, 5, 50, 5], [30, 20, 70, 99]);
    expect(crownAbove(m, 100, 100, 35, 65, 50)).toBe(20);
    // Nothing above the eyes within the face's width: no crown.
    expect(crownAbove(maskOf(100, 100, [30, 60, 70, 99]), 100, 100, 35, 65, 50)).toBeNull();
  });

  it('tells which edges the person touches', () => {
    expect(maskEdges(maskOf(100, 100, [30, 20, 70, 99]), 100, 100)).toEqual(PORTRAIT);
    expect(maskEdges(maskOf(100, 100, [0, 0, 99, 99]), 100, 100)).toEqual({
      top: true,
      bottom: true,
      left: true,
      right: true,
    });
  });

  it('estimates the crown when the mask has none, or only a brim low over the face', () => {
    const f = { chin: 200, eyes: 100, centerX: 50 };
    // eyes 47 % of the way down: crown = 100 − 100 × 0.47 / 0.53
    expect(faceMeasure(f, null, PORTRAIT).crown).toBeCloseTo(11.3208, 4);
    expect(faceMeasure(f, null, PORTRAIT).crownSeen).toBe(false);
    expect(faceMeasure(f, 70, PORTRAIT).crownSeen).toBe(false);
    expect(faceMeasure(f, 30, PORTRAIT)).toMatchObject({ crown: 30, crownSeen: true });
  });

  it('refuses hair cut by the top edge and a crop past an edge the body crosses', () => {
    const f = { chin: 200, eyes: 120, centerX: 100 };
    const inside = { x: 20, y: 0, width: 160, height: 280 };
    expect(framingProblem(faceMeasure(f, 0, { ...PORTRAIT, top: true }), inside, 200, 300)).toBe('crown');
    expect(framingProblem(faceMeasure(f, 40, PORTRAIT), inside, 200, 300)).toBeNull();
    // 10 px past the bottom of a 280 px crop (over the 1 % allowed): the body would end above the print's edge.
    expect(framingProblem(faceMeasure(f, 40, PORTRAIT), { ...inside, y: 30 }, 200, 300)).toBe('edge');
    // Past the bottom where the person does not go on (a whole figure): fine.
    const whole = { ...PORTRAIT, bottom: false };
    expect(framingProblem(faceMeasure(f, 40, whole), { ...inside, y: 30 }, 200, 300)).toBeNull();
    // Past the left edge where the shoulder crosses it.
    const shoulder = { ...PORTRAIT, left: true };
    expect(framingProblem(faceMeasure(f, 40, shoulder), { ...inside, x: -10 }, 200, 300)).toBe('edge');
  });
});
