/** The wechat-formatter worker: Markdown → themed HTML blocks (logic.ts) off the main thread. */
import { serve } from '../../lib/worker/serve';
import { quoteDepth } from '../../lib/markdown/parse';
import { MAX_QUOTE_DEPTH, renderArticle } from './logic';
import type { RenderResult, WechatFormatterProtocol } from './protocol';

serve<WechatFormatterProtocol>({
  render: ({ markdown, ...options }): RenderResult => {
    if (quoteDepth(markdown) > MAX_QUOTE_DEPTH) return { ok: false, error: 'tooDeep' };
    try {
      return { ok: true, ...renderArticle(markdown, options) };
    } catch (err) {
      // Thousands of nested quotes or lists exhaust the parser's stack: a message, not a crash.
      if (err instanceof RangeError) {
        console.warn('wechat-formatter: render failed', err);
        return { ok: false, error: 'tooDeep' };
      }
      throw err;
    }
  },
});
