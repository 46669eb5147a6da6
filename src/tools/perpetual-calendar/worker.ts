/**
 * The perpetual-calendar worker: the calendar libraries (tyme4ts, chinese-days) load and compute here, so
 * neither their ~240 KB of script nor their first slow calls ever hold up the page.
 */
import { serve } from '../../lib/worker/serve';
import { detailFacts, monthFacts, yearFacts } from './facts';
import type { CalendarProtocol } from './protocol';

serve<CalendarProtocol>({
  month: ({ y, m, start }) => monthFacts(y, m, start),
  detail: ({ date }) => detailFacts(date),
  year: ({ y }) => yearFacts(y),
});
