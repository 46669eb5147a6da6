/**
 * LaTeX to image in Chromium: MathJax runs in the worker (loaded on first use, every file from our origin), the
 * SVG and PNG downloads are checked byte by byte (valid SVG with glyph paths; PNG size ≈ scale × the 1× size,
 * pixels drawn), \text{中文} is drawn with the embedded web font (differs from a render with the font blocked),
 * a TeX error is shown with MathJax's message and its line and column, and the palette inserts at the cursor.
 */
import { expect, test, type Page } from '@playwright/test';
import { overflowingElements, seriousA11yViolations, watchPage, download, open } from '../../../tests/e2e/helpers';

const L = {
  zh: {
    path: '/latex-to-image/',
    box: 'LaTeX',
    scale: 'PNG 倍数',
    svg: '下载 SVG',
    png: '下载 PNG',
    at: (l: number, c: number) => `第 ${l} 行，第 ${c} 列：`,
    font: '无法加载',
  },
  en: {
    path: '/en/latex-to-image/',
    box: 'LaTeX',
    scale: 'PNG scale',
    svg: 'Download SVG',
    png: 'Download PNG',
    at: (l: number, c: number) => `Line ${l}, column ${c}:`,
    font: 'could not load',
  },
} as const;
type Lang = keyof typeof L;

// MathJax starts in a fresh worker in every test (about 1.5 MB of script to compile on a busy machine).
test.describe.configure({ timeout: 90_000 });

async function openLatex(page: Page, lang: Lang) {
  await open(page, L[lang].path);
}

const box = (page: Page) => page.locator('[data-tool="latex-to-image"] textarea');
const preview = (page: Page) => page.getByTestId('latex-preview').locator('img');

/** Types the formula and waits until the preview shows it (not stale, enabled buttons). */
async function typeTex(page: Page, lang: Lang, tex: string) {
  await box(page).fill(tex);
  await expect(page.getByRole('button', { name: L[lang].svg })).toBeEnabled({ timeout: 30_000 });
  await expect(preview(page)).not.toHaveClass(/opacity-50/);
}

/** A PNG decoded in the page: its size, how many pixels are drawn (alpha > 0) and a hash of its pixels. */
async function decodePng(page: Page, bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return page.evaluate(async (b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const px = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let drawn = 0;
    let hash = 0;
    for (let i = 0; i < px.length; i += 4) {
      if (px[i + 3]! > 0) drawn++;
      hash = (hash * 31 + px[i + 3]!) | 0;
    }
    return { width: bitmap.width, height: bitmap.height, drawn, hash };
  }, bytes.toString('base64'));
}

async function svgChecks(page: Page, text: string) {
  return page.evaluate((src) => {
    const doc = new DOMParser().parseFromString(src, 'image/svg+xml');
    return {
      parseError: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      paths: doc.getElementsByTagName('path').length,
      width: Number(doc.documentElement.getAttribute('width')),
      height: Number(doc.documentElement.getAttribute('height')),
    };
  }, text);
}

