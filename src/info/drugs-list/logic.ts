/** Pure helpers of the /drugs-list page. */
import type { DrugCategory, DrugEntry } from '../../content/drugs/schema';
import { normalizeSearch } from '../../components/info/logic';

/** Latin letters without accents (é → e), so 'bago' finds Bagó. */
function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/**
 * The text a drug is found by: its published name and manufacturer, its ingredient's English name (INN),
 * dosage form, brand and the manufacturer's English name — folded by normalizeSearch (lower case, brackets
 * and hyphens to spaces). Each English name is added once more without accents and without spaces, so a
 * query matches whether or not it spells the spaces and hyphens: 'elililly', 'berlinchemie'. The client
 * matches every word of the query as a substring, so 'amoxi' finds amoxicillin.
 */
export function drugSearchText(drug: DrugEntry): string {
  const english = [drug.inn, drug.form, drug.brand, drug.manufacturerEn].filter(Boolean);
  const compact = english
    .map((t) => normalizeSearch(stripAccents(t)))
    .filter((t, i) => t.includes(' ') || t !== normalizeSearch(english[i]!))
    .map((t) => t.replace(/ /g, ''));
  return normalizeSearch([drug.name, drug.manufacturer, ...english, ...compact].join(' '));
}

/** The English name shown for a drug, e.g. 'Azithromycin tablets (Zithromax)'; '' when the INN is unknown. */
export function englishDrugName(drug: Pick<DrugEntry, 'inn' | 'form' | 'brand'>): string {
  if (!drug.inn) return '';
  const name = [drug.inn, drug.form].filter(Boolean).join(' ');
  const full = drug.brand ? `${name} (${drug.brand})` : name;
  return full.charAt(0).toUpperCase() + full.slice(1);
}

export interface DrugSummary {
  categories: number;
  drugs: number;
  /** Distinct manufacturer names as published (the same company may appear under several spellings). */
  manufacturers: number;
}

export function summarize(categories: readonly DrugCategory[]): DrugSummary {
  const makers = new Set<string>();
  let drugs = 0;
  for (const c of categories) {
    drugs += c.drugs.length;
    for (const d of c.drugs) makers.add(d.manufacturer.trim());
  }
  return { categories: categories.length, drugs, manufacturers: makers.size };
}
