// @vitest-environment happy-dom
/**
 * The worker's face step on real portraits with the real landmark model (weights from node_modules): around the
 * head that the real segmentation model's mask shows, then on the whole photo when that finds none (face.ts); the
 * landmarks, back in photo pixels, within 4 px of the hand measures (tests/fixtures/images/face/README.md), and
 * every ID preset framed inside its ranges as judged on the hand-measured face. happy-dom, so that TensorFlow.js
 * takes its browser platform.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectFace, type FaceWeights } from '../../lib/face/detect';
import * as points from '../../lib/face/points';
import { decodePng } from '../../lib/face/test-png';
import { locateFace } from './face';
import {
  faceLandmarks,
  frameHead,
  measureHead,
  placement,
  presetFor,
  PRESET_IDS,
  withinRule,
  type Crop,
} from './logic';

// happy-dom replaces URL: the path from import.meta.url's string.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const MODEL = join(ROOT, 'node_modules/@vladmandic/face-api/model');
const DIR = join(ROOT, 'tests/fixtures/images/face');

const buffer = (b: Buffer): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.length) as ArrayBuffer;
const weights = async (): Promise<FaceWeights> => ({
  detector: buffer(readFileSync(join(MODEL, 'tiny_face_detector_model.bin'))),
  landmarks: buffer(readFileSync(join(MODEL, 'face_landmark_68_tiny_model.bin'))),
});

/** The regions each photo was searched in, in order. */
const PASSES: Record<string, string[]> = { astronaut: ['355×355'], stairs: ['216×216', '440×560'] };

const HAND = JSON.parse(readFileSync(join(DIR, 'landmarks.json'), 'utf8')) as Record<
  string,
  { crown: number; chin: number; eyes: number; centerX: number }
>;

describe.each(Object.keys(HAND))('%s: the worker’s face step', (name) => {
  it('finds chin, eyes and crown within 4 px of the hand measures; every preset inside its ranges', async () => {
    const photo = decodePng(readFileSync(join(DIR, `${name}.png`)));
    const grey = decodePng(readFileSync(join(DIR, `${name}-mask.png`)));
    const { width, height } = photo;
    const mask = new Uint8Array(width * height).map((_, i) => grey.data[i * 4]!);
    const head = measureHead(mask, width, height)!;
    const passes: string[] = [];
    // The photo's pixels of a region; these photos are small enough that no pass scales them.
    const pixelsOf = (r: Crop, size: { width: number; height: number }) => {
      expect(size).toEqual({ width: r.width, height: r.height });
      passes.push(`${r.width}×${r.height}`);
      const data = new Uint8Array(r.width * r.height * 4);
      for (let y = 0; y < r.height; y += 1) {
        const from = ((r.y + y) * width + r.x) * 4;
        data.set(photo.data.subarray(from, from + r.width * 4), y * r.width * 4);
      }
      return { data, width: r.width, height: r.height };
    };
    const m = await locateFace({ detectFace, points, weights }, head, mask, width, height, pixelsOf);
    expect(m).not.toBeNull();
    // The astronaut's face is found around her head; the stairs portrait's bun misleads the outline (the head
    // region holds only the hair and the eyes), so the whole photo is searched.
    expect(passes).toEqual(PASSES[name]);
    const hand = HAND[name]!;
    expect(Math.abs(m!.crown - hand.crown)).toBeLessThanOrEqual(4);
    expect(Math.abs(m!.chin - hand.chin)).toBeLessThanOrEqual(4);
    expect(Math.abs(m!.eyes - hand.eyes)).toBeLessThanOrEqual(4);
    expect(Math.abs(m!.centerX - hand.centerX)).toBeLessThanOrEqual(4);
    const outside = PRESET_IDS.filter((id) => {
      const preset = presetFor(id);
      const inside = withinRule(placement(hand, frameHead(faceLandmarks(m!), preset), preset), preset, 0.5);
      return !Object.values(inside).every(Boolean);
    });
    expect(outside).toEqual([]);
  });
});
