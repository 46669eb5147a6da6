import { describe, it, expect } from 'vitest';
import { calcPrice } from '@pydantic/genai-prices';
import {
  calculate,
  chartLayout,
  convert,
  costPerDay,
  filterRows,
  formatMoney,
  niceTicks,
  parseUsage,
  round,
  sortRows,
  toUsd,
  type PriceItem,
} from './logic';
import { priceRows, validatePriceRows, USD_CNY } from '../../content/llm-prices/index';
import { genaiRow, GENAI_PRICES_CHECKED_ON } from '../../content/llm-prices/genai';

const fx = { usdToCny: 7.1 };
const A: PriceItem = {
  id: 'a',
  provider: 'OpenAI',
  model: 'GPT-5',
  apiId: 'gpt-5',
  currency: 'USD',
  input: 1.25,
  output: 10,
  cachedInput: 0.125,
  contextWindow: 400000,
};
const B: PriceItem = {
  id: 'b',
  provider: 'DeepSeek',
  model: 'DeepSeek-V3.2',
  apiId: 'deepseek-chat',
  currency: 'CNY',
  input: 2,
  output: 3,
  cachedInput: 0.2,
  contextWindow: 128000,
};
const C: PriceItem = {
  id: 'c',
  provider: 'Google',
  model: 'Gemini Flash Lite',
  currency: 'USD',
  input: 0.1,
  output: 0.5,
};
const D: PriceItem = {
  id: 'd',
  provider: 'ByteDance',
  model: 'Doubao-lite-32k',
  currency: 'CNY',
  input: 0.3,
  output: 0.6,
  contextWindow: 32768,
};
const rows = [A, B, C, D];
const ids = (r: PriceItem[]) => r.map((x) => x.id);

describe('currency conversion at the stated rate', () => {
  it('converts both ways, rounded to 6 decimals', () => {
    expect(convert(6.25, 'USD', 'CNY', fx)).toBe(44.375);
    expect(convert(7.1, 'CNY', 'USD', fx)).toBe(1);
    expect(convert(1, 'CNY', 'USD', fx)).toBe(0.140845);
    expect(convert(0.35, 'USD', 'CNY', fx)).toBe(2.485);
    expect(convert(5, 'USD', 'USD', fx)).toBe(5);
    expect(toUsd(3, 'CNY', fx)).toBe(0.422535);
    expect(toUsd(3, 'USD', fx)).toBe(3);
  });
  it('rejects a missing or non-positive rate', () => {
    expect(() => convert(1, 'USD', 'CNY', { usdToCny: 0 })).toThrow('invalid exchange rate 0');
    expect(() => convert(1, 'USD', 'CNY', { usdToCny: Number.NaN })).toThrow('invalid exchange rate NaN');
  });
  it('uses the page rate, stated with its date', () => {
    expect(USD_CNY).toEqual({ usdToCny: 7.1, asOf: '2025-11' });
  });
  it('rounds away binary noise', () => {
    expect(round(0.1 + 0.2)).toBe(0.3);
    expect(round(2.0000005, 6)).toBe(2.000001);
    expect(round(2.485, 2)).toBe(2.49);
    expect(round(-1.005, 2)).toBe(-1.01);
    expect(round(0)).toBe(0);
  });
});

describe('sortRows', () => {
  it('sorts prices by their USD-equivalent', () => {
    expect(ids(sortRows(rows, 'input', 'asc', fx))).toEqual(['d', 'c', 'b', 'a']);
    expect(ids(sortRows(rows, 'input', 'desc', fx))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortRows(rows, 'output', 'asc', fx))).toEqual(['d', 'b', 'c', 'a']);
  });
  it('puts rows without a value last in both directions', () => {
    expect(ids(sortRows(rows, 'cachedInput', 'asc', fx))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortRows(rows, 'cachedInput', 'desc', fx))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortRows(rows, 'context', 'asc', fx))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(sortRows(rows, 'context', 'desc', fx))).toEqual(['a', 'b', 'd', 'c']);
  });
  it('sorts names case-insensitively', () => {
    expect(ids(sortRows(rows, 'provider', 'asc', fx))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(sortRows(rows, 'model', 'asc', fx))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortRows(rows, 'model', 'desc', fx))).toEqual(['a', 'c', 'd', 'b']);
  });
});

