/** Messages between the document-translator island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Paragraph } from './paragraphs';
import type { ReadError } from './read';
import type { Placed } from './write';

export type { Paragraph, Placed, ReadError };

export type ReadReply =
  | {
      ok: true;
      /** The bytes the outputs are made from (the input, or its decrypted copy). */
      bytes: ArrayBuffer;
      decrypted: boolean;
      pages: { width: number; height: number }[];
      paragraphs: Paragraph[];
      scanned: number[];
      /** Scanned pages whose image is over the image kit's pixel limit: not read by OCR. */
      tooLarge: TooLargePage[];
    }
  | { ok: false; error: ReadError; detail: string };

/** A scanned page (0-based) whose image is over the pixel limit, and that image's size. */
export interface TooLargePage {
  page: number;
  width: number;
  height: number;
}

export interface WriteReply {
  translated: ArrayBuffer;
  bilingual: ArrayBuffer;
  markdown: string;
  text: string;
}

/**
 * The largest image of a scanned page (RGBA pixels) and where it is painted, or null; `tooLarge` when an image
 * of the page is over the image kit's pixel limit (refused from its dictionary, never decoded).
 */
export type ScanReply =
  | { width: number; height: number; rgba: ArrayBuffer; box: Paragraph['box'] }
  | { tooLarge: { width: number; height: number } }
  | null;

export interface DocumentTranslatorProtocol {
  scanImage: Task<{ bytes: ArrayBuffer; page: number }, ScanReply>;
  read: Task<{ data: ArrayBuffer; password: string }, ReadReply, { page: number; pages: number }>;
  write: Task<{ bytes: ArrayBuffer; placed: Placed[] }, WriteReply, { step: 'font' | 'translated' | 'bilingual' }>;
}
