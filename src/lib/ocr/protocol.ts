/** Messages between the page and the OCR kit's preprocessing worker (through src/lib/worker). */
import type { Task } from '../worker';

export interface EnhanceRequest {
  /** The image as PNG (or any format the browser decodes). */
  image: Blob;
  /** The adaptive threshold's window half-width, pixels (enhance.ts thresholdRadius). */
  radius: number;
}

export interface OcrProtocol {
  /** The image through the adaptive threshold, as PNG. */
  enhance: Task<EnhanceRequest, Blob>;
}
