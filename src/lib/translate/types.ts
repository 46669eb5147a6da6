/**
 * One interface for every translation engine the translator and the document translator use: the browser's own
 * on-device Translator API, an OpenAI-compatible chat-completions endpoint, a LibreTranslate endpoint. An engine
 * turns a text into its translation, streaming what it has so far; its failures are EngineErrors with a code the
 * pages translate (`tools:ui.translate.error.<code>`), never the server's raw text alone.
 */

import type { LangCode, Plan, SourceLang } from './prompt';

export { ENGLISH_NAMES, LANGUAGES, isLangCode, type LangCode, type SourceLang } from './prompt';

export interface TranslateRequest {
  text: string;
  source: SourceLang;
  target: LangCode;
  signal?: AbortSignal;
  /** Called with the whole translation so far, each time it grows. */
  onText?: (soFar: string) => void;
}

export interface TranslateResult {
  text: string;
  /** The source language the engine found, when asked to detect it. */
  detected?: LangCode;
}

export type EngineId = 'builtin' | 'openai' | 'libre';

export type Availability = 'available' | 'downloadable' | 'unavailable';

export interface Engine {
  readonly id: EngineId;
  /** Whether this pair can be translated now, after a download, or not at all. */
  availability(source: SourceLang, target: LangCode): Promise<Availability>;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}

export type EngineErrorCode =
  /** The key is missing, wrong or not allowed (401, 403). */
  | 'auth'
  /** The site's engine could not check the visitor's sign-in (an expired or foreign session token). */
  | 'session'
  /** The site's engine: today's allowance is used up (`quota` says how much, and when it refills). */
  | 'quota'
  /** Too many requests or quota used up (429); `retryAfter` in seconds when the server said. */
  | 'rate-limit'
  /** The engine refused the request as made (400, 404, 422: an unknown model, an unsupported language). */
  | 'bad-request'
  /** The engine failed (5xx). */
  | 'server'
  /** No answer: offline, wrong address, or the browser blocked it (CORS, the page's CSP). */
  | 'network'
  /** An answer that is not what the protocol promises (broken stream, not JSON, no text). */
  | 'protocol'
  /** This engine cannot translate this pair (or is not in this browser). */
  | 'unsupported'
  | 'cancelled';

/** What the site's engine says when an allowance is used up (supabase/functions/translate). */
export interface QuotaInfo {
  plan: Plan;
  allowance: number;
  /** Characters left today, and how many the refused request needed (more than were left). */
  remaining?: number;
  requested?: number;
  /** Each plan's daily allowance, for telling the visitor what signing in or premium gives. */
  allowances?: { anonymous: number; free: number; premium: number };
}

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    /** What the engine said (its own message), for the console and as detail under the translated one. */
    readonly detail = '',
    readonly status?: number,
    readonly retryAfter?: number,
    /** For `quota`: the visitor's plan and allowances. */
    readonly quota?: QuotaInfo,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'EngineError';
  }
}

/** The code for an HTTP status an engine answered with (null: a success). */
export function codeForStatus(status: number): EngineErrorCode | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/** An error thrown by fetch or a stream read, as an EngineError (abort → cancelled, anything else → network). */
export function fromFetchError(err: unknown, signal?: AbortSignal): EngineError {
  if (err instanceof EngineError) return err;
  if (signal?.aborted || (err instanceof DOMException && err.name === 'AbortError'))
    return new EngineError('cancelled');
  return new EngineError('network', err instanceof Error ? err.message : String(err));
}

/** Seconds from a Retry-After header (a number or an HTTP date), if any. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const n = Number(header);
  if (Number.isFinite(n) && n >= 0) return Math.ceil(n);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
