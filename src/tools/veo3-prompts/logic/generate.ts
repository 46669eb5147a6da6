/** The prompts made from the fields: English prose and structured JSON. */
import { type AspectRatio, type DialogueLine, type Duration, type PromptFields, TEXT_FIELDS } from './fields';
import {
  PREPOSITION,
  capitalize,
  clean,
  cleanSpokenLine,
  endSentence,
  normalizeNegative,
  unwrapQuotes,
  withArticle,
} from './text';

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
