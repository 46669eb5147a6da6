/** One image of the batch and what happened to it. */
import type { QueueEntry } from '../../components/ui/files/useBatchQueue';
import type { ImageKind } from '../../lib/image/sniff';
import type { RenderError } from './protocol';

export type ItemStatus = 'checking' | 'ready' | 'working' | 'done' | 'error';
export type ItemError = RenderError | 'empty' | 'notImage' | 'read' | 'worker';

export interface Item extends QueueEntry {
  status: ItemStatus;
  kind?: ImageKind;
  progress?: number;
  error?: ItemError;
  /** What a non-image file is (PDF, ZIP…), for the message. */
  other?: string | null;
  /** The worker's failure (crash, load), shown through the shared translated messages. */
  workerError?: unknown;
  output?: Blob;
  outputName?: string;
  width?: number;
  height?: number;
}

export const newItem = (entry: QueueEntry): Item => ({ ...entry, status: 'checking' });
