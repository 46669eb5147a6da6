/// <reference lib="webworker" />
/** Runs the diff off the main thread. The page cancels a run by terminating and replacing this Worker. */
import { serve } from '../../lib/worker/serve';
import { diffHandlers } from './handlers';
import type { DiffProtocol } from './protocol';

serve<DiffProtocol>(diffHandlers);
