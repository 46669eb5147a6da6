import { describe, expect, it } from 'vitest';
import { tidyCjkSpacing, toBlocks } from './logic';

describe('OCR text tidying', () => {
  it('removes the spaces tesseract puts between Chinese and Japanese characters, keeps Korean and Latin ones', () => {
    expect(tidyCjkSpacing('今 天 天 气 很 好 ， 我 们 去 公 园 。')).toBe('今天天气很好，我们去公园。');
    expect(tidyCjkSpacing('今 日 は と て も 良 い 天 気 で す 。')).toBe('今日はとても良い天気です。');
    expect(tidyCjkSpacing('오늘은 날씨가 아주 좋습니다.')).toBe('오늘은 날씨가 아주 좋습니다.');
    expect(tidyCjkSpacing('Hello world, 2 apples')).toBe('Hello world, 2 apples');
    expect(tidyCjkSpacing('使 用 GPT 模 型')).toBe('使用 GPT 模型');
    expect(tidyCjkSpacing('他 说 「 你 好 」 。')).toBe('他说「你好」。');
    // A full-width comma read as a half-width one (chi_tra fixture).
    expect(tidyCjkSpacing('今天天氣很好 , 我們去')).toBe('今天天氣很好，我們去');
    expect(tidyCjkSpacing('好 ? 是 ! 三 : 四 ; 五')).toBe('好？是！三：四；五');
    expect(tidyCjkSpacing('a , b 中')).toBe('a , b 中');
  });

  it('keeps blocks with readable lines, in order, tidied', () => {
    const box = { x0: 1, y0: 2, x1: 3, y1: 4 };
    expect(
      toBlocks([
        {
          text: 'x',
          confidence: 90,
          bbox: box,
          paragraphs: [
            {
              lines: [
                { text: '你 好 \n', confidence: 91, bbox: box },
                { text: '~~', confidence: 5, bbox: box },
              ],
            },
          ],
        },
        { text: '', confidence: 10, bbox: box, paragraphs: [{ lines: [{ text: ' ', confidence: 95, bbox: box }] }] },
        {
          text: 'y',
          confidence: 80,
          bbox: box,
          paragraphs: [
            { lines: [{ text: 'Hi there', confidence: 80, bbox: box }] },
            { lines: [{ text: 'Two', confidence: 70, bbox: box }] },
          ],
        },
      ]),
    ).toEqual([
      { text: '你好', bbox: box, confidence: 90, lines: [{ text: '你好', bbox: box, confidence: 91 }] },
      {
        text: 'Hi there\nTwo',
        bbox: box,
        confidence: 80,
        lines: [
          { text: 'Hi there', bbox: box, confidence: 80 },
          { text: 'Two', bbox: box, confidence: 70 },
        ],
      },
    ]);
    expect(toBlocks(null)).toEqual([]);
  });
});
