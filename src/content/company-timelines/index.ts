/**
 * The three company timelines, validated when this module is imported: a broken row throws and fails the
 * build. Rows are kept oldest first; pages sort them with `sortByDate`.
 */
import { validateRows } from '../validate';
import { companyRelease, type CompanyId, type CompanyRelease } from './schema';
import { openaiRows } from './openai';
import { anthropicRows } from './anthropic';
import { deepseekRows } from './deepseek';
import { compareIsoDates } from './logic';

export interface Company {
  id: CompanyId;
  /** Brand name, shown as is in every language. */
  name: string;
  /** The company's own site. */
  homepage: string;
  releases: CompanyRelease[];
}

/** Validates one company's rows and checks that the file keeps them oldest first. */
export function validateReleases(company: string, rows: readonly unknown[]): CompanyRelease[] {
  const valid = validateRows(`${company} timeline`, companyRelease, rows);
  valid.forEach((row, i) => {
    const prev = valid[i - 1];
    if (prev && compareIsoDates(prev.date, row.date) > 0)
      throw new Error(`${company} timeline: row ${i} (id "${row.id}") is dated before the row above it`);
  });
  return valid;
}

export const COMPANIES: Readonly<Record<CompanyId, Company>> = {
  openai: {
    id: 'openai',
    name: 'OpenAI',
    homepage: 'https://openai.com/',
    releases: validateReleases('OpenAI', openaiRows),
  },
  anthropic: {
    id: 'anthropic',
    name: 'Anthropic',
    homepage: 'https://www.anthropic.com/',
    releases: validateReleases('Anthropic', anthropicRows),
  },
  deepseek: {
    id: 'deepseek',
    name: 'DeepSeek',
    homepage: 'https://www.deepseek.com/',
    releases: validateReleases('DeepSeek', deepseekRows),
  },
};
