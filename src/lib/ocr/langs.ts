/**
 * Which tesseract languages to read an image in, from the translation's source language. Used by the
 * translator's image tab and the document translator's scanned pages.
 */
import type { SourceLang } from '../translate/types';
import type { OcrLang } from './paths';

/** The tesseract languages to read an image in, from the source language (auto: English and Chinese). */
export function ocrLangsFor(source: SourceLang): OcrLang[] {
  switch (source) {
    case 'auto':
      return ['eng', 'chi_sim'];
    case 'zh':
      return ['chi_sim', 'eng'];
    case 'zh-Hant':
      return ['chi_tra', 'eng'];
    case 'ja':
      return ['jpn', 'eng'];
    case 'ko':
      return ['kor', 'eng'];
    default:
      return ['eng'];
  }
}

/** The translation's source language for text read in `lang` (Latin script: unknown, so the engine detects it). */
export function sourceForOcr(lang: OcrLang): Exclude<SourceLang, 'auto'> | null {
  switch (lang) {
    case 'chi_sim':
      return 'zh';
    case 'chi_tra':
      return 'zh-Hant';
    case 'jpn':
      return 'ja';
    case 'kor':
      return 'ko';
    default:
      return null;
  }
}
