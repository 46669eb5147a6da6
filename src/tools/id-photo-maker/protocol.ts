/** Messages between the id-photo-maker island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Crop, FaceMeasure, HeadMeasure } from './logic';
import type { SheetOrientation } from './sheet';
import type { PhotoTarget } from './size-target';

export type OpenReply =
  | { ok: true; width: number; height: number }
  | { ok: false; error: 'decode' | 'too-large'; width?: number; height?: number; detail: string };

export type CutoutReply =
  | {
      ok: true;
      /** The cut-out person (transparent elsewhere), at most PREVIEW_SIDE on its longer side (transferred). */
      preview: ImageBitmap;
      /** preview pixels per photo pixel. */
      previewScale: number;
      /** The head measured on the mask, in photo pixels, or null when no person was found. */
      head: HeadMeasure | null;
    }
  | { ok: false; error: 'lost' | 'size'; detail: string };

/**
 * The face (landmark model: chin, eyes; the mask: crown), in photo pixels; null when none was found (`status`
 * 'none') or the model could not run ('failed'): the framing then follows the head measured on the mask.
 */
export type FaceReply =
  | { ok: true; face: FaceMeasure | null; status: 'found' | 'none' | 'failed' }
  | { ok: false; error: 'lost'; detail: string };

export type OutputFormat = 'png' | 'jpeg' | 'pdf';

export interface RenderRequest {
  /** 'photo': one photo; 'sheet': the 6-inch print sheet; 'cutout': the transparent person at full resolution. */
  target: 'photo' | 'sheet' | 'cutout';
  /** The part of the photo that becomes the ID photo (photo pixels). */
  crop: Crop;
  /** Output size of one photo, pixels. */
  width: number;
  height: number;
  /** "#rrggbb". */
  background: string;
  format: OutputFormat;
  orientation: SheetOrientation;
  /** 'photo': at most this many KB (1 KB = 1000 bytes), by the JPEG quality only; 0 or absent: no target. */
  maxKB?: number;
}

export type RenderReply =
  | {
      ok: true;
      blob: Blob;
      width: number;
      height: number;
      copies: number;
      /** With a target size: how it was met. */
      target?: PhotoTarget;
    }
  | { ok: false; error: 'lost' | 'encode'; detail: string };

export interface IdPhotoMakerProtocol {
  /** Decodes the photo and keeps it (replacing the previous one): a broken file is refused before any model. */
  open: Task<{ file: Blob }, OpenReply>;
  /** Cuts the person out of the kept photo with the segmentation mask and measures the head. */
  cutout: Task<{ mask: Uint8Array; width: number; height: number }, CutoutReply>;
  /**
   * Finds the face on the kept photo with the landmark model (loaded on first use) and the crown on the last
   * cut-out's mask, which it then lets go.
   */
  face: Task<Record<string, never>, FaceReply>;
  render: Task<RenderRequest, RenderReply>;
}
