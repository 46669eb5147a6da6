/** Glue between the steps: the engine as the job's translate function, and the job's results as placed texts. */
import { translateText } from '../../lib/translate/translate';
import type { Engine, LangCode, SourceLang } from '../../lib/translate/types';
import { outputText, type Job, type TranslateFn } from './job';
import type { Paragraph } from './paragraphs';
import type { Placed } from './write';

/**
 * The engine as the job's translate function. With "detect", a paragraph whose language its script tells is sent
 * with that language (each paragraph on its own: a document in several languages is not read as its first).
 */
export function engineTranslate(engine: Engine, source: SourceLang, target: LangCode): TranslateFn {
  return async (text, signal, lang) => {
    const from: SourceLang = source === 'auto' && lang ? lang : source;
    return (await translateText(engine, { text, source: from, target, signal })).text.trim();
  };
}

/** Each paragraph with its translation (null: kept as it is, or not translated). */
export function placedOf(paragraphs: readonly Paragraph[], job: Job): Placed[] {
  return paragraphs.map((paragraph, i) => {
    const e = job.entries[i];
    const text = e?.status === 'done' && e.result !== undefined ? outputText(e) : null;
    return text !== null && e?.values?.length ? { paragraph, text, values: e.values } : { paragraph, text };
  });
}

/** `report.pdf` → `report-en.pdf`, `report-en-bilingual.pdf`, `report-en.md`. */
export function outputName(name: string, target: string, kind: 'pdf' | 'bilingual' | 'md' | 'txt'): string {
  const base = name.replace(/\.pdf$/i, '').trim() || 'document';
  if (kind === 'bilingual') return `${base}-${target}-bilingual.pdf`;
  return `${base}-${target}.${kind}`;
}
