/**
 * The batch behind the compressor: files in, each checked by its first bytes, then compressed by the worker
 * pool with the current settings. Changing the settings runs the batch again (results of an older run are
 * dropped when they arrive; jobs of an older run still waiting for a worker are skipped).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBatchQueue, type QueueEntry } from '../../components/ui/files/useBatchQueue';
import { detectDecodableType, sniffOther, type ImageKind } from '../../lib/image/sniff';
import { isCancelled, WorkerTaskError } from '../../lib/worker';
import {
  acceptCount,
  codecFor,
  compressedName,
  INPUT_KINDS,
  keepOriginal,
  MIME,
  poolSize,
  type BestReason,
  type Codec,
  type Settings,
} from './logic';
import { WorkerPool } from './pool';
import type { CompressStep, CompressorProtocol } from './protocol';

/** Why a file has no result; each has a translated message (status.<code>). */
export type FileError =
  | 'empty'
  | 'notImage'
  | 'heic'
  | 'unsupported'
  | 'decode'
  | 'tooLarge'
  | 'engine'
  | 'codecsOffline'
  | 'failed'
  | 'read';

/**
 * An engine failure with no network is the codecs' WebAssembly that was never downloaded (not kept offline): say
 * that, and offer to keep them, instead of "the image may be too large".
 */
export function engineError(online: boolean): 'engine' | 'codecsOffline' {
  return online ? 'engine' : 'codecsOffline';
}
const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export interface Item extends QueueEntry {
  status: 'queued' | 'working' | 'done' | 'error';
  step?: CompressStep;
  kind?: ImageKind;
  codec?: Codec;
  /** With "best for this image": why `codec` was chosen. */
  best?: BestReason;
  error?: FileError;
  /** For the console and the details line (the name of a non-image format, an engine's words). */
  detail?: string;
  output?: Blob;
  outputName?: string;
  /** The new file was not smaller: the original is handed back. */
  kept?: boolean;
  /** The new file is larger, but the original was not handed back: it has metadata the user asked to strip. */
  strippedLarger?: boolean;
  exifCopied?: boolean;
  /** With a target size: how it was met (see CompressReply). */
  target?: { quality: number | null; scale: number; met: boolean; kb: number };
  width?: number;
  height?: number;
  inputWidth?: number;
  inputHeight?: number;
}

/** Errors of the file itself: running it again (with other settings, or a retry) cannot help. */
export const FINAL_ERRORS: ReadonlySet<FileError> = new Set([
  'empty',
  'notImage',
  'heic',
  'unsupported',
  'decode',
  'tooLarge',
]);

const STEP_PROGRESS: Record<CompressStep, number> = { decode: 0.1, resize: 0.3, encode: 0.5, optimise: 0.5 };
export { STEP_PROGRESS };

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'image-compressor' });

const newItem = (entry: QueueEntry): Item => ({ ...entry, status: 'queued' });

