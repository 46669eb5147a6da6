/**
 * The face nets' weights as the browser gets them: two files from our own origin, emitted by the build from
 * @vladmandic/face-api's model folder (content-hashed names under /_astro/, kept by the service worker and in the
 * "face" offline pack: src/sw/packs.ts). Imported only by a worker that needs a face, so no page loads them
 * before a photo is processed.
 */
import detectorUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import landmarksUrl from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url';
import type { FaceWeights } from './detect';

async function bytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(new URL(url, self.location.href));
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.arrayBuffer();
}

/** Fetches both weight files (in parallel). */
export async function fetchFaceWeights(): Promise<FaceWeights> {
  const [detector, landmarks] = await Promise.all([bytes(detectorUrl), bytes(landmarksUrl)]);
  return { detector, landmarks };
}
