/** Favourite tools, kept in localStorage as a JSON list of slugs (newest first). Pure helpers + storage. */
export const FAVOURITES_STORAGE_KEY = 'favourites';

export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((s) => s !== slug) : [slug, ...list];
}

/** Favourites first (in favourite order), then the rest in their original order. */
export function orderByFavourites<T>(
  items: readonly T[],
  slugOf: (item: T) => string,
  favourites: readonly string[],
): T[] {
  const rank = new Map(favourites.map((s, i) => [s, i]));
  const favs = items.filter((i) => rank.has(slugOf(i))).sort((a, b) => rank.get(slugOf(a))! - rank.get(slugOf(b))!);
  return [...favs, ...items.filter((i) => !rank.has(slugOf(i)))];
}

export function loadFavourites(): string[] {
  try {
    return parseFavourites(localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function saveFavourites(list: readonly string[]): void {
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list));
  } catch (err) {
    console.warn('Could not save favourites', err);
  }
  window.dispatchEvent(new CustomEvent('favouritesChange', { detail: { favourites: [...list] } }));
}
