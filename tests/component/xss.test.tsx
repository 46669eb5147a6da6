// @vitest-environment happy-dom
/**
 * The XSS matrix: every hostile input of PAYLOADS fed to every text field, file name and rendered preview of
 * the site, on the real islands (their zh or en strings as Page.astro passes them, workers running the tool's
 * real handlers in process). After each payload has rendered, the document must hold no <script>, frame,
 * <object>/<embed>, no `on…` attribute and no `javascript:`/`data:text/html` URL (xss-net.ts), no dialog may
 * have been called and `window.__xss` stays unset; where the tool shows the input, it shows it as text. A new
 * tool is one row of FIELDS. Fields that need a real browser (CodeMirror, canvas, MathJax's fonts) are fed to
 * the function that turns the input into what the page shows. The browser's own parsing is checked by the
 * smoke cases in tests/e2e/xss.spec.ts.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../src/lib/worker/fake-worker';
import { serve, type Handlers } from '../../src/lib/worker/serve';
import type { Protocol } from '../../src/lib/worker/protocol';
import { IslandI18n } from '../../src/i18n/island';
import { getT } from '../../src/i18n/server';
import { registry } from '../../src/tools/registry';
import { searchEntries } from '../../src/lib/tool-text';
import { openSearchPalette } from '../../src/scripts/search-palette';
import UrlEncodeDecode from '../../src/tools/url-encode-and-decode/UrlEncodeDecode';
import ImageBase64 from '../../src/tools/image-base64/ImageBase64';
import { handlers as imageBase64Handlers } from '../../src/tools/image-base64/handlers';
import TextDiff from '../../src/tools/text-diff/TextDiff';
import { diffHandlers } from '../../src/tools/text-diff/handlers';
import Veo3Prompts, { SUBJECT_ID } from '../../src/tools/veo3-prompts/Veo3Prompts';
import WechatFormatter from '../../src/tools/wechat-formatter/WechatFormatter';
import { quoteDepth } from '../../src/lib/markdown/parse';
import { MAX_QUOTE_DEPTH, renderArticle } from '../../src/tools/wechat-formatter/logic';
import type { WechatFormatterProtocol } from '../../src/tools/wechat-formatter/protocol';
import MarkdownToImage from '../../src/tools/markdown-to-image/MarkdownToImage';
import { renderMarkdown } from '../../src/tools/markdown-to-image/render';
import type { MarkdownToImageProtocol } from '../../src/tools/markdown-to-image/protocol';
import Translator from '../../src/tools/translator/Translator';
import PdfDecryptor from '../../src/tools/pdf-decryptor/PdfDecryptor';
import ImageWatermark from '../../src/tools/image-watermark/ImageWatermark';
import ImageStitcher from '../../src/tools/image-stitcher/ImageStitcher';
import ImageAnnotator from '../../src/tools/image-annotator/ImageAnnotator';
import { TextEditor } from '../../src/tools/image-annotator/TextEditor';
import { DEFAULT_STYLE } from '../../src/tools/image-annotator/shapes';
import TextBehindImage from '../../src/tools/text-behind-image/TextBehindImage';
import { parse } from '../../src/tools/json-formatter/parser';
import { run as runJson } from '../../src/tools/json-formatter/operations';
import { childrenOf } from '../../src/tools/json-formatter/tree';
import { TreeRow } from '../../src/tools/json-formatter/TreeRow';
import type { NsEntry } from '../../src/i18n/keys';
import { badFiles, islandResources } from './kit';
import { expectNoXss, hookDialogs, settle, trusted } from './xss-net';
import { asFileName, PAYLOADS, SVG_WITH_SCRIPT } from './xss-payloads';

// DOMPurify on happy-dom's own window would see nameless nodes and lose its place after a removed node, passing
// tags through: the islands' sanitisers get the window of ./purify-window.ts instead (the same DOM; their
// configuration and hooks are theirs).
vi.mock('dompurify', async (importOriginal) => {
  const real = (await importOriginal<typeof import('dompurify')>()).default;
  const { purifyWindow } = await import('./purify-window');
  const wrapped = (win?: Parameters<typeof real>[0]) =>
    real(win === undefined || (win as unknown) === window ? purifyWindow() : win);
  return { default: wrapped };
});

/** A Worker class whose instances run `handlers` in process (src/lib/worker/fake-worker.ts). */
function servingWorker<P extends Protocol<P>>(handlers: Handlers<P>): typeof FakeWorker {
  return class extends FakeWorker {
    constructor() {
      super();
      serve<P>(handlers, this.scope);
    }
  };
}

