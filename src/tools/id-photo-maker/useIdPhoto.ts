/**
 * The photo's journey: decoded in the tool's worker (a broken file is refused at once, before any model is
 * fetched), segmented by the kit's model (progress, cancel), then cut out and measured in the tool's worker, where
 * the face landmark model then finds the chin and the eyes (the framing's landmarks).
 */
import { useCallback, useRef, useState } from 'react';
import { segmentImage } from '../../lib/segment/client';
import type { SegmentErrorCode, SegmentProgress } from '../../lib/segment/protocol';
import { isCancelled, WorkerTaskError, type WorkerClient } from '../../lib/worker';
import type { FaceMeasure, HeadMeasure } from './logic';
import type { FaceReply, IdPhotoMakerProtocol } from './protocol';

export type PhotoState =
  | { kind: 'empty' }
  | { kind: 'opening'; name: string }
  | { kind: 'segmenting'; name: string; progress: SegmentProgress | null }
  /** The cut-out is made; the landmark model looks for the face (chin, eyes) the framing follows. */
  | { kind: 'face'; name: string }
  | {
      kind: 'ready';
      name: string;
      width: number;
      height: number;
      preview: ImageBitmap;
      previewScale: number;
      head: HeadMeasure | null;
      /** The face the framing follows (chin and eyes from the landmark model), or null: see `faceStatus`. */
      face: FaceMeasure | null;
      faceStatus: 'found' | 'none' | 'failed';
      firstRun: boolean;
      ms: number;
    }
  | { kind: 'cancelled'; name: string }
  | {
      kind: 'error';
      name: string;
      /** A segmentation code (translated in the kit's strings), 'internal', or a worker failure. */
      code: SegmentErrorCode | 'internal' | 'worker';
      width?: number;
      height?: number;
      worker?: WorkerTaskError;
    };

export type ReadyPhoto = Extract<PhotoState, { kind: 'ready' }>;

/**
 * `state` is the latest file's progress; `done` is the last finished photo, kept while a later file is read,
 * segmented or refused (a bad file never throws away a finished photo and its downloads).
 */
export function useIdPhoto(client: WorkerClient<IdPhotoMakerProtocol>) {
  const [state, setState] = useState<PhotoState>({ kind: 'empty' });
  const [done, setDone] = useState<ReadyPhoto | null>(null);
  const ticket = useRef(0);
  const abort = useRef<AbortController | null>(null);

  const open = useCallback(
    async (file: File) => {
      const mine = ++ticket.current;
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      const name = file.name;
      const current = () => mine === ticket.current;
      const fail = (code: Extract<PhotoState, { kind: 'error' }>['code'], extra: Partial<PhotoState> = {}) => {
        if (current()) setState({ kind: 'error', name, code, ...extra } as PhotoState);
      };
      setState({ kind: 'opening', name });
      try {
        // A decompression bomb is refused here, from its header's size, before the worker decodes it.
        const { inspectImage } = await import('../../lib/image/dimensions');
        const inspected = await inspectImage(file, { heic: true });
        if (!current()) return;
        if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
          const { width, height } = inspected.problem;
          console.warn(`id-photo-maker: ${name} is ${width}×${height}, refused before decoding`);
          fail('too-large', { width, height });
          return;
        }
        const opened = await client.request('open', { file });
        if (!current()) return;
        if (!opened.ok) {
          console.warn(`id-photo-maker: ${name} refused (${opened.error})`, opened.detail);
          fail(opened.error, { width: opened.width, height: opened.height });
          return;
        }
        setState({ kind: 'segmenting', name, progress: null });
        const t0 = performance.now();
        const seg = await segmentImage(
          { image: file },
          {
            signal: ctrl.signal,
            onProgress: (progress) => {
              if (current()) setState({ kind: 'segmenting', name, progress });
            },
          },
        );
        if (!current()) return;
        if (!seg.ok) {
          console.warn(`id-photo-maker: segmentation failed (${seg.code})`, seg.detail);
          fail(seg.code, { width: seg.width, height: seg.height });
          return;
        }
        const cut = await client.request(
          'cutout',
          { mask: seg.mask, width: seg.width, height: seg.height },
          { transfer: [seg.mask.buffer] },
        );
        if (!current()) {
          if (cut.ok) cut.preview.close();
          return;
        }
        if (!cut.ok) {
          console.error(`id-photo-maker: cut-out failed (${cut.error})`, cut.detail);
          fail('internal');
          return;
        }
        setState({ kind: 'face', name });
        let found: FaceReply | null = null;
        try {
          found = await client.request('face', {});
        } catch (err) {
          if (isCancelled(err)) throw err;
          // The photo stays usable: framed from the mask's outline, with a note.
          console.error('id-photo-maker: face search failed', err);
        }
        if (!current()) {
          cut.preview.close();
          return;
        }
        const face = found?.ok ? found.face : null;
        const faceStatus = found?.ok ? found.status : 'failed';
        const ms = performance.now() - t0;
        console.info(
          `id-photo-maker: ${seg.width}×${seg.height}, segmented in ${seg.ms.segment.toFixed(0)} + ${seg.ms.refine.toFixed(0)} ms` +
            `${seg.firstRun ? ' (first run)' : ''}, ready after ${ms.toFixed(0)} ms`,
        );
        const finished: ReadyPhoto = {
          kind: 'ready',
          name,
          width: seg.width,
          height: seg.height,
          preview: cut.preview,
          previewScale: cut.previewScale,
          head: cut.head,
          face,
          faceStatus,
          firstRun: seg.firstRun,
          ms,
        };
        setState(finished);
        setDone(finished);
      } catch (err) {
        if (!current()) return;
        if (isCancelled(err)) {
          setState({ kind: 'cancelled', name });
          return;
        }
        const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        console.error(`id-photo-maker: ${e.code}`, e.detail || e.message);
        fail('worker', { worker: e });
      }
    },
    [client],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { state, done, open, cancel };
}
