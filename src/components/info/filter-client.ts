/**
 * Client side of a filterable list (the AI timeline, the drugs list). Progressive enhancement: the page is
 * complete without it; this reveals the search box and category chips and hides what does not match.
 *
 * Markup it expects inside `[data-filter-root]`:
 *  - `[data-filter-controls]` (`data-js-only`: drawn from the first paint when scripts run), holding `input[data-filter-search]` and
 *    radio inputs `input[data-filter-category]` (value `all` or a category id),
 *    optional `[data-count-for="<category>"]` spans;
 *  - `[data-filter-status]` with `data-template` ("{shown} … {total}") — an aria-live region;
 *  - `[data-filter-empty]` (hidden) shown when nothing matches;
 *  - items `[data-item]` with `data-search` (normalised text) and `data-category`;
 *  - groups `[data-group="<id>"]` holding items, hidden when empty, and links `[data-group-link="<id>"]`.
 */
import { applyFilter, fill } from './logic';

export function initFilter(root: HTMLElement): void {
  if (root.dataset.filterReady) return;
  root.dataset.filterReady = '1';
  const search = root.querySelector<HTMLInputElement>('input[data-filter-search]');
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[data-filter-category]')];
  const status = root.querySelector<HTMLElement>('[data-filter-status]');
  const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
  const items = [...root.querySelectorAll<HTMLElement>('[data-item]')];
  const groups = [...root.querySelectorAll<HTMLElement>('[data-group]')];
  const links = [...root.querySelectorAll<HTMLElement>('[data-group-link]')];
  const model = items.map((el) => ({ search: el.dataset.search ?? '', category: el.dataset.category ?? '' }));

  const update = (): void => {
    const category = radios.find((r) => r.checked)?.value ?? 'all';
    const result = applyFilter(model, search?.value ?? '', category);
    items.forEach((el, i) => {
      el.hidden = !result.visible[i];
    });
    const emptyGroups = new Set<string>();
    for (const g of groups) {
      const has = g.querySelector('[data-item]:not([hidden])') !== null;
      g.hidden = !has;
      if (!has) emptyGroups.add(g.dataset.group ?? '');
    }
    for (const link of links) {
      const off = emptyGroups.has(link.dataset.groupLink ?? '');
      link.toggleAttribute('data-empty', off);
      if (off) link.setAttribute('aria-disabled', 'true');
      else link.removeAttribute('aria-disabled');
    }
    for (const span of root.querySelectorAll<HTMLElement>('[data-count-for]')) {
      const key = span.dataset.countFor ?? '';
      span.textContent = String(key === 'all' ? result.matchingQuery : (result.counts[key] ?? 0));
    }
    if (status) status.textContent = fill(status.dataset.template ?? '', { shown: result.shown, total: items.length });
    if (empty) empty.hidden = result.shown > 0;
  };

  let timer: number | undefined;
  search?.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, 80);
  });
  search?.closest('form')?.addEventListener('submit', (e) => e.preventDefault());
  for (const r of radios) r.addEventListener('change', update);
  update();
}

export function initFilters(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-filter-root]')) initFilter(root);
}
