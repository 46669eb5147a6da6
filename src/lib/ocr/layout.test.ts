import { describe, expect, it } from 'vitest';
import {
  joinLines,
  joinWords,
  layoutBlocks,
  readingOrder,
  splitLine,
  type TesseractTree,
  type TesseractWord,
} from './layout';

const word = (text: string, x0: number, x1: number, y0 = 0, y1 = 20, confidence = 90): TesseractWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1 },
});

/** One tesseract block holding `lines`, each a list of words (its box is their union). */
function tree(...lines: TesseractWord[][]): TesseractTree[] {
  return [
    {
      paragraphs: [
        {
          lines: lines.map((words) => ({
            text: words.map((w) => w.text).join(' '),
            confidence: 90,
            words,
            bbox: {
              x0: Math.min(...words.map((w) => w.bbox.x0)),
              y0: Math.min(...words.map((w) => w.bbox.y0)),
              x1: Math.max(...words.map((w) => w.bbox.x1)),
              y1: Math.max(...words.map((w) => w.bbox.y1)),
            },
          })),
        },
      ],
    },
  ];
}

/** A line of two words at `y` in the left column (x 0–200) and two in the right one (x 260–460). */
const twoColumnLine = (y: number, l: [string, string], r: [string, string]) => [
  word(l[0], 0, 90, y, y + 20),
  word(l[1], 96, 200, y, y + 20),
  word(r[0], 260, 350, y, y + 20),
  word(r[1], 356, 460, y, y + 20),
];

describe('layout analysis', () => {
  it('cuts a line where the gap is wider than 1.5 line heights', () => {
    const words = [word('a', 0, 50), word('b', 56, 100), word('c', 129, 160), word('d', 191, 230)];
    expect(splitLine(words, 20).map((p) => p.map((w) => w.text))).toEqual([['a', 'b', 'c'], ['d']]);
    expect(splitLine([], 20)).toEqual([]);
  });

  it('joins lines into running text: spaces between words, none between CJK characters, hyphens undone', () => {
    expect(joinLines(['The council plans to', 'cover two schools.'])).toBe('The council plans to cover two schools.');
    expect(joinLines(['今週末は全国的に晴れる見込みです', 'が、北海道では'])).toBe(
      '今週末は全国的に晴れる見込みですが、北海道では',
    );
    expect(joinLines(['外出の際は暖かい服装で。', '高速道路'])).toBe('外出の際は暖かい服装で。高速道路');
    expect(joinLines(['이번 주말은 전국이', '대체로 맑겠지만'])).toBe('이번 주말은 전국이 대체로 맑겠지만');
    expect(joinLines(['the elec-', 'tricity bill'])).toBe('the electricity bill');
    expect(joinLines(['Covid-', 'Zero'])).toBe('Covid- Zero');
    expect(joinLines(['', ' one ', ''])).toBe('one');
  });

  it("keeps a Korean space only where the gap is a space's width", () => {
    // "주말 날 씨 와": tesseract's spaces inside 날씨와 are 2–3 px gaps; the real space is 13 px (text 29 px).
    const words = [word('주말', 91, 144), word('날', 157, 179), word('씨', 181, 205), word('와', 208, 225)];
    expect(joinWords(words, 29)).toBe('주말 날씨와');
    expect(joinWords([word('Hello', 0, 40), word('you', 42, 60)], 20)).toBe('Hello you');
    expect(joinWords([word('今', 0, 20), word('日', 21, 40)], 20)).toBe('今日');
  });

  it('splits two columns into blocks, one per paragraph, read column by column', () => {
    const blocks = layoutBlocks(
      tree(
        twoColumnLine(0, ['Left', 'one'], ['Right', 'one']),
        twoColumnLine(30, ['left', 'two.'], ['right', 'two.']),
        // A paragraph gap (40 px, two line heights) in both columns.
        twoColumnLine(90, ['Left', 'three'], ['Right', 'three']),
      ),
    );
    expect(blocks.map((b) => [b.text, b.bbox])).toEqual([
      ['Left one left two.', { x0: 0, y0: 0, x1: 200, y1: 50 }],
      ['Left three', { x0: 0, y0: 90, x1: 200, y1: 110 }],
      ['Right one right two.', { x0: 260, y0: 0, x1: 460, y1: 50 }],
      ['Right three', { x0: 260, y0: 90, x1: 460, y1: 110 }],
    ]);
    expect(blocks[0]!.lines.map((l) => l.text)).toEqual(['Left one', 'left two.']);
    // A comma read as half-width at the start of a CJK line becomes full-width once the lines are joined.
    const cjk = layoutBlocks(tree([word('添加衣物', 0, 80)], [word(',', 0, 6, 28, 48), word('預防', 10, 50, 28, 48)]));
    expect(cjk.map((b) => b.text)).toEqual(['添加衣物，預防']);
  });

  it('gives a heading its own block, drops unsure lines and ghost lines inside surer ones', () => {
    const blocks = layoutBlocks(
      tree(
        [word('Big', 0, 60, 0, 32), word('title', 70, 150, 0, 32)],
        [word('ghost', 20, 50, 5, 15, 70)],
        [word('Body', 0, 40, 50, 70), word('text', 46, 80, 50, 70)],
        [word('~~', 0, 30, 80, 100, 12)],
      ),
    );
    expect(blocks.map((b) => b.text)).toEqual(['Big title', 'Body text']);
    expect(layoutBlocks(null)).toEqual([]);
  });

  it('orders blocks by XY-cut: a header row first, then the columns below it', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    // 0: right column, 1: header across, 2: left column (lower), 3: left column (upper).
    expect(
      readingOrder([box(300, 100, 500, 300), box(0, 0, 500, 50), box(0, 200, 250, 300), box(0, 100, 250, 180)]),
    ).toEqual([1, 3, 2, 0]);
  });
});
