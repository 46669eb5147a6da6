/**
 * latex-to-image's exports with link payloads (issue 31, item 6): \href targets that run script or open a
 * document of their own, and \style values that load something. The SVG file, the copied SVG (the same string)
 * and the copied MathML, in formula and in text-with-maths mode, may keep only http(s) and mailto links. Under
 * Node, where MathJax runs (as in src/tools/latex-to-image/mathjax.test.ts).
 */
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishSvg, lineTex, parseMixed, stackSvgs } from '../../src/tools/latex-to-image/logic';
import { renderTex, startMathJax, TexSyntaxError } from '../../src/tools/latex-to-image/mathjax';
import { SAFE_LINKS, SCRIPT_LINKS, STYLE_URLS } from './xss-payloads';

beforeAll(() => startMathJax((url) => import(join(process.cwd(), url))));
const page = new Window();
afterAll(() => page.happyDOM.close());

const STYLE = { color: '#000000', background: null, emPx: 16, padEm: 0.1, fontCss: '', textFamily: null };

/** The three exports of a formula: the SVG file (= the copied SVG) and the MathML. */
async function exportsOf(tex: string, mixed = false): Promise<{ svg: string; mathml: string }> {
  if (!mixed) {
    const r = await renderTex(tex, true);
    return { svg: finishSvg(r.svg, STYLE), mathml: r.mathml };
  }
  const parsed = parseMixed(tex);
  if (!parsed.ok) throw new Error(`not text with maths: ${tex}`);
  const svgs = [];
  const mathml = [];
  for (const line of parsed.lines) {
    const r = await renderTex(lineTex(line), line.display);
    svgs.push({ svg: r.svg, display: line.display });
    mathml.push(r.mathml);
  }
  return { svg: finishSvg(stackSvgs(svgs), STYLE), mathml: mathml.join('\n') };
}

/** Every link target and inline style in markup, read by a DOM parser. */
function linksAndStyles(markup: string): { links: string[]; styles: string[] } {
  const host = page.document.createElement('div');
  host.innerHTML = markup;
  const links: string[] = [];
  const styles: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    for (const a of el.attributes) {
      if (['href', 'xlink:href', 'src', 'altimg'].includes(a.name.toLowerCase())) links.push(a.value ?? '');
      if (a.name.toLowerCase() === 'style') styles.push(a.value ?? '');
    }
  }
  return { links, styles };
}

describe('latex-to-image exports: links and styles', () => {
  // MathJax reads \href's and \style's braced argument as it is: the payloads go in unescaped.
  it(`keeps no script or data link in the SVG, the copied SVG or the MathML: ${SCRIPT_LINKS.length} targets, 2 modes`, async () => {
    let exported = 0;
    for (const url of SCRIPT_LINKS) {
      for (const [tex, mixed] of [
        [`\\href{${url}}{x} + \\text{\\href{${url}}{y}}`, false],
        [`see $\\href{${url}}{x}$ and\n$$\\href{${url}}{\\frac{1}{2}}$$`, true],
      ] as const) {
        let out;
        try {
          out = await exportsOf(tex, mixed);
        } catch (err) {
          // A target TeX cannot read is an error message instead of a picture: nothing to export.
          if (err instanceof TexSyntaxError) continue;
          throw err;
        }
        expect(linksAndStyles(out.svg).links, `${tex}: SVG`).toEqual([]);
        expect(linksAndStyles(out.mathml).links, `${tex}: MathML`).toEqual([]);
        // The text stays, drawn (the link's glyphs) and in the MathML.
        expect(out.mathml, tex).toMatch(/<mi[^>]*>x<\/mi>/);
        exported += 1;
      }
    }
    // Every target is read by TeX: each case was exported and checked, none skipped as an error.
    expect(exported).toBe(SCRIPT_LINKS.length * 2);
  }, 120_000);

  it('keeps web and mail links as links', async () => {
    for (const url of SAFE_LINKS) {
      const out = await exportsOf(`\\href{${url}}{x}`);
      expect(linksAndStyles(out.svg).links, url).toEqual([url]);
      expect(linksAndStyles(out.mathml).links, url).toEqual([url]);
    }
  }, 60_000);

  it('drops a \\style that loads something, keeps one that does not', async () => {
    let exported = 0;
    for (const style of STYLE_URLS) {
      let out;
      try {
        out = await exportsOf(`\\style{${style}}{x}`);
      } catch (err) {
        if (err instanceof TexSyntaxError) continue;
        throw err;
      }
      expect(linksAndStyles(out.mathml).styles, style).toEqual([]);
      expect(linksAndStyles(out.svg).styles, style).toEqual([]);
      exported += 1;
    }
    expect(exported).toBe(STYLE_URLS.length);
    const kept = await exportsOf('\\style{color:red}{x}');
    expect(linksAndStyles(kept.mathml).styles).toEqual(['color:red']);
  }, 60_000);
});
