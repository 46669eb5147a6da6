/**
 * What the JSON formatter keeps in localStorage, its limits and its sample, as pure functions of stored
 * values (the island reads and writes them through usePersistentState).
 */
import { bool, oneOf, settingsParser } from '../../lib/settings';
import type { Op } from './operations';
import type { Indent } from './printer';

export const INPUT_KEY = 'json-formatter:input';
export const SETTINGS_KEY = 'json-formatter:settings';
/** Inputs longer than this (UTF-16 units, about 1 MB) are not saved: localStorage holds only ~5 MB. */
export const PERSIST_LIMIT = 1024 * 1024;
/** The saved input is stored as a JSON string; escapes make it longer than the text (quotes in JSON!). */
export const PERSIST_MAX_CHARS = 2 * PERSIST_LIMIT;
export const MAX_FILE_BYTES = 200 * 1024 * 1024;
/** Documents over this size are shown without syntax colours, so the page stays responsive (see editor.ts). */
export const HIGHLIGHT_LIMIT = 3 * 1024 * 1024;
/** Texts up to this length are read from the editor as one string; longer ones in slices. */
export const SMALL_TEXT = 200_000;

export const SAMPLE =
  '{"name":"AI Toolbox","version":"2.0.1","price":1.10,"bigId":12345678901234567890,"active":true,"owner":null,' +
  '"tags":["json","格式化","整形","포맷"],"limits":{"maxFileMB":10,"ratio":1e-3},' +
  '"items":[{"id":1,"title":"Line\\nbreak \\"quoted\\""},{"id":2,"title":"Emoji 😀","score":-0.5}]}';

export type View = 'text' | 'tree';
export interface Settings {
  indent: Indent;
  tolerant: boolean;
  wrap: boolean;
  view: View;
}
export const DEFAULT_SETTINGS: Settings = { indent: '2', tolerant: false, wrap: false, view: 'text' };

/** Stored settings (any JSON value, possibly old or corrupt) to valid settings. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  indent: oneOf<Indent>(['2', '4', 'tab']),
  tolerant: bool,
  wrap: bool,
  view: oneOf<View>(['text', 'tree']),
});

/** The stored input (a JSON string since usePersistentState) to text. */
export const parseSavedInput = (raw: unknown): string => (typeof raw === 'string' ? raw : '');

/** The name of the downloaded result: `orders.json` formatted → `orders.formatted.json`. */
export function downloadName(fileName: string | null, op: Op | undefined): string {
  const base = (fileName ?? 'data').replace(/\.(json5?|jsonc|txt)$/i, '');
  const suffix = { format: 'formatted', minify: 'min', sort: 'sorted', escape: 'escaped', unescape: 'unescaped' }[
    op ?? 'format'
  ];
  return `${base}.${suffix}.json`;
}

/** The `ui` strings CodeMirror shows (search panel, folding), translated under `cm.*`. */
export const CM_PHRASES = [
  'Find',
  'Replace',
  'next',
  'previous',
  'all',
  'match case',
  'regexp',
  'by word',
  'replace',
  'replace all',
  'close',
  'Folded lines',
  'Unfolded lines',
  'to',
  'folded code',
  'unfold',
  'Fold line',
  'Unfold line',
  'current match',
  'on line',
  'Go to line',
  'go',
  'Diagnostics',
  'No diagnostics',
  'Control character',
] as const;
/** Locale keys may not contain spaces or dots comfortably: "match case" → "match_case". */
export const phraseKey = (p: string) => p.replace(/ /g, '_');
