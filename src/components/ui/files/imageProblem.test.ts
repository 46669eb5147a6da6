/**
 * The segmentation kit's failure messages (zh, en): a picture over the image kit's limit gets the kit's one "too
 * large" message with its size; without a size, the limit's numbers are still the kit's (16,384 px, 100 MP).
 */
import { describe, expect, it } from 'vitest';
import enTools from '../../../../locales/en/tools.json';
import zhTools from '../../../../locales/zh/tools.json';
import type { UiKey } from '../../../i18n/keys';
import { createTranslator, type TFunction } from '../../../i18n/translate';
import { segmentErrorMessage } from './imageProblem';

const uiFor = (lng: 'zh' | 'en', tools: typeof zhTools) =>
  createTranslator({ lng, resources: { [lng]: { tools } }, defaultNS: 'tools' }).getFixedT(
    'tools',
    'ui',
  ) as TFunction<UiKey>;

describe('segmentErrorMessage', () => {
  const zh = uiFor('zh', zhTools);
  const en = uiFor('en', enTools);

  it('too large with its size: the image kit’s message, its numbers formatted for the language', () => {
    expect(segmentErrorMessage(zh, 'zh', { code: 'too-large', width: 30_000, height: 1 })).toBe(
      '图片过大（30,000 × 1 像素，上限为单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
    );
    expect(segmentErrorMessage(en, 'en', { code: 'too-large', width: 12_000, height: 9_000 })).toBe(
      'Image too large (12,000 × 9,000 px; the limit is 16,384 px a side and 100 megapixels in all). Make it smaller and try again.',
    );
  });

  it('too large without a size: the same limit', () => {
    expect(segmentErrorMessage(zh, 'zh', { code: 'too-large' })).toBe(
      '这张图片过大，超过上限（单边 16,384 像素、总计 100 百万像素）。请缩小后再试。',
    );
    expect(segmentErrorMessage(en, 'en', { code: 'too-large' })).toBe(
      'This image is too large: the limit is 16,384 px a side and 100 megapixels in all. Make it smaller and try again.',
    );
  });

  it('the other codes: their own messages', () => {
    expect(segmentErrorMessage(zh, 'zh', { code: 'decode' })).toBe(
      '无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。',
    );
    expect(segmentErrorMessage(en, 'en', { code: 'memory' })).toBe(enTools.ui.segment.error.memory);
  });
});
