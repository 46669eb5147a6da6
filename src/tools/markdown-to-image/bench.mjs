/**
 * Markdown to image through the real UI: a ~30 KB document (headings, paragraphs in Chinese and English,
 * tables, highlighted code, task lists) is typed in, then exported at 640 px × 2. Wall time and the longest
 * main-thread task (scripts/lib/heartbeat.mjs) from the click to the downloaded PNG, and for the preview.
 */
import { readFile } from 'node:fs/promises';
import { measure } from '../../../scripts/lib/heartbeat.mjs';

/** A long Markdown document of about `kb` KB (UTF-8), mixed CJK/Latin, with tables and code. */
export function longMarkdown(kb = 30) {
  const parts = [];
  for (let i = 1; Buffer.byteLength(parts.join('\n')) < kb * 1024; i++) {
    parts.push(
      `## 第 ${i} 节 Section ${i}`,
      '',
      `这是第 ${i} 段正文，用来测量长文档导出图片的时间。Markdown becomes a long image; **bold**, *italic* and \`code\`.`,
      '',
      '| 项目 Item | 数量 Qty | 备注 Note |',
      '| :-- | --: | :-: |',
      `| 苹果 apple | ${i * 3} | 新鲜 |`,
      `| 香蕉 banana | ${i * 5} | 进口 |`,
      '',
      '```ts',
      `export function section${i}(input: string): number {`,
      `  // 计算 ${i}`,
      `  return input.length * ${i};`,
      '}',
      '```',
      '',
      `- [x] 完成第 ${i} 项`,
      '- [ ] 待办 todo',
      '',
    );
  }
  return parts.join('\n');
}

export async function bench({ page, baseURL }) {
  const md = longMarkdown(30);
  await page.goto(`${baseURL}/en/markdown-to-image/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  const rows = [];
  let m = await measure(page, async () => {
    await page.getByRole('textbox', { name: 'Markdown' }).fill(md);
    await page.getByTestId('md2img-preview').locator('h2').last().waitFor({ timeout: 60_000 });
  });
  rows.push({
    name: 'Markdown → preview (worker parse + sanitise)',
    input: `${Math.round(Buffer.byteLength(md) / 1024)} KB Markdown`,
    ...m,
    note: 'marked + highlight.js in a Worker',
  });
  let height = 0;
  m = await measure(page, async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }),
      page.getByTestId('md2img-download').click(),
    ]);
    const bytes = await readFile(await download.path());
    height = bytes.readUInt32BE(20);
  });
  rows.push({
    name: 'click → PNG downloaded (640 px × 2)',
    input: `1280 × ${height} px`,
    ...m,
    note: 'modern-screenshot (main thread)',
  });
  return rows;
}
