/** The latex-to-image worker: MathJax (liteAdaptor, no DOM) off the main thread. */
import { serve } from '../../lib/worker/serve';
import { lineTex, stackSvgs, type LineSvg } from './logic';
import { renderTex, TexSyntaxError } from './mathjax';
import type { LatexToImageProtocol, RenderResult } from './protocol';

serve<LatexToImageProtocol>({
  render: async ({ tex, display }): Promise<RenderResult> => {
    try {
      return { ok: true, ...(await renderTex(tex, display)) };
    } catch (err) {
      if (err instanceof TexSyntaxError) return { ok: false, error: err.info };
      throw err;
    }
  },
  renderMixed: async ({ lines }): Promise<RenderResult> => {
    const svgs: (LineSvg | null)[] = [];
    const mathml: string[] = [];
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k]!;
      if (line.parts.length === 0) {
        svgs.push(null);
        continue;
      }
      try {
        const r = await renderTex(lineTex(line), line.display);
        svgs.push({ svg: r.svg, display: line.display });
        mathml.push(r.mathml);
      } catch (err) {
        if (err instanceof TexSyntaxError) return { ok: false, error: err.info, line: k };
        throw err;
      }
    }
    return { ok: true, svg: stackSvgs(svgs), mathml: mathml.join('\n') };
  },
});
