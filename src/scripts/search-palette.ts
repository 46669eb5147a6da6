/** The Ctrl/Cmd+K search palette. Loaded on first use only. */
import { searchTools, type SearchEntry } from '../components/search/logic';
import type { PaletteHooks } from './palette-hooks';
import { emojiIconUrl } from '../lib/emoji';

let state: {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLElement;
  entries: SearchEntry[];
  hint: string;
  active: number;
  results: SearchEntry[];
  trigger: HTMLElement | null;
  hooks: PaletteHooks;
} | null = null;

function render(): void {
  if (!state) return;
  const s = state;
  const query = s.input.value.trim();
  s.results = query ? searchTools(s.entries, query, 10).map((h) => h.entry) : s.entries.slice(0, 10);
  s.active = s.results.length ? Math.min(Math.max(s.active, 0), s.results.length - 1) : -1;
  s.list.replaceChildren(
    ...s.results.map((entry, i) => {
      const li = document.createElement('li');
      li.id = `search-option-${entry.slug}`;
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', String(i === s.active));
      li.className =
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 aria-selected:bg-brand-50 dark:aria-selected:bg-slate-800';
      li.dataset.href = entry.href;
      const icon = document.createElement('span');
      icon.className = 'flex h-6 w-6 shrink-0 items-center justify-center text-xl';
      icon.setAttribute('aria-hidden', 'true');
      icon.append(iconImage(entry.icon));
      const text = document.createElement('span');
      text.className = 'min-w-0 flex-1';
      const title = document.createElement('span');
      title.className = 'block font-medium';
      title.textContent = entry.title;
      const desc = document.createElement('span');
      desc.className = 'block truncate text-sm text-slate-500 dark:text-slate-400';
      desc.textContent = entry.description;
      text.append(title, desc);
      li.append(icon, text);
      if (entry.external) {
        const tag = document.createElement('span');
        tag.className = 'text-xs text-slate-500 dark:text-slate-400';
        tag.textContent = s.dialog.dataset.externalLabel ?? '';
        li.append(tag);
      }
      li.addEventListener('click', () => go(entry));
      li.addEventListener('mousemove', () => {
        if (s.active !== i) {
          s.active = i;
          mark();
        }
      });
      return li;
    }),
  );
  s.status.textContent = s.results.length ? s.hint : (s.dialog.dataset.noResults ?? '');
  mark();
}

/**
 * The entry's Twemoji SVG (src/lib/emoji.ts), its URL built from the emoji so that the index carries no URLs; the
 * emoji as text should the file be missing (every registry emoji has one: tests/unit/emoji-icons.test.ts).
 */
function iconImage(emoji: string): HTMLImageElement {
  const img = document.createElement('img');
  img.src = emojiIconUrl(emoji);
  img.alt = '';
  img.width = 24;
  img.height = 24;
  img.decoding = 'async';
  img.dataset.toolIcon = '';
  img.addEventListener('error', () => img.replaceWith(emoji), { once: true });
  return img;
}

function mark(): void {
  if (!state) return;
  const s = state;
  s.list
    .querySelectorAll('[role="option"]')
    .forEach((el, i) => el.setAttribute('aria-selected', String(i === s.active)));
  const current = s.results[s.active];
  if (current) {
    s.input.setAttribute('aria-activedescendant', `search-option-${current.slug}`);
    document.getElementById(`search-option-${current.slug}`)?.scrollIntoView({ block: 'nearest' });
  } else s.input.removeAttribute('aria-activedescendant');
}

function go(entry: SearchEntry): void {
  close();
  if (entry.external) window.open(entry.href, '_blank', 'noopener,noreferrer');
  else location.assign(entry.href);
}

function close(): void {
  if (!state?.dialog.open) return;
  state.dialog.close();
}

function setup(hooks: PaletteHooks): typeof state {
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-palette]');
  const input = dialog?.querySelector<HTMLInputElement>('[data-search-input]');
  const list = dialog?.querySelector<HTMLUListElement>('[data-search-results]');
  const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
  const data = dialog?.querySelector('[data-search-index]')?.textContent;
  if (!dialog || !input || !list || !status || !data) return null;
  const s = {
    dialog,
    input,
    list,
    status,
    entries: JSON.parse(data) as SearchEntry[],
    hint: status.textContent?.trim() ?? '',
    active: 0,
    results: [] as SearchEntry[],
    trigger: null as HTMLElement | null,
    hooks,
  };
  input.addEventListener('input', () => {
    s.active = 0;
    render();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!s.results.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      s.active = (s.active + step + s.results.length) % s.results.length;
      mark();
    } else if (e.key === 'Enter') {
      const entry = s.results[s.active];
      if (entry) {
        e.preventDefault();
        go(entry);
      }
    }
  });
  dialog.addEventListener('keydown', (e) => hooks.trapFocus(dialog, e));
  // Escape is handled by the native dialog; its "cancel" closes it.
  dialog.addEventListener('close', () => {
    hooks.lockScroll(false);
    s.trigger?.focus();
  });
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) close(); // a click on the backdrop
  });
  return s;
}

export function openSearchPalette(trigger: HTMLElement | null, hooks: PaletteHooks): void {
  state ??= setup(hooks);
  if (!state || state.dialog.open) return;
  state.trigger = trigger;
  state.input.value = '';
  state.active = 0;
  render();
  state.dialog.showModal();
  hooks.lockScroll(true);
  state.input.focus();
}
