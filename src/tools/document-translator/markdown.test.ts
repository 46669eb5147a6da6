// @vitest-environment happy-dom
/**
 * The Markdown export with hostile text, from the PDF (a kept paragraph) and from the engine (a translation):
 * rendered by a CommonMark/GFM renderer (marked), it must make no element of the text and read exactly as the
 * text was written.
 */
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { PAYLOADS, SCRIPT_LINKS } from '../../../tests/component/xss-payloads';
import { codeBlock, codeSpan, escapeMarkdownText, toMarkdown } from './markdown';
import type { Paragraph, Span } from './paragraphs';
import type { Placed } from './write';

/** Text that tries every way into HTML, links and code in Markdown, beside the shared payloads. */
const TEXTS: readonly string[] = [
  ...PAYLOADS,
  '<a href=javascript:window.__xss=1>click</a>',
  '<javascript:window.__xss=1>',
  ...SCRIPT_LINKS.map((u) => `[click](${u})`),
  '![x](javascript:window.__xss=1)',
  '[click][r]\n\n[r]: javascript:window.__xss=1',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  'use `<b>` and \\<i> here',
  'a \\` b `` c ``` d',
  'AT&T, 3 < 4 > 2, C:\\temp\\, [zh] done',
];

const paragraph = (text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  page: 0,
  text,
  lines: [{ text, x: 0, y: 0, right: 100, size: 10, font: 'f', mono: false }],
  box: { x: 0, y: 0, w: 100, h: 12 },
  size: 10,
  mono: false,
  kind: 'body',
  ...extra,
});

/** The rendered Markdown in a document: its elements' names, its links' targets, the text of its blocks. */
function rendered(md: string) {
  const host = document.createElement('div');
  host.innerHTML = marked.parse(md, { async: false, gfm: true });
  return {
    tags: [...host.querySelectorAll('*')].map((el) => el.localName).filter((name) => name !== 'a'),
    links: [...host.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
    texts: [...host.querySelectorAll('p, li, h2')].map((el) => el.textContent),
  };
}

/** The elements a paragraph of `blocks` blocks of each kind becomes. */
const SHAPE = { body: ['p'], heading: ['h2'], list: ['ul', 'li'] } as const;

describe('Markdown export', () => {
  it('escapes the text from the PDF and from the engine: no HTML, no script link, and it reads the same', () => {
    for (const text of TEXTS) {
      for (const placed of [
        { paragraph: paragraph(text), text: null },
        { paragraph: paragraph('original'), text },
        { paragraph: paragraph('original', { kind: 'heading' }), text },
        { paragraph: paragraph('original', { kind: 'list' }), text: `• ${text}` },
      ] satisfies Placed[]) {
        // A heading or a list item is one line of text (the layout never gives them a blank line).
        if (placed.paragraph.kind !== 'body' && text.includes('\n')) continue;
        const md = toMarkdown([placed]);
        const { tags, links, texts } = rendered(md);
        const blocks = text.split('\n\n');
        expect(tags, md).toEqual(blocks.flatMap(() => SHAPE[placed.paragraph.kind ?? 'body']));
        // A bare web address in the text is a link (GFM), running up to the next space: the only links there are.
        expect(
          links.filter((href) => !/^https?:\/\//.test(href)),
          md,
        ).toEqual([]);
        if (!links.length) expect(texts, md).toEqual(blocks);
      }
    }
  });

  it('puts inline code in a code span that the code cannot end, and the rest as escaped text', () => {
    const text = 'run a`<img src=x onerror=alert(1)>` then <b>stop</b>';
    const spans: Span[] = [{ start: 4, end: 35, kind: 'code' }];
    const kept = toMarkdown([{ paragraph: paragraph(text, { spans }), text: null }]);
    expect(kept).toBe('run `` a`<img src=x onerror=alert(1)>` `` then &lt;b>stop&lt;/b>\n');
    const host = document.createElement('div');
    host.innerHTML = marked.parse(kept, { async: false });
    expect([...host.querySelectorAll('*')].map((el) => el.localName)).toEqual(['p', 'code']);
    expect(host.querySelector('code')?.textContent).toBe('a`<img src=x onerror=alert(1)>`');
    // In a translation, the restored placeholder values that are code; links and addresses stay text.
    const translated = toMarkdown([
      {
        paragraph: paragraph('x'),
        text: 'call f(<x>) or see https://a.example/<b> and a@b.example',
        values: ['f(<x>)', 'https://a.example/<b>', 'a@b.example'],
      },
    ]);
    expect(translated).toBe('call `f(<x>)` or see https://a.example/&lt;b> and a@b.example\n');
  });

  it('fences code blocks with more backticks than the code holds, so no line of it can close the fence', () => {
    const code = '```\n<script>window.__xss=1</script>\n````';
    const md = toMarkdown([
      {
        paragraph: paragraph(code, {
          mono: true,
          lines: code.split('\n').map((t) => ({ text: t, x: 0, y: 0, right: 9, size: 10, font: 'm', mono: true })),
        }),
        text: null,
      },
    ]);
    expect(md).toBe(`\`\`\`\`\`\n${code}\n\`\`\`\`\`\n`);
    const host = document.createElement('div');
    host.innerHTML = marked.parse(md, { async: false });
    expect([...host.querySelectorAll('*')].map((el) => el.localName)).toEqual(['pre', 'code']);
    expect(host.querySelector('code')?.textContent).toBe(`${code}\n`);
  });

  it('escapes only what Markdown would read as markup', () => {
    expect(escapeMarkdownText('a < b & c &amp; d [x](y) [z] e\\f \\*')).toBe(
      'a &lt; b & c &amp;amp; d [x\\](y) [z] e\\f \\\\*',
    );
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('`a``')).toBe('``` `a`` ```');
    expect(codeBlock(['a', 'b'])).toBe('```\na\nb\n```');
  });
});
