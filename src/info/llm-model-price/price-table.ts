/**
 * Sorting, filtering and the currency display of the price table. The table is complete without this
 * script (sorted by provider); its controls are in the HTML, shown when scripts run (`data-js-only`), and this
 * brings them to life and rearranges the existing rows.
 */
import { fill } from '../../components/info/logic';
import { isCurrency, readItems, writeMoney } from './client-data';
import { convert, filterRows, formatMoney, sortRows, type Currency, type SortDir, type SortKey } from './logic';

const SORT_KEYS: readonly SortKey[] = ['provider', 'model', 'input', 'output', 'cachedInput', 'context'];
const PRICE_FIELDS = ['input', 'cachedInput', 'output'] as const;

export function initPriceTable(): void {
  const root = document.querySelector<HTMLElement>('[data-price-table]');
  if (!root || root.dataset.ready) return;
  root.dataset.ready = '1';
  const items = readItems();
  const fx = { usdToCny: Number(root.dataset.fx) };
  const locale = root.dataset.locale ?? 'en';
  const convertedLabel = root.dataset.convertedLabel ?? '';
  const tbody = root.querySelector<HTMLElement>('[data-price-rows]');
  const status = root.querySelector<HTMLElement>('[data-table-status]');
  const empty = root.querySelector<HTMLElement>('[data-table-empty]');
  const query = root.querySelector<HTMLInputElement>('[data-filter="query"]');
  const provider = root.querySelector<HTMLSelectElement>('[data-filter="provider"]');
  const currency = root.querySelector<HTMLSelectElement>('[data-filter="currency"]');
  const display = root.querySelector<HTMLSelectElement>('[data-display]');
  if (!tbody) return;
  const rowEls = new Map<string, HTMLTableRowElement>();
  for (const tr of tbody.querySelectorAll<HTMLTableRowElement>('tr[data-id]')) rowEls.set(tr.dataset.id ?? '', tr);

  let sortKey: SortKey = 'provider';
  let sortDir: SortDir = 'asc';

  const paintPrices = (): void => {
    const target = display?.value ?? '';
    for (const item of items) {
      const tr = rowEls.get(item.id);
      if (!tr) continue;
      for (const field of PRICE_FIELDS) {
        const cell = tr.querySelector<HTMLElement>(`[data-price="${field}"]`);
        const value = item[field];
        if (!cell || value === undefined) continue;
        const to: Currency = isCurrency(target) ? target : item.currency;
        writeMoney(
          cell,
          formatMoney(convert(value, item.currency, to, fx), to, locale),
          to !== item.currency,
          convertedLabel,
        );
      }
    }
  };

  const paintSort = (): void => {
    for (const th of root.querySelectorAll<HTMLElement>('th[data-sort-col]')) {
      const on = th.dataset.sortCol === sortKey;
      if (on) th.setAttribute('aria-sort', sortDir === 'asc' ? 'ascending' : 'descending');
      else th.removeAttribute('aria-sort');
      const icon = th.querySelector('[data-sort-icon]');
      if (icon) icon.textContent = on ? (sortDir === 'asc' ? '▲' : '▼') : '↕';
    }
  };

  const update = (): void => {
    const shown = sortRows(
      filterRows(items, {
        query: query?.value ?? '',
        provider: provider?.value ?? '',
        currency: isCurrency(currency?.value ?? '') ? (currency!.value as Currency) : '',
      }),
      sortKey,
      sortDir,
      fx,
    );
    const visible = new Set(shown.map((r) => r.id));
    for (const [id, tr] of rowEls) tr.hidden = !visible.has(id);
    tbody.append(...shown.map((r) => rowEls.get(r.id)).filter((tr): tr is HTMLTableRowElement => !!tr));
    if (status) status.textContent = fill(status.dataset.template ?? '', { shown: shown.length, total: items.length });
    if (empty) empty.hidden = shown.length > 0;
    paintSort();
  };

  for (const b of root.querySelectorAll<HTMLButtonElement>('button[data-sort]')) {
    b.addEventListener('click', () => {
      const key = b.dataset.sort as SortKey;
      if (!SORT_KEYS.includes(key)) return;
      if (key === sortKey) sortDir = sortDir === 'asc' ? 'desc' : 'asc';
      else {
        sortKey = key;
        sortDir = 'asc';
      }
      update();
    });
  }
  let timer: number | undefined;
  query?.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, 80);
  });
  provider?.addEventListener('change', update);
  currency?.addEventListener('change', update);
  display?.addEventListener('change', paintPrices);
  paintPrices();
  update();
}
