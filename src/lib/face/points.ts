/**
 * The face kit's pure part: what a framing needs from the 68 facial landmarks (the iBUG 300-W layout that
 * face-api's landmark net gives: 0–16 the jaw from the right ear to the left, 8 the chin's tip, 36–41 and 42–47
 * the eyes). No DOM, no model: unit-tested in points.test.ts.
 */

export interface Point {
  x: number;
  y: number;
}

/** A face found on a photo, in that photo's pixels. */
export interface Face {
  /** The detector's confidence, 0–1. */
  score: number;
  /** The detector's box around the face (brows to chin, roughly). */
  box: { x: number; y: number; width: number; height: number };
  /** The chin's tip (landmark 8). */
  chin: Point;
  /** The centres of the two eyes (means of landmarks 36–41 and 42–47), the one on the photo's left first. */
  eyes: readonly [Point, Point];
  /** The jaw's ends at the ears (landmarks 0 and 16), the one on the photo's left first. */
  jaw: readonly [Point, Point];
}

const mean = (pts: readonly Point[]): Point => ({
  x: pts.reduce((s, p) => s + p.x, 0) / pts.length,
  y: pts.reduce((s, p) => s + p.y, 0) / pts.length,
});

/**
 * The framing's face from 68 landmarks (photo pixels) and the detector's score and box. Throws on fewer than 68
 * points.
 */
export function faceFromPoints(points: readonly Point[], score: number, box: Face['box']): Face {
  if (points.length < 68) throw new Error(`68 landmarks expected, got ${points.length}`);
  const a = mean(points.slice(36, 42));
  const b = mean(points.slice(42, 48));
  const j0 = points[0]!;
  const j16 = points[16]!;
  return {
    score,
    box,
    chin: points[8]!,
    eyes: a.x <= b.x ? [a, b] : [b, a],
    jaw: j0.x <= j16.x ? [j0, j16] : [j16, j0],
  };
}

/** The eye line's height (the mean of the two eye centres), photo pixels. */
export const eyeLine = (f: Face): number => (f.eyes[0].y + f.eyes[1].y) / 2;

/** The face's vertical axis at the eyes: the midpoint between the eye centres, photo pixels. */
export const faceCentreX = (f: Face): number => (f.eyes[0].x + f.eyes[1].x) / 2;

/** The face scaled by `s` (a face found on a smaller copy of the photo, brought back to the photo's pixels). */
export function scaleFace(f: Face, s: number): Face {
  const p = (q: Point): Point => ({ x: q.x * s, y: q.y * s });
  return {
    score: f.score,
    box: { x: f.box.x * s, y: f.box.y * s, width: f.box.width * s, height: f.box.height * s },
    chin: p(f.chin),
    eyes: [p(f.eyes[0]), p(f.eyes[1])],
    jaw: [p(f.jaw[0]), p(f.jaw[1])],
  };
}
