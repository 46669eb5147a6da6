import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { highlightHtml, knownLanguage } from './highlight';
import { lexGfm, plainText, quoteDepth, renderBlocks } from './parse';
import { Renderer } from 'marked';

describe('highlightHtml', () => {
  it('highlights the registered languages, by name or alias, in any case', () => {
    expect(highlightHtml('const a = 1;', 'JS')).toBe(
      '<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;',
    );
    expect(highlightHtml('-a\n+b', 'diff')).toBe(
      '<span class="hljs-deletion">-a</span>\n<span class="hljs-addition">+b</span>',
    );
    expect(['sh', 'html', 'md', 'yml', 'ts'].map(knownLanguage)).toEqual(['sh', 'html', 'md', 'yml', 'ts']);
  });

  it('escapes the text of an unknown language, or of code over the limit', () => {
    expect(highlightHtml('<b>&"\'', 'klingon')).toBe('&lt;b&gt;&amp;&quot;&#39;');
    expect(highlightHtml('let x', 'js', 4)).toBe('let x');
    expect(knownLanguage('  ')).toBeUndefined();
    expect(escapeHtml('a<b>')).toBe('a&lt;b&gt;');
  });
});

describe('renderBlocks', () => {
  it('renders each top-level block of GitHub-flavoured Markdown on its own', () => {
    const blocks = renderBlocks(lexGfm('# T\n\n~~x~~\n\n| a |\n| - |\n| 1 |\n'), new Renderer());
    expect(blocks.map(([t, html]) => [t.type, html])).toEqual([
      ['heading', '<h1>T</h1>\n'],
      ['space', ''],
      ['paragraph', '<p><del>x</del></p>\n'],
      ['space', ''],
      [
        'table',
        '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n</tr>\n</tbody></table>\n',
      ],
    ]);
  });
});

describe('quoteDepth and plainText', () => {
  it('counts the deepest quote of any line, LF or CR ending it', () => {
    expect(quoteDepth('a\n> b\n> > > c\n>>d')).toBe(3);
    expect(quoteDepth('x\r> >\t> y\r>')).toBe(3);
    expect(quoteDepth('a > b')).toBe(0);
  });

  it('reads the text of tokens: no syntax or tags, cells apart, one block a line', () => {
    expect(plainText(lexGfm('# T\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<b>x</b> *y*'))).toBe('T\n\na b 1 2 \n\nx y\n');
  });
});
