/// <reference lib="webworker" />
/** Converts large inputs off the main thread; strings in, strings and small error records out. */
import { serve } from '../../lib/worker/serve';
import { limitErrors, run } from './logic';
import { WORKER_MAX_ERRORS, type UrlProtocol } from './protocol';

serve<UrlProtocol>({
  convert: ({ text, direction, mode, batch }) => limitErrors(run(text, direction, mode, batch), WORKER_MAX_ERRORS),
});
