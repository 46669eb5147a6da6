import { useCallback, useRef, useState } from 'react';

/** One file in a batch: a stable key (for React and for replies from a worker) and the file itself. */
export interface QueueEntry {
  key: number;
  file: File;
}

/** The usual state of a file in an image tool's batch. */
export type BatchStatus = 'queued' | 'working' | 'done' | 'error';

export interface BatchItem extends QueueEntry {
  status: BatchStatus;
  /** 0–1 while working, when known. */
  progress?: number;
  /** What went wrong (already translated, or a detail for the details line). */
  error?: string;
  output?: Blob;
  /** File name for the output (see lib/image/names.ts). */
  outputName?: string;
}

export interface BatchQueue<T extends QueueEntry> {
  items: T[];
  /** Adds files at the end; returns the new entries (to start work on them). */
  add: (files: readonly File[]) => T[];
  update: (key: number, patch: Partial<Omit<T, 'key' | 'file'>>) => void;
  remove: (key: number) => void;
  clear: () => void;
}

/**
 * The list behind a batch UI: entries made by `init` for each added file, updated by key (a reply for a
 * removed entry is ignored), removed one by one or all at once.
 */
export function useBatchQueue<T extends QueueEntry>(init: (entry: QueueEntry) => T): BatchQueue<T> {
  const [items, setItems] = useState<T[]>([]);
  const nextKey = useRef(1);
  const initRef = useRef(init);
  initRef.current = init;

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => initRef.current({ key: nextKey.current++, file }));
    setItems((list) => [...list, ...added]);
    return added;
  }, []);
  const update = useCallback((key: number, patch: Partial<Omit<T, 'key' | 'file'>>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));
  }, []);
  const remove = useCallback((key: number) => setItems((list) => list.filter((it) => it.key !== key)), []);
  const clear = useCallback(() => setItems([]), []);
  return { items, add, update, remove, clear };
}

/** A new entry of the usual kind, waiting to be worked on. */
export const queuedItem = (entry: QueueEntry): BatchItem => ({ ...entry, status: 'queued' });
