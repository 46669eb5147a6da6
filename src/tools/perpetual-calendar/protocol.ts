/** Messages between the perpetual-calendar island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { DayInfo } from './calendar';
import type { DetailFacts, YearFacts } from './facts';
import type { WeekStart, Ymd } from './logic';

export interface CalendarProtocol {
  /** The facts of every cell of a month grid. */
  month: Task<{ y: number; m: number; start: WeekStart }, DayInfo[]>;
  /** The selected day's detail. */
  detail: Task<{ date: Ymd }, DetailFacts>;
  /** The year overview. */
  year: Task<{ y: number }, YearFacts>;
}
