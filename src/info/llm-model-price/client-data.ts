/** Reads the price rows the page embeds as JSON (id `llm-price-items`). Browser only. */
import type { Currency, PriceItem } from './logic';

export function readItems(): PriceItem[] {
  const el = document.getElementById('llm-price-items');
  if (!el?.textContent) return [];
  try {
    return JSON.parse(el.textContent) as PriceItem[];
  } catch (err) {
    console.error('llm-model-price: cannot read the embedded price rows', err);
    return [];
  }
}

/** Writes an amount into a cell, marking converted amounts with "≈" and a screen-reader note. */
export function writeMoney(cell: HTMLElement, text: string, converted: boolean, convertedLabel: string): void {
  cell.replaceChildren();
  if (converted) {
    const mark = document.createElement('span');
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = '≈';
    cell.append(mark);
  }
  cell.append(text);
  if (converted) {
    const sr = document.createElement('span');
    sr.className = 'sr-only';
    sr.textContent = convertedLabel;
    cell.append(sr);
  }
}

export function isCurrency(v: string): v is Currency {
  return v === 'USD' || v === 'CNY';
}
