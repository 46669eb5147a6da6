/**
 * Text with maths: the inline-maths parser (exact lines and parts), the TeX each line becomes, the stacking of the
 * lines' SVGs, MathJax's errors matched for translation; and under Node, MathJax drawing a mixed text with \ce
 * (mhchem and its font extension from our bundle).
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineError, escapeText, lineTex, parseMixed, readViewBox, stackSvgs } from './logic';
import { renderTex, startMathJax } from './mathjax';

describe('parseMixed', () => {
  it('splits text, inline $…$ and \\(…\\) maths', () => {
    expect(parseMixed('Area $A = \\pi r^2$ and \\(c\\).')).toEqual({
      ok: true,
      lines: [
        {
          display: false,
          parts: [
            { kind: 'text', value: 'Area ' },
            { kind: 'math', value: 'A = \\pi r^2' },
            { kind: 'text', value: ' and ' },
            { kind: 'math', value: 'c' },
            { kind: 'text', value: '.' },
          ],
        },
      ],
    });
  });

  it('puts display $$…$$ and \\[…\\] maths on lines of their own, and keeps the text’s lines', () => {
    expect(parseMixed('Roots: $$x = \\frac{1}{2}$$ so\nnext line\n\n\\[ y \\]\nend')).toEqual({
      ok: true,
      lines: [
        { display: false, parts: [{ kind: 'text', value: 'Roots: ' }] },
        { display: true, parts: [{ kind: 'math', value: 'x = \\frac{1}{2}' }] },
        { display: false, parts: [{ kind: 'text', value: ' so' }] },
        { display: false, parts: [{ kind: 'text', value: 'next line' }] },
        { display: false, parts: [] },
        { display: true, parts: [{ kind: 'math', value: 'y' }] },
        { display: false, parts: [{ kind: 'text', value: 'end' }] },
      ],
    });
  });

  it('reads \\$ as a dollar sign, and a display formula across lines', () => {
    expect(parseMixed('Costs \\$5 and $\\$x$\n$$a\n+ b$$')).toEqual({
      ok: true,
      lines: [
        {
          display: false,
          parts: [
            { kind: 'text', value: 'Costs $5 and ' },
            { kind: 'math', value: '\\$x' },
          ],
        },
        { display: true, parts: [{ kind: 'math', value: 'a\n+ b' }] },
      ],
    });
  });

  it('joins inline maths broken over a line, drops empty maths and trailing empty lines', () => {
    expect(parseMixed('a $x +\n y$ b $$ $$\n\n')).toEqual({
      ok: true,
      lines: [
        {
          display: false,
          parts: [
            { kind: 'text', value: 'a ' },
            { kind: 'math', value: 'x + y' },
            { kind: 'text', value: ' b ' },
          ],
        },
      ],
    });
  });

  it('refuses an unclosed $ or $$ at its place', () => {
    expect(parseMixed('price $5 only')).toEqual({ ok: false, problem: 'unclosedInline', at: 6 });
    expect(parseMixed('a $x\n\ny$')).toEqual({ ok: false, problem: 'unclosedInline', at: 2 });
    expect(parseMixed('see $$x')).toEqual({ ok: false, problem: 'unclosedDisplay', at: 4 });
    expect(parseMixed('\\[x')).toEqual({ ok: false, problem: 'unclosedDisplay', at: 0 });
  });

  it('gives one empty line for empty input', () => {
    expect(parseMixed('')).toEqual({ ok: true, lines: [{ display: false, parts: [] }] });
  });
});

describe('lineTex and escapeText', () => {
  it('writes text in \\text{} with TeX’s special characters escaped, maths in braces', () => {
    expect(escapeText('a\\b {c} $5 & #1 50% x_y ^~\tz')).toBe(
      'a$\\backslash$b \\{c\\} \\$5 \\& \\#1 50\\% x\\_y {\\char"5E}{\\char"7E} z',
    );
    expect(
      lineTex({
        display: false,
        parts: [
          { kind: 'text', value: '面积 ' },
          { kind: 'math', value: 'x^2' },
        ],
      }),
    ).toBe('\\text{面积 }{x^2}');
  });
});

describe('stackSvgs', () => {
  it('stacks lines in MathJax units: text on the left, display formulas centred, empty lines 1 em', () => {
    const a = '<svg style="x" width="2ex" viewBox="0 -700 2000 900"><path d="A"/></svg>';
    const b = '<svg viewBox="0 -1000 1000 1500"><path d="B"/></svg>';
    expect(stackSvgs([{ svg: a, display: false }, { svg: b, display: true }, null])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 2000 4200">' +
        '<svg x="0" y="0" width="2000" height="900" viewBox="0 -700 2000 900" overflow="visible"><path d="A"/></svg>' +
        '<svg x="500" y="1300" width="1000" height="1500" viewBox="0 -1000 1000 1500" overflow="visible"><path d="B"/></svg>' +
        '</svg>',
    );
    expect(readViewBox(stackSvgs([{ svg: a, display: false }]))).toEqual({ x: 0, y: 0, width: 2000, height: 900 });
  });
});

describe('engineError', () => {
  it.each([
    [
      { id: 'UndefinedControlSequence', message: 'Undefined control sequence \\foo' },
      'UndefinedControlSequence',
      '\\foo',
      '',
    ],
    [{ id: 'EnvBadEnd', message: '\\begin{align} ended with \\end{matrix}' }, 'EnvBadEnd', 'align', 'matrix'],
    [{ id: 'MissingCloseBrace', message: 'Missing close brace' }, 'MissingCloseBrace', '', ''],
    [{ id: 'RequireFail', message: 'Extension "foo" failed to load' }, 'RequireFail', 'foo', ''],
  ])('%j', (err, id, a, b) => {
    expect(engineError(err)).toEqual({ id, a, b });
  });
  it('leaves ids and messages it does not know to the fallback', () => {
    expect(engineError({ id: 'SomethingNew', message: 'x' })).toBeNull();
    expect(engineError({ id: 'MissingCloseBrace', message: 'changed wording' })).toBeNull();
  });
});

describe('MathJax under Node: mhchem and mixed text', () => {
  beforeAll(() => startMathJax((url) => import(join(process.cwd(), url))));

  it('draws \\ce{} with mhchem and its arrow font (no "failed to load")', async () => {
    const { svg, mathml } = await renderTex('\\ce{CO2 + C -> 2 CO}', true);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(mathml).toContain('data-mjx-variant="-mhchem"'); // the arrow, from mhchem's font extension
    expect(svg).toContain('<path');
  }, 60_000);

  it('draws every line of a mixed text, and stacks them', async () => {
    const parsed = parseMixed('Water is $\\ce{H2O}$ and\n$$E = mc^2$$');
    if (!parsed.ok) throw new Error('not parsed');
    const svgs = [];
    for (const line of parsed.lines)
      svgs.push({ svg: (await renderTex(lineTex(line), line.display)).svg, display: line.display });
    const box = readViewBox(stackSvgs(svgs));
    expect(box!.height).toBeGreaterThan(readViewBox(svgs[0]!.svg)!.height + readViewBox(svgs[1]!.svg)!.height);
  }, 60_000);
});
