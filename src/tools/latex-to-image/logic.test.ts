import { describe, expect, it } from 'vitest';
import {
  braceDepth,
  cssUrls,
  DEFAULT_SETTINGS,
  finishSvg,
  inlineCssUrls,
  insertSnippet,
  lineColumn,
  parseSettings,
  locateError,
  pixelSize,
  pngSize,
  readViewBox,
  SNIPPETS,
  textRuns,
  tokenize,
  type TexErrorInfo,
} from './logic';

const at = (src: string, err: TexErrorInfo) => {
  const span = locateError(src, err);
  return span && { ...lineColumn(src, span.start), text: src.slice(span.start, span.end) };
};
const err = (id: string, message: string, parsers: TexErrorInfo['parsers'] = []): TexErrorInfo => ({
  id,
  message,
  parsers,
});

describe('tokenize', () => {
  it('splits control sequences, braces and characters, skipping comments and spaces', () => {
    expect(tokenize('\\frac{a}{b} % c\n\\\\x\\,').map((t) => t.text)).toEqual([
      '\\frac',
      '{',
      'a',
      '}',
      '{',
      'b',
      '}',
      '\\\\',
      'x',
      '\\,',
    ]);
    expect(tokenize('😀x').map((t) => [t.text, t.start, t.end])).toEqual([
      ['😀', 0, 2],
      ['x', 2, 3],
    ]);
  });
});

describe('locateError', () => {
  it('points at an undefined control sequence, not at a longer name or an escaped backslash', () => {
    const src = 'a + \\\\foo\n\\foobar + \\foo';
    expect(at(src, err('UndefinedControlSequence', 'Undefined control sequence \\foo'))).toEqual({
      line: 2,
      column: 11,
      text: '\\foo',
    });
  });
  it('points at the innermost unclosed brace for "Missing close brace"', () => {
    expect(at('x = \\frac{a}{b', err('MissingCloseBrace', 'Missing close brace'))).toEqual({
      line: 1,
      column: 13,
      text: '{',
    });
    expect(at('{a\n  {b}', err('MissingCloseBrace', 'Missing close brace'))).toEqual({
      line: 1,
      column: 1,
      text: '{',
    });
  });
  it('points at the first unmatched close brace for "Extra close brace"', () => {
    const src = '{a}\nb} + c}';
    expect(at(src, err('ExtraCloseMissingOpen', 'Extra close brace or missing open brace'))).toEqual({
      line: 2,
      column: 2,
      text: '}',
    });
  });
  it('points at an unmatched \\left or \\right', () => {
    expect(
      at('\\left( x \\right) + \\left[ y', err('ExtraLeftMissingRight', 'Extra \\left or missing \\right')),
    ).toEqual({ line: 1, column: 20, text: '\\left' });
    expect(at('x \\right)', err('MissingLeftExtraRight', 'Missing \\left or extra \\right'))).toEqual({
      line: 1,
      column: 3,
      text: '\\right',
    });
  });
  it('points at a mismatched \\end and an unknown environment', () => {
    const src = '\\begin{align}\n  a &= b\n\\end{matrix}';
    expect(at(src, err('EnvBadEnd', '\\begin{align} ended with \\end{matrix}'))).toEqual({
      line: 3,
      column: 1,
      text: '\\end{matrix}',
    });
    expect(at('x \\begin{foo} y \\end{foo}', err('UnknownEnv', "Unknown environment 'foo'"))).toEqual({
      line: 1,
      column: 3,
      text: '\\begin{foo}',
    });
  });
  it('points at an extra \\end, a stray & and a macro missing its argument', () => {
    expect(at('a \\end{align}', err('MissingBeginExtraEnd', 'Missing \\begin{align} or extra \\end{align}'))).toEqual({
      line: 1,
      column: 3,
      text: '\\end{align}',
    });
    expect(at('\\begin{cases} a & b \\end{cases} c & d', err('Misplaced', 'Misplaced &'))).toEqual({
      line: 1,
      column: 35,
      text: '&',
    });
    expect(
      at(
        '\\frac{a}{b} + \\frac{c}',
        err('MissingArgFor', 'Missing argument for \\frac', [{ string: '\\frac{a}{b} + \\frac{c}', i: 22 }]),
      ),
    ).toEqual({ line: 1, column: 15, text: '\\frac' });
  });
  it("falls back on the parser's position (innermost parser found in the input)", () => {
    // MathJax stops after the second ^ of "x^^2" (its outer string carries a trailing space).
    expect(
      at('y\nx^^2', err('MissingOpenForSup', 'Missing open brace for superscript', [{ string: 'y\nx^^2 ', i: 5 }])),
    ).toEqual({
      line: 2,
      column: 3,
      text: '^',
    });
    expect(
      at(
        '\\frac{x^^}{2}',
        err('MissingOpenForSup', 'Missing open brace for superscript', [
          { string: '\\frac{x^^}{2}', i: 9 },
          { string: 'x^^', i: 3 },
        ]),
      ),
    ).toEqual({ line: 1, column: 9, text: '^' });
    expect(at('', err('X', 'Something', []))).toBeNull();
  });
});

describe('braceDepth', () => {
  it('counts nesting of real braces only', () => {
    expect(braceDepth('')).toBe(0);
    expect(braceDepth('\\frac{a}{{b}}')).toBe(2);
    expect(braceDepth('\\{ \\{ x \\} % {{{\n}')).toBe(0);
    expect(braceDepth('{'.repeat(1500) + '}'.repeat(1500))).toBe(1500);
  });
});

