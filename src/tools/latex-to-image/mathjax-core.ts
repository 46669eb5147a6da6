/**
 * MathJax 4 set up to run without a DOM (liteAdaptor): in the worker (through mathjax.ts, which adds the files it
 * loads on demand), under Node in the unit tests, and at build time for the sample (sample.ts, which needs only the
 * bundled core). Every file MathJax would load on its own goes through `loader.require`, which asks the given
 * lookup: a bundled `import()` or a URL of our origin, never another origin. This module holds no list of
 * on-demand files, so importing it (the build's page code does) emits none of them.
 */
import { cssLoads } from '../../lib/sanitize/css';
import { isSafeLinkUrl } from '../../lib/sanitize/url';
import { TOO_DEEP, type TexErrorInfo } from './logic';

export type Loader = () => Promise<unknown>;

// The components the worker always needs: bundled into the worker itself.
export const components: Record<string, Loader> = {
  'mathjax/core.js': () => import('mathjax/core.js'),
  'mathjax/input/tex.js': () => import('mathjax/input/tex.js'),
  'mathjax/output/svg.js': () => import('mathjax/output/svg.js'),
  'mathjax/adaptors/liteDOM.js': () => import('mathjax/adaptors/liteDOM.js'),
  '@mathjax/mathjax-newcm-font/svg.js': () => import('@mathjax/mathjax-newcm-font/svg.js'),
};
/** Where a file MathJax asks for comes from: a bundled loader, a URL of our origin, or nowhere (refused). */
export type FileLookup = (name: string) => { load: Loader } | { url: string } | undefined;

/** The bundled core only (what the sample needs): anything else is refused. */
export const coreOnly: FileLookup = (name) => {
  const known = components[name.endsWith('.js') ? name : `${name}.js`];
  return known ? { load: known } : undefined;
};

/** Runs a file MathJax asked for by URL (a plain script that fills the global MathJax): as a module import. */
export type ImportUrl = (url: string) => Promise<unknown>;
export const importInBrowser: ImportUrl = (url) => import(/* @vite-ignore */ new URL(url, self.location.href).href);

interface LiteAdaptor {
  outerHTML(node: unknown): string;
  firstChild(node: unknown): unknown;
}
interface ParserState {
  string: string;
  i: number;
}
/** The parts of MathJax's internal MathML tree the link filter touches. */
interface MmlNode {
  attributes?: { get(name: string): unknown; unset(name: string): void };
}
interface TexJax {
  name: string;
  parseOptions: { root: { walkTree(visit: (node: MmlNode) => void): void } };
  postFilters: { add(filter: () => void, priority: number): void };
}
interface MathJaxApi {
  startup: { promise: Promise<void>; adaptor: LiteAdaptor; document: { inputJax: TexJax[] } };
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

/** Starts MathJax once, with `lookup` for its files; later calls share the same instance (and its lookup). */
export function startMathJaxWith(lookup: FileLookup, importUrl: ImportUrl = importInBrowser): Promise<MathJaxApi> {
  ready ??= (async () => {
    const g = globalThis as unknown as { MathJax: unknown };
    g.MathJax = {
      loader: {
        load: ['input/tex', 'output/svg', 'adaptors/liteDOM'],
        paths: { mathjax: 'mathjax', fonts: '@mathjax' },
        require: (name: string) => {
          const how = lookup(name);
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
    for (const jax of api.startup.document.inputJax) {
      if (jax.name === 'TeX') jax.postFilters.add(() => jax.parseOptions.root.walkTree(filterAttributes), -5.5);
    }
    return api;
  })();
  return ready;
}

/**
 * What a formula may not carry into the SVG and MathML files we hand out (opened from disk, a click on a
 * `javascript:` or `data:` link would run it): \href targets other than http(s) and mailto, and \style values
 * that load something. Applied to MathJax's internal MathML tree after parsing (where MathJax's own `ui/safe`
 * filter would sit, whose scheme check misses "java\tscript:"), so both outputs lose them; the text stays,
 * without its link.
 */
export function filterAttributes(node: MmlNode): void {
  const attrs = node.attributes;
  if (!attrs) return;
  const href = attrs.get('href');
  // A URL holds no raw '<', '>', '"' or space (percent-encoded): MathJax's SVG serialiser would leave a '<' raw,
  // which no XML parser (an .svg file opened from disk) accepts.
  if (href !== undefined && (typeof href !== 'string' || !isSafeLinkUrl(href) || /[<>"\s]/.test(href.trim()))) {
    attrs.unset('href');
  }
  const style = attrs.get('style');
  if (style !== undefined && (typeof style !== 'string' || cssLoads(style))) attrs.unset('style');
}

export interface Rendered {
  svg: string;
  mathml: string;
}

/**
 * TeX → a standalone SVG (glyph paths) and MathML, on the instance started by startMathJaxWith. Throws
 * TexSyntaxError with MathJax's message.
 */
export async function renderWith(tex: string, display: boolean): Promise<Rendered> {
  if (!ready) throw new Error('MathJax was not started');
  const mj = await ready;
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
