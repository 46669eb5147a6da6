/**
 * Which script an image is written in, from a first reading with all five OCR languages at once. Tesseract's own
 * orientation-and-script detection needs its legacy engine and `osd` data, which the LSTM-only build we ship
 * does not have; a reading with every language loaded lets each word be read by the model that fits it best,
 * and the characters that come out say the script: Hangul is Korean, kana is Japanese (Japanese text is a third
 * to a half kana; Chinese has none), Han without kana is Chinese (simplified or traditional: both are tried and
 * the surer reading wins), Latin letters alone are English (or another Latin-script language, which the English
 * model reads).
 */
import type { OcrLang } from './paths';

export interface ScriptCounts {
  han: number;
  kana: number;
  hangul: number;
  latin: number;
}

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;

/** Characters of each script in words read with at least `minConfidence` (0–100). */
export function countScripts(words: readonly { text: string; confidence: number }[], minConfidence = 60): ScriptCounts {
  const counts: ScriptCounts = { han: 0, kana: 0, hangul: 0, latin: 0 };
  for (const w of words) {
    if (w.confidence < minConfidence) continue;
    for (const ch of w.text) {
      if (HANGUL.test(ch)) counts.hangul += 1;
      else if (KANA.test(ch)) counts.kana += 1;
      else if (HAN.test(ch)) counts.han += 1;
      else if (LATIN.test(ch)) counts.latin += 1;
    }
  }
  return counts;
}

/**
 * The languages worth reading the image in, best guess first (more than one when only their confidence can
 * tell them apart). A Latin letter weighs a third of a CJK character (a word of five letters, about two
 * syllables); a few stray CJK characters in Latin text (noise read as kana) do not make it CJK.
 */
export function scriptCandidates(c: ScriptCounts): OcrLang[] {
  const cjk = c.han + c.kana + c.hangul;
  if (cjk === 0 || c.latin / 3 > cjk * 2) return ['eng'];
  if (c.hangul >= 0.3 * cjk) return ['kor'];
  if (c.kana >= 0.1 * cjk) return ['jpn'];
  if (c.han >= c.hangul && c.han >= c.kana) return ['chi_sim', 'chi_tra'];
  return ['eng'];
}

/** The languages loaded for reading an image known to be in `lang` (English too, for the Latin words in it). */
export function readingLangs(lang: OcrLang): OcrLang[] {
  return lang === 'eng' ? ['eng'] : [lang, 'eng'];
}
