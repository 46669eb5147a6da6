/**
 * Import-time validation shared by the data modules under src/content/. A data module calls
 * `validateRows` on its raw rows and exports the result, so a broken row throws while the module is
 * imported — which fails `astro build`, `astro check`'s consumers and the unit tests alike.
 */
import type { z } from 'zod';

/** Describes a row for an error message: its index, and its id when it has one. */
function rowName(row: unknown, index: number, idKey: string): string {
  const id = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[idKey] : undefined;
  return typeof id === 'string' ? `row ${index} (${idKey} "${id}")` : `row ${index}`;
}

/**
 * Parses every row with `schema` and checks that `idKey` is unique. Throws an Error naming the data set,
 * the first bad row and each problem (`field.path: message`).
 */
export function validateRows<S extends z.ZodType>(
  label: string,
  schema: S,
  rows: readonly unknown[],
  idKey = 'id',
): z.output<S>[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const name = rowName(row, index, idKey);
    const result = schema.safeParse(row);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`)
        .join('; ');
      throw new Error(`${label}: ${name} is invalid: ${issues}`);
    }
    const id = (result.data as Record<string, unknown>)[idKey];
    if (typeof id === 'string') {
      const first = seen.get(id);
      if (first !== undefined) throw new Error(`${label}: ${name} repeats the ${idKey} of row ${first}`);
      seen.set(id, index);
    }
    return result.data;
  });
}
