/**
 * The batch behind the background remover: files are checked (empty, not an image: at once, before any model
 * download), segmented one at a time by the segmentation kit (one model per page), and each mask kept, so that a
 * change of background or format only composites again, in this tool's worker, without the model.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBatchQueue, type QueueEntry } from '../../components/ui/files/useBatchQueue';
import { detectDecodableType, sniffOther } from '../../lib/image/sniff';
import { segmentImage } from '../../lib/segment/client';
import type { SegmentErrorCode, SegmentProgress } from '../../lib/segment/protocol';
import { WorkerClient, WorkerTaskError, isCancelled } from '../../lib/worker';
import { mimeOf, outputName, type OutputFormat, type Settings } from './logic';
import type { BackgroundRemoverProtocol, BackgroundSpec, CompositeReply } from './protocol';

export type ItemStatus = 'queued' | 'segmenting' | 'compositing' | 'done' | 'error' | 'cancelled';

export type ItemError =
  | { kind: 'empty' }
  | { kind: 'segment'; code: SegmentErrorCode; width?: number; height?: number }
  | { kind: 'composite'; code: Exclude<CompositeReply, { ok: true }>['code'] }
  | { kind: 'worker'; error: WorkerTaskError };

export interface Item extends QueueEntry {
  status: ItemStatus;
  phase?: SegmentProgress;
  mask?: Uint8Array;
  width?: number;
  height?: number;
  /** Milliseconds of the segmentation (with the model's download and start on a first run). */
  segmentMs?: number;
  output?: Blob;
  outputName?: string;
  error?: ItemError;
}

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'background-remover' });

const newItem = (entry: QueueEntry): Item => ({ ...entry, status: 'queued' });

/** The background as the worker wants it; null while "image" is chosen but no image is given. */
export function backgroundSpec(settings: Settings, bgImage: Blob | null): BackgroundSpec | null {
  switch (settings.background) {
    case 'color':
      return { kind: 'color', color: settings.color };
    case 'blur':
      return { kind: 'blur', strength: settings.blur };
    case 'image':
      return bgImage ? { kind: 'image', image: bgImage } : null;
    default:
      return { kind: 'transparent' };
  }
}

