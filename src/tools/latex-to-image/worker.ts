/** The latex-to-image worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { LatexToImageProtocol } from './protocol';

serve<LatexToImageProtocol>({
  summarize: ({ text }) => summarize(text),
});
