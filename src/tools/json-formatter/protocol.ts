/**
 * The JSON worker's tasks. Only strings and small summaries cross the boundary: the worker keeps the tree of
 * the last valid input (`validate`), and the tree view asks it for one page of children or search hits at a
 * time, naming the tree's `version` so that answers about an older tree are marked stale.
 */
import type { Task, WorkerClient } from '../../lib/worker';
import type { EditorHandle } from './editor';
import type { Op } from './operations';
import type { Indent } from './printer';
import type { NodeSummary } from './tree';
import type { JsonError } from './types';

/**
 * Text sent to the worker: a string, UTF-16 code units whose buffer is transferred, or the key of a large
 * text sent ahead in parts with `stage` (each part is one short structured-clone copy; one 20 MB message
 * would block the page for ~150 ms while the browser serialises it).
 */
export type TextPayload = string | Uint16Array | { staged: number };

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

/** An opened file, read and decoded in the worker (see src/lib/text-file.ts). */
export type ReadFileResult =
  | {
      ok: true;
      /**
       * The text, as a string: copied once when the message arrives (fast, native), after which the editor
       * takes it apart with cheap slices, even when it is one 20 MB line.
       */
      text: string;
    }
  /** Not text: a known binary format (`type`), or NUL bytes (`type` null). `size` is the file's size in bytes. */
  | { ok: false; problem: 'binary'; type: string | null; size: number }
  /** Not valid UTF-8 from byte `offset` on. */
  | { ok: false; problem: 'encoding'; offset: number; size: number }
  /** The browser could not read the file (it changed or was removed meanwhile). */
  | { ok: false; problem: 'read'; size: number };

export interface JsonProtocol {
  /** Appends one part to the large text `key`, which the next task naming `{ staged: key }` reads. */
  stage: Task<{ key: number; part: string }, null>;
  /** Reads an opened or dropped file as text, off the main thread. */
  readFile: Task<{ file: Blob }, ReadFileResult>;
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
export const transferOf = (text: TextPayload): Transferable[] => (text instanceof Uint16Array ? [text.buffer] : []);

/** Parts posted per turn of the page while staging a large text. */
const PARTS_PER_TURN = 4;
let lastKey = 0;

/**
 * The input as a payload: small texts as one string; large ones read from the editor in parts and staged in
 * the worker a few parts per turn, so the page never spends long serialising one huge message.
 */
export async function textPayload(
  client: WorkerClient<JsonProtocol>,
  editor: Pick<EditorHandle, 'length' | 'getText' | 'getChunks'>,
  small: number,
): Promise<TextPayload> {
  if (editor.length() <= small) return editor.getText();
  const parts = await editor.getChunks();
  const key = ++lastKey;
  const sent: Promise<null>[] = [];
  for (let i = 0; i < parts.length; i++) {
    sent.push(client.request('stage', { key, part: parts[i]! }));
    if (i % PARTS_PER_TURN === PARTS_PER_TURN - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await Promise.all(sent);
  return { staged: key };
}
