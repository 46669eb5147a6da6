import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LOCALE_PREFIX, waitForStored, watchPage, type TestLocale, hydrated } from '../../../tests/e2e/helpers';

const root = (page: Page) => page.locator('.jf-root');
const inputBox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const errorLine = (page: Page) => page.getByTestId('json-error');
const status = (page: Page) => page.getByTestId('json-status');

/** CodeMirror loads on first use or when an action needs it, never on its own (useEditors.ts). */
const editorsReady = (page: Page) => expect(root(page)).toHaveAttribute('data-editors', 'ready', { timeout: 20_000 });

/** Asks for CodeMirror the way a visitor does (focusing the plain text box is a first use), then waits for it. */
async function loadEditors(page: Page) {
  await hydrated(page);
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-editor="plain"]')?.focus());
  await editorsReady(page);
}

async function openFormatter(page: Page, locale: TestLocale) {
  await page.goto(`${LOCALE_PREFIX[locale]}/json-formatter`);
  await loadEditors(page);
}

/** The text of an editor, read from its rendered lines (fine for documents that fit on screen). */
async function editorText(page: Page, which: 'input' | 'output'): Promise<string> {
  const lines = await page.locator(`[data-editor="${which}"] .cm-line`).allInnerTexts();
  return lines.map((l) => l.replace(/\n$/, '')).join('\n');
}

/** Waits for the next finished action after `action` runs. */
async function afterRun(page: Page, action: () => Promise<void>, timeout?: number) {
  const before = Number(await root(page).getAttribute('data-runs'));
  await action();
  await expect(root(page)).toHaveAttribute('data-runs', String(before + 1), { timeout });
  await expect(root(page)).toHaveAttribute('data-busy', 'false');
}

async function pasteText(page: Page, target: ReturnType<typeof inputBox>, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await target.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** Drops a file on an element the way a browser does: dragenter/dragover/drop carrying a DataTransfer. */
async function dropFile(page: Page, selector: string, name: string, text: string) {
  const dt = await page.evaluateHandle(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'application/json' }));
      return dt;
    },
    { name, text },
  );
  // A synthetic drop reaches only a hydrated island.
  await hydrated(page);
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer: dt });
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: dt });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: dt });
}

// A trace's screencast adds main-thread work of its own at every paint, up to a second each while a 17 MB
// result is built in slices with paints in between. Traces of failures keep their DOM snapshots.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

