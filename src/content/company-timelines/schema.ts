/** One release or milestone on a company timeline (/openai-timeline, /anthropic-timeline, /deepseek-timeline). */
import { z } from 'zod';
import { httpsUrl, isoDate, localizedText } from '../i18n-text';

/** What a model takes in or puts out. */
export const MODALITIES = ['text', 'image', 'audio', 'video'] as const;
export type Modality = (typeof MODALITIES)[number];

/** What kind of milestone a row is. */
export const RELEASE_KINDS = ['model', 'product', 'company', 'research', 'open-source'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

export const companyRelease = z
  .object({
    /** Stable, unique, kebab-case: e.g. `2024-05-gpt-4o`. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    date: isoDate,
    kind: z.enum(RELEASE_KINDS),
    /** Model or product family, as the company names it (a proper noun, not translated): `GPT-4`, `Claude 3`. */
    family: z.string().trim().min(1).max(32),
    title: localizedText,
    description: localizedText,
    /** Maximum context window in tokens, where the company published one. */
    contextWindow: z.number().int().positive().optional(),
    /** Input/output modalities of a model; empty for company or product milestones. */
    modalities: z.array(z.enum(MODALITIES)).default([]),
    /** Where the fact can be checked. */
    source: httpsUrl,
  })
  .refine((r) => new Set(r.modalities).size === r.modalities.length, {
    message: 'modalities repeat',
    path: ['modalities'],
  })
  .refine((r) => r.kind !== 'model' || r.modalities.length > 0, {
    message: 'a model row lists its modalities',
    path: ['modalities'],
  });

/** A row as written in the data files (modalities may be left out). */
export type CompanyReleaseInput = z.input<typeof companyRelease>;
/** A validated row. */
export type CompanyRelease = z.output<typeof companyRelease>;

export const COMPANY_IDS = ['openai', 'anthropic', 'deepseek'] as const;
export type CompanyId = (typeof COMPANY_IDS)[number];
