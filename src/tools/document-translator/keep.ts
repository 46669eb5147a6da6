/**
 * What is kept untouched (not sent to the engine, not redrawn): formulas (math symbols with few words, or mostly
 * non-letters), numbers (table cells of figures, page numbers), code (monospace fonts); `target`: a paragraph
 * already in the language it would be translated into (job.ts).
 */
export type KeepReason = 'formula' | 'number' | 'code' | 'symbols' | 'target';

const MATH = /[=∑∏∫√±×÷≤≥≠≈∞∂∆∇πλαβγδθμσφω^_]/u;
const NUMBER = /^[\s\d.,:;%‰+\-−–—()[\]/$€¥£#°]*\d[\s\d.,:;%‰+\-−–—()[\]/$€¥£#°]*$/u;

/** Why a paragraph is kept as it is, or null when it is translated. */
export function keepReason(text: string, mono = false): KeepReason | null {
  const t = text.trim();
  if (!t) return 'symbols';
  if (mono) return 'code';
  if (NUMBER.test(t)) return 'number';
  const visible = [...t.replace(/\s+/g, '')];
  const letters = visible.filter((c) => /\p{L}/u.test(c)).length;
  if (letters === 0) return 'symbols';
  const longWord = /\p{L}{4,}/u.test(t) || /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,}/u.test(t);
  if (MATH.test(t) && !longWord) return 'formula';
  if (letters / visible.length < 0.4) return 'symbols';
  return null;
}
