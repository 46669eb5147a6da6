/**
 * The site's own translation engine as a first-time visitor meets it: the Clerk-mode build, whose
 * PUBLIC_TRANSLATE_URL points at the real function (supabase/functions/translate/index.ts under Deno, started by
 * the Playwright config with Postgres and the stand-in provider; 2,000 characters a day for anonymous visitors).
 * A fresh browser context translates text (zh, en) and a PDF printed by Chromium with nothing set up; the
 * allowance line follows each answer; the quota message appears when the day's characters are spent.
 *
 * The tests share one anonymous allowance (one address), so they run in order and compare readings, never
 * fixed counts (a retry starts from whatever is left).
 */
import { expect, test, type Page } from '@playwright/test';
import { routeClerkStub, STUB_SESSION_TOKEN } from './clerk-stub';
import { download, open } from './helpers';

const BASE = process.env.E2E_CLERK_BASE_URL ?? '';
const FUNCTION_URL = process.env.E2E_TRANSLATE_URL ?? '';
test.skip(!BASE || !FUNCTION_URL, 'the Clerk-mode build and the local function are missing (npm run build:clerk)');
test.describe.configure({ mode: 'serial' });

/** The number of characters left, from the allowance line ("今天还剩 1,989 / 2,000 字符"). */
async function left(page: Page): Promise<number> {
  const text = (await page.getByTestId('allowance').textContent()) ?? '';
  const first = /[\d,]+/.exec(text)?.[0];
  if (!first) throw new Error(`no number in the allowance line: ${text}`);
  return Number(first.replaceAll(',', ''));
}

/** Every request the page sends to the function. */
function functionRequests(page: Page): { auth: string | undefined; body: string }[] {
  const seen: { auth: string | undefined; body: string }[] = [];
  page.on('request', (r) => {
    if (r.url() === FUNCTION_URL && r.method() === 'POST')
      seen.push({ auth: r.headers().authorization, body: r.postData() ?? '' });
  });
  return seen;
}

const L = {
  zh: { path: '/translator/', translate: '翻译', line: /^今天还剩 [\d,]+ \/ 2,000 字符$/, engine: '本站引擎' },
  en: {
    path: '/en/translator/',
    translate: 'Translate',
    line: /^[\d,]+ of 2,000 characters left today$/,
    engine: "This site's engine",
  },
} as const;

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: a fresh visitor translates with this site's engine, nothing set up`, async ({ page }) => {
    const sent = functionRequests(page);
    await open(page, `${BASE}${L[lang].path}`);
    await expect(page.getByRole('combobox', { name: lang === 'zh' ? '引擎' : 'Engine' })).toHaveValue('operator');
    await expect(page.getByRole('combobox', { name: lang === 'zh' ? '引擎' : 'Engine' })).toContainText(L[lang].engine);
    await page.getByTestId('source-text').fill('Hello world');
    await page.getByRole('button', { name: L[lang].translate, exact: true }).click();
    const target = lang === 'zh' ? 'English' : 'Simplified Chinese';
    await expect(page.getByTestId('target-text')).toHaveText(`[${target}] Hello world`);
    await expect(page.getByTestId('allowance')).toHaveText(L[lang].line);
    const before = await left(page);

    await page.getByTestId('source-text').fill('Good night');
    await page.getByRole('button', { name: L[lang].translate, exact: true }).click();
    await expect(page.getByTestId('target-text')).toHaveText(`[${target}] Good night`);
    await expect.poll(() => left(page)).toBe(before - 'Good night'.length);
    // A visitor who is not signed in sends no token; the text went to the function and nowhere else.
    expect(sent.map((r) => r.auth)).toEqual([undefined, undefined]);
    expect(sent.map((r) => JSON.parse(r.body).messages[1].content)).toEqual(['Hello world', 'Good night']);
  });
}

test('zh: the document translator translates a PDF printed by Chromium, nothing set up', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The input comes from another program: Chromium's own PDF printer.
  const printer = await browser.newPage();
  await printer.setContent(
    '<h1>Quarterly notes</h1><p>The team shipped the new search page and fixed the slow export.</p>',
  );
  const pdf = await printer.pdf({ format: 'A5' });
  await printer.close();

  await open(page, `${BASE}/document-translator/`);
  await page.getByLabel('选择 PDF 文件').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('doc-file')).toContainText('notes.pdf', { timeout: 30_000 });
  await page.getByRole('button', { name: '翻译', exact: true }).click();
  await expect(page.getByTestId('doc-downloads')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('allowance')).toHaveText(L.zh.line);
  const md = await download(page, page.getByRole('button', { name: '下载 Markdown' }));
  const text = md.bytes.toString('utf8');
  expect(text).toContain('[Simplified Chinese] Quarterly notes');
  expect(text).toContain('[Simplified Chinese] The team shipped the new search page');
});

test('zh: when the day is spent, the message says when it refills and what signing in gives', async ({ page }) => {
  await open(page, `${BASE}/translator/`);
  await page.getByTestId('source-text').fill('Hi');
  await page.getByRole('button', { name: '翻译', exact: true }).click();
  await expect(page.getByTestId('allowance')).toHaveText(L.zh.line);
  const remaining = await left(page);
  const nf = new Intl.NumberFormat('zh');
  const alert = page.getByRole('alert');
  const translate = () => page.getByRole('button', { name: '翻译', exact: true }).click();
  // One piece longer than what is left (a text goes in pieces of up to 2,000 characters): the message says so.
  const tooLong = 'x'.repeat(remaining + 1);
  await page.getByTestId('source-text').fill(tooLong);
  await translate();
  await expect(alert).toContainText(
    `这段文字需要 ${nf.format(remaining + 1)} 字符，超过本站引擎今天剩余的 ${nf.format(remaining)} 字符。`,
  );
  await expect(page.getByTestId('source-text')).toHaveValue(tooLong); // the visitor's text is kept
  // What is left, spent exactly; then any text finds the day's allowance used up.
  await page.getByTestId('source-text').fill('y'.repeat(remaining));
  await translate();
  await expect(page.getByTestId('allowance')).toHaveText('今天还剩 0 / 2,000 字符');
  await page.getByTestId('source-text').fill('Hi');
  await translate();
  await expect(alert).toContainText('你今天在本站引擎的 2,000 字符额度已用完。');
  await expect(alert).toContainText(/\d+ 小时 \d+ 分钟后恢复。/);
  await expect(alert).toContainText('登录（免费）后每天可翻译 50,000 字符。');
  await expect(alert).toContainText('高级版每天可翻译 1,000,000 字符。');
});

test("en: a signed-in visitor's session token goes with each request; one the function cannot check is explained", async ({
  page,
}) => {
  // Clerk's scripts are served by the stub (tests/e2e/clerk-stub.ts), whose session token is not a Clerk JWT: the
  // local function has no Clerk issuer configured, so it refuses any token, as it would a forged one.
  await routeClerkStub(page);
  await page.goto(`${BASE}/en/login`);
  await page.getByRole('button', { name: 'Continue with the stub account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const sent = functionRequests(page);
  await open(page, `${BASE}/en/translator/`);
  await page.getByTestId('source-text').fill('Signed in');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    "This site's engine could not check your sign-in: sign in again, or sign out to translate as a guest.",
  );
  expect(sent.map((r) => r.auth)).toEqual([`Bearer ${STUB_SESSION_TOKEN}`]);
  await expect(page.getByTestId('source-text')).toHaveValue('Signed in');
});
