/** The background-remover worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { BackgroundRemoverProtocol } from './protocol';

serve<BackgroundRemoverProtocol>({
  summarize: ({ text }) => summarize(text),
});
