/** The drug categories, validated when this module is imported: a broken row throws and fails the build. */
import { validateRows } from '../validate';
import { drugCategory, type DrugCategory } from './schema';
import { drugCategoryRows } from './data';

export function validateDrugCategories(rows: readonly unknown[]): DrugCategory[] {
  return validateRows('Drug list', drugCategory, rows);
}

export const drugCategories: DrugCategory[] = validateDrugCategories(drugCategoryRows);

/** The official register to check a drug against (China's National Medical Products Administration). */
export const DRUG_REGISTER_URL = 'https://www.nmpa.gov.cn/';
