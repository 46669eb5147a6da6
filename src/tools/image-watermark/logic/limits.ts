/** What the watermark draws at most: the image kit's side limit, and its memory-bound area. Pure. */
import {
  canvasSizeProblem,
  MAX_CANVAS_SIDE,
  MEMORY_CANVAS_AREA,
  type CanvasLimits,
} from '../../../lib/image/canvas-limits';

export const WATERMARK_LIMITS: CanvasLimits = { maxSide: MAX_CANVAS_SIDE, maxArea: MEMORY_CANVAS_AREA };

/** 'ok', or why a canvas of this size cannot be made. */
export function checkCanvasSize(width: number, height: number): 'ok' | 'side' | 'area' {
  return canvasSizeProblem(width, height, WATERMARK_LIMITS);
}