export function useCompressor(settings: Settings) {
  const queue = useBatchQueue(newItem);
  const { items, add, update, remove: removeEntry, clear: clearAll } = queue;
  const pool = useRef<WorkerPool<CompressorProtocol> | null>(null);
  const generation = useRef(new Map<number, number>());
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  useEffect(() => () => pool.current?.dispose(), []);

  const getPool = () => {
    pool.current ??= new WorkerPool<CompressorProtocol>(
      createWorker,
      poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
      'image-compressor',
    );
    return pool.current;
  };

  const run = useCallback(
    async (entry: QueueEntry) => {
      const { key, file } = entry;
      const gen = (generation.current.get(key) ?? 0) + 1;
      generation.current.set(key, gen);
      const current = () => generation.current.get(key) === gen;
      const settings = settingsRef.current;
      // A new run: the previous result (made with other settings) is no longer offered.
      update(key, {
        status: 'queued',
        error: undefined,
        detail: undefined,
        step: undefined,
        output: undefined,
        outputName: undefined,
        kept: false,
        strippedLarger: false,
        best: undefined,
      });

      if (file.size === 0) return update(key, { status: 'error', error: 'empty' });
      let kind: ImageKind;
      try {
        const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
        const type = detectDecodableType(head);
        if (!type) {
          const other = sniffOther(head);
          console.warn(`Not compressed: ${file.name} is ${other ?? 'not an image'}`);
          return update(key, { status: 'error', error: 'notImage', detail: other ?? '' });
        }
        if (!INPUT_KINDS.includes(type.kind)) {
          return update(key, { status: 'error', error: 'unsupported', detail: type.label });
        }
        kind = type.kind;
        // A decompression bomb is refused here, from its header's size, before its bytes go to a worker. Offline
        // without the tool kept, this chunk may be missing: the worker's decode checks the header too, and its
        // own load failure is what the row reports (codecsOffline).
        const kit = await import('../../lib/image/dimensions').catch((err: unknown) => {
          console.warn('The image size check did not load', err);
          return null;
        });
        const inspected = kit ? await kit.inspectImage(file, { heic: true }) : null;
        if (inspected && !inspected.ok && inspected.problem.reason === 'tooLarge') {
          const { width, height } = inspected.problem;
          console.warn(`Not compressed: ${file.name} is ${width} × ${height} px, over the image limit`);
          return update(key, { status: 'error', error: 'tooLarge', inputWidth: width, inputHeight: height });
        }
      } catch (err) {
        console.error('Could not read the file', err);
        return update(key, { status: 'error', error: 'read', detail: String(err) });
      }
      const codec = codecFor(settings.format, kind);
      update(key, { kind, codec });

      await getPool().withWorker(async (client) => {
        if (!current()) return; // settings changed while this file waited: a newer run will do it
        update(key, { status: 'working', step: 'decode' });
        try {
          const data = await file.arrayBuffer();
          const res = await client.request(
            'compress',
            { data, kind, codec, settings },
            { transfer: [data], onProgress: (step) => current() && update(key, { step }) },
          );
          if (!current()) return;
          if (!res.ok) {
            console.error(`Compressing ${file.name} failed (${res.error})`, res.detail);
            // A HEIC file the device's decoder could not read has its own message (damaged, or a variant libheif lacks).
            const error =
              res.error === 'decode' && kind === 'heic'
                ? 'heic'
                : res.error === 'engine'
                  ? engineError(isOnline())
                  : res.error;
            return update(key, {
              status: 'error',
              error,
              detail: res.error === 'engine' ? res.detail : '',
              ...(res.error === 'tooLarge' && { inputWidth: res.width, inputHeight: res.height }),
            });
          }
          const resized = res.width !== res.inputWidth || res.height !== res.inputHeight;
          const written = res.codec;
          const question = {
            input: kind,
            codec: written,
            inputBytes: file.size,
            outputBytes: res.output.byteLength,
            resized,
            wouldLeakMetadata: !settings.keepMetadata && res.inputHasMetadata,
          };
          const kept = keepOriginal(question);
          const strippedLarger = !kept && keepOriginal({ ...question, wouldLeakMetadata: false });
          console.info(
            `${file.name}: ${file.size} → ${res.output.byteLength} bytes as ${written} in ${res.ms.toFixed(0)} ms${kept ? ' (original kept)' : ''}`,
          );
          update(key, {
            status: 'done',
            step: undefined,
            output: kept ? file : new Blob([res.output], { type: MIME[written] }),
            outputName: kept ? file.name : compressedName(file.name, written),
            codec: written,
            best: res.best,
            kept,
            strippedLarger,
            exifCopied: res.exifCopied,
            target: res.target && { ...res.target, kb: settings.maxKB },
            width: res.width,
            height: res.height,
            inputWidth: res.inputWidth,
            inputHeight: res.inputHeight,
          });
        } catch (err) {
          if (isCancelled(err) || !current()) return;
          const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
          console.error(`Compressing ${file.name} failed (${e.code})`, e.detail || e.message);
          update(key, {
            status: 'error',
            error: e.code === 'load' ? engineError(isOnline()) : 'failed',
            detail: e.detail,
          });
        }
      });
    },
    [update],
  );

  /** Adds files (up to the batch limit) and starts them; returns how many were refused. */
  const addFiles = useCallback(
    (files: File[]) => {
      const { accepted, refused } = acceptCount(items.length, files.length);
      for (const it of add(files.slice(0, accepted))) void run(it);
      return refused;
    },
    [add, items.length, run],
  );

  // Settings changed: run every file again (after a pause, so dragging the slider does not start 50 runs).
  const settingsKey = JSON.stringify(settings);
  const lastKey = useRef(settingsKey);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => {
    if (settingsKey === lastKey.current) return;
    const timer = setTimeout(() => {
      lastKey.current = settingsKey;
      for (const it of itemsRef.current) if (!(it.status === 'error' && FINAL_ERRORS.has(it.error!))) void run(it);
    }, 400);
    return () => clearTimeout(timer);
  }, [settingsKey, run]);

  const remove = useCallback(
    (key: number) => {
      generation.current.delete(key);
      removeEntry(key);
    },
    [removeEntry],
  );
  const clear = useCallback(() => {
    generation.current.clear();
    clearAll();
  }, [clearAll]);

  return { items, addFiles, retry: run, remove, clear };
}
