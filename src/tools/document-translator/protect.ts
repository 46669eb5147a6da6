/**
 * What the engine must not translate inside a sentence: inline code, formulas (spans the reader marked by font)
 * and links. Each goes to the engine as a placeholder `{v1}`, `{v2}`… (the prompt asks engines to keep
 * placeholders such as {name} exactly), and is put back into the translation. A placeholder the engine lost is
 * added at the end, so nothing of the original disappears.
 */
import type { LangCode } from '../../lib/translate/types';
import type { Span } from './paragraphs';

export interface Protected {
  /** The text with placeholders. */
  text: string;
  /** The original of each placeholder: `values[0]` is {v1}. */
  values: string[];
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>()（）「」]+[^\s<>()（）「」.,;:!?。，；：！？'"”’]/gu;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gu;

/** The text with its spans and links replaced by placeholders. */
export function protect(text: string, spans: readonly Span[] = []): Protected {
  const ranges: { start: number; end: number }[] = spans.map((s) => ({ start: s.start, end: s.end }));
  for (const re of [LINK, EMAIL])
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!ranges.some((r) => start < r.end && end > r.start)) ranges.push({ start, end });
    }
  ranges.sort((a, b) => a.start - b.start);
  const values: string[] = [];
  let out = '';
  let at = 0;
  for (const r of ranges) {
    if (r.start < at) continue;
    out += text.slice(at, r.start);
    values.push(text.slice(r.start, r.end));
    out += `{v${values.length}}`;
    at = r.end;
  }
  out += text.slice(at);
  return { text: out, values };
}

const PLACEHOLDER = /\{\s*[vV]\s*(\d+)\s*\}/g;

/** The translation with its placeholders replaced by the originals (lost ones added at the end). */
export function restore(translated: string, values: readonly string[]): string {
  if (!values.length) return translated;
  const used = new Set<number>();
  let out = translated.replace(PLACEHOLDER, (whole, n: string) => {
    const i = Number(n) - 1;
    const v = values[i];
    if (v === undefined) return whole;
    used.add(i);
    return v;
  });
  const lost = values.filter((_, i) => !used.has(i));
  if (lost.length) out = `${out.trimEnd()} ${lost.join(' ')}`;
  return out;
}

/** Whether the text without its placeholders has anything left to translate. */
export function hasProse(p: Protected): boolean {
  return /\p{L}{2,}|[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/u.test(p.text.replace(PLACEHOLDER, ''));
}

const ENGLISH = /\b(the|and|of|to|in|is|are|for|with|that|this|on|it|be|by|as|from|or|an|not|you|your|when|which)\b/gi;

/**
 * The language of one paragraph, where its script tells: Hangul → Korean, kana → Japanese, Han alone → Chinese,
 * Latin prose with English function words → English. Null: the engine detects it.
 */
export function detectLanguage(text: string): LangCode | null {
  const t = text.replace(PLACEHOLDER, ' ');
  const count = (re: RegExp) => t.match(re)?.length ?? 0;
  const hangul = count(/[\uac00-\ud7af\u1100-\u11ff]/gu);
  const kana = count(/[\u3040-\u30ff]/gu);
  const han = count(/[\u3400-\u4dbf\u4e00-\u9fff]/gu);
  const latin = count(/[A-Za-z]/g);
  const cjk = hangul + kana + han;
  if (cjk > 0 && cjk * 2 >= latin / 3) {
    if (hangul >= Math.max(kana, 1) && hangul * 3 >= cjk) return 'ko';
    if (kana > 0 && kana * 10 >= han) return 'ja';
    if (han > 0) return 'zh';
  }
  const words = t.match(/\p{L}+/gu)?.length ?? 0;
  if (words >= 4 && latin > 0 && count(ENGLISH) * 5 >= words) return 'en';
  return null;
}
