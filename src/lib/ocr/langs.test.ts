import { describe, expect, it } from 'vitest';
import { ocrLangsFor } from './langs';

describe('OCR languages', () => {
  it('follow the source language', () => {
    expect(ocrLangsFor('auto')).toEqual(['eng', 'chi_sim']);
    expect(ocrLangsFor('zh')).toEqual(['chi_sim', 'eng']);
    expect(ocrLangsFor('zh-Hant')).toEqual(['chi_tra', 'eng']);
    expect(ocrLangsFor('ja')).toEqual(['jpn', 'eng']);
    expect(ocrLangsFor('ko')).toEqual(['kor', 'eng']);
    expect(ocrLangsFor('fr')).toEqual(['eng']);
  });
});

describe('the source language of text read in an OCR language', () => {
  it('is known for CJK and left to the engine for Latin script', async () => {
    const { sourceForOcr } = await import('./langs');
    expect(['chi_sim', 'chi_tra', 'jpn', 'kor', 'eng'].map((l) => sourceForOcr(l as never))).toEqual([
      'zh',
      'zh-Hant',
      'ja',
      'ko',
      null,
    ]);
  });
});
