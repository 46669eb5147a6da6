/**
 * Every tool reads a stored colour by one rule (src/lib/settings.ts `hexColor`): a colour saved in capitals
 * ("#FFFFFF", as a colour picker or a hand edit may write it) survives a reload as "#ffffff", in every tool,
 * instead of silently falling back to the tool's default in some.
 */
import { describe, expect, it } from 'vitest';
import { parseSettings as backgroundRemover } from '../../src/tools/background-remover/logic';
import { parseSettings as handwriting } from '../../src/tools/handwriting/settings';
import { parseSettings as idPhotoMaker } from '../../src/tools/id-photo-maker/settings';
import { parseStyle as imageAnnotator } from '../../src/tools/image-annotator/shapes';
import { parseSettings as imageStitcher } from '../../src/tools/image-stitcher/logic';
import { parseSettings as imageWatermark } from '../../src/tools/image-watermark/logic/settings';
import { parseSettings as latexToImage } from '../../src/tools/latex-to-image/logic';
import { parseSettings as subtitleToImage } from '../../src/tools/subtitle-to-image/logic';
import { BASE_LAYER, parseLayers as textBehindImage } from '../../src/tools/text-behind-image/layers';

/** Each tool's parser of stored settings and its colour fields. */
const TOOLS: [string, (raw: unknown) => object, string[]][] = [
  ['background-remover', backgroundRemover, ['color']],
  ['handwriting', handwriting, ['ink']],
  ['id-photo-maker', idPhotoMaker, ['customColor']],
  ['image-annotator', imageAnnotator, ['color']],
  ['image-stitcher', imageStitcher, ['background']],
  ['image-watermark', imageWatermark, ['color']],
  ['latex-to-image', latexToImage, ['color', 'backgroundColor']],
  ['subtitle-to-image', subtitleToImage, ['color', 'effectColor', 'separatorColor']],
  [
    'text-behind-image',
    (raw) => textBehindImage([{ ...BASE_LAYER, id: 'l1', text: 'a', ...(raw as object) }], [])[0]!,
    ['color', 'shadowColor', 'outlineColor'],
  ],
];

describe('a stored colour in capitals survives in every tool', () => {
  it.each(TOOLS)('%s', (_tool, parse, fields) => {
    for (const stored of ['#FFFFFF', '#12AB9F', '#000000']) {
      const parsed = parse(Object.fromEntries(fields.map((f) => [f, stored]))) as Record<string, unknown>;
      for (const f of fields) expect([f, parsed[f]]).toEqual([f, stored.toLowerCase()]);
    }
  });
});
