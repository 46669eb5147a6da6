/** Pure helpers of the /ai-timeline page: category colours and each event's search text. */
import type { AiEvent } from '../../content/ai-events/schema';
import type { Tone } from '../../components/info/badges';
import { normalizeSearch } from '../../components/info/logic';

export const CATEGORY_TONES: Readonly<Record<AiEvent['category'], Tone>> = {
  research: 'violet',
  product: 'sky',
  business: 'emerald',
  policy: 'amber',
};

/**
 * The text an event is found by: its title and description in the page's language, its English title
 * (names are often searched in English), its date and its category's label.
 */
export function eventSearchText(event: AiEvent, locale: keyof AiEvent['title'], categoryLabel: string): string {
  return normalizeSearch(
    [event.title[locale], event.description[locale], event.title.en, event.date, categoryLabel].join(' '),
  );
}
