/**
 * The worker's face step, without the DOM (the worker gives it pixels through a canvas, the tests from a decoded
 * PNG): the landmark model looks around the head the mask shows (fast: the face fills the detector's input), then,
 * when that finds nothing (a bun or a hat misleads the outline), on the whole photo. The chin and eyes are the
 * model's, the crown is the mask's above them (logic.ts).
 */
import type { FaceWeights, Pixels } from '../../lib/face/detect';
import { crownAbove, faceMeasure, headRegion, maskEdges, type Crop, type FaceMeasure, type HeadMeasure } from './logic';

/** A pass of the detector: the part of the photo, the longest side it is scaled down to, the detector's input. */
interface Pass {
  region: Crop;
  side: number;
  input: number;
}

/** The passes for a photo: around the head (at most 512 px, input 224), then the whole photo (1024, 416). */
export function facePasses(head: HeadMeasure, photoW: number, photoH: number): Pass[] {
  return [
    { region: headRegion(head, photoW, photoH), side: 512, input: 224 },
    { region: { x: 0, y: 0, width: photoW, height: photoH }, side: 1024, input: 416 },
  ];
}

/** The size a region is given to the model at: scaled down to fit `side`, never up. */
export function passSize(region: Crop, side: number): { width: number; height: number } {
  const k = Math.min(1, side / Math.max(region.width, region.height));
  return { width: Math.max(1, Math.round(region.width * k)), height: Math.max(1, Math.round(region.height * k)) };
}

export interface FaceKit {
  detectFace: typeof import('../../lib/face/detect').detectFace;
  points: typeof import('../../lib/face/points');
  weights: () => Promise<FaceWeights>;
}

/**
 * The face measured on the photo, or null when no pass finds one. `pixelsOf(region, size)` gives the region's
 * RGBA pixels scaled to `size`.
 */
export async function locateFace(
  kit: FaceKit,
  head: HeadMeasure,
  mask: Uint8Array,
  photoW: number,
  photoH: number,
  pixelsOf: (region: Crop, size: { width: number; height: number }) => Pixels,
): Promise<FaceMeasure | null> {
  for (const pass of facePasses(head, photoW, photoH)) {
    const size = passSize(pass.region, pass.side);
    const found = await kit.detectFace(pixelsOf(pass.region, size), kit.weights, pass.input);
    if (!found) continue;
    const { x, y } = pass.region;
    const f = kit.points.scaleFace(found, pass.region.width / size.width);
    const eyes = kit.points.eyeLine(f) + y;
    const crown = crownAbove(mask, photoW, photoH, f.jaw[0].x + x, f.jaw[1].x + x, eyes);
    return faceMeasure(
      { chin: f.chin.y + y, eyes, centerX: kit.points.faceCentreX(f) + x },
      crown,
      maskEdges(mask, photoW, photoH),
    );
  }
  return null;
}
