/** Every timeline page says up to which date it is complete: the date of its newest entry, in four languages. */
import { test, expect } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES } from './helpers';

const PAGES = ['/ai-timeline', '/openai-timeline', '/anthropic-timeline', '/deepseek-timeline'];

// Every timeline in zh (each has its own newest entry); in the other languages, where only the note's wording
// and date format change, one page of each kind (the AI timeline, a company timeline).
for (const locale of TEST_LOCALES) {
  test(`${locale}: the timelines state the date they are current to`, async ({ page }) => {
    for (const path of locale === 'zh' ? PAGES : PAGES.slice(0, 2)) {
      await page.goto(LOCALE_PREFIX[locale] + path);
      const note = page.locator('[data-current-to]');
      await expect(note, path).toHaveCount(1);
      const dates = await page
        .locator('li time[datetime]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
      expect(dates.length, path).toBeGreaterThan(5);
      const newest = [...dates].sort().at(-1)!;
      await expect(note, path).toHaveAttribute('data-current-to', newest);
      await expect(note, path).toContainText(newest.slice(0, 4));
      expect(await note.textContent(), path).not.toMatch(/&#|\{\{/);
    }
  });
}
