/**
 * The id-photo-maker worker: decodes the photo, cuts the person out with the segmentation mask (full
 * resolution: a 12-megapixel photo is 48 MB of pixels), measures the head, and draws and encodes the photo,
 * the print sheet and the cut-out. The decoded photo and the cut-out stay here between requests.
 */
import { decodeBitmap, decodeErrorDetail, ImageTooLargeError } from '../../lib/image/decode';
import { applyMask } from '../../lib/segment/mask';
import { MAX_PIXELS } from '../../lib/segment/protocol';
import { serve } from '../../lib/worker/serve';
import { setJpegDpi, setPngDpi } from './density';
import { locateFace } from './face';
import { DPI, measureHead, type FaceMeasure, type HeadMeasure } from './logic';
import { jpegPdf } from './pdf';
import type { IdPhotoMakerProtocol, OutputFormat, RenderReply, RenderRequest } from './protocol';
import { copyPositions, cutLines, sheetLayout } from './sheet';
import { encodeUnder, PHOTO_QUALITY } from './size-target';

/**
 * The face on the photo (face.ts): the landmark model, loaded on first use from our origin, gives the chin and the
 * eyes, the mask the crown above them. 'failed' when the model could not be fetched or run (logged).
 */
async function findFace(
  image: ImageBitmap,
  mask: Uint8Array,
  head: HeadMeasure,
): Promise<{ face: FaceMeasure | null; status: 'found' | 'none' | 'failed' }> {
  const { width, height } = image;
  try {
    const [{ detectFace }, { fetchFaceWeights }, points] = await Promise.all([
      import('../../lib/face/detect'),
      import('../../lib/face/model'),
      import('../../lib/face/points'),
    ]);
    const t0 = performance.now();
    const face = await locateFace(
      { detectFace, points, weights: fetchFaceWeights },
      head,
      mask,
      width,
      height,
      (r, size) => {
        const c2d = new OffscreenCanvas(size.width, size.height).getContext('2d', { willReadFrequently: true });
        if (!c2d) throw new Error('No 2D context');
        c2d.imageSmoothingQuality = 'high';
        c2d.drawImage(image, r.x, r.y, r.width, r.height, 0, 0, size.width, size.height);
        return c2d.getImageData(0, 0, size.width, size.height);
      },
    );
    console.info(`id-photo-maker: face model ${(performance.now() - t0).toFixed(0)} ms on ${width}×${height}`);
    return { face, status: face ? 'found' : 'none' };
  } catch (err) {
    console.error('id-photo-maker: the face model failed', err);
    return { face: null, status: 'failed' };
  }
}

/** Longest side of the preview cut-out sent to the page. */
const PREVIEW_SIDE = 1024;
const CUT_LINE = '#b4b4b4';

let photo: ImageBitmap | null = null;
let cutout: ImageBitmap | null = null;
/** The last cut-out's mask, until the face is found on it. */
let lastMask: { mask: Uint8Array; width: number; height: number; head: HeadMeasure } | null = null;

type Ctx = OffscreenCanvasRenderingContext2D;

function context(canvas: OffscreenCanvas): Ctx {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context');
  return ctx;
}

/** The photo: background colour, then the cut-out person's crop scaled to the output size. */
function drawPhoto(req: RenderRequest, person: ImageBitmap): OffscreenCanvas {
  const canvas = new OffscreenCanvas(req.width, req.height);
  const ctx = context(canvas);
  ctx.fillStyle = req.background;
  ctx.fillRect(0, 0, req.width, req.height);
  ctx.imageSmoothingQuality = 'high';
  const { x, y, width, height } = req.crop;
  const sx = req.width / width;
  const sy = req.height / height;
  // drawImage with the whole source mapped through the crop's transform: parts of the crop outside the photo
  // stay background.
  ctx.setTransform(sx, 0, 0, sy, -x * sx, -y * sy);
  ctx.drawImage(person, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas;
}

function drawSheet(req: RenderRequest, one: OffscreenCanvas): { canvas: OffscreenCanvas; copies: number } {
  const l = sheetLayout(req.width, req.height, req.orientation);
  const canvas = new OffscreenCanvas(l.width, l.height);
  const ctx = context(canvas);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, l.width, l.height);
  for (const p of copyPositions(l)) ctx.drawImage(one, p.x, p.y);
  const { xs, ys } = cutLines(l);
  if (xs.length && ys.length) {
    ctx.fillStyle = CUT_LINE;
    const [top, bottom] = [ys[0]!, ys[ys.length - 1]!];
    const [left, right] = [xs[0]!, xs[xs.length - 1]!];
    for (const x of xs) ctx.fillRect(x, top, 1, bottom - top + 1);
    for (const y of ys) ctx.fillRect(left, y, right - left + 1, 1);
  }
  return { canvas, copies: l.count };
}

