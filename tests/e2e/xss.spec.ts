/**
 * One table of hostile inputs fed to every text field and every rendered preview of the site. Nothing may
 * execute: `window.alert`, `confirm` and `prompt` are hooked, every payload tries to set a global flag, no
 * dialog may open, and the page's Content-Security-Policy must report nothing (a violation means markup
 * from the input reached the DOM as markup). A new tool is one row of FIELDS.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '@playwright/test';
import { watchPage } from './helpers';

/** Each payload tries to run `window.__xss = 1` or `alert(1)`. */
export const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script></svg>',
  '</script><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1" id="xss-link">click</a>',
  'javascript:window.__xss=1//',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle=alert(1)>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${alert(1)}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

const SVG_WITH_SCRIPT = PAYLOADS[4]!;
const b64 = (s: string) => Buffer.from(s).toString('base64');

interface Field {
  /** What is fed, e.g. "json-formatter input". */
  name: string;
  path: string;
  /** Prepares the page once (tabs, sign-in). */
  setup?: (page: Page) => Promise<void>;
  /** Feeds one payload and lets the page render it. */
  feed: (page: Page, payload: string) => Promise<void>;
}

const fill = (label: string | RegExp) => async (page: Page, payload: string) => {
  await page.getByLabel(label, { exact: typeof label === 'string' }).fill(payload);
};

const LOGO_PNG = readFileSync(fileURLToPath(new URL('../fixtures/images/wm-logo.png', import.meta.url)));
const ANNOTATOR_PNG = readFileSync(fileURLToPath(new URL('../fixtures/images/annotator-sample.png', import.meta.url)));
const STITCH_PNG = readFileSync(fileURLToPath(new URL('../fixtures/images/stitch/red.png', import.meta.url)));
const PLAIN_PDF = readFileSync(fileURLToPath(new URL('../fixtures/pdf/plain.pdf', import.meta.url)));

