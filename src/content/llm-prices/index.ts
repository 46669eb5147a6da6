/**
 * Every row of the price page, validated when this module is imported (a broken row throws and fails
 * the build). Server-only: it reads `@pydantic/genai-prices`, which must never reach the browser.
 */
import { validateRows } from '../validate';
import { priceRow, type PriceRow } from './schema';
import { genaiRows } from './genai';
import { curatedCnyRows } from './curated';

export { USD_CNY } from './fx';
export { GENAI_PRICES_VERSION, GENAI_PRICES_CHECKED_ON } from './genai';

export function validatePriceRows(rows: readonly unknown[]): PriceRow[] {
  return validateRows('LLM prices', priceRow, rows);
}

/** USD rows from genai-prices first, then the curated CNY rows. */
export const priceRows: PriceRow[] = validatePriceRows([...genaiRows(), ...curatedCnyRows]);