async function encode(canvas: OffscreenCanvas, format: OutputFormat, quality = PHOTO_QUALITY): Promise<Blob> {
  const type = format === 'png' ? 'image/png' : 'image/jpeg';
  const blob = await canvas.convertToBlob({ type, quality: quality / 100 });
  if (blob.type !== type) throw new Error(`The browser wrote ${blob.type} for ${type}`);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // The density functions copy into new ArrayBuffers (never shared memory).
  const part = (b: Uint8Array) => b as Uint8Array<ArrayBuffer>;
  if (format === 'png') return new Blob([part(setPngDpi(bytes, DPI))], { type });
  const jpeg = setJpegDpi(bytes, DPI);
  if (format === 'jpeg') return new Blob([part(jpeg)], { type });
  const pdf = jpegPdf({ jpeg, width: canvas.width, height: canvas.height, dpi: DPI });
  return new Blob([part(pdf)], { type: 'application/pdf' });
}

async function render(req: RenderRequest): Promise<RenderReply> {
  if (!cutout) return { ok: false, error: 'lost', detail: 'no photo in this worker' };
  try {
    if (req.target === 'cutout') {
      const canvas = new OffscreenCanvas(cutout.width, cutout.height);
      context(canvas).drawImage(cutout, 0, 0);
      const blob = await encode(canvas, 'png');
      return { ok: true, blob, width: canvas.width, height: canvas.height, copies: 1 };
    }
    const one = drawPhoto(req, cutout);
    if (req.target === 'photo') {
      const format = req.format === 'pdf' ? 'png' : req.format;
      // The size counted is the file's own, its density (dpi) block included.
      const { blob, target } = await encodeUnder(req.maxKB ?? 0, format, (q) => encode(one, format, q));
      return { ok: true, blob, width: one.width, height: one.height, copies: 1, ...(target && { target }) };
    }
    const { canvas, copies } = drawSheet(req, one);
    const blob = await encode(canvas, req.format);
    return { ok: true, blob, width: canvas.width, height: canvas.height, copies };
  } catch (err) {
    console.error('id-photo-maker: render failed', err);
    return { ok: false, error: 'encode', detail: String(err) };
  }
}

serve<IdPhotoMakerProtocol>({
  open: async ({ file }) => {
    // The previous photo and its cut-out stay until this one decodes (and the cut-out until its own is made):
    // a bad file keeps the finished photo's downloads working.
    let bitmap: ImageBitmap;
    try {
      bitmap = await decodeBitmap(file);
    } catch (err) {
      if (err instanceof ImageTooLargeError) {
        const { width, height } = err;
        return { ok: false, error: 'too-large', width, height, detail: err.message };
      }
      return { ok: false, error: 'decode', detail: decodeErrorDetail(err) };
    }
    const { width, height } = bitmap;
    if (width * height > MAX_PIXELS) {
      bitmap.close();
      return { ok: false, error: 'too-large', width, height, detail: `${width}×${height}` };
    }
    photo?.close();
    photo = bitmap;
    lastMask = null;
    return { ok: true, width, height };
  },

  cutout: async ({ mask, width, height }, ctx) => {
    if (!photo) return { ok: false, error: 'lost', detail: 'no photo in this worker' };
    if (photo.width !== width || photo.height !== height)
      return { ok: false, error: 'size', detail: `mask ${width}×${height} for ${photo.width}×${photo.height}` };
    const canvas = new OffscreenCanvas(width, height);
    const c2d = canvas.getContext('2d', { willReadFrequently: true });
    if (!c2d) throw new Error('No 2D context');
    c2d.drawImage(photo, 0, 0);
    const pixels = c2d.getImageData(0, 0, width, height);
    applyMask(pixels.data, mask);
    cutout?.close();
    cutout = await createImageBitmap(pixels);
    const head = measureHead(mask, width, height);
    lastMask = head ? { mask, width, height, head } : null;
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
    const preview = await createImageBitmap(cutout, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'high',
    });
    ctx.transfer(preview);
    return { ok: true, preview, previewScale: preview.width / width, head };
  },

  face: async () => {
    const m = lastMask;
    lastMask = null;
    if (!photo || !m || photo.width !== m.width || photo.height !== m.height)
      return { ok: false, error: 'lost', detail: 'no cut-out in this worker' };
    const { face, status } = await findFace(photo, m.mask, m.head);
    return { ok: true, face, status };
  },

  render,
});
