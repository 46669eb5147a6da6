/** Prose stored with data rows: one string per language, all four required and non-empty. */
import { z } from 'zod';

export const localizedText = z.object({
  zh: z.string().trim().min(1),
  en: z.string().trim().min(1),
  ja: z.string().trim().min(1),
  ko: z.string().trim().min(1),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** An ISO date: YYYY-MM-DD, or YYYY-MM where only the month is known. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'expected YYYY-MM or YYYY-MM-DD');

export const httpsUrl = z.url({ protocol: /^https$/ });
