import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { overflowingElements, seriousA11yViolations, watchPage, hydrated } from '../../../tests/e2e/helpers';
import { longArticle } from './long-article';

const MARKDOWN = [
  '# 标题 Title',
  '',
  'Some **bold** text with a [link](https://example.com/a).',
  '',
  '```js',
  'const answer = 42;',
  '```',
].join('\n');

/** What the clipboard holds, read in the page (permissions granted by the context). */
async function readClipboard(page: Page): Promise<{ html: string; plain: string }> {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) throw new Error('empty clipboard');
    const html = await (await item.getType('text/html')).text();
    const plain = await (await item.getType('text/plain')).text();
    return { html, plain };
  });
}

test('zh: typed Markdown is previewed, copied as inline-styled HTML and plain text, themed, and kept', async ({
  page,
  context,
}) => {
  const path = '/wechat-formatter/';
  const labels = { input: 'Markdown', copy: '复制到公众号', copied: '已复制', theme: '主题', refs: '参考链接' };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = watchPage(page);
  await page.goto(path);
  await hydrated(page);
  const box = page.getByRole('textbox', { name: labels.input });
  await box.fill(MARKDOWN);
  const preview = page.getByTestId('wechat-preview');
  await expect(preview.locator('h1')).toHaveText('标题 Title');
  await expect(preview.locator('pre span').first()).toHaveText('const');
  await expect(preview).toContainText(labels.refs);
  await expect(page.getByTestId('wechat-counts')).toContainText(/\d/);

  await page.getByRole('button', { name: labels.copy }).click();
  await expect(page.getByTestId('wechat-copy-status')).toContainText(labels.copied);
  const clip = await readClipboard(page);
  expect(clip.html).toContain('<h1 style="');
  expect(clip.html).toMatch(/<span style="color:#[0-9a-f]{6}">const<\/span>/);
  expect(clip.html).toContain('[1]');
  expect(clip.html).toContain('https://example.com/a');
  expect(clip.html).not.toMatch(/class=|<style/);
  expect(clip.plain).toContain('标题 Title');
  expect(clip.plain).toContain('Some bold text with a link[1].');
  expect(clip.plain).not.toContain('<');

  // Another theme writes other inline styles.
  const h1Style = await preview.locator('h1').getAttribute('style');
  await page.getByLabel(labels.theme).selectOption('ocean');
  await expect(preview.locator('h1')).not.toHaveAttribute('style', h1Style ?? '');
  const oceanStyle = await preview.locator('h1').getAttribute('style');
  expect(oceanStyle).toContain('#1a5fc0');

  await page.reload();
  await hydrated(page);
  await expect(box).toHaveValue(MARKDOWN);
  await expect(page.getByLabel(labels.theme)).toHaveValue('ocean');
  await expect(preview.locator('h1')).toHaveAttribute('style', oceanStyle ?? '');
  w.assertClean();
});

