/**
 * Pure geometry and compositing of text-behind-image (no DOM; unit-tested in logic.test.ts):
 * - a layer's image-relative settings → pixels on an image of any size (the preview and the export share them);
 * - which layer is under a point (for dragging), rotation included;
 * - the drawing order: photo, then the text layers, then the subject (the photo with the mask as alpha) on top.
 */
import type { Layer } from './layers';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Where and how big a layer is on an image of a given size, in that image's pixels. */
export interface LayerBox {
  /** Centre of the text. */
  cx: number;
  cy: number;
  /** Font size. */
  fontPx: number;
  /** Extra space after each character but the last. */
  spacingPx: number;
  /** The text's width with spacing (advance + spacing × (characters − 1)) and its line height. */
  width: number;
  height: number;
  /** Rotation, radians, clockwise (canvas y points down). */
  angle: number;
}

/** Line height of a layer's box, in font sizes. */
export const LINE_HEIGHT = 1.2;

/** Characters as the canvas spaces them (code points; a combining sequence counts each of its code points). */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** The width of `text` set with `spacingPx` between characters, from its advance without spacing. */
export function spacedWidth(advance: number, text: string, spacingPx: number): number {
  const n = charCount(text);
  return n === 0 ? 0 : Math.max(0, advance + spacingPx * (n - 1));
}

/** The font size of a layer in pixels on an image of `img` size (never below 1 px). */
export function fontPx(layer: Pick<Layer, 'size'>, img: Size): number {
  return Math.max(1, (layer.size / 100) * img.width);
}

/**
 * A layer's box on an image of `img` size. `measure(fontPx)` gives the text's advance at that font size without
 * letter spacing (the canvas's measureText).
 */
export function layerBox(layer: Layer, img: Size, measure: (fontPx: number) => number): LayerBox {
  const px = fontPx(layer, img);
  const spacingPx = (layer.spacing / 100) * px;
  return {
    cx: (layer.x / 100) * img.width,
    cy: (layer.y / 100) * img.height,
    fontPx: px,
    spacingPx,
    width: spacedWidth(measure(px), layer.text, spacingPx),
    height: px * LINE_HEIGHT,
    angle: (layer.rotation * Math.PI) / 180,
  };
}

/** A point in the box's own frame: origin at its centre, x along the text. */
export function toLocal(box: LayerBox, p: Point): Point {
  const dx = p.x - box.cx;
  const dy = p.y - box.cy;
  const c = Math.cos(box.angle);
  const s = Math.sin(box.angle);
  return { x: dx * c + dy * s, y: -dx * s + dy * c };
}

/** Whether `p` lies in the (rotated) box, grown by `pad` pixels on each side. */
export function inBox(box: LayerBox, p: Point, pad = 0): boolean {
  const l = toLocal(box, p);
  return Math.abs(l.x) <= box.width / 2 + pad && Math.abs(l.y) <= box.height / 2 + pad;
}

/** The four corners of a box (for drawing the selection outline), clockwise from top-left. */
export function corners(box: LayerBox): Point[] {
  const c = Math.cos(box.angle);
  const s = Math.sin(box.angle);
  const hw = box.width / 2;
  const hh = box.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([x, y]) => ({ x: box.cx + x! * c - y! * s, y: box.cy + x! * s + y! * c }));
}

/**
 * The index of the front-most box under `p` (boxes in drawing order: the last is in front), or -1. Boxes
 * with nothing to draw (width 0) are never hit.
 */
export function hitTest(boxes: readonly LayerBox[], p: Point, pad = 0): number {
  for (let i = boxes.length - 1; i >= 0; i -= 1) {
    const b = boxes[i]!;
    if (b.width > 0 && inBox(b, p, pad)) return i;
  }
  return -1;
}

/** A drag of `delta` image pixels as a change of a layer's x/y (in % of the image), rounded to 0.1 %. */
export function dragTo(start: Point, delta: Point, img: Size): Point {
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    x: round(start.x + (delta.x / img.width) * 100),
    y: round(start.y + (delta.y / img.height) * 100),
  };
}

/**
 * `src` drawn over `dst` (source-over with straight alpha, as a canvas does), in place: RGBA of one size.
 * `alpha(i)` scales the source's alpha of pixel i (0–255), e.g. a mask.
 */
export function over(
  dst: Uint8Array | Uint8ClampedArray,
  src: Uint8Array | Uint8ClampedArray,
  alpha: (i: number) => number = () => 255,
): void {
  if (dst.length !== src.length) throw new Error(`sizes differ: ${dst.length} vs ${src.length}`);
  for (let i = 0, p = 0; i < dst.length; i += 4, p += 1) {
    const as = (src[i + 3]! * alpha(p)) / (255 * 255);
    if (as <= 0) continue;
    const ad = dst[i + 3]! / 255;
    const ao = as + ad * (1 - as);
    for (let c = 0; c < 3; c += 1) {
      dst[i + c] = Math.round((src[i + c]! * as + dst[i + c]! * ad * (1 - as)) / ao);
    }
    dst[i + 3] = Math.round(ao * 255);
  }
}

/**
 * The subject's cut-out (the photo with the mask as alpha) drawn over `dst` (the photo with the text layers
 * drawn on it), in place. Where the mask is 255 the photo's own pixel comes back, hiding any text there.
 */
export function subjectOver(
  dst: Uint8Array | Uint8ClampedArray,
  photo: Uint8Array | Uint8ClampedArray,
  mask: Uint8Array,
): void {
  if (photo.length !== mask.length * 4) throw new Error(`mask of ${mask.length} px for ${photo.length / 4} px`);
  over(dst, photo, (p) => mask[p]!);
}

/**
 * The whole picture from its parts, for checking the order on small arrays: the photo, the text layers'
 * pixels over it, the subject over them. Returns a new array.
 */
export function compose(photo: Uint8Array, text: Uint8Array, mask: Uint8Array): Uint8Array {
  const out = Uint8Array.from(photo);
  over(out, text);
  subjectOver(out, photo, mask);
  return out;
}

/**
 * The largest font size (in the layer's own unit, % of the image's width, in half steps) at which the layer's
 * text fits `share` of the image's width, never above its size now and never below `min`. Pure: `measure` as
 * for layerBox (the text's width grows with the font size, spacing included).
 */
export function fitLayerSize(
  layer: Layer,
  img: Size,
  measure: (fontPx: number) => number,
  share = 0.9,
  min = 1,
): number {
  const width = layerBox(layer, img, measure).width;
  const room = share * img.width;
  if (width <= room || width <= 0) return layer.size;
  return Math.max(min, Math.floor(((layer.size * room) / width) * 2) / 2);
}
