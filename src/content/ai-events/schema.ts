/** One event of the /ai-timeline page. The data lives in data-<year>.ts files beside this one. */
import { z } from 'zod';
import { httpsUrl, isoDate, localizedText } from '../i18n-text';

export const AI_EVENT_CATEGORIES = ['research', 'product', 'business', 'policy'] as const;

export const aiEvent = z.object({
  /** Stable, unique, kebab-case: e.g. `2015-11-tensorflow`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  date: isoDate,
  category: z.enum(AI_EVENT_CATEGORIES),
  title: localizedText,
  description: localizedText,
  /** Where the fact can be checked. */
  source: httpsUrl,
});
export type AiEvent = z.infer<typeof aiEvent>;
