/**
 * Pure logic of the /llm-model-price page: currency conversion at a stated rate, sorting and filtering
 * the table, the cost calculator, money formatting and the bar chart's geometry. No DOM and no data
 * imports: the build (Page.astro) and the browser scripts share it.
 */

export type Currency = 'USD' | 'CNY';

/** The fields of a price row that the page's logic and scripts need. */
export interface PriceItem {
  id: string;
  provider: string;
  model: string;
  apiId?: string;
  currency: Currency;
  /** Per 1M tokens, in `currency`. */
  input: number;
  output: number;
  cachedInput?: number;
  contextWindow?: number;
}

export interface Fx {
  /** CNY per 1 USD. */
  usdToCny: number;
}

/**
 * Rounds to `digits` decimals, half away from zero, removing binary floating-point noise: 6.25 × 7.1 →
 * 44.375 (not 44.37499…), and round(2.485, 2) → 2.49 although 2.485 is stored as 2.48499….
 */
export function round(x: number, digits = 6): number {
  const f = 10 ** digits;
  return (Math.sign(x) * Math.round(Math.abs(x) * f + 1e-7)) / f;
}

/** Converts an amount between USD and CNY at the stated rate, rounded to 6 decimals. */
export function convert(amount: number, from: Currency, to: Currency, fx: Fx): number {
  if (!(fx.usdToCny > 0)) throw new Error(`invalid exchange rate ${fx.usdToCny}`);
  if (from === to) return amount;
  return round(from === 'USD' ? amount * fx.usdToCny : amount / fx.usdToCny);
}

/** An amount in USD (converted at the stated rate when it is in CNY). */
export function toUsd(amount: number, currency: Currency, fx: Fx): number {
  return convert(amount, currency, 'USD', fx);
}

export type SortKey = 'provider' | 'model' | 'input' | 'output' | 'cachedInput' | 'context';
export type SortDir = 'asc' | 'desc';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The value a row sorts by: prices in USD-equivalent so both currencies sort together. */
function sortValue(row: PriceItem, key: SortKey, fx: Fx): number | string | undefined {
  switch (key) {
    case 'provider':
      return row.provider;
    case 'model':
      return row.model;
    case 'input':
      return toUsd(row.input, row.currency, fx);
    case 'output':
      return toUsd(row.output, row.currency, fx);
    case 'cachedInput':
      return row.cachedInput === undefined ? undefined : toUsd(row.cachedInput, row.currency, fx);
    case 'context':
      return row.contextWindow;
  }
}

/**
 * Sorts rows by a column. Prices compare in USD-equivalent. Rows without a value (no cached price, no
 * published context window) always go last. Ties fall back to provider, then model, then input price.
 */
export function sortRows<T extends PriceItem>(rows: readonly T[], key: SortKey, dir: SortDir, fx: Fx): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  const cmp = (a: number | string | undefined, b: number | string | undefined): number => {
    if (a === undefined || b === undefined) return 0;
    return typeof a === 'string' || typeof b === 'string' ? collator.compare(String(a), String(b)) : a - b;
  };
  return [...rows].sort((a, b) => {
    const va = sortValue(a, key, fx);
    const vb = sortValue(b, key, fx);
    if (va === undefined && vb !== undefined) return 1;
    if (vb === undefined && va !== undefined) return -1;
    return (
      sign * cmp(va, vb) ||
      collator.compare(a.provider, b.provider) ||
      toUsd(a.input, a.currency, fx) - toUsd(b.input, b.currency, fx) ||
      collator.compare(a.model, b.model)
    );
  });
}

export interface RowFilter {
  /** Words that must all occur in provider, model or API id (case-insensitive). */
  query?: string;
  /** Provider name, or '' for all. */
  provider?: string;
  /** Currency, or '' for all. */
  currency?: Currency | '';
}

