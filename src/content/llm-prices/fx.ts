/**
 * The one exchange rate the price page uses to put USD and CNY prices side by side. It is a fixed,
 * stated rate — not a live quote — and the page shows it with its date next to every converted value.
 */
import { z } from 'zod';
import { isoDate } from '../i18n-text';

export const fxRate = z.object({
  /** CNY per 1 USD. */
  usdToCny: z.number().positive(),
  /** When the rate was taken (approximate market rate of that month). */
  asOf: isoDate,
});
export type FxRate = z.infer<typeof fxRate>;

export const USD_CNY: FxRate = fxRate.parse({ usdToCny: 7.1, asOf: '2025-11' });
