/** Messages between an island and the segmentation worker (through src/lib/worker). */
import type { Task } from '../worker';

export interface SegmentRequest {
  /** The photo as the user gave it (any format the browser decodes; EXIF orientation is applied). */
  image: Blob;
  /** Fit the photo's edges at full resolution (guided filter); false returns the plain upscaled mask. */
  refine?: boolean;
}

/** Why a segmentation failed, each with a translated message (`segment.error.*` in the tools bundle). */
export type SegmentErrorCode =
  /** Not an image the browser can decode. */
  | 'decode'
  /** Larger than MAX_PIXELS. */
  | 'too-large'
  /** The model or the runtime could not be fetched or started (offline before the first use, a broken file). */
  | 'model'
  /** The device ran out of memory. */
  | 'memory';

export type SegmentReply =
  | {
      ok: true;
      /** The subject's alpha at the photo's full (oriented) resolution, width × height bytes (transferred). */
      mask: Uint8Array;
      width: number;
      height: number;
      /** The resolution the model saw the photo at. */
      workWidth: number;
      workHeight: number;
      /** This request loaded the model (the first in this worker): `ms.segment` includes fetching and compiling it. */
      firstRun: boolean;
      /** Milliseconds: the model's part (load on a first run, then inference), then upscale and refine. */
      ms: { segment: number; refine: number };
    }
  | { ok: false; code: SegmentErrorCode; detail: string; width?: number; height?: number };

export type SegmentProgress =
  /** Model and runtime bytes fetched so far (from the offline cache after the first use). */
  | { phase: 'download'; loaded: number; total: number }
  /** Compiling the model (first use in this page). */
  | { phase: 'load' }
  | { phase: 'inference' }
  | { phase: 'refine' };

export interface SegmentProtocol {
  segment: Task<SegmentRequest, SegmentReply, SegmentProgress>;
}

/** The image kit's decode limit (100 megapixels), re-exported as the segmentation kit's own. */
export { MAX_DECODE_PIXELS as MAX_PIXELS } from '../image/canvas-limits';
/** The longest side of the image the model is given (it works at 1024 × 1024). */
export const WORK_SIDE = 1024;
