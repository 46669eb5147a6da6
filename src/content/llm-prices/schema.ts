/** One row of the /llm-model-price table: list prices per 1M tokens in the provider's own currency. */
import { z } from 'zod';
import { httpsUrl, isoDate, localizedText } from '../i18n-text';

export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where a row's numbers come from. */
export const PRICE_ORIGINS = ['genai-prices', 'curated'] as const;

const price = z.number().nonnegative();

export const priceRow = z
  .object({
    /** Unique, `<provider>-<model>` in kebab case. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Company name, shown as is in every language. */
    provider: z.string().trim().min(1),
    /** Model name as the provider writes it. */
    model: z.string().trim().min(1),
    /** The id to call it by in the provider's API, where known. */
    apiId: z.string().trim().min(1).optional(),
    currency: z.enum(CURRENCIES),
    /** Per 1M input tokens (uncached; the lowest tier where prices are tiered). */
    input: price,
    /** Per 1M output tokens. */
    output: price,
    /** Per 1M cached (cache-hit) input tokens, where the provider offers it. */
    cachedInput: price.optional(),
    /** Maximum context window in tokens. */
    contextWindow: z.number().int().positive().optional(),
    origin: z.enum(PRICE_ORIGINS),
    /** A caveat, e.g. a higher rate for long prompts. */
    note: localizedText.optional(),
    /** The provider's pricing page. */
    source: httpsUrl,
    /** When the price was last checked against its source. */
    verifiedOn: isoDate,
  })
  .refine((r) => r.cachedInput === undefined || r.cachedInput <= r.input, {
    message: 'cached input costs more than input',
    path: ['cachedInput'],
  })
  .refine((r) => r.input > 0 || r.output > 0, { message: 'a free model does not belong here', path: ['input'] });

export type PriceRowInput = z.input<typeof priceRow>;
export type PriceRow = z.output<typeof priceRow>;
