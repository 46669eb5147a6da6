import { expect, test } from '@playwright/test';
import { watchPage } from '../../../tests/e2e/helpers';

for (const [lang, path] of [
  ['zh', '/document-translator/'],
  ['en', '/en/document-translator/'],
] as const) {
  test(`${lang}: summarizes typed text in the worker and keeps it across a reload`, async ({ page }) => {
    const w = watchPage(page);
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const box = page.locator('[data-tool="document-translator"] textarea');
    await box.fill('a\nb😀');
    await page.locator('[data-tool="document-translator"] .btn-primary').click();
    // 'a', the line break, 'b' and the emoji: four characters on two lines.
    const output = page.getByTestId('document-translator-output');
    await expect(output).toContainText('4');
    await expect(output).toContainText('2');
    await page.reload();
    await expect(box).toHaveValue('a\nb😀');
    w.assertClean();
  });
}
