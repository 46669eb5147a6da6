/** The latex-to-image worker: MathJax (liteAdaptor, no DOM) off the main thread. */
import { serve } from '../../lib/worker/serve';
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
});
