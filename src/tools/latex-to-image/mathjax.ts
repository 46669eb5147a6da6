/**
 * MathJax 4 set up to run without a DOM (liteAdaptor), in the worker and under Node in the unit tests. Every file
 * MathJax would load on its own (its components, TeX extensions pulled in by \require or autoload, and the New CM
 * font's dynamic glyph files, which default to a CDN) goes through `loader.require`, which maps the name onto a
 * lazy `import()` that Vite bundles from node_modules: nothing is ever fetched from another origin.
 */
import { TOO_DEEP, type TexErrorInfo } from './logic';

type Loader = () => Promise<unknown>;

// Lazy globs: each file becomes its own chunk, fetched (from our origin) only when MathJax asks for it.
const components: Record<string, Loader> = {
  'mathjax/core.js': () => import('mathjax/core.js'),
  'mathjax/input/tex.js': () => import('mathjax/input/tex.js'),
  'mathjax/output/svg.js': () => import('mathjax/output/svg.js'),
  'mathjax/adaptors/liteDOM.js': () => import('mathjax/adaptors/liteDOM.js'),
  '@mathjax/mathjax-newcm-font/svg.js': () => import('@mathjax/mathjax-newcm-font/svg.js'),
};
const texExtensions = import.meta.glob('../../../node_modules/mathjax/input/tex/extensions/*.js');
const fontFiles = import.meta.glob('../../../node_modules/@mathjax/mathjax-newcm-font/svg/dynamic/*.js');

/** The loader for a name MathJax resolved ("mathjax/input/tex/extensions/cancel.js"), if we ship that file. */
export function loaderFor(name: string): Loader | undefined {
  const file = name.endsWith('.js') ? name : `${name}.js`;
  const known = components[file];
  if (known) return known;
  const ext = /^mathjax\/input\/tex\/extensions\/([\w-]+\.js)$/.exec(file);
  if (ext) return texExtensions[`../../../node_modules/mathjax/input/tex/extensions/${ext[1]}`];
  const font = /^@mathjax\/mathjax-newcm-font\/svg\/dynamic\/([\w-]+\.js)$/.exec(file);
  if (font) return fontFiles[`../../../node_modules/@mathjax/mathjax-newcm-font/svg/dynamic/${font[1]}`];
  return undefined;
}

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
export function startMathJax(): Promise<MathJaxApi> {
  ready ??= (async () => {
    const g = globalThis as unknown as { MathJax: unknown };
    g.MathJax = {
      loader: {
        load: ['input/tex', 'output/svg', 'adaptors/liteDOM'],
        paths: { mathjax: 'mathjax', fonts: '@mathjax' },
        require: (name: string) => {
          const load = loaderFor(name);
          return load ? load() : Promise.reject(new Error(`not bundled: ${name}`));
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
