/** Messages between the island and worker.ts. */
import type { Base64Error, ImageKind } from './logic';

export type WorkerRequest =
  { id: number; op: 'encode'; buffer: ArrayBuffer } | { id: number; op: 'decode'; text: string };

export type WorkerResponse =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'encoded'; base64: string; kind: ImageKind | null }
  | { id: number; type: 'decoded'; ok: true; buffer: ArrayBuffer; kind: ImageKind; declaredMime: string | null }
  | { id: number; type: 'decoded'; ok: false; error: Base64Error }
  | { id: number; type: 'failed'; message: string };
