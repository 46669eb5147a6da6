/**
 * Translating a whole text with any engine: split into pieces (split.ts), each sent in order, the output growing
 * piece by piece (and within a piece, as the engine streams). A cancel stops at once; what was done is returned
 * with the error so a page can keep it.
 */
import { joinPieces, splitForTranslation, unwrapPiece } from './split';
import { EngineError, type Engine, type LangCode, type TranslateRequest, type TranslateResult } from './types';

export interface LongRequest extends TranslateRequest {
  /** Characters per request (a language model's context, a server's limit). */
  maxChars?: number;
  /** Pieces done and total, after each piece. */
  onPiece?: (done: number, total: number) => void;
}

export async function translateText(engine: Engine, request: LongRequest): Promise<TranslateResult> {
  const { text, maxChars = 2000, onText, onPiece, signal } = request;
  const { parts, seps, wraps } = splitForTranslation(text, maxChars);
  const done: string[] = [];
  let detected: LangCode | undefined;
  const show = (current: string) =>
    onText?.(joinPieces([...done, unwrapPiece(current, wraps[done.length] ?? null)], seps.slice(0, done.length + 1)));
  for (const [i, part] of parts.entries()) {
    if (signal?.aborted) throw new EngineError('cancelled');
    // Each piece is detected on its own: a text may change language from one paragraph to the next.
    const result = await engine.translate({
      text: part,
      source: request.source,
      target: request.target,
      signal,
      onText: (soFar) => show(soFar),
    });
    if (request.source === 'auto' && result.detected) detected ??= result.detected;
    done.push(unwrapPiece(result.text, wraps[i] ?? null));
    onText?.(joinPieces(done, seps.slice(0, done.length)));
    onPiece?.(done.length, parts.length);
  }
  const out = joinPieces(done, seps);
  onText?.(out);
  return detected ? { text: out, detected } : { text: out };
}
