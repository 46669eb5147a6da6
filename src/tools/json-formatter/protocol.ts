/**
 * The JSON worker's tasks. Only strings and small summaries cross the boundary: the worker keeps the tree of
 * the last valid input (`validate`), and the tree view asks it for one page of children or search hits at a
 * time, naming the tree's `version` so that answers about an older tree are marked stale.
 */
import type { Task } from '../../lib/worker';
import type { Op } from './operations';
import type { Indent } from './printer';
import type { NodeSummary } from './tree';
import type { JsonError } from './types';

/** Text sent to the worker: a string, or UTF-16 code units whose buffer is transferred. */
export type TextPayload = string | Uint16Array;

export type ValidateResult =
  | {
      ok: true;
      /** Identifies the tree the worker now holds; tree queries name it. */
      version: number;
      root: NodeSummary;
      bytes: number;
      ms: number;
    }
  | { ok: false; error: JsonError; bytes: number; ms: number };

export type RunOpResult =
  | {
      ok: true;
      /** The result as UTF-16 code units; its buffer is transferred, not copied. */
      units: Uint16Array;
      bytes: number;
      ms: number;
    }
  | { ok: false; error: JsonError; ms: number };

export interface JsonProtocol {
  /** Parses the input and keeps its tree for the tree view. */
  validate: Task<{ text: TextPayload; tolerant: boolean }, ValidateResult>;
  /** Runs one toolbar action. */
  run: Task<{ op: Op; text: TextPayload; tolerant: boolean; indent: Indent }, RunOpResult>;
  /** One page of a node's children in the kept tree. */
  children: Task<
    { version: number; path: number[]; offset: number; limit: number },
    { stale: boolean; items: NodeSummary[]; total: number }
  >;
  /** Paths of the nodes whose key or value contains `query`. */
  search: Task<{ version: number; query: string; limit: number }, { stale: boolean; paths: number[][]; total: number }>;
}

/** The buffers to transfer with a text payload (none for a string). */
export const transferOf = (text: TextPayload): Transferable[] => (typeof text === 'string' ? [] : [text.buffer]);
