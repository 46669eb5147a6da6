/** The handwriting worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { HandwritingProtocol } from './protocol';

serve<HandwritingProtocol>({
  summarize: ({ text }) => summarize(text),
});
