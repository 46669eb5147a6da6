/// <reference lib="webworker" />
/** Encodes and decodes off the main thread, so a 10 MB image never freezes the page. */
import { serve } from '../../lib/worker/serve';
import { handlers } from './handlers';
import type { ImageBase64Protocol } from './protocol';

serve<ImageBase64Protocol>(handlers);
