/**
 * The image themes: colours, the web fonts they set text in (from the fonts catalog, served from our origin),
 * and one stylesheet per theme scoped to `.md2img[data-theme="…"]`. Plain CSS with no url(): nothing in a
 * theme loads anything but the fonts.
 */
import type { ThemeId } from './logic';

export interface Theme {
  /** The catalog id of the text font (zh + Latin) and of the code font. */
  font: string;
  mono: string;
  background: string;
  css: string;
}

interface Palette {
  bg: string;
  text: string;
  muted: string;
  heading: string;
  rule: string;
  accent: string;
  codeBg: string;
  /** highlight.js token colours: keyword, string, number, comment, title, built-in, tag/name, attribute. */
  hl: [string, string, string, string, string, string, string, string];
  family: string;
  /** Extra CSS for the page (backgrounds) and headings. */
  page?: string;
  h1?: string;
}

/** Japanese and Korean glyphs come from their own Noto faces (loaded when the text has kana or hangul). */
const CJK_FALLBACK = '"Noto Sans JP", "Noto Sans KR"';

function css(id: ThemeId, p: Palette): string {
  const s = `.md2img[data-theme="${id}"]`;
  const [kw, str, num, com, title, builtin, tag, attr] = p.hl;
  // The base (zero specificity, unlayered): the same start in the page (which has the site's reset, in a
  // cascade layer) and in the exported image (an SVG document with only the browser's defaults), so the image
  // matches the preview without copying computed styles onto every element.
  const w = `:where(${s})`;
  return `
${w} *{box-sizing:border-box;margin:0;padding:0;border:0 solid}
${w} ul{list-style:disc}
${w} ol{list-style:decimal}
${w} img{display:inline-block}
${w} pre{font-family:inherit;font-size:1em}
${w} table{border-spacing:0;text-indent:0}
${w} sub,${w} sup{font-size:75%;line-height:0;position:relative;vertical-align:baseline}
${w} sub{bottom:-0.25em}
${w} sup{top:-0.5em}
${s}{tab-size:4;text-align:start}
${s}{background-color:${p.bg};color:${p.text};font-family:"${p.family}",${CJK_FALLBACK},sans-serif;font-size:16px;line-height:1.75;box-sizing:border-box;overflow-wrap:anywhere;${p.page ?? ''}}
${s} .md-view,${s} .md-content{display:flow-root}
${s} .md-header{color:${p.muted};font-size:14px;padding-bottom:12px;margin-bottom:20px;border-bottom:1px solid ${p.rule};white-space:pre-wrap}
${s} .md-footer{color:${p.muted};font-size:14px;padding-top:12px;margin-top:24px;border-top:1px solid ${p.rule};white-space:pre-wrap}
${s} h1,${s} h2,${s} h3,${s} h4,${s} h5,${s} h6{color:${p.heading};font-weight:700;line-height:1.35;margin:1.2em 0 0.6em}
${s} h1{font-size:2em;${p.h1 ?? `padding-bottom:0.3em;border-bottom:1px solid ${p.rule}`}}
${s} h2{font-size:1.5em;padding-bottom:0.3em;border-bottom:1px solid ${p.rule}}
${s} h3{font-size:1.25em}
${s} h4,${s} h5,${s} h6{font-size:1em}
${s} .md-body>:first-child{margin-top:0}
${s} .md-body>:last-child{margin-bottom:0}
${s} p,${s} ul,${s} ol,${s} table,${s} pre,${s} blockquote{margin:0 0 1em}
${s} ul,${s} ol{padding-left:2em}
${s} li+li{margin-top:0.25em}
${s} li.md-task{list-style:none;margin-left:-1.4em}
${s} .md-check{display:inline-block;box-sizing:border-box;width:0.95em;height:0.95em;margin-right:0.45em;vertical-align:-0.12em;border:2px solid ${p.muted};border-radius:3px}
${s} .md-check-on{background-color:${p.accent};border-color:${p.accent};box-shadow:inset 0 0 0 2px ${p.bg}}
${s} .md-link{color:${p.accent};text-decoration:underline}
${s} strong{font-weight:700}
${s} del{color:${p.muted}}
${s} blockquote{padding:0 1em;color:${p.muted};border-left:4px solid ${p.rule}}
${s} hr{height:0;border:0;border-top:2px solid ${p.rule};margin:1.5em 0}
${s} img{max-width:100%;height:auto;vertical-align:middle}
${s} img.md-img-placeholder{width:360px;max-width:100%}
${s} table{border-collapse:collapse;display:block;max-width:100%;overflow:hidden}
${s} th,${s} td{border:1px solid ${p.rule};padding:6px 13px}
${s} th{font-weight:700;background-color:${p.codeBg}}
${s} code{font-family:"JetBrains Mono","${p.family}",${CJK_FALLBACK},monospace;font-variant-ligatures:none;font-feature-settings:"liga" 0,"calt" 0;font-size:0.875em;background-color:${p.codeBg};padding:0.15em 0.35em;border-radius:4px}
${s} pre{background-color:${p.codeBg};padding:14px 16px;border-radius:6px;white-space:pre-wrap;line-height:1.55}
${s} pre code{background:none;padding:0;font-size:0.85em}
${s} .hljs-keyword,${s} .hljs-selector-tag,${s} .hljs-doctag{color:${kw}}
${s} .hljs-string,${s} .hljs-regexp,${s} .hljs-template-string{color:${str}}
${s} .hljs-number,${s} .hljs-literal,${s} .hljs-variable,${s} .hljs-meta{color:${num}}
${s} .hljs-comment,${s} .hljs-quote{color:${com};font-style:italic}
${s} .hljs-title,${s} .hljs-section{color:${title}}
${s} .hljs-built_in,${s} .hljs-type,${s} .hljs-params{color:${builtin}}
${s} .hljs-tag,${s} .hljs-name,${s} .hljs-selector-class,${s} .hljs-bullet{color:${tag}}
${s} .hljs-attr,${s} .hljs-attribute,${s} .hljs-property{color:${attr}}
${s} .hljs-addition{color:${tag}}
${s} .hljs-deletion{color:${kw}}
`;
}

