/**
 * Encoding pixels into an image file. `OffscreenCanvas.convertToBlob` where it exists (also in Workers),
 * else a <canvas> and `toBlob`. A browser that cannot write the requested type silently writes PNG instead;
 * that is reported as an error, so a tool can offer another format rather than mislabel the file.
 */

export type ImageSource = CanvasImageSource & { width: number; height: number };

export interface EncodeOptions {
  /** 'image/png', 'image/jpeg', 'image/webp', 'image/avif'. */
  type: string;
  /** 0–1, for lossy types. */
  quality?: number;
  /** Output size; defaults to the source's size (the source is scaled to fit it exactly). */
  width?: number;
  height?: number;
  /**
   * Colour under transparent pixels. JPEG has no transparency, so it defaults to white there (a canvas
   * would otherwise turn transparent pixels black); other types keep transparency unless this is set.
   */
  background?: string;
}

export class ImageEncodeError extends Error {
  constructor(
    readonly reason: 'unsupportedType' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ImageEncodeError';
  }
}

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(ctx: Ctx2D | null, source: ImageSource, width: number, height: number, opts: EncodeOptions): void {
  if (!ctx) throw new ImageEncodeError('failed', 'No 2D canvas context');
  const background = opts.background ?? (opts.type === 'image/jpeg' ? '#ffffff' : undefined);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
}

/** Whether this environment has OffscreenCanvas with convertToBlob (Chromium, Firefox, Safari 16.4+). */
export function hasOffscreenEncode(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof OffscreenCanvas.prototype.convertToBlob === 'function';
}

/** Encodes the source as `opts.type`; throws ImageEncodeError('unsupportedType') when the browser cannot. */
export async function encodeImage(source: ImageSource, opts: EncodeOptions): Promise<Blob> {
  const width = Math.max(1, Math.round(opts.width ?? source.width));
  const height = Math.max(1, Math.round(opts.height ?? source.height));
  let blob: Blob | null;
  if (hasOffscreenEncode()) {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), source, width, height, opts);
    blob = await canvas.convertToBlob({ type: opts.type, quality: opts.quality });
  } else {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    paint(canvas.getContext('2d'), source, width, height, opts);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, opts.type, opts.quality));
  }
  if (!blob) throw new ImageEncodeError('failed', `The browser returned no ${opts.type} data`);
  if (blob.type !== opts.type) {
    throw new ImageEncodeError('unsupportedType', `This browser cannot write ${opts.type} (it gave ${blob.type})`);
  }
  return blob;
}
