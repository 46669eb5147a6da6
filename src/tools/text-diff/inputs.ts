/** Pure helpers for the page's inputs: saving them in localStorage and checking loaded files. No DOM. */
import type { DiffMode } from './logic';
import type { View } from './view';

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

export type SaveOutcome = 'saved' | 'tooLarge' | 'failed';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Inputs {
  oldText: string;
  newText: string;
  oldName: string;
  newName: string;
}

export interface Options {
  mode: DiffMode;
  view: View;
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
}

export const DEFAULT_NAMES = { oldName: 'original.txt', newName: 'changed.txt' };

/**
 * Saves both texts (and the file names), or — above the limit — removes older saved texts so a reload does
 * not bring back something else. Storage errors (quota, private mode) are reported, never thrown.
 */
export function saveInputs(storage: StorageLike, inputs: Inputs): SaveOutcome {
  try {
    if (inputs.oldText.length + inputs.newText.length > PERSIST_LIMIT) {
      storage.removeItem(STORE.oldText);
      storage.removeItem(STORE.newText);
      return 'tooLarge';
    }
    storage.setItem(STORE.oldText, inputs.oldText);
    storage.setItem(STORE.newText, inputs.newText);
    storage.setItem(STORE.names, JSON.stringify({ oldName: inputs.oldName, newName: inputs.newName }));
    return 'saved';
  } catch (err) {
    console.warn('text-diff: could not save the texts in localStorage', err);
    return 'failed';
  }
}

export function loadInputs(storage: StorageLike): Inputs {
  const out: Inputs = { oldText: '', newText: '', ...DEFAULT_NAMES };
  try {
    out.oldText = storage.getItem(STORE.oldText) ?? '';
    out.newText = storage.getItem(STORE.newText) ?? '';
    const names = JSON.parse(storage.getItem(STORE.names) ?? '{}') as Partial<Inputs>;
    if (typeof names.oldName === 'string' && names.oldName) out.oldName = names.oldName;
    if (typeof names.newName === 'string' && names.newName) out.newName = names.newName;
  } catch (err) {
    console.warn('text-diff: could not read saved texts', err);
  }
  return out;
}

/** Reads saved options, keeping only valid values; null when none were saved. */
export function loadOptions(storage: StorageLike): Partial<Options> | null {
  try {
    const raw = storage.getItem(STORE.options);
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<Options> = {};
    if (v.mode === 'line' || v.mode === 'word' || v.mode === 'char') out.mode = v.mode;
    if (v.view === 'split' || v.view === 'inline') out.view = v.view;
    if (typeof v.ignoreWhitespace === 'boolean') out.ignoreWhitespace = v.ignoreWhitespace;
    if (typeof v.ignoreCase === 'boolean') out.ignoreCase = v.ignoreCase;
    return out;
  } catch {
    return null;
  }
}

export function saveOptions(storage: StorageLike, options: Options): void {
  try {
    storage.setItem(STORE.options, JSON.stringify(options));
  } catch (err) {
    console.warn('text-diff: could not save options', err);
  }
}

export type FileProblem = 'tooLarge' | 'binary';

/** Why a file cannot be compared as text, judged from its size and its first characters; null if it can. */
export function fileProblem(size: number, head: string): FileProblem | null {
  if (size > MAX_FILE_BYTES) return 'tooLarge';
  if (head.includes('\u0000')) return 'binary';
  return null;
}

/** "12.3 KB" style sizes for messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
