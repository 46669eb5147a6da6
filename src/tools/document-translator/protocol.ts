/** Messages between the document-translator island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Paragraph } from './paragraphs';

export type { Paragraph };

export interface ReadReply {
  ok: true;
  pages: { width: number; height: number }[];
  paragraphs: Paragraph[];
  /** Pages with no text layer (scanned): their text comes from OCR. */
  scanned: number[];
  /** The decrypted file when a password opened it (used again for the outputs). */
  unlocked?: ArrayBuffer;
}
export type ReadFailure = {
  ok: false;
  error: 'needsPassword' | 'wrongPassword' | 'damaged' | 'notPdf' | 'empty';
  detail: string;
};

export interface DocumentTranslatorProtocol {
  read: Task<{ data: ArrayBuffer; password: string }, ReadReply | ReadFailure>;
}
