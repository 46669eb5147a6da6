/** Messages between the PDF tool's island and its worker (through src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { UnlockStatus } from '../../lib/pdf/unlock';

export interface UnlockRequest {
  /** The file's bytes (transferred; the page keeps the File to retry). */
  data: ArrayBuffer;
  password: string;
}

export type UnlockReply =
  | {
      ok: true;
      status: UnlockStatus;
      /** The unlocked PDF (transferred). */
      output?: ArrayBuffer;
      ownerOnly: boolean;
      warnings: string[];
      detail: string;
      ms: number;
    }
  /** qpdf's WebAssembly could not be loaded. A crash inside qpdf rejects the request instead. */
  | { ok: false; error: 'engine'; detail: string };

export interface PdfProtocol {
  unlock: Task<UnlockRequest, UnlockReply>;
}
