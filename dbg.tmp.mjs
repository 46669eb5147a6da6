import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await b.newContext({ acceptDownloads: true });
const p = await ctx.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message));
if (process.argv[2] === 'block') await p.route('**/*.woff2', (r) => r.abort());
await p.goto('http://127.0.0.1:4430/markdown-to-image/');
await p.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
await p.getByRole('textbox', { name: 'Markdown' }).fill(process.argv[3] ?? '# 网页字体\n\n这是一段中文文字。');
await p.waitForTimeout(1500);
const t0 = Date.now();
await p.getByTestId('md2img-download').click();
for (let i = 0; i < 20; i++) {
  await p.waitForTimeout(1000);
  const s = await p.getByTestId('md2img-status').innerText();
  console.log(i, s);
  if (!s.includes('正在')) break;
}
console.log('ms', Date.now() - t0);
await b.close();