describe('lineColumn', () => {
  it('counts lines from 1 and columns in code points', () => {
    expect(lineColumn('ab\n😀c', 5)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\n😀c', 6)).toEqual({ line: 2, column: 3 });
    expect(lineColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});

describe('insertSnippet', () => {
  const frac = SNIPPETS.find((s) => s.id === 'frac')!;
  it('inserts at the cursor and puts the cursor in the first slot', () => {
    expect(insertSnippet('x = ', 4, 4, frac)).toEqual({ text: 'x = \\frac{}{}', cursor: 10 });
  });
  it('wraps the selection', () => {
    expect(insertSnippet('a+b=c', 0, 3, frac)).toEqual({ text: '\\frac{a+b}{}=c', cursor: 9 });
  });
  it('clamps a cursor outside the text', () => {
    expect(insertSnippet('ab', 9, 3, { before: '\\alpha', after: '' })).toEqual({ text: 'ab\\alpha', cursor: 8 });
  });
  it('has unique ids and only balanced snippets', () => {
    expect(new Set(SNIPPETS.map((s) => s.id)).size).toBe(SNIPPETS.length);
    for (const s of SNIPPETS) {
      const text = s.before + s.after;
      expect(text.split('{').length, s.id).toBe(text.split('}').length);
    }
  });
});

const SVG =
  '<svg style="vertical-align: -1.577ex;" xmlns="http://www.w3.org/2000/svg" width="2.192ex" height="4.106ex" role="img" focusable="false" viewBox="0 -1118 969 1815"><g stroke="currentColor" fill="currentColor" data-latex="a<b"><text data-variant="normal" font-size="884px" font-family="serif">中&amp;文</text><path d="M0 0"></path></g></svg>';

describe('sizes', () => {
  it('reads the viewBox', () => {
    expect(readViewBox(SVG)).toEqual({ x: 0, y: -1118, width: 969, height: 1815 });
    expect(readViewBox('<svg width="1">')).toBeNull();
  });
  it('turns MathJax units (1000 per em) into pixels with padding and scale', () => {
    const px = pixelSize({ width: 969, height: 1815 }, 20, 0.25);
    expect(px.width).toBeCloseTo(29.38, 9);
    expect(px.height).toBeCloseTo(46.3, 9);
    expect(pngSize({ width: 969, height: 1815 }, 20, 0.25, 1)).toEqual({ width: 30, height: 47 });
    expect(pngSize({ width: 969, height: 1815 }, 20, 0.25, 4)).toEqual({ width: 118, height: 186 });
    expect(pngSize({ width: 1000, height: 500 }, 20, 0, 8)).toEqual({ width: 160, height: 80 });
    expect(pngSize({ width: 0.001, height: 0.001 }, 20, 0, 1)).toEqual({ width: 1, height: 1 });
  });
});

describe('finishSvg', () => {
  const style = { color: '#112233', background: null, emPx: 20, padEm: 0.25, fontCss: '', textFamily: null };
  it('sets pixel size, padding, colour and drops data-latex', () => {
    const out = finishSvg(SVG, style);
    expect(
      out.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="29.38" height="46.3" viewBox="-250 -1368 1469 2315" color="#112233" role="img"><g ',
      ),
    ).toBe(true);
    expect(out).not.toContain('data-latex');
    expect(out).not.toContain('<rect');
    expect(out).toContain('font-family="serif"');
  });
  it('adds a background rectangle over the padded box', () => {
    expect(finishSvg(SVG, { ...style, background: '#ffffff' })).toContain(
      'role="img"><rect x="-250" y="-1368" width="1469" height="2315" fill="#ffffff"/><g ',
    );
  });
  it('embeds the font rules and gives the text that family', () => {
    const out = finishSvg(SVG, {
      ...style,
      fontCss: '@font-face{font-family:"Noto Serif SC";src:url("data:font/woff2;base64,AA==")}',
      textFamily: 'Noto Serif SC',
    });
    expect(out).toContain(
      '<defs><style><![CDATA[@font-face{font-family:"Noto Serif SC";src:url("data:font/woff2;base64,AA==")}]]></style></defs>',
    );
    expect(out).toContain('font-size="884px" font-family="\'Noto Serif SC\', serif">中&amp;文</text>');
  });
  it('refuses a bad colour and an SVG without viewBox', () => {
    expect(finishSvg(SVG, { ...style, color: 'red;x' })).toContain('color="#000000"');
    expect(() => finishSvg('<svg></svg>', style)).toThrow('no viewBox');
  });
});

describe('text runs and font CSS', () => {
  it('collects the text MathJax drew as <text>, entities decoded', () => {
    expect(textRuns(SVG)).toBe('中&文');
    expect(textRuns('<text a="1">&#x4E2D;&#20013;</text><text>b</text>')).toBe('中中b');
  });
  it('lists and replaces url() targets', () => {
    const css = '@font-face{src:url("https://x/a.woff2") format("woff2")}@font-face{src:url(https://x/b.woff2)}';
    expect(cssUrls(css)).toEqual(['https://x/a.woff2', 'https://x/b.woff2']);
    expect(inlineCssUrls(css, new Map([['https://x/a.woff2', 'data:font/woff2;base64,AA==']]))).toBe(
      '@font-face{src:url("data:font/woff2;base64,AA==") format("woff2")}@font-face{src:url(https://x/b.woff2)}',
    );
  });
});

describe('parseSettings', () => {
  it('keeps valid fields and replaces odd ones', () => {
    expect(
      parseSettings({
        mode: 'mixed',
        display: false,
        scale: 8,
        color: '#ff0000',
        background: 'solid',
        backgroundColor: '#00ff00',
      }),
    ).toEqual({
      mode: 'mixed',
      display: false,
      scale: 8,
      color: '#ff0000',
      background: 'solid',
      backgroundColor: '#00ff00',
    });
    expect(
      parseSettings({ mode: 'prose', display: 'yes', scale: 5, color: 'red', background: 'x', backgroundColor: 1 }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