export const FIELDS: Field[] = [
  {
    name: 'json-formatter input, formatted and in the tree',
    path: '/en/json-formatter',
    feed: async (page, payload) => {
      await page.locator('[data-editor="input"] .cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(JSON.stringify({ [payload]: payload, list: [payload] }));
      await page.getByRole('button', { name: 'Format', exact: true }).click();
      await expect(page.locator('[data-editor="output"] .cm-content')).toContainText('list');
    },
  },
  { name: 'url-encode input', path: '/en/url-encode-and-decode', feed: fill('Text to encode') },
  {
    name: 'url-decode input',
    path: '/en/url-encode-and-decode',
    feed: async (page, payload) => {
      // Encoded, then swapped into the decoder (its output is the payload again), then swapped back.
      await page.getByLabel('Text to encode').fill(payload);
      await page.getByRole('button', { name: /Swap/ }).click();
      await page.waitForTimeout(100);
      await page.getByRole('button', { name: /Swap/ }).click();
    },
  },
  {
    name: 'image-base64 decoder: text and an SVG data URI with script',
    path: '/en/image-base64',
    setup: async (page) => page.getByRole('tab', { name: 'Base64 → Image' }).click(),
    feed: async (page, payload) => {
      const input = page.getByLabel('Base64 or data URI');
      await input.fill(payload);
      await input.fill(
        `data:image/svg+xml;base64,${b64(SVG_WITH_SCRIPT.replace('</svg>', `<text>${payload}</text></svg>`))}`,
      );
      await expect(page.getByRole('img', { name: /Decoded SVG/ })).toBeVisible();
    },
  },
  {
    name: 'image-base64 encoder: file name and SVG content',
    path: '/en/image-base64',
    feed: async (page, payload) => {
      await page.getByLabel('Choose an image to encode').setInputFiles({
        name: `${payload.replace(/\//g, '∕')}.svg`,
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(SVG_WITH_SCRIPT.replace('</svg>', `<text>${payload.replace(/[<&]/g, '')}</text></svg>`)),
      });
      await expect(page.getByRole('img', { name: /^Preview of / })).toBeVisible();
    },
  },
  {
    name: 'text-diff original and changed',
    path: '/en/text-diff',
    feed: async (page, payload) => {
      await page.getByRole('textbox', { name: 'Original', exact: true }).fill(`a\n${payload}\n`);
      await page.getByRole('textbox', { name: 'Changed', exact: true }).fill(`a\n${payload}!\n<b>${payload}</b>\n`);
      await expect(page.getByTestId('stats')).toContainText('Changes');
    },
  },
  {
    name: 'veo3-prompts subject and action',
    path: '/en/veo3-prompts',
    feed: async (page, payload) => {
      await page.getByRole('textbox', { name: /^Subject/ }).fill(payload);
      await page.getByLabel('Action').fill(payload);
    },
  },
  {
    name: 'pdf-decryptor file name and password',
    path: '/en/pdf-decryptor',
    feed: async (page, payload) => {
      const name = `${payload.replace(/\//g, '∕')}.pdf`;
      await page.getByLabel('Choose PDF files').setInputFiles({ name, mimeType: 'application/pdf', buffer: PLAIN_PDF });
      await expect(page.getByRole('listitem').filter({ hasText: '.pdf' }).first()).toBeVisible();
    },
  },
  {
    name: 'image-watermark text (drawn only on the preview canvas) and file name',
    path: '/en/image-watermark',
    feed: async (page, payload) => {
      await page.getByLabel('Watermark text', { exact: true }).fill(payload);
      await page.getByLabel('Choose images to watermark').setInputFiles({
        name: `${payload.replace(/\//g, '∕')}.png`,
        mimeType: 'image/png',
        buffer: LOGO_PNG,
      });
      await expect(page.getByRole('listitem').filter({ hasText: '.png' }).last()).toContainText('Ready');
    },
  },
  {
    name: 'wechat-formatter Markdown, rendered in the phone preview',
    path: '/en/wechat-formatter',
    feed: async (page, payload) => {
      await page
        .getByRole('textbox', { name: 'Markdown' })
        .fill(`# T\n\n${payload}\n\n[x](${payload}) ![y](${payload})\n\n${payload}`);
      await expect(page.getByTestId('wechat-preview').locator('h1')).toHaveText('T');
    },
  },
  {
    name: 'search palette',
    path: '/en/about',
    setup: async (page) => page.locator('[data-search-open]').click(),
    feed: async (page, payload) => page.getByRole('combobox', { name: 'Search tools' }).fill(payload),
  },
  {
    name: 'profile: name, bio, website, location, saved and shown in the header',
    path: '/en/login',
    setup: async (page) => {
      await page.getByRole('button', { name: 'Log in as demo user' }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      await page.goto('/en/profile');
    },
    feed: async (page, payload) => {
      await page.getByLabel('Full name').fill(payload.slice(0, 250));
      await page.getByLabel('Bio').fill(payload);
      await page.getByLabel('Location').fill(payload.slice(0, 250));
      await page.getByLabel('Website').fill(payload.startsWith('javascript:') ? payload : 'https://example.com/');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.locator('[data-profile-status]')).not.toBeEmpty();
    },
  },
  {
    name: 'image-stitcher file names (an image and a refused file)',
    path: '/en/image-stitcher',
    feed: async (page, payload) => {
      const name = payload.replace(/\//g, '∕');
      await page.getByLabel('Choose images to stitch').setInputFiles([
        { name: `${name}.png`, mimeType: 'image/png', buffer: STITCH_PNG },
        { name: `${name}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      ]);
      await expect(page.getByTestId('stitch-problems')).toContainText('.txt');
    },
  },
  {
    name: 'image-annotator file name and text annotation',
    path: '/en/image-annotator',
    feed: async (page, payload) => {
      const name = `${payload.replace(/\//g, '∕')}.png`;
      await page
        .getByLabel('Choose an image to annotate')
        .setInputFiles({ name, mimeType: 'image/png', buffer: ANNOTATOR_PNG });
      await expect(page.getByTestId('annotator-status')).toContainText('annotations: 0');
      await page.getByRole('button', { name: 'Text (T)' }).click();
      await page.getByTestId('annotator-stage').click({ position: { x: 60, y: 60 } });
      const box = page.getByRole('textbox', { name: /Enter to add/ });
      await box.fill(payload);
      await box.press('Enter');
      await expect(page.getByTestId('annotator-status')).toContainText('annotations: 1');
    },
  },
  {
    name: 'markdown-to-image Markdown, header and footer, rendered in the preview',
    path: '/en/markdown-to-image',
    feed: async (page, payload) => {
      await page.getByTestId('md2img-header').fill(payload.slice(0, 200));
      await page.getByTestId('md2img-footer').fill(payload.slice(0, 200));
      await page
        .getByRole('textbox', { name: 'Markdown' })
        .fill(`# T\n\n${payload}\n\n[x](${payload}) ![y](${payload})\n\n${payload}`);
      await expect(page.getByTestId('md2img-preview').locator('h1')).toHaveText('T');
    },
  },

  {
    name: 'latex-to-image formula, \\text{} drawn into the SVG preview and error messages',
    path: '/en/latex-to-image',
    feed: async (page, payload) => {
      await page.getByRole('textbox', { name: 'LaTeX' }).fill(`\\text{${payload}} ${payload}`);
      // Either a new picture or a TeX error (a $ in \text{} opens math): both put the payload on the page.
      await expect(async () => {
        const busy = await page.getByTestId('latex-preview').getAttribute('aria-busy');
        const errors = await page.getByTestId('latex-error-message').count();
        expect(busy === 'false' || errors > 0).toBe(true);
      }).toPass({ timeout: 30_000 });
    },
  },
  {
    name: 'text-behind-image layer text (the layer list and the names of its buttons)',
    path: '/en/text-behind-image',
    feed: async (page, payload) => {
      await page.getByLabel('Text', { exact: true }).fill(payload);
      await expect(page.getByTestId('tbi-layers').getByRole('button', { pressed: true })).toHaveText(payload);
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
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    },
    feed: async (page, payload) => {
      await page.getByTestId('source-text').fill(payload);
      await page.getByTestId('source-text').press('Control+Enter');
      await expect(page.getByTestId('target-text')).toHaveText(payload);
      await expect(page.getByTestId('history').getByRole('button').nth(1)).toContainText(payload.slice(0, 20));
    },
  },
];

test.describe('XSS corpus: nothing executes', () => {
  for (const field of FIELDS) {
    test(`${field.name}: ${PAYLOADS.length} payloads`, async ({ page }) => {
      test.setTimeout(120_000);
      const w = watchPage(page);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(`${d.type()}: ${d.message()}`);
        void d.dismiss();
      });
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
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await field.setup?.(page);
      for (const payload of PAYLOADS) {
        await field.feed(page, payload);
        await page.waitForTimeout(150);
        // Clicking a rendered link must not run it either.
        const link = page.locator('#xss-link');
        if (await link.count())
          await link
            .first()
            .click({ timeout: 1000 })
            .catch(() => undefined);
        expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), payload).toBeUndefined();
      }
      await page.reload();
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
        'after a reload',
      ).toBeUndefined();
      expect(dialogs).toEqual([]);
      w.assertClean();
    });
  }
});
