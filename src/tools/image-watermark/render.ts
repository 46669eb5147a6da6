/**
 * Drawing the watermark onto a 2D context: the same code draws the preview (a downscaled canvas on the page)
 * and the full-resolution output (an OffscreenCanvas in the worker). All sizes come from layout.ts, relative
 * to the image's shorter side, so the preview looks like the result.
 */
import { gridCenter, logoSize, relativeLength, rotatedBounds, tileLayout, type Point, type Size } from './logic/layout';
import { cssFont, hasMark, type Settings } from './logic/settings';

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A decoded logo (ImageBitmap) with its size. */
export type Logo = CanvasImageSource & Size;

/** The mark's unrotated size: the text's advance width × its line height, or the scaled logo. */
export function markSize(ctx: Ctx2D, img: Size, s: Settings, logo: Logo | null): Size {
  if (s.mode === 'image') return logo ? logoSize(logo, s.logoScale, img) : { width: 0, height: 0 };
  // The font is never below 1 px (cssFont); the box follows it.
  const px = Math.max(1, relativeLength(s.size, img));
  ctx.font = cssFont(s, px);
  return { width: ctx.measureText(s.text).width, height: px * 1.2 };
}

/** Draws the watermark over what is on the context (the image, `img` px). Returns how many marks it drew. */
export function drawWatermark(ctx: Ctx2D, img: Size, s: Settings, logo: Logo | null): number {
  if (!hasMark(s, logo !== null)) return 0;
  const mark = markSize(ctx, img, s, logo);
  if (mark.width <= 0 || mark.height <= 0) return 0;
  let centers: Point[];
  let angle: number;
  if (s.placement === 'tile') {
    angle = s.tileAngle;
    centers = tileLayout(img, mark, relativeLength(s.spacing, img), angle).centers;
  } else {
    angle = s.rotation;
    centers = [gridCenter(s.anchor, img, rotatedBounds(mark, angle), relativeLength(s.margin, img))];
  }
  ctx.save();
  ctx.globalAlpha = s.opacity / 100;
  if (s.mode === 'text') {
    ctx.font = cssFont(s, relativeLength(s.size, img));
    ctx.fillStyle = s.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  } else {
    ctx.imageSmoothingQuality = 'high';
  }
  const r = (angle * Math.PI) / 180;
  for (const c of centers) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.translate(c.x, c.y);
    ctx.rotate(r);
    if (s.mode === 'text') ctx.fillText(s.text, 0, 0);
    else ctx.drawImage(logo!, -mark.width / 2, -mark.height / 2, mark.width, mark.height);
  }
  ctx.restore();
  return centers.length;
}
