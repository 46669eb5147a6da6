import { describe, expect, it } from 'vitest';
import { countScripts, readingLangs, scriptCandidates } from './script';

const w = (text: string, confidence = 90) => ({ text, confidence });

describe('script detection from a reading with every language', () => {
  it('counts characters by script in the words read with confidence', () => {
    expect(countScripts([w('週末の天気'), w('주말'), w('Hello'), w('ノイズ', 20)])).toEqual({
      han: 4,
      kana: 1,
      hangul: 2,
      latin: 5,
    });
  });

  it('picks the language, or the candidates only confidence can separate', () => {
    expect(scriptCandidates(countScripts([w('今週末は全国的に晴れる見込みですが')]))).toEqual(['jpn']);
    expect(scriptCandidates(countScripts([w('이번'), w('주말은'), w('ロト')]))).toEqual(['kor']);
    expect(scriptCandidates(countScripts([w('本周末全国大部分地区以晴为主')]))).toEqual(['chi_sim', 'chi_tra']);
    // Chinese text with one kana misreading is still Chinese.
    expect(scriptCandidates(countScripts([w('本周末全国大部分地区以晴为主，但北方早晚气温较低'), w('の')]))).toEqual([
      'chi_sim',
      'chi_tra',
    ]);
    expect(scriptCandidates(countScripts([w('Most'), w('of'), w('the'), w('country')]))).toEqual(['eng']);
    // A few stray CJK characters in a Latin page (noise) do not make it CJK.
    expect(scriptCandidates(countScripts([w('Traffic jams are expected on the motorways'), w('ロト')]))).toEqual([
      'eng',
    ]);
    expect(scriptCandidates(countScripts([]))).toEqual(['eng']);
  });

  it('reads a CJK language with English beside it', () => {
    expect(readingLangs('jpn')).toEqual(['jpn', 'eng']);
    expect(readingLangs('eng')).toEqual(['eng']);
  });
});
