/**
 * The island side of the segmentation kit: one worker per page (the model is loaded once and kept), requests
 * queued in order. A failure to load the model or an out-of-memory ends that worker, so the next try starts clean
 * (the library would otherwise keep its failed session).
 */
import { WorkerClient, type RequestOptions } from '../worker';
import type { SegmentProgress, SegmentProtocol, SegmentReply, SegmentRequest } from './protocol';

const createWorker = () =>
  new Worker(new URL('./segment-worker.ts', import.meta.url), { type: 'module', name: 'segmentation' });

let shared: WorkerClient<SegmentProtocol> | null = null;

/** The page's segmentation worker (created on first use). `create` is for tests. */
export function segmentClient(create: () => Worker = createWorker): WorkerClient<SegmentProtocol> {
  shared ??= new WorkerClient<SegmentProtocol>(create, { name: 'segmentation' });
  return shared;
}

/**
 * Finds the subject of a photo: its mask at the photo's full resolution. Rejects only with a WorkerTaskError
 * (cancelled, load, crashed); what the tool can explain comes back as `{ ok: false, code }`.
 */
export async function segmentImage(
  request: SegmentRequest,
  options: RequestOptions<SegmentProgress> = {},
  client: WorkerClient<SegmentProtocol> = segmentClient(),
): Promise<SegmentReply> {
  const reply = await client.request('segment', request, options);
  if (!reply.ok && (reply.code === 'model' || reply.code === 'memory')) client.cancel();
  return reply;
}
