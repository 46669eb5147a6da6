/** One category of the /drugs-list page and its originator drugs. */
import { z } from 'zod';
import { localizedText } from '../i18n-text';

export const drug = z.object({
  /** Generic name and dosage form, with the brand name in brackets where published — as published. */
  name: z.string().trim().min(1),
  /** Manufacturer as published. */
  manufacturer: z.string().trim().min(1),
});
export type Drug = z.infer<typeof drug>;

export const drugCategory = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: localizedText,
    drugs: z.array(drug).min(1),
  })
  .refine((c) => new Set(c.drugs.map((d) => `${d.name}\u0000${d.manufacturer}`)).size === c.drugs.length, {
    message: 'a drug is listed twice with the same manufacturer',
    path: ['drugs'],
  });
export type DrugCategoryInput = z.input<typeof drugCategory>;
export type DrugCategory = z.output<typeof drugCategory>;
