/**
 * The cost calculator: tokens per request and requests per day → cost per day and per month for every
 * model, cheapest first, in USD or CNY. The default result is in the HTML; this recomputes it as you type.
 */
import { fill } from '../../components/info/logic';
import { isCurrency, readItems, writeMoney } from './client-data';
import { calculate, formatMoney, parseUsage, type UsageError, type UsageField } from './logic';

const FIELDS: readonly UsageField[] = ['inputTokens', 'outputTokens', 'requestsPerDay'];

export function initCalculator(): void {
  const root = document.querySelector<HTMLElement>('[data-calculator]');
  if (!root || root.dataset.ready) return;
  root.dataset.ready = '1';
  const items = readItems();
  const fx = { usdToCny: Number(root.dataset.fx) };
  const locale = root.dataset.locale ?? 'en';
  const convertedLabel = root.dataset.convertedLabel ?? '';
  const summaryTemplate = root.dataset.summaryTemplate ?? '';
  let messages: Record<UsageError, string>;
  try {
    messages = JSON.parse(root.dataset.errors ?? '{}') as Record<UsageError, string>;
  } catch {
    messages = { required: '', notWholeNumber: '', tooLarge: '' };
  }
  const form = root.querySelector<HTMLFormElement>('[data-calc-form]');
  const select = root.querySelector<HTMLSelectElement>('[data-calc-currency]');
  const tbody = root.querySelector<HTMLElement>('[data-calc-rows]');
  const summary = root.querySelector<HTMLElement>('[data-calc-summary]');
  const input = (f: UsageField) => root.querySelector<HTMLInputElement>(`[data-calc-field="${f}"]`);

  const cell = (text: string, cls: string): HTMLTableCellElement => {
    const td = document.createElement('td');
    td.className = cls;
    td.textContent = text;
    return td;
  };

  const update = (): void => {
    const raw = Object.fromEntries(FIELDS.map((f) => [f, input(f)?.value ?? ''])) as Record<UsageField, string>;
    const { usage, errors } = parseUsage(raw);
    for (const f of FIELDS) {
      const err = root.querySelector<HTMLElement>(`[data-calc-error="${f}"]`);
      const code = errors[f];
      const field = input(f);
      if (field) field.setAttribute('aria-invalid', String(!!code));
      if (err) {
        err.hidden = !code;
        err.textContent = code ? messages[code] : '';
      }
    }
    // While an input is invalid, no result is shown: the last one would describe other numbers.
    const results = root.querySelector<HTMLElement>('[data-calc-results]');
    if (results) results.hidden = !usage;
    if (summary) summary.hidden = !usage;
    if (!usage || !tbody) {
      if (Object.keys(errors).length > 0) console.warn('llm-model-price calculator: invalid input', errors);
      return;
    }
    const target = isCurrency(select?.value ?? '') ? (select!.value as 'USD' | 'CNY') : 'USD';
    const result = calculate(items, usage, target, fx);
    const rows = result.map((r, i) => {
      const tr = document.createElement('tr');
      tr.dataset.id = r.id;
      tr.append(
        cell(String(i + 1), 'px-3 py-2 text-right text-slate-600 tabular-nums dark:text-slate-400'),
        cell(r.model, 'px-3 py-2 font-medium'),
        cell(r.provider, 'px-3 py-2'),
      );
      for (const [key, value, extra] of [
        ['day', r.perDay, ''],
        ['month', r.perMonth, ' font-semibold'],
      ] as const) {
        const td = cell('', `px-3 py-2 text-right whitespace-nowrap tabular-nums${extra}`);
        td.dataset.cell = key;
        writeMoney(td, formatMoney(value, r.currency, locale), r.converted, convertedLabel);
        tr.append(td);
      }
      return tr;
    });
    tbody.replaceChildren(...rows);
    const first = result[0];
    if (summary && first) {
      summary.textContent = fill(summaryTemplate, {
        model: `${first.provider} ${first.model}`,
        day: `${first.converted ? '≈' : ''}${formatMoney(first.perDay, first.currency, locale)}`,
        month: `${first.converted ? '≈' : ''}${formatMoney(first.perMonth, first.currency, locale)}`,
      });
    }
  };

  let timer: number | undefined;
  form?.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, 120);
  });
  form?.addEventListener('change', update);
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  update();
}
