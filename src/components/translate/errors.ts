/**
 * An engine's failure as the page shows it: a translated message for its code (`tools:ui.translate.error.<code>`),
 * the wait a rate limit asked for, and the engine's own words as detail below. Anything that is not an
 * EngineError is a bug of ours and reads as a server failure with its message as detail.
 */
import type { UiKey } from '../../i18n/keys';
import { untilReset } from '../../lib/translate/site';
import { EngineError, type EngineErrorCode } from '../../lib/translate/types';

export interface ShownError {
  code: EngineErrorCode;
  /** The `tools:ui` keys and values to translate: the message, then optional sentences after it. */
  keys: { key: UiKey; values?: Record<string, unknown> }[];
  detail: string;
}

export function describeEngineError(
  err: unknown,
  formatNumber: (n: number) => string = String,
  now = Date.now(),
): ShownError {
  const e =
    err instanceof EngineError ? err : new EngineError('server', err instanceof Error ? err.message : String(err));
  if (e.code === 'quota' && e.quota) {
    const { plan, allowance, allowances, remaining, requested } = e.quota;
    // Some characters are left, but fewer than this piece of text needs: say so, not "used up".
    const keys: ShownError['keys'] =
      remaining && requested
        ? [
            {
              key: 'translate.quota.tooLong',
              values: { requested: formatNumber(requested), left: formatNumber(remaining) },
            },
          ]
        : [{ key: 'translate.error.quota', values: { allowance: formatNumber(allowance) } }];
    if (e.retryAfter !== undefined)
      keys.push({ key: 'translate.quota.refill', values: untilReset(now + e.retryAfter * 1000, now) });
    if (allowances && plan === 'anonymous' && allowances.free > allowance)
      keys.push({ key: 'translate.quota.signIn', values: { free: formatNumber(allowances.free) } });
    if (allowances && plan !== 'premium' && allowances.premium > allowance)
      keys.push({ key: 'translate.quota.premium', values: { premium: formatNumber(allowances.premium) } });
    return { code: e.code, keys, detail: '' };
  }
  const keys: ShownError['keys'] = [{ key: `translate.error.${e.code}` }];
  if (e.code === 'rate-limit' && e.retryAfter !== undefined)
    keys.push({ key: 'translate.retryAfter', values: { count: e.retryAfter } });
  return { code: e.code, keys, detail: e.detail };
}
