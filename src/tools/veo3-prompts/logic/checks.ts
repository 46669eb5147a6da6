/** Checks shown next to the fields: required subject, dialogue that does not fit the clip, counts. */
import { type PromptFields } from './fields';
import { clean, unwrapQuotes } from './text';

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
