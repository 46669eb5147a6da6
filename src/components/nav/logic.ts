/** Rules of the navigation bar, kept pure so tests can pin them. */
import type { Category, ToolMeta } from '../../tools/types';
import { toolsIn } from '../../tools/registry';

/** A dropdown lists at most this many tools of its category. */
export const DROPDOWN_MAX_ITEMS = 9;
/** The dropdown hides this long after the pointer leaves its tab (moving into it cancels the hide). */
export const DROPDOWN_HIDE_DELAY_MS = 150;
export { DESKTOP_MIN_WIDTH, MOBILE_MENU_TRANSITION_MS, TABS_MIN_WIDTH } from './sizes';

/** Where each category tab leads. The translator has no list page: its tab opens the translator itself. */
export const CATEGORY_PATHS: Readonly<Record<Category, string>> = {
  'dev-tools': '/dev-tools',
  'image-tools': '/image-tools',
  translator: '/translator',
  'ai-products': '/ai-products',
  blog: '/blog',
};

/** Links of the mobile menu, in order (the login link follows them). */
export const MOBILE_MENU_PATHS = [
  '/dev-tools',
  '/image-tools',
  '/translator',
  '/document-translator',
  '/ai-products',
  '/blog',
] as const;

/** Dropdown width in px for a given number of items: 280 (≤ 2), 320 (3), 360 (4–6), 420 (≥ 7). */
export function dropdownWidth(itemCount: number): number {
  if (itemCount <= 2) return 280;
  if (itemCount === 3) return 320;
  if (itemCount <= 6) return 360;
  return 420;
}

/** The tools a category's dropdown shows: the first nine of the category, in registry order. */
export function dropdownItems(category: Category, tools?: readonly ToolMeta[]): ToolMeta[] {
  return toolsIn(category, tools).slice(0, DROPDOWN_MAX_ITEMS);
}