test.describe('json-formatter', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('en: typing shows errors with line and column, marks the spot, then formats, minifies and sorts', async ({
    page,
  }) => {
    const w = watchPage(page);
    await openFormatter(page, 'en');
    const input = inputBox(page, 'JSON input');
    await input.click();
    await page.keyboard.type('{"b": 12345678901234567890, "a": [1.10, true,], "c": {"z": null, "y": "é"}}');

    // Checked while typing: message with line and column, a lint mark in the editor, nothing moves.
    await expect(errorLine(page)).toContainText(
      'Line 1, column 45: Trailing comma: JSON does not allow a comma before } or ]',
    );
    await expect(page.locator('[data-editor="input"] .cm-lintRange-error')).toHaveCount(1);
    await expect(status(page)).toContainText('Invalid JSON');

    // Format on invalid input: the cursor jumps to the error.
    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    await expect(input).toBeFocused();
    await page.keyboard.press('Delete'); // removes the comma the cursor is on
    await expect(status(page)).toContainText('Valid JSON');
    await expect(errorLine(page)).toHaveCount(0);

    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    expect(await editorText(page, 'output')).toBe(
      '{\n  "b": 12345678901234567890,\n  "a": [\n    1.10,\n    true\n  ],\n  "c": {\n    "z": null,\n    "y": "é"\n  }\n}',
    );
    await expect(page.getByTestId('json-run')).toContainText(/Formatted in \d+ ms · result 107 B/);

    await page.getByLabel('Indentation').selectOption('4');
    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    expect(await editorText(page, 'output')).toContain('\n    "a": [\n        1.10,');

    await page.getByLabel('Indentation').selectOption('tab');
    await afterRun(page, () => page.getByRole('button', { name: 'Sort keys' }).click());
    expect(await editorText(page, 'output')).toBe(
      '{\n\t"a": [\n\t\t1.10,\n\t\ttrue\n\t],\n\t"b": 12345678901234567890,\n\t"c": {\n\t\t"y": "é",\n\t\t"z": null\n\t}\n}',
    );

    // Keyboard shortcut in the editor: Ctrl+Shift+Enter minifies.
    await input.click();
    await afterRun(page, () => page.keyboard.press('ControlOrMeta+Shift+Enter'));
    expect(await editorText(page, 'output')).toBe('{"b":12345678901234567890,"a":[1.10,true],"c":{"z":null,"y":"é"}}');

    // Copy confirms and puts the exact result on the clipboard.
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '{"b":12345678901234567890,"a":[1.10,true],"c":{"z":null,"y":"é"}}',
    );

    // The input survives a reload, and so do the settings.
    await waitForStored(
      page,
      'json-formatter:input',
      '{"b": 12345678901234567890, "a": [1.10, true], "c": {"z": null, "y": "é"}}',
    );
    await waitForStored(page, 'json-formatter:settings', { indent: 'tab' });
    await page.reload();
    await loadEditors(page);
    expect(await editorText(page, 'input')).toBe(
      '{"b": 12345678901234567890, "a": [1.10, true], "c": {"z": null, "y": "é"}}',
    );
    await expect(page.getByLabel('Indentation')).toHaveValue('tab');
    w.assertClean();
  });

  test('en: text typed before the editor (CodeMirror) arrives is kept, with the caret, and formats', async ({
    page,
  }) => {
    const w = watchPage(page);
    // Hold the editor's chunk back: the page must be usable with the plain text box until it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const editorChunks: string[] = [];
    await page.route(/\/_astro\/editor\.[^/]*\.js$/, async (route) => {
      editorChunks.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/en/json-formatter');
    // Nothing asked for CodeMirror before first paint and load: the plain box is there, labelled.
    expect(editorChunks).toEqual([]);
    const input = inputBox(page, 'JSON input');
    await expect(page.locator('[data-editor="plain"]')).toBeVisible();
    await input.click();
    await page.keyboard.type('{"b": [1, 2],');
    // Typing asked for the editor, which is held back: the text box keeps working.
    await expect.poll(() => editorChunks.length).toBeGreaterThan(0);
    await expect(root(page)).toHaveAttribute('data-editors', 'loading');
    await page.keyboard.type(' "a": "<&>"');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    release();
    await editorsReady(page);
    await expect(page.locator('[data-editor="plain"]')).toHaveCount(0);
    // Focus and caret moved to CodeMirror: typing goes on at the end.
    await expect(input).toBeFocused();
    await page.keyboard.type('}');
    expect(await editorText(page, 'input')).toBe('{"b": [1, 2], "a": "<&>"}');
    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    expect(await editorText(page, 'output')).toBe('{\n  "b": [\n    1,\n    2\n  ],\n  "a": "<&>"\n}');
    w.assertClean();
  });

  test('en: CodeMirror is not fetched until the editor is used', async ({ page }) => {
    const editorChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/_astro\/editor\.[^/]*\.js$/.test(r.url())) editorChunks.push(r.url());
    });
    await page.clock.install();
    await page.goto('/en/json-formatter');
    await hydrated(page);
    // A minute of the page's clock: past the load event and any idle moment after it.
    await page.clock.runFor(60_000);
    await page.waitForLoadState('networkidle');
    expect(editorChunks).toEqual([]);
    await expect(root(page)).toHaveAttribute('data-editors', 'plain');
    await page.locator('[data-editor="plain"]').focus();
    await editorsReady(page);
    expect(editorChunks).toHaveLength(1);
  });

  test('en: Ctrl+Enter typed while the editor is loading formats once it is there', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/editor\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/json-formatter');
    await hydrated(page);
    const plain = page.locator('[data-editor="plain"]');
    await plain.fill('[3,1]');
    await expect(root(page)).toHaveAttribute('data-editors', 'loading');
    const runs = Number(await root(page).getAttribute('data-runs'));
    await plain.press('Control+Enter');
    release();
    await editorsReady(page);
    await expect(root(page)).toHaveAttribute('data-runs', String(runs + 1));
    await expect(root(page)).toHaveAttribute('data-busy', 'false');
    expect(await editorText(page, 'input')).toBe('[3,1]');
    expect(await editorText(page, 'output')).toBe('[\n  3,\n  1\n]');
  });

  test('en: Format before the editor has loaded waits for it and runs on the typed text', async ({ page }) => {
    await page.goto('/en/json-formatter');
    await expect(root(page)).toHaveAttribute('data-editors', 'plain');
    await page.locator('[data-editor="plain"]').fill('[3,1]');
    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    await editorsReady(page);
    expect(await editorText(page, 'input')).toBe('[3,1]');
    expect(await editorText(page, 'output')).toBe('[\n  3,\n  1\n]');
  });

  test('zh: paste JSON5-style input, switch on tolerant mode from the error, escape and unescape', async ({ page }) => {
    const w = watchPage(page);
    await openFormatter(page, 'zh');
    const input = inputBox(page, 'JSON 输入');
    await pasteText(page, input, "// 配置\n{name: '小明', list: [1, 2,],}");

    await expect(errorLine(page)).toContainText('第 1 行第 1 列：JSON 中不允许注释');
    await expect(status(page)).toContainText('JSON 无效');
    await page.getByRole('button', { name: '允许这种写法（开启宽松模式）' }).click();
    await expect(page.getByLabel('宽松模式')).toBeChecked();
    await expect(status(page)).toContainText('JSON 有效');

    await afterRun(page, () => page.getByRole('button', { name: '格式化', exact: true }).click());
    expect(await editorText(page, 'output')).toBe('{\n  "name": "小明",\n  "list": [\n    1,\n    2\n  ]\n}');
    await expect(page.getByTestId('json-run')).toContainText(/格式化用时 \d+ 毫秒/);

    // Escape the input into a string literal, use it as input, and unescape it back.
    await page.getByLabel('宽松模式').uncheck();
    await pasteText(page, input, '{"a": "x\\ny"}');
    await afterRun(page, () => page.getByRole('button', { name: '转义', exact: true }).click());
    expect(await editorText(page, 'output')).toBe('"{\\"a\\": \\"x\\\\ny\\"}"');
    await page.getByRole('button', { name: '用作输入' }).click();
    await expect.poll(() => editorText(page, 'input')).toBe('"{\\"a\\": \\"x\\\\ny\\"}"');
    await afterRun(page, () => page.getByRole('button', { name: '去转义' }).click());
    expect(await editorText(page, 'output')).toBe('{"a": "x\\ny"}');

    // A broken literal: translated error at its place.
    await pasteText(page, input, '"abc\\q"');
    await afterRun(page, () => page.getByRole('button', { name: '去转义' }).click());
    await expect(errorLine(page)).toContainText('第 1 行第 5 列：字符串中有无效的转义序列“\\q”');

    await page.getByRole('button', { name: '复制' }).click();
    await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
    w.assertClean();
  });

  test('en: drop a file, open a file, download the result, clear and undo', async ({ page }) => {
    const w = watchPage(page);
    await openFormatter(page, 'en');
    await dropFile(page, '[data-editor="input"]', 'orders.json', '{"id":7,"items":[{"sku":"A1","qty":2}]}');
    await expect(page.getByText('Opened orders.json (39 B).')).toBeVisible();
    await expect.poll(() => editorText(page, 'input')).toBe('{"id":7,"items":[{"sku":"A1","qty":2}]}');
    await expect(status(page)).toContainText('Valid JSON');

    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.formatted.json');
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      '{\n  "id": 7,\n  "items": [\n    {\n      "sku": "A1",\n      "qty": 2\n    }\n  ]\n}',
    );

    // The file picker, with a broken file: the error names line and column.
    await page.getByLabel('Open file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "a": 1\n  "b": 2\n}'),
    });
    await expect(page.getByText('Opened broken.json (21 B).')).toBeVisible();
    await expect(errorLine(page)).toContainText('Line 3, column 3: Missing comma before ‘"b"’');
    await page.getByRole('button', { name: 'Go to error' }).click();
    await expect(inputBox(page, 'JSON input')).toBeFocused();

    // Clear, then get the input back with undo.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(status(page)).toContainText('No input yet');
    await inputBox(page, 'JSON input').click();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => editorText(page, 'input')).toBe('{\n  "a": 1\n  "b": 2\n}');
    w.assertClean();
  });

  test('en: tree view expands lazily, searches and shows a node in the input', async ({ page }) => {
    const w = watchPage(page);
    await openFormatter(page, 'en');
    await page.getByRole('button', { name: 'Sample' }).click();
    await expect(status(page)).toContainText('Valid JSON');
    await page.getByRole('tab', { name: 'Tree' }).click();
    const tree = page.getByRole('tree', { name: 'JSON tree' });
    await expect(tree.getByRole('treeitem')).toHaveCount(10); // root and its 9 members
    await expect(tree.getByRole('treeitem', { name: /bigId\s*:\s*12345678901234567890/ })).toBeVisible();

    // Keyboard: focus the root, go down to "tags", expand it.
    await tree.getByRole('treeitem').first().focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toContainText('tags');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem')).toHaveCount(14);
    await expect(tree.getByRole('treeitem', { name: /格式化/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem')).toHaveCount(10);

    // Search reveals matches inside collapsed nodes.
    await page.getByRole('searchbox', { name: 'Search keys and values' }).fill('title');
    await expect(page.getByText('1 / 2')).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: /title\s*:\s*"Line\\nbreak/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByText('2 / 2')).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: /title\s*:\s*"Emoji/ })).toBeVisible();

    // Enter shows the node in the input editor.
    await tree.getByRole('treeitem', { name: /title\s*:\s*"Emoji/ }).focus();
    await page.keyboard.press('Enter');
    await expect(inputBox(page, 'JSON input')).toBeFocused();
    w.assertClean();
  });

  test('zh at 360 px: usable on a phone, no sideways scrolling, no axe violations', async ({ page }) => {
    const w = watchPage(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await openFormatter(page, 'zh');
    await page.getByRole('button', { name: '示例' }).click();
    await afterRun(page, () => page.getByRole('button', { name: '格式化', exact: true }).click());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const name of ['格式化', '压缩', '键排序', '转义', '去转义', '复制', '下载']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
    }
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    w.assertClean();
  });

  // The editors, the error line and the tree have colours of their own in each scheme.
  for (const scheme of ['light', 'dark'] as const) {
    test(`zh axe (${scheme}): editors, error and tree pass`, async ({ page }) => {
      const w = watchPage(page);
      if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await openFormatter(page, 'zh');
      await inputBox(page, 'JSON 输入').click();
      await page.keyboard.type('{"a": [1, 2,]}');
      await expect(errorLine(page)).toBeVisible();
      await page.getByRole('button', { name: '示例' }).click();
      await afterRun(page, () => page.getByRole('button', { name: '格式化', exact: true }).click());
      const check = async () => {
        const results = await new AxeBuilder({ page }).include('main').analyze();
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      expect(await check()).toEqual([]);
      await page.getByRole('tab', { name: '树形' }).click();
      await page.getByRole('searchbox', { name: '搜索键和值' }).fill('id');
      await expect(page.getByText('1 / 3')).toBeVisible();
      expect(await check()).toEqual([]);
      w.assertClean();
    });
  }
});

test.describe('json-formatter, large input', () => {
  // How long the main thread is busy while 10 MB are checked and formatted (budget: no task over 200 ms) is
  // measured by src/tools/json-formatter/bench.mjs ("JSON paste + format"); here, the outcome.
  test('en: a 10 MB document formats in the worker, and the result stays scrollable', async ({ page }) => {
    test.setTimeout(120_000);
    const w = watchPage(page);
    await openFormatter(page, 'en');
    // Generate ~10 MB and paste it, as the clipboard would deliver it.
    await page.evaluate(() => {
      const parts: string[] = [];
      let size = 2;
      for (let i = 0; size < 10 * 1024 * 1024; i++) {
        const s = `{"id":${i},"name":"Item ${i} 项目","price":${i % 1000}.10,"big":1234567890123456789${i % 10},"tags":["a","b"],"nested":{"x":${i},"ok":true}}`;
        parts.push(s);
        size += s.length + 1;
      }
      const text = `[${parts.join(',')}]`;
      const content = document.querySelector<HTMLElement>('[data-editor="input"] .cm-content')!;
      content.focus();
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    await expect(root(page)).toHaveAttribute('data-check', 'valid', { timeout: 60_000 });
    await expect(status(page)).toContainText(/Input 10\.\d MB/);
    await expect(page.getByText('Input over 1.0 MB is not saved in this browser.')).toBeVisible();
    await expect(
      page.getByText('Syntax colours are off for documents over 3.0 MB, so the page stays responsive.'),
    ).toHaveCount(1);

    // 10 MB in and 17 MB out take a few seconds in the worker on a busy 2-core machine.
    await afterRun(page, () => page.getByRole('button', { name: 'Format', exact: true }).click(), 30_000);
    await expect(page.getByTestId('json-run')).toContainText(/Formatted in [\d,]+ ms · result 1\d\.\d MB/);

    // The output editor scrolls: deep lines come into view.
    const scroller = page.locator('[data-editor="output"] .cm-scroller');
    await scroller.hover();
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 4000);
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(10_000);
    await expect(page.locator('[data-editor="output"] .cm-lineNumbers .cm-gutterElement').last()).not.toHaveText('1');
    w.assertClean();
  });
  // How fast the refusal comes is measured by src/tools/json-formatter/bench.mjs ("JSON deep 1e6 `[`").
  test('zh: a million nested brackets is refused with a translated depth message, no engine text', async ({ page }) => {
    const w = watchPage(page);
    await openFormatter(page, 'zh');
    const input = inputBox(page, 'JSON 输入');
    await pasteText(page, input, '['.repeat(1_000_000));
    // The check while typing already names the place where the limit is exceeded…
    const message = '第 1 行第 1001 列：嵌套超过 1,000 层';
    await expect(errorLine(page)).toContainText(message);
    // …and Format, Minify and Sort give that same single message.
    for (const name of ['格式化', '压缩', '键排序']) {
      await afterRun(page, () => page.getByRole('button', { name, exact: true }).click());
      await expect(errorLine(page)).toHaveCount(1);
      await expect(errorLine(page)).toContainText(message);
    }
    await expect(page.getByTestId('json-worker-error')).toHaveCount(0);
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/RangeError|Maximum call stack|allocation failed|Processing failed|Error:/);
    w.assertClean();
  });

  test('zh: opening a PNG says it is not text, with its real size, and keeps the input', async ({ page }) => {
    const w = watchPage(page);
    await openFormatter(page, 'zh');
    const input = inputBox(page, 'JSON 输入');
    await input.click();
    await page.keyboard.type('{"keep": 1}');
    await expect(status(page)).toContainText('JSON 有效');
    const png = Buffer.alloc(1234);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(png);
    await page.getByLabel('打开文件').setInputFiles({ name: 'photo.json', mimeType: 'application/json', buffer: png });
    await expect(page.getByRole('alert')).toContainText('photo.json 是 PNG 文件（1,234 字节），不是文本或 JSON。');
    await expect.poll(() => editorText(page, 'input')).toBe('{"keep": 1}');
    await expect(status(page)).toContainText('JSON 有效');
    await expect(errorLine(page)).toHaveCount(0);

    // Invalid UTF-8 is refused too, instead of being silently replaced.
    await page.getByLabel('打开文件').setInputFiles({
      name: 'latin1.json',
      mimeType: 'application/json',
      buffer: Buffer.from([0x7b, 0x22, 0x6b, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]),
    });
    await expect(page.getByRole('alert')).toContainText('latin1.json（9 字节）不是 UTF-8 文本（第 7 个字节无效）');
    await expect.poll(() => editorText(page, 'input')).toBe('{"keep": 1}');
    w.assertClean();
  });
});
