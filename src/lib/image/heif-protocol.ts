/** The HEIF decoding worker's one task (heif-worker.ts), used by heif.ts on a page. */
import type { Task } from '../worker/protocol';
import type { HeifPixels } from './heif-decoder';

export interface HeifProtocol {
  decode: Task<{ data: ArrayBuffer }, { ok: true; pixels: HeifPixels } | { ok: false; detail: string }>;
}