/** A Worker class whose every task fails, as a crashed worker's (decoding needs a real browser). */
function crashingWorker(): typeof FakeWorker {
  return class extends FakeWorker {
    constructor() {
      super();
      this.announceReady();
      this.scope.onmessage = ({ data }) =>
        this.scope.postMessage({ kind: 'error', id: data.id, message: 'no canvas here' });
    }
  };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The wechat-formatter worker's handler (worker.ts serves exactly this). */
const wechatHandlers: Handlers<WechatFormatterProtocol> = {
  render: ({ markdown, ...options }) =>
    quoteDepth(markdown) > MAX_QUOTE_DEPTH
      ? { ok: false, error: 'tooDeep' }
      : { ok: true, ...renderArticle(markdown, options) },
};
/** The markdown-to-image worker's handler (worker.ts serves exactly this). */
const md2imgHandlers: Handlers<MarkdownToImageProtocol> = {
  render: ({ markdown }) => ({ ok: true, ...renderMarkdown(markdown) }),
};

const b64 = (s: string) => Buffer.from(s).toString('base64');
/** Markdown that puts the payload everywhere a Markdown preview takes it: text, a link, an image. */
const markdownOf = (payload: string, n: number) =>
  `# T${n}\n\n${payload}\n\n[x](${payload}) ![y](${payload})\n\n${payload}\n\nend ${n}`;

interface Field {
  /** What is fed, e.g. "url-encode input". */
  name: string;
  /** Renders the island (or the component that shows the field), once for all payloads. */
  mount: () => void | Promise<void>;
  /**
   * Feeds payload number `n`, waits until the page shows it, and checks it is shown as text where the tool
   * shows it. The matrix then checks the whole document.
   */
  feed: (payload: string, n: number) => Promise<void>;
}

const en = (slug: NsEntry<'tools'>) => islandResources('en', 'ui', slug);
const zh = (slug: NsEntry<'tools'>) => islandResources('zh', 'ui', slug);
const textOf = (testId: string) => screen.getByTestId(testId).textContent ?? '';
const change = (el: Element, value: string) => fireEvent.change(el, { target: { value } });

export const FIELDS: Field[] = [
  {
    name: 'url-encode input',
    mount: () => void render(<UrlEncodeDecode locale="en" resources={en('url-encode-and-decode')} />),
    feed: async (payload) => {
      change(screen.getByLabelText('Text to encode'), payload);
      await waitFor(() =>
        expect((screen.getByLabelText('Encoded result') as HTMLTextAreaElement).value).toBe(
          encodeURIComponent(payload),
        ),
      );
    },
  },
  {
    name: 'url-decode input (zh)',
    mount: () => {
      localStorage.setItem('url-encode-and-decode:direction', JSON.stringify('decode'));
      render(<UrlEncodeDecode locale="zh" resources={zh('url-encode-and-decode')} />);
    },
    feed: async (payload) => {
      // The payload encoded: its decoding, shown as the result, is the payload again.
      change(await screen.findByLabelText('待解码文本'), encodeURIComponent(payload));
      await waitFor(() => expect((screen.getByLabelText('解码结果') as HTMLTextAreaElement).value).toBe(payload));
    },
  },
  {
    name: 'image-base64 decoder: text and an SVG data URI with script',
    mount: () => {
      vi.stubGlobal('Worker', servingWorker(imageBase64Handlers));
      render(<ImageBase64 locale="en" resources={en('image-base64')} />);
      fireEvent.click(screen.getByRole('tab', { name: 'Base64 → Image' }));
    },
    feed: async (payload) => {
      const input = screen.getByLabelText('Base64 or data URI');
      change(input, payload);
      await settle();
      const svg = SVG_WITH_SCRIPT.replace('</svg>', `<text>${payload}</text></svg>`);
      change(input, `data:image/svg+xml;base64,${b64(svg)}`);
      const img = await screen.findByRole('img', { name: /Decoded SVG/ });
      // Shown as a picture (an <img> runs no script), never inlined into the page.
      expect(img.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|blob:)/);
    },
  },
  {
    name: 'image-base64 encoder: file name and SVG content',
    mount: () => {
      vi.stubGlobal('Worker', servingWorker(imageBase64Handlers));
      render(<ImageBase64 locale="en" resources={en('image-base64')} />);
    },
    feed: async (payload) => {
      const name = asFileName(payload, 'svg');
      const svg = SVG_WITH_SCRIPT.replace('</svg>', `<text>${payload.replace(/[<&]/g, '')}</text></svg>`);
      fireEvent.change(screen.getByLabelText('Choose an image to encode'), {
        target: { files: [new File([svg], name, { type: 'image/svg+xml' })] },
      });
      const img = await screen.findByRole('img', { name: `Preview of ${name}` });
      expect(img.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|blob:)/);
    },
  },
  {
    name: 'text-diff original and changed',
    mount: () => {
      vi.stubGlobal('Worker', servingWorker(diffHandlers));
      render(<TextDiff locale="en" resources={en('text-diff')} />);
    },
    feed: async (payload, n) => {
      change(screen.getByRole('textbox', { name: 'Original' }), `a${n}\n${payload}\n`);
      change(screen.getByRole('textbox', { name: 'Changed' }), `a${n}\n${payload}!\n<b>${payload}</b>\n`);
      await waitFor(() => expect(document.body.textContent).toContain(`<b>${payload}</b>`));
      expect(textOf('stats')).toContain('Changes');
    },
  },
  {
    name: 'veo3-prompts subject and action',
    mount: () => void render(<Veo3Prompts locale="en" resources={en('veo3-prompts')} />),
    feed: async (payload) => {
      change(document.getElementById(SUBJECT_ID)!, payload);
      change(screen.getByLabelText('Action'), `${payload} runs`);
      await waitFor(() => expect(document.body.textContent).toContain(`${payload} runs`));
    },
  },
  {
    name: 'wechat-formatter Markdown, rendered in the phone preview',
    mount: () => {
      vi.stubGlobal('Worker', servingWorker(wechatHandlers));
      render(<WechatFormatter locale="en" resources={en('wechat-formatter')} />);
    },
    feed: async (payload, n) => {
      change(screen.getByRole('textbox', { name: 'Markdown' }), markdownOf(payload, n));
      const preview = await screen.findByTestId('wechat-preview');
      await waitFor(() => expect(preview.textContent).toContain(`end ${n}`), { timeout: 5000 });
      expect(preview.querySelector('h1')?.textContent).toBe(`T${n}`);
    },
  },
  {
    name: 'markdown-to-image Markdown, header and footer, rendered in the preview',
    mount: () => {
      vi.stubGlobal('Worker', servingWorker(md2imgHandlers));
      render(<MarkdownToImage locale="zh" resources={zh('markdown-to-image')} />);
    },
    feed: async (payload, n) => {
      change(screen.getByTestId('md2img-header'), `${payload.slice(0, 200)} h${n}`);
      change(screen.getByTestId('md2img-footer'), `${payload.slice(0, 200)} f${n}`);
      change(screen.getByTestId('md2img-input'), markdownOf(payload, n));
      const preview = await screen.findByTestId('md2img-preview');
      await waitFor(() => expect(preview.textContent).toContain(`end ${n}`), { timeout: 5000 });
      expect(preview.querySelector('h1')?.textContent).toBe(`T${n}`);
      // The header and footer are text on the picture.
      expect(preview.textContent).toContain(`${payload.slice(0, 200)} h${n}`);
      expect(preview.textContent).toContain(`${payload.slice(0, 200)} f${n}`);
    },
  },
  {
    name: 'search palette',
    mount: () => {
      const t = getT('en');
      document.body.innerHTML = `<dialog data-search-palette data-no-results="none"><input data-search-input role="combobox" aria-label="Search tools"><ul data-search-results></ul><p data-search-status>hint</p><script type="application/json" data-search-index></script></dialog>`;
      const index = document.querySelector('[data-search-index]')!;
      index.textContent = JSON.stringify(searchEntries(registry, 'en', t));
      trusted.add(index);
      openSearchPalette(null, { pushEscape() {}, popEscape() {}, lockScroll() {}, trapFocus() {} });
    },
    feed: async (payload) => {
      const input = screen.getByRole('combobox', { name: 'Search tools' }) as HTMLInputElement;
      input.value = payload;
      fireEvent.input(input);
      await waitFor(() => expect(document.querySelector('[data-search-status]')!.textContent).not.toBe(''));
    },
  },
  {
    name: 'translator text, its translation (an echoing engine) and the history',
    mount: async () => {
      localStorage.setItem(
        'translate:engine',
        JSON.stringify({ engine: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'echo', apiKey: '' }),
      );
      // An OpenAI-compatible engine that answers with the text it was given, streamed.
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { messages: { role: string; content: string }[] };
        const text = body.messages.find((m) => m.role === 'user')?.content ?? '';
        const data = `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\ndata: [DONE]\n\n`;
        return new Response(data, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      });
      render(<Translator locale="en" resources={en('translator')} documentHref={null} />);
      await screen.findByTestId('source-text');
    },
    feed: async (payload) => {
      const source = screen.getByTestId('source-text');
      change(source, payload);
      fireEvent.keyDown(source, { key: 'Enter', ctrlKey: true });
      await waitFor(() => expect(textOf('target-text')).toBe(payload), { timeout: 5000 });
      await waitFor(() => expect(textOf('history')).toContain(payload.slice(0, 20)));
    },
  },
  {
    name: 'pdf-decryptor file name and password',
    mount: () => {
      // Every task fails: the row shows the name with the failure (qpdf is checked in qpdf.test.ts).
      vi.stubGlobal('Worker', crashingWorker());
      render(<PdfDecryptor locale="en" resources={en('pdf-decryptor')} />);
    },
    feed: async (payload) => {
      const name = asFileName(payload, 'pdf');
      fireEvent.change(screen.getByLabelText('Choose PDF files'), { target: { files: [badFiles.pdf(name)] } });
      const row = await screen.findByText(name);
      expect(row.textContent).toBe(name);
      const password = screen.queryAllByLabelText(new RegExp(escapeRe(name)))[0];
      if (password) change(password, payload);
    },
  },
  {
    name: 'image-watermark text (drawn only on the preview canvas) and file name',
    mount: () => {
      vi.stubGlobal('Worker', crashingWorker());
      render(<ImageWatermark locale="en" resources={en('image-watermark')} />);
    },
    feed: async (payload) => {
      change(screen.getByLabelText('Watermark text', { exact: true }), payload);
      const name = asFileName(payload, 'png');
      fireEvent.change(screen.getByLabelText('Choose images to watermark'), {
        target: { files: [badFiles.png(name)] },
      });
      expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
    },
  },
  {
    name: 'image-stitcher file names (an image and a refused file)',
    mount: () => {
      vi.stubGlobal('Worker', crashingWorker());
      render(<ImageStitcher locale="en" resources={en('image-stitcher')} />);
    },
    feed: async (payload) => {
      const name = asFileName(payload, '');
      fireEvent.change(screen.getByLabelText('Choose images to stitch'), {
        target: { files: [badFiles.png(`${name}png`), badFiles.text(`${name}txt`)] },
      });
      await waitFor(() => expect(textOf('stitch-problems')).toContain(`${name}txt`));
      await waitFor(() => expect(document.body.textContent).toContain(`${name}png`));
    },
  },
  {
    name: 'image-annotator file name (its load error) and text annotation (drawn on the canvas: the text box)',
    mount: () => void render(<ImageAnnotator locale="en" resources={en('image-annotator')} />),
    feed: async (payload) => {
      const name = asFileName(payload, 'png');
      // happy-dom decodes no image: the island names the file in its error, where it shows the file name.
      fireEvent.change(screen.getByLabelText('Choose an image to annotate'), {
        target: { files: [badFiles.png(name)] },
      });
      await waitFor(() => expect(document.body.textContent).toContain(`“${name}”`));
      // The text annotation is typed in this box over the stage, then drawn by Konva on the canvas (never HTML).
      const done: (string | null)[] = [];
      const box = render(
        <IslandI18n locale="en" resources={en('image-annotator')}>
          <TextEditor
            draft={{ x: 1, y: 1, text: '' }}
            view={{ scale: 1, x: 0, y: 0 }}
            style={DEFAULT_STYLE}
            label="Annotation text"
            onDone={(d) => done.push(d?.text ?? null)}
          />
        </IslandI18n>,
      );
      const input = box.getByLabelText('Annotation text');
      change(input, payload);
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(done).toEqual([payload]);
      box.unmount();
    },
  },
  {
    name: 'text-behind-image layer text (the layer list and the names of its buttons)',
    mount: () => {
      vi.stubGlobal('Worker', crashingWorker());
      render(<TextBehindImage locale="en" resources={en('text-behind-image')} />);
    },
    feed: async (payload) => {
      change(screen.getByLabelText('Text', { exact: true }), payload);
      await waitFor(() =>
        expect(within(screen.getByTestId('tbi-layers')).getByRole('button', { pressed: true }).textContent).toBe(
          payload,
        ),
      );
    },
  },
  {
    name: 'json-formatter input, formatted (CodeMirror: the formatter) and in the tree (its rows)',
    mount: () => undefined,
    feed: async (payload) => {
      const text = JSON.stringify({ [payload]: payload, list: [payload] });
      // The editor shows the formatted text as text (CodeMirror): it must be the same JSON, the payload intact.
      const formatted = runJson('format', text);
      if (!formatted.ok) throw new Error('format failed');
      expect(JSON.parse(formatted.output)).toEqual({ [payload]: payload, list: [payload] });
      // The tree: the root's rows, with the payload as the search text too (highlighting splits the text).
      const tree = parse(text);
      if (!tree.ok) throw new Error('parse failed');
      const { items } = childrenOf(tree.value, [], 0, 10);
      const view = render(
        <IslandI18n locale="en" resources={en('json-formatter')}>
          <div role="tree">
            {items.map((node, i) => (
              <TreeRow
                key={i}
                row={{ type: 'node', id: String(i), path: [i], node, depth: 1, size: 1, pos: i }}
                index={i}
                focusable={i === 0}
                open={false}
                isMatch={i === 0}
                query={payload}
                onFocusRow={() => {}}
                onSelect={() => {}}
                onToggle={() => {}}
                onMore={() => {}}
                onReveal={() => {}}
              />
            ))}
          </div>
        </IslandI18n>,
      );
      expect(view.container.textContent).toContain(payload);
      expectNoXss(payload);
      view.unmount();
    },
  },
  // latex-to-image: MathJax runs under Node, not happy-dom: its row is in xss-latex.test.ts.
];

beforeEach(() => {
  localStorage.clear();
  hookDialogs();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('XSS matrix: no payload reaches the DOM as live markup', () => {
  for (const field of FIELDS) {
    it(`${field.name}: ${PAYLOADS.length} payloads`, async () => {
      await field.mount();
      for (const [n, payload] of PAYLOADS.entries()) {
        await field.feed(payload, n);
        await act(settle);
        expectNoXss(payload);
        // A rendered link must not run when clicked either.
        for (const a of document.querySelectorAll('a')) fireEvent.click(a);
        expectNoXss(payload);
      }
    }, 60_000);
  }
});
