/** The markdown-to-image worker: Markdown → HTML blocks with highlighted code (render.ts), off the main thread. */
import { serve } from '../../lib/worker/serve';
import type { MarkdownToImageProtocol, RenderResult } from './protocol';
import { quoteDepth } from '../../lib/markdown/parse';
import { MAX_NESTING, renderMarkdown } from './render';

serve<MarkdownToImageProtocol>({
  render: ({ markdown }): RenderResult => {
    if (quoteDepth(markdown) > MAX_NESTING) return { ok: false, error: 'tooDeep' };
    try {
      return { ok: true, ...renderMarkdown(markdown) };
    } catch (err) {
      // Thousands of nested lists exhaust the parser's stack: a message, not a crash.
      if (err instanceof RangeError) {
        console.warn('markdown-to-image: render failed', err);
        return { ok: false, error: 'tooDeep' };
      }
      throw err;
    }
  },
});
