/** Messages between the island and the JSON worker. Only strings and small summaries cross the boundary. */
import type { Indent, JsonError, Op } from './logic';
import type { NodeSummary } from './tree';

/** Text sent to the worker: a string, or UTF-16 code units whose buffer is transferred. */
export type TextPayload = string | Uint16Array;

export type WorkerRequest =
  | { type: 'validate'; text: TextPayload; tolerant: boolean }
  | { type: 'run'; op: Op; text: TextPayload; tolerant: boolean; indent: Indent }
  | { type: 'children'; version: number; path: number[]; offset: number; limit: number }
  | { type: 'search'; version: number; query: string; limit: number };

export type WorkerResponse =
  | {
      type: 'validate';
      ok: true;
      /** Identifies the tree the worker now holds; tree queries name it. */
      version: number;
      root: NodeSummary;
      bytes: number;
      ms: number;
    }
  | { type: 'validate'; ok: false; error: JsonError; bytes: number; ms: number }
  | {
      type: 'run';
      ok: true;
      /** The result as UTF-16 code units; its buffer is transferred, not copied. */
      units: Uint16Array;
      bytes: number;
      ms: number;
    }
  | { type: 'run'; ok: false; error: JsonError; ms: number }
  | { type: 'children'; stale: boolean; items: NodeSummary[]; total: number }
  | { type: 'search'; stale: boolean; paths: number[][]; total: number }
  | { type: 'crash'; message: string };

export type ResponseOf<T extends WorkerRequest['type']> = Extract<WorkerResponse, { type: T }>;

export type Envelope<T> = T & { id: number };
