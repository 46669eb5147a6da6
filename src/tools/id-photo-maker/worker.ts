/** The id-photo-maker worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { IdPhotoMakerProtocol } from './protocol';

serve<IdPhotoMakerProtocol>({
  summarize: ({ text }) => summarize(text),
});
