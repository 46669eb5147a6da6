/** Glue between the steps: the engine as the job's translate function, and the job's results as placed texts. */
import { translateText } from '../../lib/translate/translate';
import type { Engine, LangCode, SourceLang } from '../../lib/translate/types';
import type { Job } from './job';
import type { Paragraph } from './paragraphs';
import type { Placed } from './write';

export function engineTranslate(engine: Engine, source: SourceLang, target: LangCode) {
  return async (text: string, signal?: AbortSignal): Promise<string> =>
    (await translateText(engine, { text, source, target, signal })).text.trim();
}

/** Each paragraph with its translation (null: kept as it is, or not translated). */
export function placedOf(paragraphs: readonly Paragraph[], job: Job): Placed[] {
  return paragraphs.map((paragraph, i) => {
    const e = job.entries[i];
    return { paragraph, text: e?.status === 'done' && e.result !== undefined ? e.result : null };
  });
}

/** `report.pdf` → `report-en.pdf`, `report-en-bilingual.pdf`, `report-en.md`. */
export function outputName(name: string, target: string, kind: 'pdf' | 'bilingual' | 'md' | 'txt'): string {
  const base = name.replace(/\.pdf$/i, '').trim() || 'document';
  if (kind === 'bilingual') return `${base}-${target}-bilingual.pdf`;
  return `${base}-${target}.${kind}`;
}
