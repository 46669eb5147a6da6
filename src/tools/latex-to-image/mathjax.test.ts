import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineColumn, locateError, TOO_DEEP } from './logic';
import { loaderFor, renderTex, startMathJax, TexSyntaxError } from './mathjax';

// Under Node the on-demand files' URLs are paths from the project root (Vite's ?url), imported from disk.
beforeAll(() => startMathJax((url) => import(join(process.cwd(), url))));

async function failure(tex: string) {
  try {
    await renderTex(tex, true);
  } catch (err) {
    if (err instanceof TexSyntaxError) return err.info;
    throw err;
  }
  throw new Error(`${tex} rendered`);
}

describe('MathJax under Node', () => {
  it('bundles the font and extension files MathJax asks for', () => {
    expect(loaderFor('mathjax/core.js')).toHaveProperty('load');
    expect(loaderFor('@mathjax/mathjax-newcm-font/svg/dynamic/double-struck.js')).toEqual({
      url: '/node_modules/@mathjax/mathjax-newcm-font/svg/dynamic/double-struck.js?no-inline',
    });
    expect(loaderFor('mathjax/input/tex/extensions/cancel')).toEqual({
      url: '/node_modules/mathjax/input/tex/extensions/cancel.js?no-inline',
    });
    expect(loaderFor('https://cdn.jsdelivr.net/npm/mathjax@4/tex-svg.js')).toBeUndefined();
  });

  it('renders \\frac{a}{b} as an SVG of glyph paths, and MathML', async () => {
    const { svg, mathml } = await renderTex('\\frac{a}{b}', true);
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.match(/<path /g)?.length).toBe(2);
    expect(svg).not.toContain('<use');
    expect(mathml).toContain('<mfrac');
  }, 60_000);

  it('loads a dynamic font file (double-struck) and an autoloaded extension (cancel) from the bundle', async () => {
    const { svg } = await renderTex('\\mathbb{R} \\cancel{x}', false);
    expect(svg.match(/<path /g)!.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('reports \\foo with the message and a position we can point at', async () => {
    const src = 'a +\n  \\foo';
    const info = await failure(src);
    expect(info.message).toBe('Undefined control sequence \\foo');
    expect(lineColumn(src, locateError(src, info)!.start)).toEqual({ line: 2, column: 3 });
  }, 60_000);

  it('reports a missing brace, an extra brace and a superscript error at the right token', async () => {
    const cases: [string, string, number][] = [
      ['\\frac{a}{b', 'Missing close brace', 8],
      ['a}+b', 'Extra close brace or missing open brace', 1],
      ['x^^2', 'Missing open brace for superscript', 2],
    ];
    for (const [src, message, offset] of cases) {
      const info = await failure(src);
      expect(info.message).toBe(message);
      expect(locateError(src, info)?.start, src).toBe(offset);
    }
  }, 60_000);

  it('turns a stack overflow on absurd nesting into a TeX error, and keeps working after it', async () => {
    const info = await failure('{'.repeat(20_000) + 'x' + '}'.repeat(20_000));
    expect(info.id).toBe(TOO_DEEP);
    expect((await renderTex('x', false)).svg).toContain('<path');
  }, 60_000);
});