/** Keeps the rows that match every given criterion. */
export function filterRows<T extends PriceItem>(rows: readonly T[], f: RowFilter): T[] {
  const words = (f.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (f.provider && r.provider !== f.provider) return false;
    if (f.currency && r.currency !== f.currency) return false;
    const hay = `${r.provider} ${r.model} ${r.apiId ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The calculator's inputs. */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  requestsPerDay: number;
}

export const DAYS_PER_MONTH = 30;
/** Upper bounds that keep results meaningful (and numbers exact enough). */
export const MAX_TOKENS = 10_000_000;
export const MAX_REQUESTS = 100_000_000;

export interface CalcRow {
  id: string;
  provider: string;
  model: string;
  /** Cost per day and per 30-day month in the chosen currency, rounded to 6 decimals. */
  perDay: number;
  perMonth: number;
  currency: Currency;
  /** True when the row's own currency differs and the amounts were converted at the stated rate. */
  converted: boolean;
}

/** Cost per day in the row's own currency: (input tokens × input price + output tokens × output price) / 1M × requests. */
export function costPerDay(row: PriceItem, usage: Usage): number {
  return round(((usage.inputTokens * row.input + usage.outputTokens * row.output) * usage.requestsPerDay) / 1e6);
}

/** Every model's daily and monthly cost for the usage, in `target`, cheapest first (ties by provider, model). */
export function calculate(rows: readonly PriceItem[], usage: Usage, target: Currency, fx: Fx): CalcRow[] {
  return rows
    .map((row) => {
      const perDay = convert(costPerDay(row, usage), row.currency, target, fx);
      return {
        id: row.id,
        provider: row.provider,
        model: row.model,
        perDay,
        perMonth: round(perDay * DAYS_PER_MONTH),
        currency: target,
        converted: row.currency !== target,
      };
    })
    .sort(
      (a, b) => a.perDay - b.perDay || collator.compare(a.provider, b.provider) || collator.compare(a.model, b.model),
    );
}

export type UsageField = keyof Usage;
export type UsageError = 'required' | 'notWholeNumber' | 'tooLarge';

/**
 * Reads the calculator's three fields from text. Each must be a whole number from 0 up to its maximum
 * (thousands separators and spaces are allowed). Returns the usage, or an error per bad field.
 */
export function parseUsage(raw: Record<UsageField, string>): {
  usage?: Usage;
  errors: Partial<Record<UsageField, UsageError>>;
} {
  const errors: Partial<Record<UsageField, UsageError>> = {};
  const out: Partial<Usage> = {};
  for (const field of ['inputTokens', 'outputTokens', 'requestsPerDay'] as const) {
    const text = (raw[field] ?? '').replace(/[\s,，_]/g, '');
    if (text === '') {
      errors[field] = 'required';
      continue;
    }
    if (!/^\d+$/.test(text)) {
      errors[field] = 'notWholeNumber';
      continue;
    }
    const n = Number(text);
    if (n > (field === 'requestsPerDay' ? MAX_REQUESTS : MAX_TOKENS)) {
      errors[field] = 'tooLarge';
      continue;
    }
    out[field] = n;
  }
  return Object.keys(errors).length > 0 ? { errors } : { usage: out as Usage, errors };
}

const LANG_TAG: Readonly<Record<string, string>> = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' };

/**
 * Formats money for a locale: two decimals, or up to four for amounts under 1 so small per-token prices
 * stay visible ($0.075, ¥0.0028). Zero is "0.00".
 */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const small = amount !== 0 && Math.abs(amount) < 1;
  const digits = small ? 4 : 2;
  return new Intl.NumberFormat(LANG_TAG[locale] ?? locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  }).format(round(amount, digits));
}

/** "Nice" axis ticks from 0 to at least `max`: 47 → [0, 10, 20, 30, 40, 50]. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((s) => s * mag >= raw) ?? 10) * mag;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) ticks.push(round(v));
  if (ticks[ticks.length - 1]! < max) ticks.push(round(ticks[ticks.length - 1]! + step));
  return ticks;
}

export interface Bar {
  id: string;
  label: string;
  /** Output price per 1M tokens in USD (converted for CNY rows). */
  value: number;
  converted: boolean;
  y: number;
  width: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** x where bars start. */
  left: number;
  /** Width available to the longest bar. */
  plotWidth: number;
  rowHeight: number;
  top: number;
  ticks: { value: number; x: number }[];
  bars: Bar[];
}

/**
 * Geometry of the horizontal bar chart: output price per 1M tokens in USD-equivalent, cheapest at the
 * top. Pure numbers; Page.astro draws the SVG.
 */
export function chartLayout(
  rows: readonly PriceItem[],
  fx: Fx,
  opts: { width?: number; left?: number; right?: number; rowHeight?: number; top?: number } = {},
): ChartLayout {
  const { width = 1000, left = 280, right = 90, rowHeight = 26, top = 30 } = opts;
  const plotWidth = width - left - right;
  const items = rows
    .map((r) => ({
      id: r.id,
      label: `${r.provider} · ${r.model}`,
      value: toUsd(r.output, r.currency, fx),
      converted: r.currency !== 'USD',
    }))
    .sort((a, b) => a.value - b.value || collator.compare(a.label, b.label));
  const ticks = niceTicks(Math.max(...items.map((i) => i.value), 0));
  const max = ticks[ticks.length - 1]!;
  const bars = items.map((it, i) => ({
    ...it,
    y: top + i * rowHeight,
    width: round((it.value / max) * plotWidth, 2),
  }));
  return {
    width,
    height: top + items.length * rowHeight + 8,
    left,
    plotWidth,
    rowHeight,
    top,
    ticks: ticks.map((value) => ({ value, x: round(left + (value / max) * plotWidth, 2) })),
    bars,
  };
}
