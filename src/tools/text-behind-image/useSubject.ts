/**
 * Finding the photo's subject with the segmentation kit (its own worker; the model downloads on the first photo
 * only, never on page load). States: running with the kit's progress, done with the mask, failed with the kit's
 * error code or a worker error, cancelled. A new photo cancels the previous search.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { segmentImage } from '../../lib/segment/client';
import type { SegmentErrorCode, SegmentProgress } from '../../lib/segment/protocol';
import { isCancelled, WorkerTaskError } from '../../lib/worker';

export type SubjectState =
  | { status: 'idle' }
  | { status: 'running'; progress: SegmentProgress | null }
  | { status: 'done'; mask: Uint8Array; width: number; height: number; ms: number }
  | { status: 'failed'; code: SegmentErrorCode; width?: number; height?: number }
  | { status: 'worker'; error: WorkerTaskError }
  | { status: 'cancelled' };

export function useSubject(file: Blob | null) {
  const [state, setState] = useState<SubjectState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const find = useCallback(async (image: Blob) => {
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    setState({ status: 'running', progress: null });
    const t0 = performance.now();
    try {
      const reply = await segmentImage(
        { image, refine: true },
        {
          signal: ac.signal,
          onProgress: (progress) => !ac.signal.aborted && setState({ status: 'running', progress }),
        },
      );
      if (ac.signal.aborted) return;
      if (reply.ok) {
        console.info(
          `subject found: ${reply.width}×${reply.height} (model at ${reply.workWidth}×${reply.workHeight}),` +
            ` ${Math.round(performance.now() - t0)} ms, first run ${reply.firstRun}`,
        );
        setState({
          status: 'done',
          mask: reply.mask,
          width: reply.width,
          height: reply.height,
          ms: performance.now() - t0,
        });
      } else {
        console.warn(`segmentation failed (${reply.code})`, reply.detail);
        setState({ status: 'failed', code: reply.code, width: reply.width, height: reply.height });
      }
    } catch (err) {
      if (abort.current !== ac) return;
      if (isCancelled(err)) {
        setState({ status: 'cancelled' });
        return;
      }
      const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
      console.error(`segmentation worker error (${e.code})`, e.detail || e.message);
      setState({ status: 'worker', error: e });
    }
  }, []);

  useEffect(() => {
    if (file) void find(file);
    else setState({ status: 'idle' });
    return () => abort.current?.abort();
  }, [file, find]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  const retry = useCallback(() => file && void find(file), [file, find]);
  return { state, cancel, retry };
}
