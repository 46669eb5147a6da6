/** The image-annotator worker: flattens and encodes the export off the main thread. */
import { serve } from '../../lib/worker/serve';
import { flatten } from './flatten';
import type { ImageAnnotatorProtocol } from './protocol';

serve<ImageAnnotatorProtocol>({
  shrink: ({ image, width, height }, ctx) => {
    const canvas = new OffscreenCanvas(width, height);
    const g = canvas.getContext('2d');
    if (!g) throw new Error('No 2D context in the worker');
    g.imageSmoothingQuality = 'high';
    g.drawImage(image, 0, 0, width, height);
    image.close();
    const small = canvas.transferToImageBitmap();
    ctx.transfer(small);
    return small;
  },
  flatten: (req, ctx) => flatten(req, (done, total) => ctx.progress({ done, total })),
});
