/**
 * "Use offline" controls, in plain TypeScript (no framework): the offline page (src/pages/[...locale]/offline.astro)
 * and the panel on tools with heavy files (src/components/OfflinePack.astro). Each `[data-pack]` block keeps or
 * removes one pack (src/sw/packs.ts) through the service worker (src/sw/sw.ts, messages `status`, `keep`,
 * `remove`), with its size shown first, a progress bar while it downloads, and the error in words if it stops.
 * The page's strings come prerendered and translated in `<script type="application/json" data-offline-strings>`.
 */
import { formatBytes } from '../lib/format';
import { ask } from './sw-client';

interface PackInfo {
  id: string;
  kind: 'language' | 'tool';
  bytes: number;
  files: string[];
}
interface Status {
  type: 'status';
  build: string;
  kept: string[];
  complete: Record<string, { build: string }>;
  packs: PackInfo[] | null;
}
interface Strings {
  locale: string;
  labels: Record<string, string>;
  keptPack: string;
  keptLanguage: string;
  keptTool: string;
  incomplete: string;
  keepPack: string;
  resume: string;
  remove: string;
  progress: string;
  failed: string;
  unsupported: string;
  starting: string;
  offlineNow: string;
  updateFirst: string;
  storage: string;
  nothingKept: string;
}

/** `{name}` markers of a prerendered template filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** What a pack block shows for a status: `kept`, `partial` (wanted, download not finished), or `none`. */
export function packState(
  status: Pick<Status, 'kept' | 'complete' | 'build'>,
  id: string,
): 'kept' | 'partial' | 'none' {
  if (!status.kept.includes(id)) return 'none';
  return status.complete[id]?.build === status.build ? 'kept' : 'partial';
}

async function activeWorker(timeoutMs = 4000): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const ready = navigator.serviceWorker.ready.then((reg) => reg.active);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([ready, late]);
}

export function initOfflineUi(): void {
  const stringsEl = document.querySelector<HTMLScriptElement>('script[data-offline-strings]');
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-pack]')];
  if (!stringsEl || blocks.length === 0) return;
  const s = JSON.parse(stringsEl.textContent ?? '{}') as Strings;
  const message = document.querySelector<HTMLElement>('[data-offline-message]');
  const say = (text: string, alert = false) => {
    if (!message) return;
    message.textContent = text;
    message.setAttribute('role', alert ? 'alert' : 'status');
    message.hidden = text === '';
  };
  const size = (bytes: number) => formatBytes(bytes, s.locale);
  let worker: ServiceWorker | null = null;
  let busy = false;

  const render = async () => {
    if (!worker) return;
    const status = await ask<Status>(worker, { type: 'status' });
    if (!status.packs) say(navigator.onLine ? s.updateFirst : s.offlineNow);
    for (const block of blocks) {
      const id = block.dataset.pack!;
      const pack = status.packs?.find((p) => p.id === id);
      const state = packState(status, id);
      const keep = block.querySelector<HTMLButtonElement>('[data-pack-keep]')!;
      const remove = block.querySelector<HTMLButtonElement>('[data-pack-remove]');
      const note = block.querySelector<HTMLElement>('[data-pack-state]');
      const sizeEl = block.querySelector<HTMLElement>('[data-pack-size]');
      if (sizeEl && pack) {
        sizeEl.textContent = fill(sizeEl.dataset.template ?? '{size}', { size: size(pack.bytes) });
        sizeEl.hidden = false;
      }
      keep.hidden = state === 'kept';
      keep.disabled = busy || !pack;
      if (block.dataset.keepTemplate)
        keep.textContent =
          state === 'partial' ? s.resume : fill(block.dataset.keepTemplate, { size: pack ? size(pack.bytes) : '…' });
      if (remove) {
        remove.hidden = state === 'none';
        remove.disabled = busy;
      }
      if (note) {
        const kept = block.dataset.keptText ?? s.keptPack;
        note.textContent =
          state === 'kept' ? kept : state === 'partial' ? (block.dataset.partialText ?? s.incomplete) : '';
        note.hidden = state === 'none';
      }
      // A tool panel whose packs are all kept says so and offers nothing more.
      block.dataset.state = state;
    }
    const list = document.querySelector<HTMLElement>('[data-kept-list]');
    if (list) {
      list.replaceChildren(
        ...status.kept.map((id) => {
          const li = document.createElement('li');
          li.className = 'flex flex-wrap items-center justify-between gap-2 py-2';
          const name = document.createElement('span');
          name.textContent = s.labels[id] ?? id;
          const btn = document.createElement('button');
          btn.type = 'button';
          btn.className = 'btn';
          btn.textContent = s.remove;
          btn.setAttribute('aria-label', `${s.remove}: ${s.labels[id] ?? id}`);
          btn.addEventListener('click', () => void act(null, id, 'remove'));
          li.append(name, btn);
          return li;
        }),
      );
      document.querySelector<HTMLElement>('[data-nothing-kept]')!.hidden = status.kept.length > 0;
    }
    const storage = document.querySelector<HTMLElement>('[data-storage]');
    if (storage && navigator.storage?.estimate) {
      const { usage } = await navigator.storage.estimate();
      if (usage !== undefined) {
        storage.textContent = fill(s.storage, { used: size(usage) });
        storage.hidden = false;
      }
    }
  };

  const act = async (block: HTMLElement | null, id: string, type: 'keep' | 'remove') => {
    if (!worker || busy) return;
    if (type === 'keep' && !navigator.onLine) {
      say(s.offlineNow, true);
      return;
    }
    busy = true;
    say('');
    const bar = block?.querySelector<HTMLProgressElement>('[data-pack-progress]');
    const barText = block?.querySelector<HTMLElement>('[data-pack-progress-text]');
    for (const b of blocks) for (const btn of b.querySelectorAll('button')) btn.disabled = true;
    try {
      if (type === 'keep') {
        void navigator.storage?.persist?.().catch(() => false);
        if (bar) {
          bar.hidden = false;
          bar.value = 0;
        }
        await ask<{ type: string; done: number; total: number }>(worker, { type, id }, (p) => {
          if (bar) bar.value = p.total > 0 ? p.done / p.total : 0;
          if (barText) barText.textContent = fill(s.progress, { done: size(p.done), total: size(p.total) });
        });
      } else {
        await ask(worker, { type, id });
      }
    } catch (err) {
      const detail = (err as { detail?: { code?: string; message?: string } }).detail;
      say(detail?.code === 'update' ? s.updateFirst : fill(s.failed, { reason: detail?.message ?? String(err) }), true);
    } finally {
      busy = false;
      if (bar) bar.hidden = true;
      if (barText) barText.textContent = '';
      await render().catch(() => undefined);
    }
  };

  for (const block of blocks) {
    const id = block.dataset.pack!;
    block.querySelector('[data-pack-keep]')?.addEventListener('click', () => void act(block, id, 'keep'));
    block.querySelector('[data-pack-remove]')?.addEventListener('click', () => void act(block, id, 'remove'));
  }

  if (!('serviceWorker' in navigator)) {
    say(s.unsupported, true);
    for (const b of blocks) for (const btn of b.querySelectorAll('button')) btn.disabled = true;
    return;
  }
  void activeWorker().then((w) => {
    worker = w;
    if (!w) {
      say(s.starting);
      return;
    }
    render().catch(() => say(navigator.onLine ? s.starting : s.offlineNow));
  });
}
