/**
 * The offline fallback page (src/pages/[...locale]/offline-fallback.astro): lists what this device keeps, from the
 * service worker's `status` answer (src/sw/sw.ts), and retries the address the visitor asked for.
 */
import { ask } from './sw-client';

interface Status {
  type: 'status';
  build: string;
  kept: string[];
  complete: Record<string, { build: string }>;
}

/** The ids among `kept` whose download finished for some build (a pack still downloading is not shown). */
export function finishedPacks(status: Pick<Status, 'kept' | 'complete'>): string[] {
  return status.kept.filter((id) => (status.complete[id]?.build ?? '') !== '');
}

export function initOfflineFallback(): void {
  document.querySelector('[data-fallback-retry]')?.addEventListener('click', () => location.reload());
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return;
  ask<Status>(worker, { type: 'status' })
    .then((status) => {
      const ids = finishedPacks(status);
      let shown = 0;
      for (const li of document.querySelectorAll<HTMLElement>('[data-kept-item]')) {
        li.hidden = !ids.includes(li.dataset.keptItem ?? '');
        if (!li.hidden) shown++;
      }
      const nothing = document.querySelector<HTMLElement>('[data-fallback-nothing]');
      if (nothing) nothing.hidden = shown > 0;
    })
    .catch((e: unknown) => console.warn('Offline fallback: no status from the service worker', e));
}
