/**
 * The generator and annotator pages at the narrowest and widest common phone widths (crawl.spec.ts checks every
 * page at 375 px): in every language, nothing of the tool reaches past the viewport and the page does not
 * scroll sideways, at 320 and at 414 px.
 */
import { expect, test } from '@playwright/test';
import { LOCALE_PREFIX, TEST_LOCALES, hydrated, overflowingElements } from './helpers';

const PAGES = [
  'image-annotator',
  'latex-to-image',
  'quote-card',
  'handwriting',
  'subtitle-to-image',
  'markdown-to-image',
  'text-behind-image',
];
const WIDTHS = [320, 414];

for (const locale of TEST_LOCALES) {
  test(`${locale}: the generator pages fit ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(30_000 + PAGES.length * 6_000);
    const problems: string[] = [];
    for (const slug of PAGES) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(`${LOCALE_PREFIX[locale]}/${slug}/`);
      await hydrated(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) problems.push(`${slug} at ${width}: scrolls sideways (${scrollWidth}px)`);
        for (const el of await overflowingElements(page, width)) problems.push(`${slug} at ${width}: ${el}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
