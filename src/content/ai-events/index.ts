/** All events of the /ai-timeline page, oldest first, checked against the schema when this module is imported. */
import { aiEvent, type AiEvent } from './schema';
import { events2015to2021 } from './data-2015-2021';
import { events2022 } from './data-2022';
import { events2023 } from './data-2023';
import { events2024 } from './data-2024';
import { events2025 } from './data-2025';
import { events2026 } from './data-2026';

/** Compares ISO dates; a month-only date (YYYY-MM) sorts before every day of that month. */
function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const aiEvents: AiEvent[] = [
  ...events2015to2021,
  ...events2022,
  ...events2023,
  ...events2024,
  ...events2025,
  ...events2026,
].sort((a, b) => compareDates(a.date, b.date));

/**
 * Parses every row with the `aiEvent` schema and checks that ids are unique.
 * Throws an Error naming the first bad row (its id when it has one, and its index) and the problem.
 */
export function validateAiEvents(list: unknown[]): AiEvent[] {
  const seen = new Map<string, number>();
  return list.map((row, index) => {
    const rawId =
      typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'string'
        ? (row as { id: string }).id
        : undefined;
    const name = rawId === undefined ? `row ${index}` : `row ${index} (id "${rawId}")`;
    const result = aiEvent.safeParse(row);
    if (!result.success) {
      const issues = result.error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`)
        .join('; ');
      throw new Error(`AI event ${name} is invalid: ${issues}`);
    }
    const first = seen.get(result.data.id);
    if (first !== undefined) {
      throw new Error(`AI event ${name} repeats the id of row ${first}`);
    }
    seen.set(result.data.id, index);
    return result.data;
  });
}

/** The validated list: importing this module fails (and so fails the build) on a broken row. */
export const aiEventsValidated: AiEvent[] = validateAiEvents(aiEvents);
