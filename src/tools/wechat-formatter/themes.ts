/**
 * The article themes. Every value is an inline `style` attribute: the WeChat editor drops <style> elements
 * and class names, so each element carries its whole look.
 */

export const THEME_IDS = ['classic', 'ink', 'ocean', 'sunset'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const isThemeId = (v: unknown): v is ThemeId =>
  typeof v === 'string' && (THEME_IDS as readonly string[]).includes(v);

/** Colours of highlighted code, by highlight.js scope (the first class name without `hljs-`). */
export type CodePalette = Readonly<Record<string, string>>;

export interface Theme {
  /** The article's outer <section>. */
  base: string;
  h1: string;
  h2: string;
  h3: string;
  h4: string;
  p: string;
  strong: string;
  em: string;
  del: string;
  /** Inline `code`. */
  codespan: string;
  /** Link text (the link itself becomes a footnote). */
  link: string;
  /** The footnote number after a link. */
  sup: string;
  blockquote: string;
  /** A paragraph inside a quote. */
  quoteP: string;
  /** The <pre> of a code block and the <code> inside it. */
  pre: string;
  code: string;
  ul: string;
  ol: string;
  li: string;
  /** The ☑/☐ mark of a task list item. */
  task: string;
  hr: string;
  img: string;
  /** The line under an image showing its alt text. */
  caption: string;
  /** The wrapper that lets a wide table scroll, the table and its cells. */
  tableWrap: string;
  table: string;
  th: string;
  td: string;
  /** The "References" heading and one reference line. */
  refsTitle: string;
  ref: string;
  refUrl: string;
  palette: CodePalette;
}

const LIGHT_CODE: CodePalette = {
  keyword: 'color:#cf222e',
  built_in: 'color:#bc4c00',
  type: 'color:#6f42c1',
  literal: 'color:#005cc5',
  number: 'color:#005cc5',
  string: 'color:#032f62',
  regexp: 'color:#032f62',
  title: 'color:#6f42c1',
  params: 'color:#24292e',
  comment: 'color:#6a737d;font-style:italic',
  doc: 'color:#6a737d',
  meta: 'color:#005cc5',
  attr: 'color:#005cc5',
  attribute: 'color:#005cc5',
  name: 'color:#1a7f37',
  tag: 'color:#1a7f37',
  'selector-tag': 'color:#1a7f37',
  'selector-class': 'color:#6f42c1',
  'selector-id': 'color:#6f42c1',
  variable: 'color:#bc4c00',
  'template-variable': 'color:#bc4c00',
  symbol: 'color:#005cc5',
  bullet: 'color:#735c0f',
  section: 'color:#005cc5;font-weight:bold',
  addition: 'color:#1a7f37;background:#f0fff4',
  deletion: 'color:#b31d28;background:#ffeef0',
  property: 'color:#005cc5',
};

const DARK_CODE: CodePalette = {
  keyword: 'color:#c678dd',
  built_in: 'color:#e6c07b',
  type: 'color:#e6c07b',
  literal: 'color:#56b6c2',
  number: 'color:#d19a66',
  string: 'color:#98c379',
  regexp: 'color:#98c379',
  title: 'color:#61aeee',
  params: 'color:#abb2bf',
  comment: 'color:#9da5b4;font-style:italic',
  doc: 'color:#9da5b4',
  meta: 'color:#61aeee',
  attr: 'color:#d19a66',
  attribute: 'color:#98c379',
  name: 'color:#ef7b84',
  tag: 'color:#ef7b84',
  'selector-tag': 'color:#ef7b84',
  'selector-class': 'color:#d19a66',
  'selector-id': 'color:#61aeee',
  variable: 'color:#ef7b84',
  'template-variable': 'color:#ef7b84',
  symbol: 'color:#61aeee',
  bullet: 'color:#61aeee',
  section: 'color:#ef7b84;font-weight:bold',
  addition: 'color:#98c379',
  deletion: 'color:#ef7b84',
  property: 'color:#ef7b84',
};

interface Colours {
  text: string;
  accent: string;
  soft: string;
  quoteText: string;
  codeBg: string;
  codeText: string;
  palette: CodePalette;
  /** Headings: centred with an underline (classic), left bar, or filled label. */
  h2: 'bar' | 'label' | 'underline';
}

const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue','PingFang SC','Hiragino Sans GB','Microsoft YaHei',Arial,sans-serif";
const MONO = "font-family:Menlo,Consolas,'Courier New',monospace";

function build(c: Colours): Theme {
  const h2 =
    c.h2 === 'bar'
      ? `margin:32px 0 16px;padding-left:10px;border-left:4px solid ${c.accent};font-size:20px;font-weight:bold;line-height:1.4;color:${c.text}`
      : c.h2 === 'label'
        ? `margin:32px 0 16px;padding:4px 12px;display:inline-block;background:${c.accent};border-radius:4px;font-size:19px;font-weight:bold;line-height:1.4;color:#ffffff`
        : `margin:32px 0 16px;padding-bottom:6px;border-bottom:2px solid ${c.accent};font-size:20px;font-weight:bold;line-height:1.4;color:${c.accent}`;
  return {
    base: `${FONT};font-size:16px;line-height:1.75;color:${c.text};letter-spacing:0.5px;word-break:break-word;text-align:left`,
    h1: `margin:24px 0 20px;font-size:24px;font-weight:bold;line-height:1.4;text-align:center;color:${c.accent}`,
    h2,
    h3: `margin:24px 0 12px;font-size:18px;font-weight:bold;line-height:1.5;color:${c.accent}`,
    h4: `margin:20px 0 10px;font-size:16px;font-weight:bold;line-height:1.5;color:${c.text}`,
    p: `margin:0 0 16px;line-height:1.75;color:${c.text}`,
    strong: `font-weight:bold;color:${c.accent}`,
    em: 'font-style:italic',
    del: 'text-decoration:line-through;color:#767676',
    codespan: `${MONO};font-size:14px;padding:2px 4px;margin:0 2px;border-radius:4px;background:${c.soft};color:${c.accent}`,
    link: `color:${c.accent};border-bottom:1px dashed ${c.accent}`,
    sup: `font-size:12px;line-height:0;color:${c.accent}`,
    blockquote: `margin:0 0 16px;padding:10px 16px;border-left:4px solid ${c.accent};background:${c.soft};color:${c.quoteText};border-radius:0 4px 4px 0`,
    quoteP: `margin:4px 0;line-height:1.75;color:${c.quoteText}`,
    pre: `margin:0 0 16px;padding:12px 14px;border-radius:6px;background:${c.codeBg};overflow-x:auto;line-height:1.6`,
    code: `${MONO};font-size:13px;color:${c.codeText};white-space:pre;display:block;background:none`,
    ul: `margin:0 0 16px;padding-left:24px;list-style-type:disc;color:${c.text}`,
    ol: `margin:0 0 16px;padding-left:24px;list-style-type:decimal;color:${c.text}`,
    li: `margin:4px 0;line-height:1.75;color:${c.text}`,
    task: `margin-right:6px;color:${c.accent}`,
    hr: `margin:32px 0;border:0;border-top:1px solid ${c.accent};opacity:0.4`,
    img: 'display:block;max-width:100%;height:auto;margin:16px auto 8px;border-radius:4px',
    caption: 'display:block;margin:0 0 16px;font-size:13px;line-height:1.5;text-align:center;color:#6b6b6b',
    tableWrap: 'margin:0 0 16px;overflow-x:auto',
    table: 'width:100%;border-collapse:collapse;font-size:14px;line-height:1.6',
    th: `padding:6px 10px;border:1px solid #dfe2e5;background:${c.soft};font-weight:bold;color:${c.text}`,
    td: `padding:6px 10px;border:1px solid #dfe2e5;color:${c.text}`,
    refsTitle: `margin:32px 0 12px;font-size:16px;font-weight:bold;color:${c.accent}`,
    ref: 'margin:0 0 6px;font-size:13px;line-height:1.6;color:#666666;word-break:break-all',
    refUrl: 'font-style:italic;color:#6b6b6b',
    palette: c.palette,
  };
}

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  classic: build({
    text: '#333333',
    accent: '#0a7d44',
    soft: '#f0faf4',
    quoteText: '#555555',
    codeBg: '#f6f8fa',
    codeText: '#24292e',
    palette: LIGHT_CODE,
    h2: 'underline',
  }),
  ink: build({
    text: '#2b2b2b',
    accent: '#1f1f1f',
    soft: '#f3f3f3',
    quoteText: '#666666',
    codeBg: '#282c34',
    codeText: '#abb2bf',
    palette: DARK_CODE,
    h2: 'bar',
  }),
  ocean: build({
    text: '#2c3e50',
    accent: '#1a5fc0',
    soft: '#eef5fd',
    quoteText: '#4a5d70',
    codeBg: '#f5f8fc',
    codeText: '#24292e',
    palette: LIGHT_CODE,
    h2: 'label',
  }),
  sunset: build({
    text: '#3d3d3d',
    accent: '#b7410e',
    soft: '#fff4e6',
    quoteText: '#6b5a4a',
    codeBg: '#2b2b2b',
    codeText: '#e0e0e0',
    palette: DARK_CODE,
    h2: 'bar',
  }),
};
