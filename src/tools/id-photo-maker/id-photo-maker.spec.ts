import { expect, test } from '@playwright/test';
import { watchPage } from '../../../tests/e2e/helpers';

for (const [lang, path] of [
  ['zh', '/id-photo-maker/'],
  ['en', '/en/id-photo-maker/'],
] as const) {
  test(`${lang}: summarizes typed text in the worker and keeps it across a reload`, async ({ page }) => {
    const w = watchPage(page);
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const box = page.locator('[data-tool="id-photo-maker"] textarea');
    await box.fill('a\nb😀');
    await page.locator('[data-tool="id-photo-maker"] .btn-primary').click();
    // 'a', the line break, 'b' and the emoji: four characters on two lines.
    const output = page.getByTestId('id-photo-maker-output');
    await expect(output).toContainText('4');
    await expect(output).toContainText('2');
    await page.reload();
    await expect(box).toHaveValue('a\nb😀');
    w.assertClean();
  });
}
