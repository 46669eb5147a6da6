/** Messages between the image compressor's island and its workers (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { ImageKind } from '../../lib/image/sniff';
import type { BestReason, Codec, Settings } from './logic';

export interface CompressRequest {
  /** The file's bytes (transferred; the page keeps the File). */
  data: ArrayBuffer;
  kind: ImageKind;
  codec: Codec;
  settings: Settings;
}

export type CompressReply =
  | {
      ok: true;
      /** The codec that wrote it: the one asked for, or with "best for this image" the one chosen. */
      codec: Codec;
      /** With "best for this image": why this codec. */
      best?: BestReason;
      /** The new file (transferred). */
      output: ArrayBuffer;
      width: number;
      height: number;
      /** Size of the decoded input (upright). */
      inputWidth: number;
      inputHeight: number;
      /** The EXIF block was copied into the output. */
      exifCopied: boolean;
      /** With a target size: the quality it took (null: lossless PNG), the extra scale (1: none), whether it fits. */
      target?: { quality: number | null; scale: number; met: boolean };
      /** The input carries EXIF, XMP, IPTC or text metadata (see metadata.ts `hasMetadata`). */
      inputHasMetadata: boolean;
      ms: number;
    }
  /** decode: the browser could not read the image (damaged, or a type it cannot decode). */
  | { ok: false; error: 'decode' | 'engine'; detail: string }
  /** tooLarge: over the image kit's pixel limit (from the header, or once decoded), with the picture's size. */
  | { ok: false; error: 'tooLarge'; detail: string; width: number; height: number };

/** Progress: the step the worker is on. */
export type CompressStep = 'decode' | 'resize' | 'encode' | 'optimise';

export interface CompressorProtocol {
  compress: Task<CompressRequest, CompressReply, CompressStep>;
}
