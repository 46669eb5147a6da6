/**
 * Markdown to image through the real UI: a ~30 KB document (headings, paragraphs in Chinese and English,
 * tables, highlighted code, task lists) is pasted in (the clipboard and Ctrl+V, as a person does: Playwright's
 * fill() types it through an editing command that alone takes seconds), then exported at 640 px × 2. Wall time
 * and the longest main-thread task (scripts/lib/heartbeat.mjs) from the paste to the preview, and from the click
 * to the downloaded image (one PNG, or a zip of pages when the document is taller than a canvas can be).
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
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
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`${baseURL}/en/markdown-to-image/`);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.evaluate((text) => navigator.clipboard.writeText(text), md);
  await page.getByRole('textbox', { name: 'Markdown' }).focus();
  const rows = [];
  let m = await measure(page, async () => {
    await page.keyboard.press('Control+V');
    await page.getByTestId('md2img-preview').locator('h2').last().waitFor({ timeout: 60_000 });
  });
  rows.push({
    name: 'Markdown → preview (worker parse + sanitise)',
    input: `${Math.round(Buffer.byteLength(md) / 1024)} KB Markdown`,
    ...m,
    note: 'marked + highlight.js in a Worker',
  });
  let pngs = [];
  m = await measure(page, async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 180_000 }),
      page.getByTestId('md2img-download').click(),
    ]);
    const bytes = await readFile(await download.path());
    pngs = download.suggestedFilename().endsWith('.zip') ? Object.values(unzipSync(bytes)) : [bytes];
  });
  const size = (png) => ({ width: Buffer.from(png).readUInt32BE(16), height: Buffer.from(png).readUInt32BE(20) });
  const height = pngs.reduce((sum, png) => sum + size(png).height, 0);
  rows.push({
    name: 'click → image downloaded (640 px × 2)',
    input: `${pngs.length} PNG, ${size(pngs[0]).width} × ${height} px in all`,
    ...m,
    note: 'modern-screenshot in 1,200 px bands (main thread, yields between bands)',
  });
  return rows;
}
