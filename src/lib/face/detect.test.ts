// @vitest-environment happy-dom
/**
 * The real face nets (the weights from node_modules) on real portraits: the landmarks the framing uses land within
 * a few pixels of the positions measured by hand (tests/fixtures/images/face/README.md), and the stored
 * landmarks.json the framing tests use is what the model gives. happy-dom, so that TensorFlow.js takes its
 * browser platform (its Node platform needs tfjs-node).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectFace, type FaceWeights } from './detect';
import { eyeLine, faceCentreX } from './points';
import { decodePng } from './test-png';

// happy-dom replaces URL: the path from import.meta.url's string.
const ROOT = `${join(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const MODEL = `${ROOT}node_modules/@vladmandic/face-api/model/`;
const FIXTURES = `${ROOT}tests/fixtures/images/face/`;

const buffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
const weights = async (): Promise<FaceWeights> => ({
  detector: buffer(readFileSync(`${MODEL}tiny_face_detector_model.bin`)),
  landmarks: buffer(readFileSync(`${MODEL}face_landmark_68_tiny_model.bin`)),
});

interface Measured {
  width: number;
  height: number;
  crown: number;
  chin: number;
  eyes: number;
  centerX: number;
  model: { chin: number; eyes: number; centerX: number; jaw: [number, number] };
}
const fixtures = JSON.parse(readFileSync(`${FIXTURES}landmarks.json`, 'utf8')) as Record<string, Measured>;

describe('face landmarks on real portraits', () => {
  it.each(Object.keys(fixtures))('%s: chin and eyes within 4 px of the hand measure', async (name) => {
    const m = fixtures[name]!;
    const px = decodePng(readFileSync(`${FIXTURES}${name}.png`));
    expect([px.width, px.height]).toEqual([m.width, m.height]);
    const face = await detectFace(px, weights);
    expect(face).not.toBeNull();
    const got = { chin: face!.chin.y, eyes: eyeLine(face!), centerX: faceCentreX(face!) };
    expect(Math.abs(got.chin - m.chin)).toBeLessThanOrEqual(4);
    expect(Math.abs(got.eyes - m.eyes)).toBeLessThanOrEqual(4);
    expect(Math.abs(got.centerX - m.centerX)).toBeLessThanOrEqual(4);
    // The stored model output (used by the framing tests) is this run's, to a tenth of a pixel.
    const r = (v: number) => Math.round(v * 10) / 10;
    const jaw = [r(face!.jaw[0].x), r(face!.jaw[1].x)];
    expect({ chin: r(got.chin), eyes: r(got.eyes), centerX: r(got.centerX), jaw }).toEqual(m.model);
  });

  it('finds no face on a photo of a bear', async () => {
    const px = decodePng(readFileSync(`${ROOT}tests/fixtures/images/segment/bear.png`));
    // A bear's face is no person's for this detector: null, not a guess.
    expect(await detectFace(px, weights)).toBeNull();
  });
});
