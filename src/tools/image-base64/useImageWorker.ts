/** The tool's worker (worker.ts) through the shared client: one per caller, so encoding never waits on decoding. */
import { useWorkerTask, type WorkerTask } from '../../lib/worker';
import type { ImageBase64Protocol } from './protocol';

export const createImageWorker = (): Worker =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-base64' });

export function useImageWorker(create: () => Worker = createImageWorker): WorkerTask<ImageBase64Protocol> {
  return useWorkerTask<ImageBase64Protocol>(create, { name: 'image-base64' });
}
