import { describe, expect, it } from 'vitest';
import {
  alignLines,
  breakParagraph,
  canBreak,
  cellOf,
  cleanText,
  geometry,
  graphemes,
  gridAdvance,
  gridOf,
  layoutSteps,
  layoutText,
  paginate,
  tokenize,
  type Align,
  type Line,
} from './logic';

/** A fake measure: CJK 10 px, a space 3 px, anything else 5 px per grapheme (RTL words: 5 px a letter). */
const measure = (g: string) => (/[\u3000-\u9fff\uff00-\uffef]/.test(g) ? 10 : g === ' ' ? 3 : 5 * [...g].length);
const text = (l: Line) => l.glyphs.map((g) => g.g).join('');
const lines = (s: string, width: number) => layoutText(s, width, measure).lines.map(text);

describe('cleanText', () => {
  it('normalises line ends and tabs, drops control characters, replaces lone surrogates', () => {
    expect(cleanText('a\r\nb\rc\td\u0000e\u0085f')).toBe('a\nb\nc def');
    expect(cleanText('x\ud800y\udc00z😀')).toBe('x\ufffdy\ufffdz😀');
    expect(cleanText('end\ud83d')).toBe('end\ufffd');
  });
});

describe('graphemes and tokens', () => {
  it('keeps emoji ZWJ sequences and flags whole', () => {
    expect(graphemes('a👩‍👩‍👧🇨🇳字')).toEqual(['a', '👩‍👩‍👧', '🇨🇳', '字']);
  });

  it('draws a right-to-left word as one glyph, numbering glyphs from start', () => {
    const t = tokenize('שלום 你', measure, 7);
    expect(t.map((g) => [g.g, g.kind, g.w, g.i])).toEqual([
      ['שלום', 'other', 20, 7],
      [' ', 'space', 3, 8],
      ['你', 'wide', 10, 9],
    ]);
  });

  it('lets a measure kern a letter against the one before it in the same word', () => {
    const kerned = (g: string, after?: string) => (after === 'A' && g === 'V' ? 3 : 5);
    expect(tokenize('AVA V', kerned).map((g) => g.w)).toEqual([5, 3, 5, 5, 5]);
  });

  it('may break around CJK and at spaces, never inside a word or before closing marks', () => {
    const [a, b, c, comma, sp, open, d] = tokenize('ab字， 「字', measure);
    expect(canBreak(a!, b!)).toBe(false);
    expect(canBreak(b!, c!)).toBe(true);
    expect(canBreak(c!, comma!)).toBe(false);
    expect(canBreak(comma!, sp!)).toBe(true);
    expect(canBreak(sp!, open!)).toBe(true);
    expect(canBreak(open!, d!)).toBe(false);
  });
});

