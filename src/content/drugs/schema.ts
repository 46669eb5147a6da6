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

/**
 * A drug as the page uses it: the published row plus its English names, looked up at build time
 * (./ingredients.ts, ./manufacturers.ts, ./forms.ts).
 */
export const drugEntry = drug.extend({
  /** English generic name of the active ingredient(s), the INN; '' only for the listed UNNAMED_INGREDIENTS. */
  inn: z.string().trim(),
  /** Dosage form in English, from the Chinese suffix; '' when none is recognised. */
  form: z.string().trim(),
  /** International brand name, when the source gives a Chinese one that is known for certain; else ''. */
  brand: z.string().trim(),
  /** The manufacturer's English name. */
  manufacturerEn: z.string().trim().min(1),
});
export type DrugEntry = z.infer<typeof drugEntry>;

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
/** A category as validated from the data rows (names as published). */
export type DrugCategoryRow = z.output<typeof drugCategory>;
/** A category as the page uses it, every drug with its English names. */
export type DrugCategory = Omit<DrugCategoryRow, 'drugs'> & { drugs: DrugEntry[] };
