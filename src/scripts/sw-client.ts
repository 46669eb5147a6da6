/**
 * The page's side of the offline service worker (src/sw/sw.ts), in plain TypeScript on every page:
 *  - registers the worker after load (production builds);
 *  - when a new build's worker is installed and waiting, shows the update notice (prerendered, translated, in
 *    BaseLayout) with "Reload": only that click lets the new build take over, then the page reloads; nothing
 *    reloads under the visitor's hands;
 *  - after the app is installed (`appinstalled`), the same notice offers "Use offline";
 *  - on each load while online, asks the worker to finish kept offline packs (an update downloaded while offline).
 */
import { withBase } from '../i18n/locales';

/** The waiting worker of `reg` once one is installed while a page is controlled; `ready` is called once. */
export function whenUpdateWaits(
  reg: ServiceWorkerRegistration,
  controlled: () => boolean,
  ready: (waiting: ServiceWorker) => void,
): void {
  let told = false;
  const tell = (w: ServiceWorker | null) => {
    if (!w || told || !controlled()) return;
    told = true;
    ready(w);
  };
  if (reg.waiting) tell(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    if (!w) return;
    w.addEventListener('statechange', () => {
      if (w.state === 'installed') tell(reg.waiting ?? w);
    });
  });
}

/** Posts `message` to the active worker and resolves with its first reply that ends the exchange. */
export function ask<T extends { type: string }>(
  worker: ServiceWorker,
  message: object,
  onProgress?: (msg: T) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<T>) => {
      if (e.data.type === 'progress') onProgress?.(e.data);
      else {
        channel.port1.close();
        if (e.data.type === 'error') reject(Object.assign(new Error('offline pack'), { detail: e.data }));
        else resolve(e.data);
      }
    };
    worker.postMessage(message, [channel.port2]);
  });
}

function showNotice(kind: 'update' | 'installed', onReload?: () => void): void {
  const notice = document.querySelector<HTMLElement>('[data-sw-notice]');
  if (!notice) return;
  for (const el of notice.querySelectorAll<HTMLElement>('[data-sw-kind]')) el.hidden = el.dataset.swKind !== kind;
  const reload = notice.querySelector<HTMLButtonElement>('[data-sw-reload]');
  if (reload && onReload) reload.onclick = onReload;
  notice.querySelector<HTMLButtonElement>('[data-sw-later]')!.onclick = () => {
    notice.hidden = true;
  };
  notice.hidden = false;
}

export function initServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  addEventListener('appinstalled', () => showNotice('installed'));
  addEventListener('load', () => {
    navigator.serviceWorker
      .register(withBase('/sw.js'))
      .then((reg) => {
        let chosen = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (chosen) location.reload();
        });
        whenUpdateWaits(
          reg,
          () => !!navigator.serviceWorker.controller,
          (waiting) =>
            showNotice('update', () => {
              chosen = true;
              waiting.postMessage({ type: 'skip-waiting' });
            }),
        );
        const active = navigator.serviceWorker.controller;
        if (active && navigator.onLine) ask(active, { type: 'sync' }).catch(() => undefined);
      })
      .catch((e: unknown) => console.warn('Service worker not registered', e));
  });
}
