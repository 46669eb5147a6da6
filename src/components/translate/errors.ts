/**
 * An engine's failure as the page shows it: a translated message for its code (`tools:ui.translate.error.<code>`),
 * the wait a rate limit asked for, and the engine's own words as detail below. Anything that is not an
 * EngineError is a bug of ours and reads as a server failure with its message as detail.
 */
import { EngineError, type EngineErrorCode } from '../../lib/translate/types';

export interface ShownError {
  code: EngineErrorCode;
  /** The `tools:ui` keys and values to translate: the message, then optional sentences after it. */
  keys: { key: string; values?: Record<string, unknown> }[];
  detail: string;
}

export function describeEngineError(err: unknown): ShownError {
  const e =
    err instanceof EngineError ? err : new EngineError('server', err instanceof Error ? err.message : String(err));
  const keys: ShownError['keys'] = [{ key: `translate.error.${e.code}` }];
  if (e.code === 'rate-limit' && e.retryAfter !== undefined)
    keys.push({ key: 'translate.retryAfter', values: { count: e.retryAfter } });
  return { code: e.code, keys, detail: e.detail };
}