describe('line breaking', () => {
  it('breaks between any two CJK characters', () => {
    expect(lines('一二三四五六七', 30)).toEqual(['一二三', '四五六', '七']);
  });

  it('keeps Latin words whole and drops the spaces at the break', () => {
    // "hello" 25, " " 3, "world" 25: 53 > 40.
    expect(lines('hello world', 40)).toEqual(['hello', 'world']);
    expect(lines('hello world', 53)).toEqual(['hello world']);
  });

  it('mixes CJK and Latin: a word moves down whole, CJK fills up to the edge', () => {
    // 我们 20 + use 15 = 35; "Canvas" 30 would pass 50.
    expect(lines('我们use Canvas画图', 50)).toEqual(['我们use', 'Canvas画图']);
    expect(lines('中文English混排', 50)).toEqual(['中文', 'English混', '排']);
  });

  it('cuts a word only when it alone is wider than the line', () => {
    // 12 letters × 5 = 60 on a 25 px line.
    expect(lines('a abcdefghijkl', 25)).toEqual(['a', 'abcde', 'fghij', 'kl']);
  });

  it('kinsoku: a closing mark pulls the previous character down instead of starting a line', () => {
    expect(lines('一二三。四', 30)).toEqual(['一二', '三。四']);
    // Two closing marks in a row: both stay with the character before them.
    expect(lines('一二三」。四', 30)).toEqual(['一二', '三」。', '四']);
    expect(lines('他说：“好”', 30)).toEqual(['他说：', '“好”']);
    // Opening marks do not end a line.
    expect(lines('一二「三」', 30)).toEqual(['一二', '「三」']);
  });

  it('places glyphs at their running x and reports the width without trailing spaces', () => {
    const [l] = breakParagraph(tokenize('ab 字  ', measure), 100);
    expect(l!.glyphs.map((g) => [g.g, g.x])).toEqual([
      ['a', 0],
      ['b', 5],
      [' ', 10],
      ['字', 13],
    ]);
    expect(l!.width).toBe(23);
  });

  it('keeps empty paragraphs as empty lines and numbers glyphs across paragraphs', () => {
    const r = layoutText('一\n\n二三', 100, measure);
    expect(r.lines.map(text)).toEqual(['一', '', '二三']);
    expect(r.lines[2]!.glyphs.map((g) => g.i)).toEqual([1, 2]);
    expect(r.glyphCount).toBe(3);
    expect(r.truncated).toBe(false);
  });

  it('runs in steps (a caller can pause between them) with the same result', () => {
    const long = `${'字'.repeat(3000)}\n${'word '.repeat(500)}`;
    const steps = layoutSteps(long, 100, measure);
    let pauses = 0;
    let r = steps.next();
    while (!r.done) {
      pauses++;
      r = steps.next();
    }
    expect(pauses).toBeGreaterThan(10);
    expect(r.value).toEqual(layoutText(long, 100, measure));
  });

  it('stops after maxLines and says so', () => {
    const r = layoutText('一二三四五六七', 20, measure, 2);
    expect(r.lines.map(text)).toEqual(['一二', '三四']);
    expect(r.truncated).toBe(true);
    expect(layoutText('一二三四', 20, measure, 2).truncated).toBe(false);
    expect(layoutText('一二\n三', 20, measure, 1).truncated).toBe(true);
  });
});

describe('geometry and pagination', () => {
  const page = { width: 1240, height: 1754, margin: 100, fontSize: 40, lineSpacing: 1.6, paper: 'lined' as const };

  it('ruled paper: line pitch, lines per page, writing width', () => {
    expect(geometry(page)).toEqual({
      left: 100,
      top: 100,
      lineWidth: 1040,
      lineHeight: 64,
      linesPerPage: 24,
      grid: null,
    });
  });

  it('grid paper: whole squares centred across, rows with a gap down the page', () => {
    const grid = gridOf({ ...page, paper: 'grid' });
    // cell 50: 1040 / 50 → 20 columns (1000 px), 40 px left over → 20 each side; pitch 64; (1554 − 50) / 64 + 1 = 24.
    expect(grid).toEqual({ cell: 50, cols: 20, rows: 24, pitch: 64, left: 120, top: 100 });
    const g = geometry({ ...page, paper: 'grid' });
    expect([g.lineWidth, g.lineHeight, g.linesPerPage, g.left]).toEqual([1000, 64, 24, 120]);
  });

  it('grid paper: each CJK character in its own square, two Latin letters to a square', () => {
    const grid = gridOf({ ...page, paper: 'grid' });
    const advance = gridAdvance(grid.cell);
    const [l] = layoutText('作文ab纸', grid.cols * grid.cell, advance).lines;
    expect(l!.glyphs.map((g) => [g.g, g.x, g.w])).toEqual([
      ['作', 0, 50],
      ['文', 50, 50],
      ['a', 100, 25],
      ['b', 125, 25],
      ['纸', 150, 50],
    ]);
    expect(l!.glyphs.map((g) => cellOf(grid, 3, g))).toEqual([
      { col: 0, row: 3 },
      { col: 1, row: 3 },
      { col: 2, row: 3 },
      { col: 2, row: 3 },
      { col: 3, row: 3 },
    ]);
    // A full row holds exactly `cols` characters.
    const full = layoutText('字'.repeat(45), grid.cols * grid.cell, advance).lines;
    expect(full.map((x) => x.glyphs.length)).toEqual([20, 20, 5]);
  });

  it('paginates exact line counts', () => {
    const g = geometry({ ...page, fontSize: 20, lineSpacing: 2 });
    // 40 px lines: 1554 / 40 = 38 per page; 1040 / 10 = 104 CJK characters per line.
    expect([g.linesPerPage, g.lineWidth]).toEqual([38, 1040]);
    const r = layoutText('字'.repeat(104 * 80), g.lineWidth, measure);
    expect(r.lines.length).toBe(80);
    expect(paginate(r.lines, g.linesPerPage).map((p) => p.length)).toEqual([38, 38, 4]);
    expect(paginate([], 10)).toEqual([[]]);
  });

  it('landscape and square pages', () => {
    expect(geometry({ ...page, width: 1754, height: 1240 }).linesPerPage).toBe(16);
    expect(geometry({ ...page, height: 1240 }).lineWidth).toBe(1040);
  });
});

