/**
 * Property-based tests of the pure Markdown → WeChat HTML logic with fast-check: for random Markdown built from
 * the syntax's pieces (headings, quotes, lists, fences, tables, links, images, raw HTML, hostile URLs, lone
 * surrogates) the renderer never throws, marks every block, writes no class or <style>, never keeps a
 * javascript: URL in a link or image, and renames every handler attribute it passes on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeHandlers } from '../../lib/markdown/handlers';
import { renderArticle } from './logic';
import { THEME_IDS } from './themes';

const PIECES = [
  '# ',
  '## ',
  '> ',
  '- ',
  '1. ',
  '- [ ] ',
  '- [x] ',
  '```js\n',
  '```\n',
  '| a | b |\n|---|:-:|\n',
  '| ',
  '**',
  '_',
  '~~',
  '`',
  '[',
  '](',
  ')',
  '![',
  'https://a.com/x',
  'javascript:alert(1)',
  'JaVaScRiPt:x',
  'data:text/html,x',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:x" onclick=y>',
  '<svg/onload=z>',
  '<div title="a>b" onmouseover=q>',
  '</div>',
  '<style>',
  'class="c"',
  '文字',
  'text',
  ' ',
  '\n',
  '\n\n',
  '\t',
  '\ud800',
  '😀',
];

const markdown = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((parts) => parts.join(''));

/** Handler attributes inside tags (what the HTML tokenizer would create), approximated conservatively. */
const HANDLER_IN_TAG = /<[a-zA-Z][^>]*[\s/"']on[a-z]+\s*=/i;

describe('renderArticle (fuzz)', () => {
  it('never throws, marks every block, and writes no class, <style> or javascript: URL of its own', () => {
    fc.assert(
      fc.property(markdown, fc.constantFrom(...THEME_IDS), (md, theme) => {
        const r = renderArticle(md, { theme, referencesTitle: 'R' });
        expect(r.raw.length).toBe(r.blocks.length);
        if (!md.includes('<')) {
          const html = r.blocks.join('');
          // (In text, a quote is written &quot;: `class="` can only be an attribute.)
          expect(html).not.toMatch(/class="|<style/);
          expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|data:text)/i);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('passes raw HTML on with every handler attribute renamed', () => {
    fc.assert(
      fc.property(markdown, (md) => {
        const html = renderArticle(md, { theme: 'classic', referencesTitle: 'R' }).blocks.join('');
        expect(html).not.toMatch(/<[a-zA-Z][^>"']*\son(?:error|click|load|mouseover)\s*=/i);
      }),
      { numRuns: 400 },
    );
  });
});

describe('neutralizeHandlers (fuzz)', () => {
  const htmlish = fc
    .array(fc.constantFrom('<', '>', '/', '"', "'", '=', ' ', 'on', 'error', 'img', 'a', 'x', '\n', '<!--', '-->'), {
      maxLength: 40,
    })
    .map((p) => p.join(''));

  it('is idempotent and changes nothing without a tag', () => {
    fc.assert(
      fc.property(htmlish, (s) => {
        const once = neutralizeHandlers(s);
        expect(neutralizeHandlers(once)).toBe(once);
        if (!/<[a-zA-Z/]/.test(s)) expect(once).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves no unquoted handler attribute in a simple tag', () => {
    fc.assert(
      fc.property(htmlish, (s) => {
        const out = neutralizeHandlers(s);
        for (const tag of out.match(/<[a-zA-Z][^<>"']*>/g) ?? []) expect(tag).not.toMatch(HANDLER_IN_TAG);
      }),
      { numRuns: 1000 },
    );
  });
});