export function useRemover(settings: Settings, bgImage: Blob | null) {
  const queue = useBatchQueue(newItem);
  const { update } = queue;
  const items = useRef<Item[]>([]);
  items.current = queue.items;
  const composer = useRef<WorkerClient<BackgroundRemoverProtocol> | null>(null);
  composer.current ??= new WorkerClient<BackgroundRemoverProtocol>(createWorker, { name: 'background-remover' });
  useEffect(() => () => composer.current?.dispose(), []);

  const spec = backgroundSpec(settings, bgImage);
  const latest = useRef({ spec, format: settings.format });
  latest.current = { spec, format: settings.format };

  /** Items waiting for the model, in order; whether the pump runs; the running request's abort controller. */
  const waiting = useRef<Item[]>([]);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);
  /** The newest composite request per key: an older reply is dropped. */
  const ticket = useRef(new Map<number, number>());

  const compose = useCallback(
    async (key: number, mask: Uint8Array, width: number, height: number, file: File) => {
      const { spec: bg, format } = latest.current;
      const mine = (ticket.current.get(key) ?? 0) + 1;
      ticket.current.set(key, mine);
      // "Image" chosen but no image given yet: the mask waits (the row says so).
      if (!bg) return update(key, { status: 'done', output: undefined, outputName: undefined, error: undefined });
      update(key, { status: 'compositing', error: undefined });
      try {
        const reply = await composer.current!.request('composite', {
          image: file,
          mask,
          width,
          height,
          background: bg,
          type: mimeOf(format),
        });
        if (ticket.current.get(key) !== mine) return;
        if (!reply.ok) {
          console.error(`background-remover: compositing failed (${reply.code})`, reply.detail);
          update(key, { status: 'error', error: { kind: 'composite', code: reply.code } });
          return;
        }
        console.info(`background-remover: composited ${file.name} in ${reply.ms} ms`);
        update(key, { status: 'done', output: reply.blob, outputName: outputName(file.name, format) });
      } catch (err) {
        if (ticket.current.get(key) !== mine || isCancelled(err)) return;
        const error = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        update(key, { status: 'error', error: { kind: 'worker', error } });
      }
    },
    [update],
  );

  const segmentOne = useCallback(
    async (it: Item) => {
      const { key, file } = it;
      if (file.size === 0) return update(key, { status: 'error', error: { kind: 'empty' } });
      let head: Uint8Array;
      try {
        head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
      } catch (err) {
        console.error('background-remover: could not read the file', err);
        return update(key, { status: 'error', error: { kind: 'segment', code: 'decode' } });
      }
      if (!detectDecodableType(head)) {
        console.warn(`background-remover: ${file.name} is not an image (${sniffOther(head) ?? 'unknown bytes'})`);
        return update(key, { status: 'error', error: { kind: 'segment', code: 'decode' } });
      }
      // The size from the header, before the worker decodes it: a decompression bomb is refused here.
      const { inspectImage } = await import('../../lib/image/dimensions');
      const inspected = await inspectImage(file, { heic: true });
      if (!inspected.ok && inspected.problem.reason === 'tooLarge') {
        const { width, height } = inspected.problem;
        console.warn(`background-remover: ${file.name} is ${width}×${height}, refused before decoding`);
        return update(key, { status: 'error', error: { kind: 'segment', code: 'too-large', width, height } });
      }
      const controller = new AbortController();
      abort.current = controller;
      update(key, { status: 'segmenting', phase: undefined, error: undefined });
      try {
        const reply = await segmentImage(
          { image: file },
          { signal: controller.signal, onProgress: (phase) => update(key, { phase }) },
        );
        if (!reply.ok) {
          console.error(`background-remover: segmentation failed (${reply.code})`, reply.detail);
          return update(key, {
            status: 'error',
            error: { kind: 'segment', code: reply.code, width: reply.width, height: reply.height },
          });
        }
        console.info(
          `background-remover: ${file.name} ${reply.width}×${reply.height}, model ${reply.ms.segment} ms` +
            `${reply.firstRun ? ' (first run)' : ''}, refine ${reply.ms.refine} ms`,
        );
        update(key, {
          mask: reply.mask,
          width: reply.width,
          height: reply.height,
          segmentMs: reply.ms.segment + reply.ms.refine,
          phase: undefined,
        });
        if (items.current.some((x) => x.key === key)) void compose(key, reply.mask, reply.width, reply.height, file);
      } catch (err) {
        if (isCancelled(err)) return update(key, { status: 'cancelled', phase: undefined });
        const error = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        console.error('background-remover: segmentation worker failed', error);
        update(key, { status: 'error', phase: undefined, error: { kind: 'worker', error } });
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [compose, update],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let it = waiting.current.shift(); it !== undefined; it = waiting.current.shift()) await segmentOne(it);
    } finally {
      running.current = false;
    }
  }, [segmentOne]);

  const addFiles = (files: File[]) => {
    waiting.current.push(...queue.add(files));
    void pump();
  };

  const retry = (it: Item) => {
    if (it.mask && it.width && it.height) {
      void compose(it.key, it.mask, it.width, it.height, it.file);
      return;
    }
    update(it.key, { status: 'queued', error: undefined, phase: undefined });
    waiting.current.push(it);
    void pump();
  };

  /** Stops the model (its worker restarts on the next file) and everything still waiting for it. */
  const cancel = () => {
    for (const it of waiting.current) update(it.key, { status: 'cancelled' });
    waiting.current = [];
    abort.current?.abort();
  };

  /** A mask edited by hand replaces the model's; the result is composited again. */
  const setMask = (key: number, mask: Uint8Array) => {
    const it = items.current.find((x) => x.key === key);
    if (!it?.width || !it.height) return;
    update(key, { mask });
    void compose(key, mask, it.width, it.height, it.file);
  };

  /** The result as a PNG (for the clipboard, which takes PNG only), whatever the chosen format. */
  const pngOf = async (it: Item): Promise<Blob | null> => {
    const bg = latest.current.spec;
    if (!it.mask || !it.width || !it.height || !bg) return null;
    if (it.output?.type === 'image/png') return it.output;
    const reply = await composer.current!.request('composite', {
      image: it.file,
      mask: it.mask,
      width: it.width,
      height: it.height,
      background: bg,
      type: 'image/png',
    });
    return reply.ok ? reply.blob : null;
  };

  // A new background or format composites every segmented photo again (after a pause, while a colour is dragged).
  const specKey = spec ? JSON.stringify({ ...spec, image: spec.kind === 'image' ? spec.image.size : 0 }) : '';
  const format: OutputFormat = settings.format;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const ready = items.current.filter((it) => it.mask && it.width && it.height && it.status !== 'segmenting');
    // At once: the results on screen are no longer what the settings say (a download now would be the old one).
    for (const it of ready) update(it.key, { status: 'compositing', error: undefined });
    const timer = setTimeout(() => {
      for (const it of ready) void compose(it.key, it.mask!, it.width!, it.height!, it.file);
    }, 200);
    return () => clearTimeout(timer);
  }, [specKey, bgImage, format, compose, update]);

  const remove = (key: number) => {
    waiting.current = waiting.current.filter((it) => it.key !== key);
    if (items.current.find((x) => x.key === key)?.status === 'segmenting') abort.current?.abort();
    queue.remove(key);
  };
  const clear = () => {
    waiting.current = [];
    abort.current?.abort();
    queue.clear();
  };

  return { items: queue.items, addFiles, retry, cancel, remove, clear, setMask, pngOf };
}
