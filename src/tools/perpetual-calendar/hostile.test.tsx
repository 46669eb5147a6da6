// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the perpetual calendar (zh), on the real island with its real worker module (the
 * calendar libraries) running in-process: the jump field given nothing, dates outside 1900–2100 (up to the
 * largest a date field takes) and half a date, each answered under the field, the week-start setting (the
 * visitor's input) kept, also after a reload; a corrupted stored setting falls back to the defaults.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectNoEngineText,
  fill,
  isolateCases,
  reload,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import PerpetualCalendar from './PerpetualCalendar';

const RANGE = '本万年历覆盖 1900 年至 2100 年，请选择这一范围内的日期。';
const WEEK_START_KEY = 'perpetual-calendar:weekStart';

stubWorker(() => import('./worker'));
isolateCases();

/** As Page.astro renders it: the build month first, the visitor's today after hydration. */
const island = () => (
  <PerpetualCalendar
    locale="zh"
    resources={zhResources('perpetual-calendar')}
    initialYear={new Date().getUTCFullYear()}
    initialMonth={new Date().getUTCMonth() + 1}
  />
);
/** The calendar's libraries have answered (it says so on its root). */
const ready = () =>
  waitFor(
    () => expect(document.querySelector('[data-tool="perpetual-calendar"]')?.getAttribute('data-ready')).toBe('true'),
    { timeout: 10_000 },
  );
const firstWeekday = () => document.querySelector('[data-testid="pc-grid"] th')?.textContent;
const jumpField = () => screen.getByLabelText<HTMLInputElement>('跳转到日期');
/** Types `value` into the jump field and presses its button. */
function jump(value: string) {
  const field = jumpField();
  if (/^\d{5,}-/.test(value)) {
    // Chromium's date field holds years up to 275760; happy-dom's takes only four digits (it would empty it).
    Object.defineProperty(field, 'value', { configurable: true, get: () => value, set: () => {} });
  }
  fill(field, value);
  fireEvent.click(screen.getByRole('button', { name: '跳转' }));
}
async function putPrevious() {
  await ready();
  fireEvent.click(screen.getByRole('radio', { name: '星期日' }));
  await checkPrevious();
}
async function checkPrevious() {
  await ready();
  expect(screen.getByRole('radio', { name: '星期日' }).getAttribute('aria-checked')).toBe('true');
  await waitFor(() => expect(firstWeekday()).toBe('周日'));
}
const jumpError = () => screen.getByTestId('pc-jump-error');

describe('perpetual-calendar: hostile input (zh)', () => {
  it('an empty jump: asks for a date', async () => {
    render(island());
    await ready();
    jump('');
    expect(jumpError().textContent).toBe('请先输入或选择一个日期。');
    expect(jumpError().getAttribute('role')).toBe('alert');
    expectNoEngineText();
  });

  it.each([
    ['a date after 2100', '2101-01-01'],
    ['a date before 1900', '1899-12-31'],
    ['the largest date a date field takes (year 275760)', '275760-09-13'],
  ])('%s: the range under the field; the setting kept', async (_, value) => {
    render(island());
    await putPrevious();
    jump(value);
    expect(jumpField().value).toBe(value);
    expect(jumpError().textContent).toBe(RANGE);
    expect(jumpField().getAttribute('aria-invalid')).toBe('true');
    await checkPrevious();
    expectNoEngineText();
  });

  it('half a date typed: not a valid date; the setting kept', async () => {
    render(island());
    await putPrevious();
    // A date field holding a partly typed date reports it as bad input, with an empty value (Chromium's widget).
    const field = jumpField();
    fill(field, '');
    Object.defineProperty(field, 'validity', { configurable: true, value: { ...field.validity, badInput: true } });
    fireEvent.click(screen.getByRole('button', { name: '跳转' }));
    expect(jumpError().textContent).toBe('这不是有效的日期。请按“年-月-日”输入，例如 2026-02-17。');
    await checkPrevious();
    expectNoEngineText();
  });

  it('a corrupted stored setting: the defaults (weeks from Monday, the month view)', async () => {
    localStorage.setItem(WEEK_START_KEY, '{"broken');
    localStorage.setItem('perpetual-calendar:view', '"decade"');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(island());
    await ready();
    expect(screen.getByRole('radio', { name: '星期一' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(firstWeekday()).toBe('周一'));
    expectNoEngineText();
  });

  it('the setting is kept after a reload', async () => {
    render(island());
    await putPrevious();
    await reload(island, WEEK_START_KEY, (raw) => raw === '"sun"');
    await checkPrevious();
  });
});
