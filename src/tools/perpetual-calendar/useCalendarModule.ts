/** Loads the calendar libraries (tyme4ts, chinese-days) on this page only, after the island has rendered. */
import { useEffect, useState } from 'react';

export type CalendarModule = typeof import('./calendar');

export function useCalendarModule(): { cal: CalendarModule | null; failed: boolean } {
  const [cal, setCal] = useState<CalendarModule | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('./calendar').then(
      (mod) => {
        if (live) setCal(mod);
      },
      (err: unknown) => {
        console.error('Could not load the calendar libraries', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { cal, failed };
}
