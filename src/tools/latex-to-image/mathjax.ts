/**
 * MathJax for the worker and the tests (mathjax-core.ts), with every file it loads on demand: TeX extensions pulled
 * in by \require or autoload, and the New CM font's dynamic glyph files, which default to a CDN. Each maps onto a
 * file Vite emits from node_modules: nothing is ever fetched from another origin.
 */
import {
  components,
  importInBrowser,
  renderWith,
  startMathJaxWith,
  type ImportUrl,
  type Loader,
  type Rendered,
} from './mathjax-core';

export { filterAttributes, TexSyntaxError, type ImportUrl, type Rendered } from './mathjax-core';

// Files MathJax loads only when a formula needs them (9.6 MB of glyph data for rarer alphabets and sizes, TeX
// extensions): emitted by the build as separate files of our origin (their URLs only here), imported on demand.
// no-inline: a small file would otherwise become a data: URL, which a worker's script-src 'self' refuses.
const texExtensions = import.meta.glob<string>('../../../node_modules/mathjax/input/tex/extensions/*.js', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const fontFiles = import.meta.glob<string>('../../../node_modules/@mathjax/mathjax-newcm-font/svg/dynamic/*.js', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

// mhchem's arrows come from its font extension, which \ce loads with the extension (14 KB, on demand).
const fontExtensions = import.meta.glob<string>('../../../node_modules/@mathjax/mathjax-mhchem-font-extension/svg.js', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** What to do for a name MathJax resolved ("mathjax/input/tex/extensions/cancel.js"): a bundled loader or a URL. */
export function loaderFor(name: string): { load: Loader } | { url: string } | undefined {
  const file = name.endsWith('.js') ? name : `${name}.js`;
  const known = components[file];
  if (known) return { load: known };
  const ext = /^mathjax\/input\/tex\/extensions\/([\w-]+\.js)$/.exec(file);
  const font = /^@mathjax\/mathjax-newcm-font\/svg\/dynamic\/([\w-]+\.js)$/.exec(file);
  const fontExt = /^@mathjax\/(mathjax-mhchem-font-extension)\/svg\.js$/.exec(file);
  const url = ext
    ? texExtensions[`../../../node_modules/mathjax/input/tex/extensions/${ext[1]}`]
    : font
      ? fontFiles[`../../../node_modules/@mathjax/mathjax-newcm-font/svg/dynamic/${font[1]}`]
      : fontExt
        ? fontExtensions[`../../../node_modules/@mathjax/${fontExt[1]}/svg.js`]
        : undefined;
  return url ? { url } : undefined;
}

/** Starts MathJax once, with its on-demand files; later calls share the same instance. */
export function startMathJax(importUrl: ImportUrl = importInBrowser) {
  return startMathJaxWith(loaderFor, importUrl);
}

/** TeX → a standalone SVG (glyph paths) and MathML. Throws TexSyntaxError with MathJax's message. */
export async function renderTex(tex: string, display: boolean): Promise<Rendered> {
  await startMathJax();
  return renderWith(tex, display);
}
