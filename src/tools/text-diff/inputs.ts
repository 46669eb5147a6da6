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

export type FileProblem = 'tooLarge' | 'binary';

/** Why a file cannot be compared as text, judged from its size and its first characters; null if it can. */
export function fileProblem(size: number, head: string): FileProblem | null {
  if (size > MAX_FILE_BYTES) return 'tooLarge';
  if (head.includes('\u0000')) return 'binary';
  return null;
}

/** What the page says about saving the texts: over the limit, failed, or nothing (saved, or not yet). */
export function saveProblem(states: readonly SaveState[]): 'tooLarge' | 'failed' | null {
  if (states.includes('tooLarge')) return 'tooLarge';
  return states.includes('failed') ? 'failed' : null;
}
