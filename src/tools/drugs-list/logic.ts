/** Pure helpers of the /drugs-list page. */
import type { Drug, DrugCategory } from '../../content/drugs/schema';
import { normalizeSearch } from '../../components/info/logic';

/** The text a drug is found by: its name and its manufacturer, as published. */
export function drugSearchText(drug: Drug): string {
  return normalizeSearch(`${drug.name} ${drug.manufacturer}`);
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
