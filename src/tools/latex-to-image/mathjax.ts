/**
 * MathJax 4 set up to run without a DOM (liteAdaptor), in the worker and under Node in the unit tests. Every file
 * MathJax would load on its own (its components, TeX extensions pulled in by \require or autoload, and the New CM
 * font's dynamic glyph files, which default to a CDN) goes through `loader.require`, which maps the name onto a
 * lazy `import()` that Vite bundles from node_modules: nothing is ever fetched from another origin.
 */
import { TOO_DEEP, type TexErrorInfo } from './logic';

type Loader = () => Promise<unknown>;

// The components the worker always needs: bundled into the worker itself.
const components: Record<string, Loader> = {
  'mathjax/core.js': () => import('mathjax/core.js'),
  'mathjax/input/tex.js': () => import('mathjax/input/tex.js'),
  'mathjax/output/svg.js': () => import('mathjax/output/svg.js'),
  'mathjax/adaptors/liteDOM.js': () => import('mathjax/adaptors/liteDOM.js'),
  '@mathjax/mathjax-newcm-font/svg.js': () => import('@mathjax/mathjax-newcm-font/svg.js'),
};
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

/** Runs a file MathJax asked for by URL (a plain script that fills the global MathJax): as a module import. */
export type ImportUrl = (url: string) => Promise<unknown>;
const importInBrowser: ImportUrl = (url) => import(/* @vite-ignore */ new URL(url, self.location.href).href);

interface LiteAdaptor {
  outerHTML(node: unknown): string;
  firstChild(node: unknown): unknown;
}
interface ParserState {
  string: string;
  i: number;
}
interface MathJaxApi {
  startup: { promise: Promise<void>; adaptor: LiteAdaptor };
  tex2svgPromise(tex: string, options: { display: boolean }): Promise<unknown>;
  tex2mmlPromise(tex: string, options: { display: boolean }): Promise<string>;
}

export class TexSyntaxError extends Error {
  constructor(readonly info: TexErrorInfo) {
    super(info.message);
    this.name = 'TexSyntaxError';
  }
}

let ready: Promise<MathJaxApi> | null = null;
/** The parser states at the moment of the last TeX error (innermost last), read by `formatError`. */
let lastParsers: ParserState[] = [];

/** Starts MathJax once; later calls share the same instance. */
export function startMathJax(importUrl: ImportUrl = importInBrowser): Promise<MathJaxApi> {
  ready ??= (async () => {
    const g = globalThis as unknown as { MathJax: unknown };
    g.MathJax = {
      loader: {
        load: ['input/tex', 'output/svg', 'adaptors/liteDOM'],
        paths: { mathjax: 'mathjax', fonts: '@mathjax' },
        require: (name: string) => {
          const how = loaderFor(name);
          if (!how) return Promise.reject(new Error(`not bundled: ${name}`));
          return 'load' in how ? how.load() : importUrl(how.url);
        },
        failed: (err: Error) => console.error('MathJax loader:', err.message),
      },
      startup: { typeset: false },
      options: { enableMenu: false },
      tex: {
        packages: { '[+]': ['ams'], '[-]': ['noundefined', 'noerrors'] },
        // Throw instead of drawing the message in red, keeping where the parser stood.
        formatError: (jax: { parseOptions: { parsers: ParserState[] } }, err: Error) => {
          lastParsers = jax.parseOptions.parsers.map((p) => ({ string: p.string, i: p.i }));
          throw err;
        },
      },
      // Glyphs as paths inside each SVG (no shared <defs> with the page): the file stands alone.
      svg: { fontCache: 'none' },
    };
    await import('mathjax/startup.js');
    const api = (g as unknown as { MathJax: MathJaxApi }).MathJax;
    await api.startup.promise;
    return api;
  })();
  return ready;
}

export interface Rendered {
  svg: string;
  mathml: string;
}

/** TeX → a standalone SVG (glyph paths) and MathML. Throws TexSyntaxError with MathJax's message. */
export async function renderTex(tex: string, display: boolean): Promise<Rendered> {
  const mj = await startMathJax();
  const adaptor = mj.startup.adaptor;
  lastParsers = [];
  try {
    const node = await mj.tex2svgPromise(tex, { display });
    const svg = adaptor.outerHTML(adaptor.firstChild(node));
    const mathml = await mj.tex2mmlPromise(tex, { display });
    return { svg, mathml };
  } catch (err) {
    const e = err as { id?: unknown; message?: unknown };
    if (typeof e.message === 'string' && typeof e.id === 'string') {
      throw new TexSyntaxError({ id: e.id, message: e.message, parsers: lastParsers });
    }
    // Braces nested thousands deep overflow MathJax's recursive parser: the input's fault, not ours.
    if (err instanceof RangeError) throw new TexSyntaxError({ id: TOO_DEEP, message: err.message, parsers: [] });
    throw err;
  }
}
