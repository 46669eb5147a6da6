/**
 * Finds the largest face on a photo and its 68 landmarks, with @vladmandic/face-api (MIT): the tiny face detector
 * (193 KB) and the tiny 68-point landmark net (77 KB), on TensorFlow.js's CPU backend (no WebGL or wasm file to
 * fetch, the same numbers on every device). Works on RGBA pixels, so it runs in a worker and in Node (tests).
 * The weights come in as bytes (`FaceWeights`): the worker fetches them from our origin (model.ts), tests read
 * them from node_modules.
 */
import * as faceapi from '@vladmandic/face-api/dist/face-api.esm.js';
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import landmarkManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json';
import { faceFromPoints, type Face } from './points';

const tf = faceapi.tf;
/** face-api's types list only the ops it uses; the TensorFlow.js it bundles has the engine's calls too. */
const engine = tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };

export interface FaceWeights {
  detector: ArrayBuffer;
  landmarks: ArrayBuffer;
}

/**
 * The side the detector sees the photo at by default (a multiple of 32; larger finds smaller faces, slower: the
 * cost grows with its square). A photo cropped around one head can use 224.
 */
export const DETECTOR_INPUT = 416;
/** Faces scored below this are ignored. */
export const MIN_SCORE = 0.5;

interface Nets {
  detector: faceapi.TinyFaceDetector;
  landmarks: faceapi.FaceLandmark68TinyNet;
}

let nets: Promise<Nets> | null = null;

/** Never an instance of anything given here: in a worker there are no image, video or canvas elements. */
class NoElement {}

/**
 * face-api sets up its environment (canvas, image, fetch…) only in a window or in Node; in a worker it has none
 * and its input checks throw. Tensors are all it is given here, so an environment of worker types will do.
 */
function ensureEnvironment(): void {
  try {
    faceapi.env.getEnv();
    return;
  } catch {
    // no environment: a worker
  }
  const none = () => {
    throw new Error('face-api: no DOM in a worker (give it tensors)');
  };
  // Cast: the worker's types stand in for the DOM element classes face-api's type names.
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: NoElement,
    ImageData,
    Video: NoElement,
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: none,
    createVideoElement: none,
    fetch: (url: string, init?: RequestInit) => fetch(url, init),
    readFile: none,
  } as unknown as faceapi.Environment);
}

type Manifest = { weights: Parameters<typeof tf.io.decodeWeights>[1] }[];

function weightMap(bytes: ArrayBuffer, manifest: Manifest) {
  const specs = manifest.flatMap((group) => group.weights);
  return tf.io.decodeWeights(bytes, specs);
}

/** Loads the two nets once (a failed load is forgotten, so the next call tries again). */
export function loadFaceNets(weights: () => Promise<FaceWeights>): Promise<Nets> {
  nets ??= (async () => {
    ensureEnvironment();
    if (!(await engine.setBackend('cpu'))) throw new Error('TensorFlow.js: no CPU backend');
    await engine.ready();
    const w = await weights();
    const detector = new faceapi.TinyFaceDetector();
    detector.loadFromWeightMap(weightMap(w.detector, detectorManifest as Manifest));
    const landmarks = new faceapi.FaceLandmark68TinyNet();
    landmarks.loadFromWeightMap(weightMap(w.landmarks, landmarkManifest as Manifest));
    return { detector, landmarks };
  })().catch((err: unknown) => {
    nets = null;
    throw err;
  });
  return nets;
}

/** RGBA pixels (row by row, 4 bytes a pixel). */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** The largest face scoring at least MIN_SCORE, in the pixels' own coordinates, or null when there is none. */
export async function detectFace(
  pixels: Pixels,
  weights: () => Promise<FaceWeights>,
  inputSize = DETECTOR_INPUT,
): Promise<Face | null> {
  const { detector, landmarks } = await loadFaceNets(weights);
  const { data, width, height } = pixels;
  if (data.length < width * height * 4) throw new Error(`${data.length} bytes for ${width}×${height} RGBA`);
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = data[i]!;
    rgb[j + 1] = data[i + 1]!;
    rgb[j + 2] = data[i + 2]!;
  }
  const image = tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const found = await detector.locateFaces(
      image,
      new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_SCORE }),
    );
    const best = found.reduce<faceapi.FaceDetection | null>((a, d) => (!a || d.box.area > a.box.area ? d : a), null);
    if (!best) return null;
    const [crop] = await faceapi.extractFaceTensors(image, [best]);
    if (!crop) return null;
    try {
      const marks = (await landmarks.detectLandmarks(crop)) as faceapi.FaceLandmarks68;
      const pts = marks
        .shiftBy<faceapi.FaceLandmarks68>(best.box.x, best.box.y)
        .positions.map((p) => ({ x: p.x, y: p.y }));
      const { x, y, width: w, height: h } = best.box;
      return faceFromPoints(pts, best.score, { x, y, width: w, height: h });
    } finally {
      crop.dispose();
    }
  } finally {
    image.dispose();
  }
}
