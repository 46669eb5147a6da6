/**
 * The image-bomb set (issue 31) as the component tests use it: `File`s as a picker hands them over, and the zh
 * refusal each gets. The bytes are made by scripts/lib/bombs.mjs (shared with the hostile-input bench): genuine
 * PNG decompression bombs (16000 × 16000, 30000 × 1, 1 × 30000), a JPEG claiming 65535 × 65535, and a PDF page
 * drawing a 20000 × 20000 image.
 */
import { bombPdf, IMAGE_BOMB_SPECS } from '../../scripts/lib/bombs.mjs';

export { bombPdf, bombPng, claimingJpeg } from '../../scripts/lib/bombs.mjs';

/** One bomb: its file and the size its header claims. */
export interface Bomb {
  name: string;
  file: () => File;
  width: number;
  height: number;
}

let cache: Map<string, Uint8Array<ArrayBuffer>> | null = null;
function once(key: string, make: () => Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  cache ??= new Map();
  let b = cache.get(key);
  if (!b) cache.set(key, (b = make()));
  return b;
}

/** The image bombs, each a `File` as a picker or a drop hands it over. */
export const IMAGE_BOMBS: readonly Bomb[] = IMAGE_BOMB_SPECS.map((b) => ({
  name: b.name,
  width: b.width,
  height: b.height,
  file: () => new File([once(b.name, b.make)], b.name, { type: b.type }),
}));

/** The PDF bomb: a page drawing a 20000 × 20000 image (after a page of text with `textPage`). */
export const pdfBomb = (textPage = false) =>
  new File([once(`pdf${textPage}`, () => bombPdf(20_000, textPage))], 'image-bomb.pdf', { type: 'application/pdf' });

/** The zh refusal for a bomb of this size under the kit's one limit (ui.image.tooLarge). */
export const zhTooLarge = (b: { width: number; height: number }) =>
  `图片过大（${b.width.toLocaleString('en-US')} × ${b.height.toLocaleString('en-US')} 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。`;

/** `it.each` rows: each image bomb by name (the same set for every image input of every tool). */
export const BOMB_ROWS: readonly (readonly [string, Bomb])[] = IMAGE_BOMBS.map((b) => [b.name, b] as const);
