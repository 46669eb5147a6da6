/**
 * WeChat formatter through the real UI with a 200 KB article (long-article.ts: mixed Chinese and English
 * prose, lists, quotes, code and tables): pasted at once → every block in the preview; then, the caret at the
 * end, a heading typed key by key (40 ms apart) → the preview shows it. Wall time for each, and the longest
 * main-thread task (scripts/lib/heartbeat.mjs) while typing, against the budget: typing into a long article must
 * never freeze the page (the e2e spec checks that the preview follows; this measures the freeze).
 */
import { measure } from '../../../scripts/lib/heartbeat.mjs';
import { longArticle } from './long-article.ts';

export async function bench({ page, baseURL }) {
  await page.goto(`${baseURL}/en/wechat-formatter/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const article = longArticle();
  const input = `${Math.round(new TextEncoder().encode(article).length / 1024)} KB article`;
  const box = page.getByRole('textbox', { name: 'Markdown' });
  const preview = page.getByTestId('wechat-preview');
  const pasted = await measure(page, async () => {
    // As one paste would put it there.
    await box.evaluate((el, text) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, article);
    await page
      .getByRole('button', { name: 'Copy for WeChat' })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 60_000 });
  });
  // The caret to the end first (the textarea lays out its whole text once: the kit's cost, not typing's).
  await box.press('ControlOrMeta+End');
  const typed = await measure(page, async () => {
    await box.pressSequentially('\n\n## The very end', { delay: 40 });
    await preview.locator('h2').last().getByText('The very end', { exact: true }).waitFor({ timeout: 60_000 });
  });
  return [
    {
      name: 'paste → every block in the preview',
      input,
      ms: pasted.ms,
      // Its longest task is the textarea laying out 200 KB of text (the browser's, the same for any editor).
      note: `longest task ${pasted.longest.toFixed(0)} ms, the textarea's layout included`,
    },
    { name: 'type a heading at the end (16 keys, 40 ms apart) → previewed', input, ...typed },
  ];
}