test('zh: an integral and an align block → SVG and PNG (4× ≈ 4 × 1×), nothing from another origin', async ({
  page,
}) => {
  const lang = 'zh';
  const w = watchPage(page);
  const s = L[lang];
  // Every request, the worker's included (MathJax's on-demand files are imported from inside it).
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const loaded = async () => requested;
  await openLatex(page, lang);
  // The sample is drawn at once, with nothing clicked or typed.
  await expect(page.getByRole('button', { name: s.svg })).toBeEnabled({ timeout: 30_000 });
  await expect(preview(page)).toBeVisible();
  await typeTex(page, lang, '\\int_0^1 x^2\\,dx');
  expect((await loaded()).filter((n) => /\/worker-[\w-]+\.js$/.test(n))).toHaveLength(1);
  const svg = await download(page, page.getByRole('button', { name: s.svg }));
  expect(svg.name).toBe('formula.svg');
  const checked = await svgChecks(page, svg.bytes.toString('utf8'));
  expect(checked).toMatchObject({ parseError: false, root: 'svg' });
  expect(checked.paths).toBeGreaterThanOrEqual(5);

  await page.getByLabel(s.scale).selectOption('1');
  const one = await decodePng(page, (await download(page, page.getByRole('button', { name: s.png }))).bytes);
  await page.getByLabel(s.scale).selectOption('4');
  const four = await decodePng(page, (await download(page, page.getByRole('button', { name: s.png }))).bytes);
  expect(one.width).toBe(Math.ceil(checked.width - 1e-6));
  expect(Math.abs(four.width - 4 * one.width)).toBeLessThanOrEqual(4);
  expect(Math.abs(four.height - 4 * one.height)).toBeLessThanOrEqual(4);
  expect(one.drawn).toBeGreaterThan(20);
  // 16× the area; edge pixels of the anti-aliased 1× picture make the ratio smaller.
  expect(four.drawn).toBeGreaterThan(6 * one.drawn);

  // \\mathbb needs a glyph file MathJax loads on demand, \\cancel an extension it autoloads: both by URL.
  const align = '\\begin{align}\n  a &= \\mathbb{R} + c \\\\\n  d &= \\cancel{e}\n\\end{align}';
  await typeTex(page, lang, align);
  const alignSvg = await svgChecks(
    page,
    (await download(page, page.getByRole('button', { name: s.svg }))).bytes.toString('utf8'),
  );
  expect(alignSvg.parseError).toBe(false);
  expect(alignSvg.paths).toBeGreaterThanOrEqual(8);
  const onDemand = (await loaded()).filter((n) => /\/(double-struck|cancel)-[\w-]+\.js$/.test(n));
  expect(onDemand.map((n) => new URL(n).origin)).toEqual([new URL(page.url()).origin, new URL(page.url()).origin]);

  await page.reload();
  await expect(box(page)).toHaveValue(align);
  w.assertClean();
});

test('zh: \\text{中文} is drawn with the embedded web font (differs from a render with the font blocked)', async ({
  page,
  browser,
}) => {
  const w = watchPage(page);
  await openLatex(page, 'zh');
  await typeTex(page, 'zh', '\\text{中文公式} = x');
  await expect(async () => {
    const svg = (await download(page, page.getByRole('button', { name: L.zh.svg }))).bytes.toString('utf8');
    expect(svg).toContain('data:font/woff2;base64,');
    expect(svg).toContain('font-family="\'Noto Serif SC\', serif"');
  }).toPass({ timeout: 20_000 });
  await page.getByLabel(L.zh.scale).selectOption('2');
  const withFont = await decodePng(page, (await download(page, page.getByRole('button', { name: L.zh.png }))).bytes);
  w.assertClean();

  const blocked = await browser.newContext();
  const other = await blocked.newPage();
  await other.route('**/*.woff2', (r) => r.abort());
  await openLatex(other, 'zh');
  await typeTex(other, 'zh', '\\text{中文公式} = x');
  await expect(other.getByTestId('latex-to-image-error')).toContainText(L.zh.font);
  await other.getByLabel(L.zh.scale).selectOption('2');
  const fallback = await decodePng(other, (await download(other, other.getByRole('button', { name: L.zh.png }))).bytes);
  await blocked.close();
  expect(fallback.drawn).toBeGreaterThan(0);
  expect(withFont.hash).not.toBe(fallback.hash);
});

