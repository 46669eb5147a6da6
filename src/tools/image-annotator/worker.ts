/** The image-annotator worker: flattens and encodes the export off the main thread. */
import { serve } from '../../lib/worker/serve';
import { flatten } from './flatten';
import type { ImageAnnotatorProtocol } from './protocol';

serve<ImageAnnotatorProtocol>({
  flatten: (req, ctx) => flatten(req, (done, total) => ctx.progress({ done, total })),
});
