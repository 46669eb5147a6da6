/**
 * The messages that name what a refused file is (`sniffOther` in src/lib/image/sniff.ts: PDF, ZIP, GZIP, TIFF or
 * HEIC) never say it is "not an image": TIFF and HEIC are images, which the tool cannot open. Each message, with
 * a HEIC file, in all four languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGS = ['zh', 'en', 'ja', 'ko'] as const;
/** [bundle, key path]: where the name from sniffOther goes ({{other}}, or {{type}} in the compressor). */
const KEYS: [string, string][] = [
  ['locales/<lang>/tools.json', 'ui.image.other'],
  ['src/tools/image-compressor/locales/<lang>.json', 'status.notImageKnown'],
  ['src/tools/image-annotator/locales/<lang>.json', 'errOther'],
  ['src/tools/subtitle-to-image/locales/<lang>.json', 'frameError.notImageKnown'],
  ['src/tools/markdown-to-image/locales/<lang>.json', 'imageRefused.other'],
  ['src/tools/image-watermark/locales/<lang>.json', 'error.notImageKnown'],
  ['src/tools/image-stitcher/locales/<lang>.json', 'problem.other'],
];
/** "Is not an image / picture" in each language ("not an image this tool can read" is right). */
const NOT_AN_IMAGE: Record<(typeof LANGS)[number], RegExp> = {
  zh: /不是图片|不是图像/,
  en: /not an? (image|picture)\b(?! this tool)/,
  ja: /(?<!読める)画像ではありません/,
  ko: /(?<!있는 )이미지가 아닙니다/,
};

function message(bundle: string, key: string, lang: string): string {
  const json = JSON.parse(readFileSync(join(process.cwd(), bundle.replace('<lang>', lang)), 'utf8')) as unknown;
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], json);
  if (typeof value !== 'string') throw new Error(`${bundle} ${lang}: no ${key}`);
  return value.replace(/\{\{(other|type)\}\}/g, 'HEIC').replace(/\{\{name\}\}/g, 'IMG_0001.HEIC');
}

describe('a HEIC (or TIFF) file the tool cannot open is not called "not an image"', () => {
  it.each(KEYS)('%s %s', (bundle, key) => {
    for (const lang of LANGS) {
      const text = message(bundle, key, lang);
      expect(text).toContain('HEIC');
      expect(text).not.toMatch(NOT_AN_IMAGE[lang]);
    }
  });

  it('reads as the tool cannot open it', () => {
    expect(message(KEYS[0]![0], KEYS[0]![1], 'zh')).toBe(
      '“IMG_0001.HEIC”是 HEIC 文件，本工具无法打开。请选择 PNG、JPEG、WebP、GIF、AVIF 或 BMP 图片。',
    );
    expect(message(KEYS[0]![0], KEYS[0]![1], 'en')).toBe(
      '“IMG_0001.HEIC” is a HEIC file, which this tool cannot open. Choose a PNG, JPEG, WebP, GIF, AVIF or BMP image.',
    );
    expect(message(KEYS[1]![0], KEYS[1]![1], 'zh')).toBe(
      '这是 HEIC 文件，本工具无法压缩。请选择 JPEG、PNG、WebP、AVIF、GIF、BMP 或 HEIC 图片。',
    );
    expect(message(KEYS[5]![0], KEYS[5]![1], 'en')).toBe(
      'This is a HEIC file, which this tool cannot watermark. Skipped.',
    );
  });
});
