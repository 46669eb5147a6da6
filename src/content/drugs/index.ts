/**
 * The drug categories, validated when this module is imported: a broken row, a drug without an English
 * ingredient name (outside the listed exceptions) or a manufacturer without an English name throws and fails
 * the build.
 */
import { validateRows } from '../validate';
import { drugCategory, drugEntry, type Drug, type DrugCategory, type DrugCategoryRow, type DrugEntry } from './schema';
import { drugCategoryRows } from './data';
import { parseDrugName } from './forms';
import { BRAND_NAMES, INGREDIENT_NAMES, UNNAMED_INGREDIENTS } from './ingredients';
import { MANUFACTURER_NAMES, manufacturerKey } from './manufacturers';

/** Adds the English names to a published row; a name missing from the tables comes back as ''. */
export function withEnglishNames(row: Drug): DrugEntry {
  const parsed = parseDrugName(row.name);
  return {
    ...row,
    inn: INGREDIENT_NAMES[parsed.ingredient] ?? '',
    form: parsed.formEn,
    brand: BRAND_NAMES[parsed.note] ?? '',
    manufacturerEn: MANUFACTURER_NAMES[manufacturerKey(row.manufacturer)] ?? '',
  };
}

export interface MissingNames {
  /** Published drug names whose ingredient has no English name and is not in UNNAMED_INGREDIENTS. */
  inn: string[];
  /** Published manufacturer names with no English name. */
  manufacturers: string[];
}

/** Lists, without repeats, what the English-name tables lack for these categories. */
export function findMissingNames(categories: readonly DrugCategoryRow[]): MissingNames {
  const inn = new Set<string>();
  const manufacturers = new Set<string>();
  for (const c of categories) {
    for (const d of c.drugs) {
      const entry = withEnglishNames(d);
      if (!entry.inn && !UNNAMED_INGREDIENTS.includes(parseDrugName(d.name).ingredient)) inn.add(d.name);
      if (!entry.manufacturerEn) manufacturers.add(d.manufacturer);
    }
  }
  return { inn: [...inn], manufacturers: [...manufacturers] };
}

export function validateDrugCategories(rows: readonly unknown[]): DrugCategoryRow[] {
  return validateRows('Drug list', drugCategory, rows);
}

/** Validates the rows, checks that every English name is there, and adds the names to each drug. */
export function buildDrugCategories(rows: readonly unknown[]): DrugCategory[] {
  const categories = validateDrugCategories(rows);
  const missing = findMissingNames(categories);
  if (missing.inn.length > 0 || missing.manufacturers.length > 0) {
    throw new Error(
      `Drug list: English names missing — ingredients of: ${missing.inn.join(', ') || 'none'}; ` +
        `manufacturers: ${missing.manufacturers.join(', ') || 'none'}`,
    );
  }
  return categories.map((c) => ({ ...c, drugs: c.drugs.map((d) => drugEntry.parse(withEnglishNames(d))) }));
}

export const drugCategories: DrugCategory[] = buildDrugCategories(drugCategoryRows);

/** The official register to check a drug against (China's National Medical Products Administration). */
export const DRUG_REGISTER_URL = 'https://www.nmpa.gov.cn/';
