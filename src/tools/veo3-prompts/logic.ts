/**
 * Veo 3 prompt generation: turns the builder's fields into an English prose prompt and a structured JSON
 * prompt. Pure functions, no DOM; the gallery uses the same functions, so an example reads exactly as it
 * would if typed into the builder.
 */
import { FIELD_MAX_CHARS } from '../../components/ui/large-text';

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

// ---------------------------------------------------------------------------------------------------------
// Text helpers

/** Trims, collapses runs of whitespace (including newlines) and drops trailing . , ; : */
export function clean(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:]+$/u, '');
}

/** Upper-cases the first letter when the first word is all lower case ("iPhone" stays as it is). */
export function capitalize(s: string): string {
  return /^[a-z][a-z'’-]*(\s|$|[,.;:!?])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

const DETERMINER =
  /^(a|an|the|this|that|these|those|his|her|its|their|our|my|your|one|two|three|four|five|six|some|several|many|each|every|no)\s/i;
/** Letters whose English name starts with a vowel sound (an FPV drone, an LED panel). */
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/** Prefixes a countable noun phrase with "a" or "an", unless it already starts with a determiner. */
export function withArticle(phrase: string): string {
  const p = phrase.trim();
  if (!p || DETERMINER.test(p)) return p;
  const first = p.split(/[\s-]/)[0] ?? '';
  let an: boolean;
  if (/^\d/.test(first)) an = /^8/.test(first) || /^1[18](?!\d)/.test(first);
  else if (/^[A-Z]+$/.test(first)) an = VOWEL_SOUND_LETTERS.includes(first[0]!);
  else if (/^(uni|use|usu|uti|eu|one|once|ure)/i.test(first)) an = false;
  else if (/^(hour|honest|honou?r|heir)/i.test(first)) an = true;
  else an = /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${p}`;
}

const PREPOSITION =
  /^(in|inside|into|at|on|onto|under|underneath|beneath|above|over|near|by|within|among|amid|across|along|atop|behind|beside|between|outside|through|around|beyond|below|off)\s/i;

/** Normalises a spoken line for the prose: one layer of wrapping quotes removed, inner double quotes made single. */
export function cleanSpokenLine(line: string): string {
  return unwrapQuotes(line).replace(/["“”„]/g, "'");
}

const QUOTE_PAIRS: readonly [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ['„', '“'],
  ["'", "'"],
  ['‘', '’'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
];

/** Collapses whitespace and removes one layer of matching quotes around the whole line. */
export function unwrapQuotes(line: string): string {
  const s = line.replace(/\s+/g, ' ').trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (s.length >= 2 && s.startsWith(open) && s.endsWith(close)) return s.slice(open.length, -close.length).trim();
  }
  return s;
}

/** Words Veo should not draw, as a clean list: "no text, don't show logos; text" → "text, logos". */
export function normalizeNegative(s: string): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of s.split(/[,;\n，、；]+/)) {
    const item = clean(part).replace(
      /^(no|not|without|avoid|never|don'?t show|do not show|don'?t include|do not include|don'?t|do not)\s+/i,
      '',
    );
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items.join(', ');
}

const NEGATION = /(^|[,;\n，、；])\s*(no|not|without|avoid|never|don'?t|do not)\s/i;

/** True when the negative prompt uses "no …"/"don't …" wording that normalizeNegative removes. */
export function negativeHasNegations(s: string): boolean {
  return NEGATION.test(s);
}

function endSentence(s: string): string {
  return /[.!?…]['’")\]]*$/.test(s) ? s : `${s}.`;
}

// ---------------------------------------------------------------------------------------------------------
// Generation

/** True when any field that goes into the prompt (other than format) has text. */
export function hasContent(f: PromptFields): boolean {
  return TEXT_FIELDS.some((k) => clean(f[k]) !== '') || f.dialogue.some((d) => clean(d.line) !== '');
}

/** The camera sentence: "A wide shot with a slow push-in, filmed on a 35mm lens." */
export function cameraSentence(shot: string, movement: string, lens: string): string {
  const s = clean(shot);
  const m = clean(movement);
  const l = clean(lens);
  if (!s && !m && !l) return '';
  let out: string;
  if (s) out = capitalize(withArticle(s)) + (m ? ` with ${withArticle(m)}` : '');
  else if (m) out = `The shot uses ${withArticle(m)}`;
  else return `Filmed on ${withArticle(l)}.`;
  return `${out}${l ? `, filmed on ${withArticle(l)}` : ''}.`;
}

function sceneSentences(f: PromptFields): string[] {
  const out: string[] = [];
  const subject = clean(f.subject);
  const action = clean(f.action);
  if (subject || action) out.push(endSentence(capitalize([subject, action].filter(Boolean).join(' '))));
  const setting = clean(f.setting);
  if (setting) out.push(`The scene is set ${PREPOSITION.test(setting) ? '' : 'in '}${setting}.`);
  const time = clean(f.time);
  const weather = clean(f.weather);
  if (time && weather) out.push(`It is ${time}, and the weather is ${weather}.`);
  else if (time) out.push(`It is ${time}.`);
  else if (weather) out.push(`The weather is ${weather}.`);
  return out;
}

function dialogueSentence(d: DialogueLine): string {
  const line = cleanSpokenLine(d.line);
  if (!line) return '';
  const speaker = clean(d.speaker) || 'a voice';
  const delivery = clean(d.delivery);
  return `${capitalize(speaker)} says${delivery ? ` ${delivery}` : ''}: "${endSentence(line)}"`;
}

function audioSentences(f: PromptFields): string[] {
  const out = f.dialogue.map(dialogueSentence).filter(Boolean);
  const sfx = clean(f.sfx);
  if (sfx) out.push(`We hear ${sfx}.`);
  const ambience = clean(f.ambience);
  if (ambience) out.push(`The background ambience is ${ambience}.`);
  const music = clean(f.music);
  if (/^(no|without) (background )?music$/i.test(music)) out.push('There is no music.');
  else if (music) out.push(`The music is ${music}.`);
  return out;
}

/** "The video is 8 seconds long, in 16:9 widescreen format." */
export function formatSentence(aspectRatio: AspectRatio, duration: Duration): string {
  return `The video is ${duration} seconds long, in ${aspectRatio} ${aspectRatio === '16:9' ? 'widescreen' : 'vertical'} format.`;
}

/**
 * The English prose prompt: a visual paragraph (camera, subject and action, setting, time and weather,
 * lighting, style), an audio paragraph (dialogue, sound effects, ambience, music), the format, and the
 * negative prompt on its own line. Empty fields are left out; with no content at all the result is ''.
 */
export function buildProse(f: PromptFields): string {
  if (!hasContent(f)) return '';
  const visual = [cameraSentence(f.shot, f.movement, f.lens), ...sceneSentences(f)];
  const lighting = clean(f.lighting);
  if (lighting) visual.push(`The lighting is ${lighting}.`);
  const style = clean(f.style);
  if (style) visual.push(`The visual style is ${style}.`);
  const paragraphs = [visual.filter(Boolean).join(' '), audioSentences(f).join(' ')];
  paragraphs.push(formatSentence(f.aspectRatio, f.duration));
  const negative = normalizeNegative(f.negative);
  if (negative) paragraphs.push(`Negative prompt: ${negative}`);
  return paragraphs.filter(Boolean).join('\n\n');
}

export interface JsonDialogue {
  speaker?: string;
  delivery?: string;
  line: string;
}

/** The structured prompt. Keys appear in this order; empty values and empty groups are omitted. */
export interface JsonPrompt {
  subject?: string;
  action?: string;
  scene?: { setting?: string; time_of_day?: string; weather?: string };
  camera?: { shot?: string; movement?: string; lens?: string };
  lighting?: string;
  style?: string;
  audio?: { dialogue?: JsonDialogue[]; sound_effects?: string; ambience?: string; music?: string };
  negative_prompt?: string;
  aspect_ratio: AspectRatio;
  duration_seconds: Duration;
}

/** Builds an object from [key, value] pairs, leaving out empty strings, empty arrays and empty objects. */
function compact<T extends object>(entries: [keyof T & string, unknown][]): T | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? (out as T) : undefined;
}

export function buildJsonPrompt(f: PromptFields): JsonPrompt {
  const dialogue = f.dialogue
    .map((d) =>
      compact<JsonDialogue>([
        ['speaker', clean(d.speaker)],
        ['delivery', clean(d.delivery)],
        ['line', unwrapQuotes(d.line)],
      ]),
    )
    .filter((d): d is JsonDialogue => d?.line !== undefined);
  const prompt = compact<Omit<JsonPrompt, 'aspect_ratio' | 'duration_seconds'>>([
    ['subject', clean(f.subject)],
    ['action', clean(f.action)],
    [
      'scene',
      compact<NonNullable<JsonPrompt['scene']>>([
        ['setting', clean(f.setting)],
        ['time_of_day', clean(f.time)],
        ['weather', clean(f.weather)],
      ]),
    ],
    [
      'camera',
      compact<NonNullable<JsonPrompt['camera']>>([
        ['shot', clean(f.shot)],
        ['movement', clean(f.movement)],
        ['lens', clean(f.lens)],
      ]),
    ],
    ['lighting', clean(f.lighting)],
    ['style', clean(f.style)],
    [
      'audio',
      compact<NonNullable<JsonPrompt['audio']>>([
        ['dialogue', dialogue],
        ['sound_effects', clean(f.sfx)],
        ['ambience', clean(f.ambience)],
        ['music', clean(f.music)],
      ]),
    ],
    ['negative_prompt', normalizeNegative(f.negative)],
  ]);
  return { ...prompt, aspect_ratio: f.aspectRatio, duration_seconds: f.duration };
}

/** The JSON prompt as text, indented with two spaces; '' when there is no content. */
export function buildJson(f: PromptFields): string {
  return hasContent(f) ? JSON.stringify(buildJsonPrompt(f), null, 2) : '';
}

// ---------------------------------------------------------------------------------------------------------
// Checks shown next to the fields

export type FieldIssue =
  | { field: 'subject'; code: 'subjectRequired' }
  | { field: 'dialogue'; index: number; code: 'lineRequired' }
  | { field: 'dialogue'; code: 'dialogueTooLong'; seconds: number; fitWords: number };

/** Speaking rate used to estimate whether the dialogue fits the clip. */
export const WORDS_PER_SECOND = 2.5;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

/** Seconds needed to say the text: 2.5 English words or 4 CJK characters per second, one decimal. */
export function speechSeconds(text: string): number {
  const cjk = (text.match(CJK) ?? []).length;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.round((words / WORDS_PER_SECOND + cjk / 4) * 10) / 10;
}

/** What needs the user's attention. A missing subject is only reported when `requireSubject` is set. */
export function validate(f: PromptFields, requireSubject: boolean): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (requireSubject && clean(f.subject) === '') issues.push({ field: 'subject', code: 'subjectRequired' });
  f.dialogue.forEach((d, index) => {
    if (clean(d.line) === '' && (clean(d.speaker) !== '' || clean(d.delivery) !== ''))
      issues.push({ field: 'dialogue', index, code: 'lineRequired' });
  });
  const seconds = speechSeconds(f.dialogue.map((d) => unwrapQuotes(d.line)).join(' '));
  if (seconds > f.duration)
    issues.push({
      field: 'dialogue',
      code: 'dialogueTooLong',
      seconds,
      fitWords: Math.floor(f.duration * WORDS_PER_SECOND),
    });
  return issues;
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function charCount(s: string): number {
  return [...s].length;
}

export function wordCount(s: string): number {
  return s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

// ---------------------------------------------------------------------------------------------------------
// Favourites and search

export interface Favourite {
  id: string;
  /** Set when the favourite is a gallery example (starred), so its translated description can be shown. */
  exampleId?: string;
  fields: PromptFields;
  savedAt: number;
}

/** Reads favourites back from storage, dropping anything malformed. */
export function parseFavourites(raw: unknown): Favourite[] {
  if (!Array.isArray(raw)) return [];
  const out: Favourite[] = [];
  for (const item of raw) {
    if (item === null || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    if (typeof r.id !== 'string' || !r.id) continue;
    const fav: Favourite = {
      id: r.id,
      fields: normalizeFields(r.fields),
      savedAt: typeof r.savedAt === 'number' ? r.savedAt : 0,
    };
    if (typeof r.exampleId === 'string') fav.exampleId = r.exampleId;
    out.push(fav);
  }
  return out;
}

/** Case-insensitive search: every word of the query must occur somewhere in the text. */
export function matchesQuery(text: string, query: string): boolean {
  const hay = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
