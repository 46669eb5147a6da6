/** The builder's fields: their shape, empty values, and reading them back from storage. */
import { FIELD_MAX_CHARS } from '../../../components/ui/large-text';

export const ASPECT_RATIOS = ['16:9', '9:16'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DURATIONS = [4, 6, 8] as const;
export type Duration = (typeof DURATIONS)[number];

export interface DialogueLine {
  /** Who speaks, e.g. "the old fisherman". Empty → "A voice". */
  speaker: string;
  /** How it is said, e.g. "in a low whisper". Optional. */
  delivery: string;
  /** The words spoken. */
  line: string;
}

export interface PromptFields {
  subject: string;
  action: string;
  setting: string;
  time: string;
  weather: string;
  shot: string;
  movement: string;
  lens: string;
  lighting: string;
  style: string;
  dialogue: DialogueLine[];
  sfx: string;
  ambience: string;
  music: string;
  negative: string;
  aspectRatio: AspectRatio;
  duration: Duration;
}

/** The free-text fields, in form order. */
export const TEXT_FIELDS = [
  'subject',
  'action',
  'setting',
  'time',
  'weather',
  'shot',
  'movement',
  'lens',
  'lighting',
  'style',
  'sfx',
  'ambience',
  'music',
  'negative',
] as const satisfies readonly (keyof PromptFields)[];
export type TextField = (typeof TEXT_FIELDS)[number];

export const EMPTY_FIELDS: PromptFields = {
  subject: '',
  action: '',
  setting: '',
  time: '',
  weather: '',
  shot: '',
  movement: '',
  lens: '',
  lighting: '',
  style: '',
  dialogue: [],
  sfx: '',
  ambience: '',
  music: '',
  negative: '',
  aspectRatio: '16:9',
  duration: 8,
};

export const EMPTY_LINE: DialogueLine = { speaker: '', delivery: '', line: '' };

/** A fresh copy of the empty builder state. */
export function emptyFields(): PromptFields {
  return { ...EMPTY_FIELDS, dialogue: [] };
}

/** Fills a partial set of fields with the empty defaults (used by the gallery). */
export function makeFields(partial: Partial<PromptFields>): PromptFields {
  return { ...emptyFields(), ...partial, dialogue: (partial.dialogue ?? []).map((d) => ({ ...d })) };
}

/** At most this many dialogue lines. */
export const MAX_DIALOGUE_LINES = 8;

/** Stored text longer than a field holds is cut to the field's limit. */
const str = (v: unknown): string => (typeof v === 'string' ? v.slice(0, FIELD_MAX_CHARS) : '');

/**
 * Coerces anything (e.g. a value read back from localStorage) into valid fields: unknown keys dropped,
 * wrong types replaced by the defaults. Strings are kept as typed, up to the fields' limit (a value saved by an
 * older version without limits is cut there, so the form never holds megabytes).
 */
export function normalizeFields(raw: unknown): PromptFields {
  const out = emptyFields();
  if (raw === null || typeof raw !== 'object') return out;
  const r = raw as Record<string, unknown>;
  for (const k of TEXT_FIELDS) out[k] = str(r[k]);
  if (Array.isArray(r.dialogue)) {
    out.dialogue = r.dialogue
      .slice(0, MAX_DIALOGUE_LINES)
      .filter((d): d is Record<string, unknown> => d !== null && typeof d === 'object')
      .map((d) => ({ speaker: str(d.speaker), delivery: str(d.delivery), line: str(d.line) }));
  }
  if ((ASPECT_RATIOS as readonly unknown[]).includes(r.aspectRatio)) out.aspectRatio = r.aspectRatio as AspectRatio;
  if ((DURATIONS as readonly unknown[]).includes(r.duration)) out.duration = r.duration as Duration;
  return out;
}

/** True when two field sets would produce the same prompt input (exact strings). */
export function sameFields(a: PromptFields, b: PromptFields): boolean {
  return JSON.stringify(normalizeFields(a)) === JSON.stringify(normalizeFields(b));
}