const GITHUB: Palette = {
  bg: '#ffffff',
  text: '#1f2328',
  muted: '#59636e',
  heading: '#1f2328',
  rule: '#d1d9e0',
  accent: '#0969da',
  codeBg: '#f6f8fa',
  hl: ['#cf222e', '#0a3069', '#0550ae', '#59636e', '#8250df', '#953800', '#116329', '#0550ae'],
  family: 'Noto Sans SC',
};

const DARK: Palette = {
  bg: '#0d1117',
  text: '#e6edf3',
  muted: '#9198a1',
  heading: '#f0f6fc',
  rule: '#3d444d',
  accent: '#4493f8',
  codeBg: '#161b22',
  hl: ['#ff7b72', '#a5d6ff', '#79c0ff', '#9198a1', '#d2a8ff', '#ffa657', '#7ee787', '#79c0ff'],
  family: 'Noto Sans SC',
};

const PAPER: Palette = {
  bg: '#f8f3e6',
  text: '#3b3226',
  muted: '#6b5a45',
  heading: '#5b3415',
  rule: '#d9cbb0',
  accent: '#9a3f12',
  codeBg: '#efe6d2',
  hl: ['#9a2c12', '#3f6212', '#1d4f91', '#6b5a45', '#7a3b8f', '#8a5300', '#245f45', '#1d4f91'],
  family: 'Noto Serif SC',
  h1: 'text-align:center;padding-bottom:0.4em;border-bottom:3px double #d9cbb0',
};

const NOTEBOOK: Palette = {
  bg: '#fffdf5',
  text: '#25364a',
  muted: '#566577',
  heading: '#1d4f7a',
  rule: '#c9d8e8',
  accent: '#b02a37',
  codeBg: '#f2efe3',
  hl: ['#b02a37', '#2f6b2f', '#1d4f91', '#566577', '#7a3b8f', '#8a5300', '#245f45', '#1d4f91'],
  family: 'LXGW WenKai',
  // Ruled paper with a red margin line, drawn with gradients (no image to load).
  page:
    'background-image:linear-gradient(to right,transparent 22px,#f2b8b8 22px,#f2b8b8 24px,transparent 24px),' +
    'repeating-linear-gradient(to bottom,transparent 0,transparent 27px,#e3ebf3 27px,#e3ebf3 28px);',
  h1: 'padding-bottom:0.2em;border-bottom:2px dashed #c9d8e8',
};

/** Green accents on white, like an article on a WeChat public account. */
const WECHAT: Palette = {
  bg: '#ffffff',
  text: '#3f3f3f',
  muted: '#888888',
  heading: '#07803a',
  rule: '#d5ead9',
  accent: '#07a35a',
  codeBg: '#f3f8f4',
  hl: ['#c0392b', '#0b7a3b', '#1d4f91', '#8a8a8a', '#6c3fa0', '#a35200', '#07803a', '#1d4f91'],
  family: 'Noto Sans SC',
  h1: 'text-align:center;color:#07803a;padding-bottom:0.3em;border-bottom:2px solid #07a35a',
};

/** A warm gradient card: a sunset behind a white sheet. */
const SUNSET: Palette = {
  bg: '#fff4ec',
  text: '#3a2a2a',
  muted: '#7a5e5e',
  heading: '#b4232c',
  rule: '#f3c9b8',
  accent: '#d9480f',
  codeBg: '#fde9df',
  hl: ['#b4232c', '#2f6b2f', '#1d4f91', '#7a5e5e', '#8f3b76', '#a35200', '#245f45', '#1d4f91'],
  family: 'Noto Serif SC',
  page: 'background-image:linear-gradient(160deg,#ffe3d3 0%,#fff4ec 45%,#ffe9f0 100%);',
  h1: 'color:#b4232c;letter-spacing:0.04em',
};

const PALETTES: Record<ThemeId, Palette> = {
  github: GITHUB,
  dark: DARK,
  paper: PAPER,
  notebook: NOTEBOOK,
  wechat: WECHAT,
  sunset: SUNSET,
};
const FONT_IDS: Record<ThemeId, string> = {
  github: 'noto-sans-sc',
  dark: 'noto-sans-sc',
  paper: 'noto-serif-sc',
  notebook: 'lxgw-wenkai',
  wechat: 'noto-sans-sc',
  sunset: 'noto-serif-sc',
};

export const THEMES: Record<ThemeId, Theme> = Object.fromEntries(
  (Object.keys(PALETTES) as ThemeId[]).map((id) => [
    id,
    { font: FONT_IDS[id], mono: 'jetbrains-mono', background: PALETTES[id].bg, css: css(id, PALETTES[id]) },
  ]),
) as Record<ThemeId, Theme>;

/** Every theme's stylesheet (a few KB): switching themes needs no new style element. */
export const ALL_THEMES_CSS = Object.values(THEMES)
  .map((t) => t.css)
  .join('');