// How long the main thread is blocked meanwhile is measured by bench.mjs.
test('a 200 KB article: every block is previewed, and typing at its end reaches the preview', async ({ page }) => {
  test.setTimeout(90_000);
  const w = watchPage(page);
  await page.goto('/en/wechat-formatter/');
  await hydrated(page);
  const article = longArticle();
  const box = page.getByRole('textbox', { name: 'Markdown' });
  // As one paste would put it there (Playwright's fill types it in chunks).
  await box.evaluate((el: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, article);
  const preview = page.getByTestId('wechat-preview');
  // Copy is enabled once every block is in the preview.
  await expect(page.getByRole('button', { name: 'Copy for WeChat' })).toBeEnabled({ timeout: 30_000 });
  await expect(preview.locator('h2').last()).toContainText('Section');
  await box.press('ControlOrMeta+End');
  await box.pressSequentially('\n\n## The very end', { delay: 40 });
  await expect(preview.locator('h2').last()).toHaveText('The very end', { timeout: 20_000 });
  await expect(box).toHaveValue(`${article}\n\n## The very end`);
  w.assertClean();
});

test('zh: the sample article passes axe and fits 360 px', async ({ page }) => {
  const w = watchPage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wechat-formatter/');
  await hydrated(page);
  await page.getByRole('button', { name: '示例文章' }).click();
  await expect(page.getByRole('button', { name: '复制到公众号' })).toBeEnabled();
  await expect(page.getByTestId('wechat-preview').locator('table')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflowingElements(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  w.assertClean();
});

test('raw HTML is sanitised in the preview and on the clipboard; outside images load nothing until pasted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = watchPage(page);
  await page.goto('/en/wechat-formatter/');
  await hydrated(page);
  const hostile = [
    'Text <img src=x onerror="window.__xss=1"> and <a href="javascript:window.__xss=2">a link</a>',
    '',
    '<div onclick="window.__xss=3" class="c" id="d">div</div>',
    '',
    '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe>',
    '',
    '<style>p{color:red}</style>',
    '',
    '![photo](https://images.example.com/p.png)',
    '',
    '<script>window.__xss=5</script>',
    '',
    '<p style="color:red;background-image:url(http://evil.example/p.png)">styled</p>',
    '',
    '<table background="http://evil.example/t.png"><tr><td style="list-style:u\\72l(http://evil.example/q.png)">cell</td></tr></table>',
    '',
    '<!--<img src="--><img src=x onerror=window.__xss=6//">',
  ].join('\n');
  await page.getByRole('textbox', { name: 'Markdown' }).fill(hostile);
  const preview = page.getByTestId('wechat-preview');
  await expect(preview).toContainText('div');
  await expect(page.getByTestId('wechat-status')).toContainText('grey frames');
  const found = await preview.evaluate((el) => ({
    bad: el.querySelectorAll('script, iframe, style, [onerror], [onclick], [class], [id], a[href^="javascript"]')
      .length,
    images: [...el.querySelectorAll('img')].map((i) => i.getAttribute('src')?.slice(0, 19)),
  }));
  expect(found).toEqual({
    bad: 0,
    images: ['data:image/svg+xml,', 'data:image/svg+xml,', 'data:image/svg+xml,'],
  });
  await page.getByRole('button', { name: 'Copy for WeChat' }).click();
  // The status says so once the clipboard write has finished (read before it, the item may not have its types yet).
  await expect(page.getByTestId('wechat-copy-status')).toContainText('Copied');
  const { html } = await readClipboard(page);
  expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|javascript:|class=|id=|data-wx-src/);
  // No inline style and no attribute of the raw HTML loads anything once the article is published.
  expect(html).not.toMatch(/evil\.example|url\(|\\72/);
  expect(html).toContain('<p style="color:red">styled</p>');
  expect(html).toContain('<img src="https://images.example.com/p.png" alt="photo"');
  // (The browser writes the relative source as an absolute URL on the clipboard.)
  expect(html).toMatch(/<img src="[^"]*\/x">/);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  w.assertClean();
});

test('copy falls back to selecting the preview when the browser refuses; download saves the styled page', async ({
  page,
}) => {
  const w = watchPage(page);
  await page.addInitScript(() => {
    navigator.clipboard.write = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto('/wechat-formatter/');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Markdown' }).fill('# 下载\n\n![图](https://images.example.com/p.png)');
  await expect(page.getByTestId('wechat-preview').locator('h1')).toHaveText('下载');
  await page.getByRole('button', { name: '复制到公众号' }).click();
  await expect(page.getByTestId('wechat-copy-status')).toHaveText(
    '浏览器不允许复制带格式的内容。已选中预览内容：请按 Ctrl+C（Mac 上按 ⌘C）复制。',
  );
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toMatch(/^下载/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 .html' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wechat-article.html');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('<!DOCTYPE html>\n<html lang="zh">')).toBe(true);
  expect(text).toMatch(/<h1 style="[^"]*color:#0a7d44">下载<\/h1>/);
  expect(text).toContain('<img src="https://images.example.com/p.png" alt="图"');
  expect(text).not.toContain('data-wx-src');
  w.assertClean();
});
