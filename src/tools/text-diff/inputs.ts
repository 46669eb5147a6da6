/**
 * Pure helpers for the page's inputs: what is kept in localStorage (read back through usePersistentState)
 * and which loaded files can be compared. No DOM.
 */
import type { SaveState } from '../../components/ui/usePersistentState';
import type { DiffMode } from './types';
import type { View } from './view';

/** localStorage keys: the same since the tool's first version, so saved input still loads. */
export const STORE = {
  oldText: 'text-diff:old',
  newText: 'text-diff:new',
  names: 'text-diff:names',
  options: 'text-diff:options',
} as const;

/** Texts are saved only while both together stay under this many characters (about 1 MB). */
export const PERSIST_LIMIT = 1_000_000;

/** Files larger than this are not loaded into a text box. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type Side = 'old' | 'new';

export interface Names {
  oldName: string;
  newName: string;
}

export interface Options {
  mode: DiffMode;
  view: View;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

export const DEFAULT_NAMES: Names = { oldName: 'original.txt', newName: 'changed.txt' };

export const DEFAULT_OPTIONS: Options = { mode: 'line', view: 'split', ignoreWhitespace: false, ignoreCase: false };

/** Whether the two texts together are too large to keep (then neither is saved). */
export function overPersistLimit(oldText: string, newText: string): boolean {
  return oldText.length + newText.length > PERSIST_LIMIT;
}

/** A stored text (already JSON-decoded): anything else than a string starts empty. */
export function parseText(raw: unknown): string {
  return typeof raw === 'string' ? raw : '';
}

/** Stored file names, each falling back to its default when missing or not a name. */
export function parseNames(raw: unknown): Names {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof Names, unknown>>;
  return {
    oldName: typeof v.oldName === 'string' && v.oldName ? v.oldName : DEFAULT_NAMES.oldName,
    newName: typeof v.newName === 'string' && v.newName ? v.newName : DEFAULT_NAMES.newName,
  };
}

/** The valid options in stored data; invalid or missing ones are left out. */
export function readOptions(raw: unknown): Partial<Options> {
  if (!raw || typeof raw !== 'object') return {};
  const v = raw as Record<string, unknown>;
  const out: Partial<Options> = {};
  if (v.mode === 'line' || v.mode === 'word' || v.mode === 'char') out.mode = v.mode;
  if (v.view === 'split' || v.view === 'inline') out.view = v.view;
  if (typeof v.ignoreWhitespace === 'boolean') out.ignoreWhitespace = v.ignoreWhitespace;
  if (typeof v.ignoreCase === 'boolean') out.ignoreCase = v.ignoreCase;
  return out;
}

/**
 * The options to start with: the stored ones (`null` when none were saved) over the defaults, where a
 * narrow screen defaults to the inline view.
 */
export function restoreOptions(stored: unknown, narrow: boolean): Options {
  return { ...DEFAULT_OPTIONS, ...(narrow ? { view: 'inline' as const } : {}), ...readOptions(stored) };
}

/** Binary formats recognised by their first bytes (a file's name or claimed type is not trusted). */
export type BinaryType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zip';

/**
 * Why a file cannot be compared as text: too large, empty, a known binary format, other binary data (NUL
 * bytes), or not UTF-8.
 */
export type FileProblem =
  | { kind: 'tooLarge' }
  | { kind: 'empty' }
  | { kind: 'format'; type: BinaryType }
  | { kind: 'binary' }
  | { kind: 'notUtf8' };

/** How many first bytes are looked at for magic numbers and NUL bytes. */
export const HEAD_BYTES = 8000;

const MAGIC: [BinaryType, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8(7|9)a
  ['zip', [0x50, 0x4b, 0x03, 0x04]], // also .docx, .xlsx, .pptx, .odt, .jar
  ['zip', [0x50, 0x4b, 0x05, 0x06]], // an empty archive
];

/** The binary format whose magic number `head` starts with, or null. */
export function sniffBinary(head: Uint8Array): BinaryType | null {
  for (const [type, magic] of MAGIC) {
    if (head.length >= magic.length && magic.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

/**
 * Why a file cannot be compared as text, judged from its size and its first bytes (up to HEAD_BYTES); null
 * if it may be text (its whole content is checked as UTF-8 by {@link decodeFile}).
 */
export function fileProblem(size: number, head: Uint8Array): FileProblem | null {
  if (size > MAX_FILE_BYTES) return { kind: 'tooLarge' };
  if (size === 0) return { kind: 'empty' };
  const type = sniffBinary(head);
  if (type) return { kind: 'format', type };
  if (head.subarray(0, HEAD_BYTES).includes(0)) return { kind: 'binary' };
  return null;
}

/**
 * The text of a file read as UTF-8 a chunk at a time, letting the page work between chunks (decoding 20 MB at
 * once blocks it for 50–200 ms); null when it is not valid UTF-8. A byte order mark is dropped.
 */
export async function decodeFile(file: Blob, chunk = 1 << 20): Promise<string | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  try {
    for (let at = 0; at < file.size; at += chunk) {
      const bytes = new Uint8Array(await file.slice(at, at + chunk).arrayBuffer());
      parts.push(decoder.decode(bytes, { stream: true }));
    }
    parts.push(decoder.decode());
  } catch (err) {
    if (err instanceof TypeError) return null; // not UTF-8 (a read error is the caller's to report)
    throw err;
  }
  return parts.join('');
}

/** What the page says about saving the texts: over the limit, failed, or nothing (saved, or not yet). */
export function saveProblem(states: readonly SaveState[]): 'tooLarge' | 'failed' | null {
  if (states.includes('tooLarge')) return 'tooLarge';
  return states.includes('failed') ? 'failed' : null;
}
