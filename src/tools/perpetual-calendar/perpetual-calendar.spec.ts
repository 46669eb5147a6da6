import { expect, test, type Page } from '@playwright/test';
import {
  readCspViolations,
  recordCspViolations,
  watchPage,
  seriousA11yViolations,
  overflowingElements,
  waitForStored,
  open,
  hydrated,
} from '../../../tests/e2e/helpers';

const L = {
  zh: {
    path: '/perpetual-calendar/',
    year: '年份',
    month: '月份',
    february: '二月',
    title: { feb: '2026年2月', mar: '2026年3月', mar25: '2025年3月' },
    cells: {
      '2026-02-16': '除夕',
      '2026-02-17': '春节',
      '2026-02-18': '雨水',
      '2026-02-19': '初三',
      '2026-02-04': '立春',
    },
    off: '休',
    work: '班',
    ganzhi: '丙午年 · 庚寅月 · 壬戌日',
    zodiac: /^马$/,
    next: '清明节（2026年4月4日星期六），还有 46 天',
    notice: '国务院尚未公布 2027 年的节假日安排',
    sunday: '星期日',
    firstHead: { mon: '周一', sun: '周日' },
    go: '跳转',
    leap: '乙巳年 闰六月初一',
  },
} as const;

const cell = (page: Page, iso: string) => page.locator(`[data-testid="pc-grid"] td[data-iso="${iso}"]`);

async function openCalendar(page: Page, path: string) {
  await open(page, path);
  await expect(page.locator('[data-tool="perpetual-calendar"]')).toHaveAttribute('data-ready', 'true');
}

test('zh: February 2026 by the controls — lunar dates, terms, festivals, holiday marks, day detail', async ({
  page,
}) => {
  const s = L.zh;
  const w = watchPage(page);
  // The page's CSP (a meta tag in the build) lets the calendar's worker start.
  await recordCspViolations(page);
  await openCalendar(page, s.path);
  // Today is marked on the visitor's device, not at build time.
  const now = new Date();
  const todayIso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(cell(page, todayIso)).toHaveAttribute('aria-current', 'date');

  await page.getByLabel(s.year, { exact: true }).selectOption('2026');
  await page.getByLabel(s.month, { exact: true }).selectOption({ label: s.february });
  await expect(page.locator('#pc-grid-title')).toHaveText(s.title.feb);
  for (const [iso, text] of Object.entries(s.cells)) await expect(cell(page, iso)).toContainText(text);
  await expect(cell(page, '2026-02-14').locator('[data-mark]')).toHaveText(s.work);
  await expect(cell(page, '2026-02-15').locator('[data-mark]')).toHaveText(s.off);
  await expect(cell(page, '2026-02-23').locator('[data-mark]')).toHaveText(s.off);
  await expect(cell(page, '2026-02-24').locator('[data-mark]')).toHaveCount(0);
  await expect(cell(page, '2026-02-28').locator('[data-mark]')).toHaveText(s.work);

  await cell(page, '2026-02-17').click();
  await expect(cell(page, '2026-02-17')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('pc-detail-ganzhi')).toHaveText(s.ganzhi);
  await expect(page.getByTestId('pc-detail-zodiac')).toHaveText(s.zodiac);
  await expect(page.getByTestId('pc-detail-week')).toContainText('8');
  await expect(page.getByTestId('pc-detail-next')).toHaveText(s.next);

  // Keyboard: day, week, month, year, week start/end.
  await cell(page, '2026-02-17').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, '2026-02-18')).toBeFocused();
  await expect(cell(page, '2026-02-18')).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, '2026-02-17')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, '2026-02-25')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(cell(page, '2026-02-17')).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(page.locator('#pc-grid-title')).toHaveText(s.title.mar);
  await expect(cell(page, '2026-03-17')).toBeFocused();
  await page.keyboard.press('Shift+PageUp');
  await expect(page.locator('#pc-grid-title')).toHaveText(s.title.mar25);
  await expect(cell(page, '2025-03-17')).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(page, '2025-03-23')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(cell(page, '2025-03-17')).toBeFocused();

  // The date field: the leap sixth month of 2025.
  await page.getByLabel('跳转到日期').fill('2025-07-25');
  await page.getByRole('button', { name: s.go, exact: true }).click();
  await expect(page.getByTestId('pc-detail-lunar')).toHaveText(s.leap);
  await expect(cell(page, '2025-07-25')).toHaveAttribute('aria-selected', 'true');

  // A year whose schedule is not announced says so, and shows no marks.
  await page.getByLabel(s.year, { exact: true }).selectOption('2027');
  await expect(page.getByTestId('pc-notice')).toContainText(s.notice);
  await expect(page.locator('[data-testid="pc-grid"] [data-mark]')).toHaveCount(0);
  await expect(page.getByTestId('pc-detail-lunar')).not.toBeEmpty();
  expect(await readCspViolations(page)).toEqual([]);
  w.assertClean();
});

test('zh: the year overview lists 2026 holidays with make-up days; week start persists across a reload', async ({
  page,
}) => {
  const w = watchPage(page);
  await openCalendar(page, L.zh.path);
  await page.getByLabel('年份', { exact: true }).selectOption('2026');
  await page.getByRole('radio', { name: '年', exact: true }).click();
  const schedule = page.getByTestId('pc-schedule');
  await expect(schedule.locator('li')).toHaveCount(7);
  await expect(schedule.locator('li').nth(1)).toHaveText(
    '春节 2月15日 – 2月23日（放假 9 天）调休上班：2月14日, 2月28日',
  );
  await expect(page.getByTestId('pc-terms').locator('li')).toHaveCount(24);
  await expect(page.locator('[data-testid="pc-year"] [data-iso="2026-10-10"]')).toHaveAttribute('data-mark', 'work');
  await page.getByRole('button', { name: '2026年3月' }).click();
  await expect(page.locator('#pc-grid-title')).toHaveText('2026年3月');

  await page.getByRole('radio', { name: L.zh.sunday }).click();
  await expect(page.locator('[data-testid="pc-grid"] th').first()).toHaveText(L.zh.firstHead.sun);
  await waitForStored(page, 'perpetual-calendar:weekStart', 'sun');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('radio', { name: L.zh.sunday })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[data-testid="pc-grid"] th').first()).toHaveText(L.zh.firstHead.sun);
  w.assertClean();
});

test('zh: no serious accessibility violations, and the calendar fits 360 px, month and year views', async ({
  page,
}) => {
  test.setTimeout(90_000); // axe over the year view's 365 days, on a shared 2-core machine
  const w = watchPage(page);
  const s = L.zh;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCalendar(page, s.path);
  await page.getByLabel(s.year, { exact: true }).selectOption('2026');
  await page.getByLabel(s.month, { exact: true }).selectOption({ label: s.february });
  for (const view of ['month', 'year'] as const) {
    if (view === 'year') await page.getByRole('radio', { name: '年', exact: true }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await overflowingElements(page), `${view} at 360 px`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  w.assertClean();
});
