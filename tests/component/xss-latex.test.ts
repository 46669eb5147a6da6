/**
 * The latex-to-image row of the XSS matrix (tests/component/xss.test.tsx), under Node where MathJax runs (as in
 * src/tools/latex-to-image/mathjax.test.ts): the formula with every payload in \text{} and outside it goes
 * through MathJax and finishSvg, which make the SVG the page shows as a picture (<img src="data:image/svg+xml…">).
 * Even inlined into a page, that SVG must hold nothing live;the payload's characters are drawn (glyph paths or
 * <text>), or a TeX error's message is shown (as text: React).
 */
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishSvg } from '../../src/tools/latex-to-image/logic';
import { renderTex, startMathJax, TexSyntaxError } from '../../src/tools/latex-to-image/mathjax';
import { svgDataUrl } from '../../src/tools/latex-to-image/render-image';
import { expectNoXss } from './xss-net';
import { PAYLOADS } from './xss-payloads';

beforeAll(() => startMathJax((url) => import(join(process.cwd(), url))));

const STYLE = { color: '#000000', background: null, emPx: 16, padEm: 0.1, fontCss: '', textFamily: 'Noto Serif SC' };

describe('XSS matrix: latex-to-image', () => {
  it(`latex-to-image formula, \\text{} drawn into the SVG preview and error messages: ${PAYLOADS.length} payloads`, async () => {
    const page = new Window();
    let rendered = 0;
    for (const payload of PAYLOADS) {
      try {
        const { svg } = await renderTex(`\\text{${payload}} ${payload}`, true);
        const finished = finishSvg(svg, STYLE);
        expect(svgDataUrl(finished)).toMatch(/^data:image\/svg\+xml/);
        const host = page.document.createElement('div');
        host.innerHTML = finished;
        expect(host.querySelector('svg'), payload).not.toBeNull();
        expectNoXss(payload, host as unknown as ParentNode);
        expect(host.querySelectorAll('path, text').length, payload).toBeGreaterThan(0);
        rendered += 1;
      } catch (err) {
        if (!(err instanceof TexSyntaxError)) throw err;
        expect(err.info.message, payload).not.toBe('');
      }
    }
    // At least the payloads without TeX specials come out as drawn text, whole.
    // Both ways are taken: some payloads render (their ASCII drawn as glyph paths), others are TeX errors.
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(PAYLOADS.length);
    await page.happyDOM.close();
  }, 120_000);
});
