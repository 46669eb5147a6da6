/**
 * XSS smoke cases in Chromium, where the browser's own parsing matters: the sanitised Markdown previews, the
 * translator's streamed output, the profile saved and shown in the header. The full matrix (every field of
 * every tool) is tests/component/xss.test.tsx, on the same PAYLOADS. Nothing may execute: `alert`, `confirm`
 * and `prompt` are hooked, every payload tries to set `window.__xss`, no dialog may open, and the page's
 * Content-Security-Policy must report nothing (an inline handler or script that reached the DOM raises a
 * `securitypolicyviolation`). After each payload the page is settled by a sentinel, not a sleep: every image
 * has loaded or failed, two animation frames and a zero-delay task have run, so any error, load or toggle
 * handler has had its turn.
 */
import { test, expect, type Page } from '@playwright/test';
import { PAYLOADS } from '../component/xss-payloads';
import { readCspViolations, recordCspViolations, watchPage, hydrated } from './helpers';

interface Field {
  /** What is fed, e.g. "wechat-formatter Markdown". */
  name: string;
  path: string;
  /** Prepares the page once (sign-in, an engine). */
  setup?: (page: Page) => Promise<void>;
  /** Feeds one payload and waits until the page shows it. */
  feed: (page: Page, payload: string, n: number) => Promise<void>;
}

const markdownOf = (payload: string, n: number) =>
  `# T${n}\n\n${payload}\n\n[x](${payload}) ![y](${payload})\n\n${payload}\n\nend ${n}`;

const FIELDS: Field[] = [
  {
    name: 'wechat-formatter Markdown, rendered in the phone preview',
    path: '/en/wechat-formatter',
    feed: async (page, payload, n) => {
      await page.getByRole('textbox', { name: 'Markdown' }).fill(markdownOf(payload, n));
      await expect(page.getByTestId('wechat-preview').locator('h1')).toHaveText(`T${n}`);
      await expect(page.getByTestId('wechat-preview')).toContainText(`end ${n}`);
    },
  },
  {
    name: 'markdown-to-image Markdown, header and footer, rendered in the preview',
    path: '/en/markdown-to-image',
    feed: async (page, payload, n) => {
      await page.getByTestId('md2img-header').fill(payload.slice(0, 200));
      await page.getByTestId('md2img-footer').fill(payload.slice(0, 200));
      await page.getByRole('textbox', { name: 'Markdown' }).fill(markdownOf(payload, n));
      await expect(page.getByTestId('md2img-preview').locator('h1')).toHaveText(`T${n}`);
      await expect(page.getByTestId('md2img-preview')).toContainText(`end ${n}`);
    },
  },
  {
    name: 'translator text, its translation (an echoing engine) and the history',
    path: '/en/translator',
    setup: async (page) => {
      // An OpenAI-compatible engine on this machine that answers with the text it was given, streamed.
      await page.route('http://127.0.0.1:9/v1/chat/completions', async (route) => {
        const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        const body = route.request().postDataJSON() as { messages: { role: string; content: string }[] };
        const text = body.messages.find((m) => m.role === 'user')?.content ?? '';
        const data = `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\ndata: [DONE]\n\n`;
        return route.fulfill({ status: 200, headers: { ...cors, 'Content-Type': 'text/event-stream' }, body: data });
      });
      await page.evaluate(() =>
        localStorage.setItem(
          'translate:engine',
          JSON.stringify({ engine: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'echo', apiKey: '' }),
        ),
      );
      await page.reload();
      await hydrated(page);
    },
    feed: async (page, payload) => {
      await page.getByTestId('source-text').fill(payload);
      await page.getByTestId('source-text').press('Control+Enter');
      await expect(page.getByTestId('target-text')).toHaveText(payload);
      await expect(page.getByTestId('history').getByRole('button').nth(1)).toContainText(payload.slice(0, 20));
    },
  },
  {
    name: 'profile: name, bio, website, location, saved and shown in the header',
    path: '/en/login',
    setup: async (page) => {
      await page.getByRole('button', { name: 'Log in as demo user' }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      await page.goto('/en/profile');
    },
    feed: async (page, payload, n) => {
      const name = `${payload.slice(0, 240)} ${n}`;
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Bio').fill(payload);
      await page.getByLabel('Location').fill(payload.slice(0, 250));
      await page.getByLabel('Website').fill(payload.startsWith('javascript:') ? payload : 'https://example.com/');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.locator('[data-profile-status]')).not.toBeEmpty();
    },
  },
];

/**
 * Resolves once the page has settled: every <img> has loaded or failed (an `onerror` would have run), then two
 * animation frames and a zero-delay task (a `toggle`, `load` or queued handler has had its turn). The site's own
 * lazy tool icons (`data-tool-icon`, in the header's closed menus) are not waited for: the browser fetches them only
 * when a menu opens, and no payload ends up there.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = [...document.images].filter(
      (img) => !img.complete && !(img.loading === 'lazy' && img.hasAttribute('data-tool-icon')),
    );
    await Promise.all(
      pending.map(
        (img) =>
          new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
            if (img.complete) resolve();
          }),
      ),
    );
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}

const sentinel = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

test.describe('XSS smoke in Chromium: nothing executes', () => {
  for (const field of FIELDS) {
    test(`${field.name}: ${PAYLOADS.length} payloads`, async ({ page }) => {
      test.setTimeout(90_000);
      const w = watchPage(page);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(`${d.type()}: ${d.message()}`);
        void d.dismiss();
      });
      await recordCspViolations(page);
      await page.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        const hook = (name: string) => () => {
          w.__xss = `${name} called`;
        };
        window.alert = hook('alert');
        window.confirm = hook('confirm') as unknown as typeof window.confirm;
        window.prompt = hook('prompt') as unknown as typeof window.prompt;
      });
      await page.goto(field.path);
      await hydrated(page);
      await field.setup?.(page);
      for (const [n, payload] of PAYLOADS.entries()) {
        await field.feed(page, payload, n);
        await settle(page);
        // Clicking a rendered link must not run it either.
        const link = page.locator('#xss-link');
        if (await link.count()) {
          await link
            .first()
            .click({ timeout: 1000 })
            .catch(() => undefined);
          await settle(page);
        }
        expect(await sentinel(page), payload).toBeUndefined();
        expect(await readCspViolations(page), payload).toEqual([]);
      }
      // What was saved comes back after a reload (the profile in the header, the inputs) and must not run either.
      await page.reload();
      await hydrated(page);
      await settle(page);
      expect(await sentinel(page), 'after a reload').toBeUndefined();
      expect(await readCspViolations(page), 'after a reload').toEqual([]);
      expect(dialogs).toEqual([]);
      w.assertClean();
    });
  }
});
