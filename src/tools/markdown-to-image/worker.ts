/** The markdown-to-image worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { MarkdownToImageProtocol } from './protocol';

serve<MarkdownToImageProtocol>({
  summarize: ({ text }) => summarize(text),
});