test('en: a TeX error shows MathJax’s message, its line and column, and marks the token; the palette inserts', async ({
  page,
}) => {
  const w = watchPage(page);
  await openLatex(page, 'en');
  await box(page).fill('a + b \\\\\n  c + \\foo');
  const err = page.getByTestId('latex-to-image-error');
  await expect(err).toContainText('Undefined control sequence \\foo', { timeout: 30_000 });
  await expect(err).toContainText(L.en.at(2, 7));
  await expect(page.getByTestId('latex-error-mark')).toHaveText('\\foo');
  await expect(page.getByRole('button', { name: L.en.svg })).toBeDisabled();
  await page.getByRole('button', { name: 'Show in the editor' }).click();
  expect(await box(page).evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([15, 19]);

  await box(page).fill('\\frac{a}{b');
  await expect(err).toContainText('Missing close brace');
  await expect(err).toContainText(L.en.at(1, 9));

  // The palette: the cursor after "x = ", a fraction inserted there, the cursor inside its first braces.
  await box(page).fill('x = ');
  await box(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(4, 4));
  await page.locator('[data-snippet="frac"]').click();
  await expect(box(page)).toHaveValue('x = \\frac{}{}');
  expect(await box(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(10);
  await expect(err).toBeEmpty();
  w.assertClean();
});

test('zh: axe finds nothing serious, and 360 px wide nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openLatex(page, 'zh');
  await typeTex(page, 'zh', '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}');
  await page.getByLabel('背景').selectOption('solid');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await overflowingElements(page, 360)).toEqual([]);
});

test('zh: text with inline $…$, display $$…$$ and \\ce{} is drawn as one picture and exported', async ({ page }) => {
  const w = watchPage(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openLatex(page, 'zh');
  await page.getByLabel('输入内容').selectOption('mixed');
  const text =
    '二次方程 $ax^2+bx+c=0$ 的根是\n$$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$\n水是 $\\ce{H2O}$，价格 \\$5。';
  await typeTex(page, 'zh', text);
  await expect(page.getByTestId('latex-to-image-error')).toBeEmpty();
  const svgText = (await download(page, page.getByRole('button', { name: L.zh.svg }))).bytes.toString('utf8');
  const checked = await svgChecks(page, svgText);
  expect(checked.parseError).toBe(false);
  // Three lines, each its own nested picture; the Chinese text drawn as text in the embedded font.
  expect(svgText.match(/<svg x="/g)).toHaveLength(3);
  expect(svgText).toContain('@font-face');
  expect(svgText).not.toContain('failed to load');
  // mhchem and its arrow font came from our origin.
  const mhchem = requested.filter((n) => /\/mhchem-[\w-]+\.js$/.test(n));
  expect(mhchem.length).toBeGreaterThan(0);
  expect(mhchem.every((n) => new URL(n).origin === new URL(page.url()).origin)).toBe(true);
  // Taller than wide formula lines alone would be: the PNG has all three lines.
  await page.getByLabel(L.zh.scale).selectOption('1');
  const png = await decodePng(page, (await download(page, page.getByRole('button', { name: L.zh.png }))).bytes);
  expect(png.height).toBe(Math.ceil(checked.height - 1e-6));
  expect(png.height).toBeGreaterThan(80);
  expect(png.drawn).toBeGreaterThan(200);

  // An unclosed $ is pointed at, in Chinese.
  await box(page).fill('价格 $5');
  await expect(page.getByTestId('latex-to-image-error')).toContainText('这个 $ 没有配对的 $');
  await expect(page.getByTestId('latex-to-image-error')).toContainText(L.zh.at(1, 4));
  w.assertClean();
});

test('zh: the sample comes drawn in the page; MathJax loads on the first edit, and draws it the same', async ({
  page,
}) => {
  const s = L.zh;
  const w = watchPage(page);
  const workers: string[] = [];
  page.on('request', (r) => {
    if (/\/worker-[\w-]+\.js$/.test(r.url())) workers.push(r.url());
  });
  // In the HTML as served, before any script: the picture (the build drew it).
  const html = await (await page.request.get(s.path)).text();
  expect(html).toMatch(/data-testid="latex-preview"[^>]*>\s*<img src="data:image\/svg\+xml/);
  await openLatex(page, 'zh');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: s.svg })).toBeEnabled();
  const before = { src: await preview(page).getAttribute('src'), box: await preview(page).boundingBox() };
  expect(workers).toEqual([]);
  // The sample's exports work without MathJax.
  const svg = await download(page, page.getByRole('button', { name: s.svg }));
  expect(await svgChecks(page, svg.bytes.toString('utf8'))).toMatchObject({ parseError: false, paths: 14 });
  expect(workers).toEqual([]);

  // The first edit loads the worker; the sample typed back is drawn exactly as the build drew it, in place.
  const sample = await box(page).inputValue();
  await typeTex(page, 'zh', 'y');
  expect(workers).toHaveLength(1);
  await typeTex(page, 'zh', sample);
  await expect(preview(page)).toHaveAttribute('src', before.src!);
  expect(await preview(page).boundingBox()).toEqual(before.box);
  w.assertClean();
});

test('en: a \\href to javascript: or data: is no link in the SVG file or the MathML', async ({ page }) => {
  const s = L.en;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLatex(page, 'en');
  for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://example.com/']) {
    await typeTex(page, 'en', `\\href{${url}}{x}`);
    const svg = (await download(page, page.getByRole('button', { name: s.svg }))).bytes.toString('utf8');
    await page.getByRole('button', { name: 'Copy MathML' }).click();
    const mathml = await page.evaluate(() => navigator.clipboard.readText());
    const links = (markup: string) => [...markup.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);
    const expected = url.startsWith('https:') ? [url] : [];
    expect(links(svg), url).toEqual(expected);
    expect(links(mathml), url).toEqual(expected);
  }
});