describe('margins per side', () => {
  const page = { width: 1240, height: 1754, fontSize: 40, lineSpacing: 1.6, paper: 'lined' as const };
  const margin = { top: 200, right: 60, bottom: 100, left: 140 };

  it('ruled paper: the writing area between the four margins', () => {
    // 1240 − 140 − 60 = 1040 wide; (1754 − 200 − 100) / 64 = 22 lines.
    expect(geometry({ ...page, margin })).toEqual({
      left: 140,
      top: 200,
      lineWidth: 1040,
      lineHeight: 64,
      linesPerPage: 22,
      grid: null,
    });
  });

  it('grid paper: squares centred between the left and right margins', () => {
    // 1040 / 50 → 20 columns, 20 px each side of them; (1454 − 50) / 64 + 1 = 22 rows.
    expect(gridOf({ ...page, paper: 'grid', margin })).toEqual({
      cell: 50,
      cols: 20,
      rows: 22,
      pitch: 64,
      left: 160,
      top: 200,
    });
  });
});

describe('alignment', () => {
  const xs = (s: string, width: number, align: Align, spacing = 0) =>
    layoutText(s, width, (g) => measure(g) + spacing, Infinity, undefined, { align, spacing }).lines.map((l) =>
      l.glyphs.map((g) => [g.g, g.x]),
    );

  it('left leaves each glyph where the break put it', () => {
    expect(xs('ab cd', 40, 'left')).toEqual([
      [
        ['a', 0],
        ['b', 5],
        [' ', 10],
        ['c', 13],
        ['d', 18],
      ],
    ]);
  });

  it('centre and right shift whole lines by the spare width (trailing letter spacing not counted)', () => {
    // "ab cd" is 23 px in a 40 px line: 17 spare.
    expect(xs('ab cd', 40, 'right')[0]!.map(([, x]) => x)).toEqual([17, 22, 27, 30, 35]);
    expect(xs('ab cd', 40, 'center')[0]!.map(([, x]) => x)).toEqual([8.5, 13.5, 18.5, 21.5, 26.5]);
    // With 2 px letter spacing: 5 glyphs × 2 = 33 px laid, 31 visible, 9 spare.
    expect(xs('ab cd', 40, 'right', 2)[0]!.map(([, x]) => x)).toEqual([9, 16, 23, 28, 35]);
  });

  it('justify stretches after spaces and around CJK characters, never inside a word, and not the last line', () => {
    // Line 1 "ab cd" (23 px of 25: the next word does not fit): one gap, after the space, gets the 2 px.
    expect(xs('ab cd ef', 25, 'justify')).toEqual([
      [
        ['a', 0],
        ['b', 5],
        [' ', 10],
        ['c', 15],
        ['d', 20],
      ],
      [
        ['e', 0],
        ['f', 5],
      ],
    ]);
    // CJK: 3 characters (30 px) of 36: two gaps of 3 px more each; the paragraph's last line stays left.
    expect(xs('一二三四', 36, 'justify').map((l) => l.map(([, x]) => x))).toEqual([[0, 13, 26], [0]]);
  });

  it('grid paper moves lines by whole squares and never justifies', () => {
    const o = (align: Align) =>
      alignLines(
        [{ glyphs: [{ g: '字', kind: 'wide', w: 50, i: 0, x: 0 }], width: 50 }],
        175,
        { align, snap: 50 },
        false,
      );
    expect(o('right')[0]!.glyphs[0]!.x).toBe(100);
    expect(o('center')[0]!.glyphs[0]!.x).toBe(50);
    expect(o('justify')[0]!.glyphs[0]!.x).toBe(0);
  });
});
