/** Saved prompts (favourites) read back from storage, and the gallery's search. */
import { type PromptFields, normalizeFields } from './fields';

export interface Favourite {
  id: string;
  /** Set when the favourite is a gallery example (starred), so its translated description can be shown. */
  exampleId?: string;
  fields: PromptFields;
  savedAt: number;
}

/** Reads favourites back from storage, dropping anything malformed. */
export function parseFavourites(raw: unknown): Favourite[] {
  if (!Array.isArray(raw)) return [];
  const out: Favourite[] = [];
  for (const item of raw) {
    if (item === null || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    if (typeof r.id !== 'string' || !r.id) continue;
    const fav: Favourite = {
      id: r.id,
      fields: normalizeFields(r.fields),
      savedAt: typeof r.savedAt === 'number' ? r.savedAt : 0,
    };
    if (typeof r.exampleId === 'string') fav.exampleId = r.exampleId;
    out.push(fav);
  }
  return out;
}

/** Case-insensitive search: every word of the query must occur somewhere in the text. */
export function matchesQuery(text: string, query: string): boolean {
  const hay = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