describe('filterRows', () => {
  it('filters by words in provider, model or API id', () => {
    expect(ids(filterRows(rows, { query: 'gpt' }))).toEqual(['a']);
    expect(ids(filterRows(rows, { query: 'DEEPSEEK' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { query: 'chat' }))).toEqual(['b']);
    expect(ids(filterRows(rows, { query: 'lite' }))).toEqual(['c', 'd']);
    expect(ids(filterRows(rows, { query: 'lite 32k' }))).toEqual(['d']);
  });
  it('filters by provider and currency, and combines criteria', () => {
    expect(ids(filterRows(rows, { provider: 'Google' }))).toEqual(['c']);
    expect(ids(filterRows(rows, { currency: 'CNY' }))).toEqual(['b', 'd']);
    expect(ids(filterRows(rows, { query: 'lite', currency: 'USD' }))).toEqual(['c']);
    expect(ids(filterRows(rows, { query: 'lite', provider: 'OpenAI' }))).toEqual([]);
    expect(ids(filterRows(rows, {}))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('cost calculator', () => {
  const usage = { inputTokens: 1000, outputTokens: 500, requestsPerDay: 1000 };

  it('computes the daily cost in the row currency', () => {
    expect(costPerDay(A, usage)).toBe(6.25);
    expect(costPerDay(B, usage)).toBe(3.5);
    expect(costPerDay(C, usage)).toBe(0.35);
    expect(costPerDay(D, usage)).toBe(0.6);
    expect(costPerDay(A, { inputTokens: 0, outputTokens: 0, requestsPerDay: 5 })).toBe(0);
  });

  it('lists every model cheapest first in USD, marking converted rows', () => {
    expect(calculate(rows, usage, 'USD', fx)).toEqual([
      {
        id: 'd',
        provider: 'ByteDance',
        model: 'Doubao-lite-32k',
        perDay: 0.084507,
        perMonth: 2.53521,
        currency: 'USD',
        converted: true,
      },
      {
        id: 'c',
        provider: 'Google',
        model: 'Gemini Flash Lite',
        perDay: 0.35,
        perMonth: 10.5,
        currency: 'USD',
        converted: false,
      },
      {
        id: 'b',
        provider: 'DeepSeek',
        model: 'DeepSeek-V3.2',
        perDay: 0.492958,
        perMonth: 14.78874,
        currency: 'USD',
        converted: true,
      },
      { id: 'a', provider: 'OpenAI', model: 'GPT-5', perDay: 6.25, perMonth: 187.5, currency: 'USD', converted: false },
    ]);
  });

  it('lists every model cheapest first in CNY', () => {
    expect(calculate(rows, usage, 'CNY', fx).map((r) => [r.id, r.perDay, r.perMonth, r.converted])).toEqual([
      ['d', 0.6, 18, false],
      ['c', 2.485, 74.55, true],
      ['b', 3.5, 105, false],
      ['a', 44.375, 1331.25, true],
    ]);
  });

  it('agrees with genai-prices for GPT-5 at 1M input + 1M output tokens ($11.25)', () => {
    const gpt5 = genaiRow({ providerId: 'openai', modelId: 'gpt-5', provider: 'OpenAI' });
    expect(gpt5).toMatchObject({ input: 1.25, output: 10, cachedInput: 0.125, contextWindow: 400000, currency: 'USD' });
    const item = { ...gpt5, id: gpt5.id } as PriceItem;
    expect(costPerDay(item, { inputTokens: 1_000_000, outputTokens: 1_000_000, requestsPerDay: 1 })).toBe(11.25);
    expect(
      calcPrice({ input_tokens: 1_000_000, output_tokens: 1_000_000 }, 'gpt-5', { providerId: 'openai' })?.total_price,
    ).toBe(11.25);
  });

  it('parses the fields, allowing thousands separators', () => {
    expect(parseUsage({ inputTokens: '1,000', outputTokens: ' 500 ', requestsPerDay: '2 000' })).toEqual({
      usage: { inputTokens: 1000, outputTokens: 500, requestsPerDay: 2000 },
      errors: {},
    });
    expect(parseUsage({ inputTokens: '0', outputTokens: '0', requestsPerDay: '0' }).usage).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      requestsPerDay: 0,
    });
  });

  it('reports an error per bad field', () => {
    expect(parseUsage({ inputTokens: '', outputTokens: 'abc', requestsPerDay: '-5' })).toEqual({
      errors: { inputTokens: 'required', outputTokens: 'notWholeNumber', requestsPerDay: 'notWholeNumber' },
    });
    expect(parseUsage({ inputTokens: '10000001', outputTokens: '1.5', requestsPerDay: '100000001' })).toEqual({
      errors: { inputTokens: 'tooLarge', outputTokens: 'notWholeNumber', requestsPerDay: 'tooLarge' },
    });
    expect(parseUsage({ inputTokens: '10000000', outputTokens: '1', requestsPerDay: '100000000' }).errors).toEqual({});
  });
});

describe('formatMoney', () => {
  it('keeps small prices visible and shows the currency', () => {
    expect(formatMoney(1.25, 'USD', 'en')).toBe('$1.25');
    expect(formatMoney(12, 'USD', 'en')).toBe('$12.00');
    expect(formatMoney(0.075, 'USD', 'en')).toBe('$0.075');
    expect(formatMoney(0.0028, 'USD', 'en')).toBe('$0.0028');
    expect(formatMoney(0.084507, 'USD', 'en')).toBe('$0.0845');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(1331.25, 'USD', 'en')).toBe('$1,331.25');
    expect(formatMoney(2, 'CNY', 'zh')).toBe('¥2.00');
    expect(formatMoney(2, 'CNY', 'en')).toBe('¥2.00');
    expect(formatMoney(2.485, 'CNY', 'en')).toBe('¥2.49');
    expect(formatMoney(0.00005, 'USD', 'en')).toBe('$0.0001');
  });
});

describe('bar chart geometry', () => {
  it('picks round axis ticks', () => {
    expect(niceTicks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(47)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(0.66)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('lays out output prices in USD-equivalent, cheapest first', () => {
    const c = chartLayout(rows, fx, { width: 500, left: 100, right: 50, rowHeight: 20, top: 10 });
    expect(c.height).toBe(98);
    expect(c.ticks).toEqual([0, 2, 4, 6, 8, 10].map((value, i) => ({ value, x: 100 + i * 70 })));
    expect(c.bars).toEqual([
      { id: 'd', label: 'ByteDance · Doubao-lite-32k', value: 0.084507, converted: true, y: 10, width: 2.96 },
      { id: 'b', label: 'DeepSeek · DeepSeek-V3.2', value: 0.422535, converted: true, y: 30, width: 14.79 },
      { id: 'c', label: 'Google · Gemini Flash Lite', value: 0.5, converted: false, y: 50, width: 17.5 },
      { id: 'a', label: 'OpenAI · GPT-5', value: 10, converted: false, y: 70, width: 350 },
    ]);
  });
});

describe('price data (validated at import)', () => {
  it('has about 25 USD rows from genai-prices and curated CNY rows', () => {
    const usd = priceRows.filter((r) => r.currency === 'USD');
    const cny = priceRows.filter((r) => r.currency === 'CNY');
    expect(usd.length).toBe(26);
    expect(cny.length).toBe(15);
    expect(new Set(priceRows.map((r) => r.id)).size).toBe(priceRows.length);
    for (const r of usd) expect([r.origin, r.verifiedOn]).toEqual(['genai-prices', GENAI_PRICES_CHECKED_ON]);
    for (const r of cny) expect(r.origin).toBe('curated');
    expect(new Set(priceRows.map((r) => r.provider))).toEqual(
      new Set([
        'OpenAI',
        'Anthropic',
        'Google',
        'xAI',
        'Mistral',
        'DeepSeek',
        'Moonshot AI',
        'Z.ai',
        'MiniMax',
        'Alibaba Cloud',
        'Zhipu AI',
        'ByteDance',
        'Baidu',
        '01.AI',
      ]),
    );
  });

  it('reads tiered and dated prices at their base rate', () => {
    const row = (id: string) => priceRows.find((r) => r.id === id);
    expect(row('openai-gpt-5-5')).toMatchObject({ input: 5, output: 30, cachedInput: 0.5, contextWindow: 1000000 });
    expect(row('openai-gpt-5-5')?.note?.en).toBe('Prompts over 272K tokens are billed at a higher rate.');
    expect(row('anthropic-claude-haiku-4-5')).toMatchObject({ input: 1, output: 5, cachedInput: 0.1 });
    expect(row('deepseek-deepseek-v4-flash')).toMatchObject({ input: 0.22, output: 0.66, cachedInput: 0.007 });
    expect(row('deepseek-v3-2-exp-cny')).toMatchObject({ currency: 'CNY', input: 2, output: 3, cachedInput: 0.2 });
  });

  it('throws on a broken row', () => {
    const ok = priceRows[0]!;
    expect(() => validatePriceRows([{ ...ok, cachedInput: ok.input + 1 }])).toThrow(
      `LLM prices: row 0 (id "${ok.id}") is invalid: cachedInput: cached input costs more than input`,
    );
    expect(() => validatePriceRows([{ ...ok, currency: 'EUR' }])).toThrow(/currency/);
    expect(() => validatePriceRows([{ ...ok, input: -1 }])).toThrow(/input/);
    expect(() => validatePriceRows([{ ...ok, verifiedOn: '22/11/2026' }])).toThrow(/verifiedOn/);
    expect(() => validatePriceRows([{ ...ok, source: 'not a url' }])).toThrow(/source/);
    expect(() => validatePriceRows([ok, ok])).toThrow(`repeats the id of row 0`);
  });

  it('throws when genai-prices no longer has a selected model', () => {
    expect(() => genaiRow({ providerId: 'openai', modelId: 'no-such-model', provider: 'OpenAI' })).toThrow(
      'genai-prices has no model openai/no-such-model',
    );
  });
});
