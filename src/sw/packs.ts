/**
 * The offline packs of a finished build (written to `<outDir>/offline-packs.json` by the `astro:build:done` hook,
 * next to sw.js). "Use offline" downloads a pack into the service worker's caches:
 *  - a language pack: every page of one language, and the scripts and styles those pages load or may load when
 *    a tool is used (static imports, lazy chunks, workers), found by following references from the pages;
 *  - a tool pack: the heavy files one or more tools fetch on first use (the segmentation model, OCR data, PDF
 *    data and the CJK font, image codecs, the PDF engine, math fonts), which no language pack carries.
 * Web fonts are in no pack: each generator fetches the slices its text needs, and the worker keeps them.
 * Self-contained (node: imports only) so that astro.config.mjs can load it with Node's type stripping too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Pack {
  id: string;
  /** `language`: pages + scripts of one language; `tool`: heavy files of some tools. */
  kind: 'language' | 'tool';
  /** Site paths (base included): pages without `index.html` or a trailing slash, files as they are served. */
  files: string[];
  /** The download size of each file, in the order of `files` (the same measure as `bytes`). */
  sizes: number[];
  /**
   * What the download costs: for language packs the gzip size of text files (as served compressed), for tool
   * packs the size on disk (an upper bound).
   */
  bytes: number;
  /** Tool slugs that use this pack (tool packs). */
  tools?: string[];
}

export interface OfflinePacks {
  build: string;
  packs: Pack[];
}

/** Heavy parts, by the tools that need them. Order is the order they are listed on the offline page. */
export const TOOL_PACKS: readonly { id: string; tools: readonly string[] }[] = [
  { id: 'segment', tools: ['background-remover', 'text-behind-image', 'id-photo-maker'] },
  { id: 'face', tools: ['id-photo-maker'] },
  { id: 'ocr', tools: ['translator', 'document-translator'] },
  { id: 'pdf', tools: ['document-translator'] },
  { id: 'qpdf', tools: ['pdf-decryptor', 'document-translator'] },
  { id: 'codecs', tools: ['image-compressor'] },
  { id: 'math', tools: ['latex-to-image'] },
];

/** MathJax's font data chunks, named after the files of @mathjax/mathjax-newcm-font's `dynamic` folders. */
export function mathChunkNames(root: string): Set<string> {
  const names = new Set<string>();
  for (const kind of ['svg', 'chtml']) {
    try {
      for (const f of readdirSync(join(root, 'node_modules/@mathjax/mathjax-newcm-font/mjs', kind, 'dynamic')))
        if (f.endsWith('.js')) names.add(f.slice(0, -3));
    } catch {
      /* package absent: no math pack */
    }
  }
  return names;
}

/**
 * The tool pack a built file belongs to (`rel`: path inside the build, `/` separators), `font` for web fonts (in
 * no pack), or null: a page, script, style or other file of the language packs.
 */
export function heavyPackOf(rel: string, math: ReadonlySet<string>): string | null {
  if (/^_astro\/imgly-[^/]+\//.test(rel)) return 'segment';
  // @vladmandic/face-api's two weight files, as Vite names the assets the face kit imports (src/lib/face/model.ts).
  if (/^_astro\/(?:tiny_face_detector|face_landmark_68_tiny)_model[^/]*\.bin$/.test(rel)) return 'face';
  if (/^_astro\/tesseract-[^/]+\//.test(rel)) return 'ocr';
  if (/^_astro\/(?:pdfjs-|source-han-)[^/]+\//.test(rel)) return 'pdf';
  if (/\.(?:woff2?|ttf|otf)$/i.test(rel)) return 'font';
  if (/^_astro\/qpdf[^/]*\.wasm$/.test(rel)) return 'qpdf';
  // The HEIC decoder (1.4 MB) serves every image tool (src/lib/image/heif-decoder.ts): it goes with the pages of
  // each language, as their lazy chunks do, so any image tool kept offline opens iPhone photos.
  if (/^_astro\/libheif[^/]*\.wasm$/.test(rel)) return null;
  if (/^_astro\/[^/]+\.wasm$/.test(rel)) return 'codecs';
  const chunk = /^_astro\/([^/]+)-[\w-]{8}\.js$/.exec(rel);
  if (chunk?.[1] && math.has(chunk[1])) return 'math';
  return null;
}

/** The language a page belongs to (`rel` of its HTML file), or null for pages no pack carries. */
export function pageLanguage(rel: string, locales: readonly string[], defaultLocale: string): string | null {
  if (!rel.endsWith('.html') || rel === '404.html') return null;
  const parts = rel.split('/');
  const first = parts[0] ?? '';
  const lang = locales.includes(first) && first !== defaultLocale ? first : defaultLocale;
  const rest = lang === defaultLocale ? parts : parts.slice(1);
  // Sign-in pages are never stored (the worker does not touch them); the profile needs the network anyway.
  if (['login', 'sign-up', 'profile'].includes(rest[0] ?? '')) return null;
  return lang;
}

/** A page's site path: `en/about/index.html` → `/en/about`, `index.html` → `/`, `en/index.html` → `/en/`. */
export function pagePath(rel: string, prefix: string): string {
  const dir = rel.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  if (dir === '') return prefix;
  // A language's home keeps its slash (the site links to `/en/`); other pages are stored without one.
  return dir.includes('/') ? `${prefix}${dir}` : `${prefix}${dir}${/^(?:en|ja|ko)$/.test(dir) ? '/' : ''}`;
}

/** Names of build files (`_astro/x-hash.js`) that `text` mentions, out of `known` (basename → rel path). */
export function referencesIn(text: string, known: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  // A file is named in a string or url(): after a quote, slash or parenthesis, up to a quote, parenthesis, `?` or `#`.
  for (const m of text.matchAll(/(?<=["'`/(])[\w.-]+\.(?:m?js|css|wasm)(?=["'`)?#])/g)) {
    const rel = known.get(m[0]);
    if (rel) out.add(rel);
  }
  return [...out];
}

/** Every file reachable from `entries` through `refsOf`, entries included. */
export function closure(entries: Iterable<string>, refsOf: (rel: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const rel = todo.pop()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    for (const next of refsOf(rel)) if (!seen.has(next)) todo.push(next);
  }
  return seen;
}

/** Every file under `dir`, as full paths (also used by build.ts for the worker's manifest). */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const TEXT = /\.(?:html|m?js|css|json|svg|txt|xml)$/i;

/** The packs of the build in `outDir`, served under `base`. */
export function buildPacks(
  outDir: string,
  options: { build: string; base?: string; root: string; locales: readonly string[]; defaultLocale: string },
): OfflinePacks {
  const prefix = `/${(options.base ?? '/').split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');
  const math = mathChunkNames(options.root);
  const rels = filesUnder(outDir)
    .map((f) => relative(outDir, f).split(sep).join('/'))
    .filter((f) => f !== 'sw.js' && f !== 'offline-packs.json')
    .sort();
  // Scripts, styles and wasm directly under _astro/, by basename: what pages and chunks can name.
  const known = new Map<string, string>();
  for (const rel of rels) if (/^_astro\/[^/]+\.(?:m?js|css|wasm)$/.test(rel)) known.set(rel.slice(7), rel);
  const text = new Map<string, string>();
  const read = (rel: string) => {
    let t = text.get(rel);
    if (t === undefined) {
      t = readFileSync(join(outDir, rel), 'utf8');
      text.set(rel, t);
    }
    return t;
  };
  const found = new Map<string, string[]>();
  const refs = (rel: string) => {
    let r = found.get(rel);
    if (r === undefined) {
      r = /\.(?:html|m?js|css)$/.test(rel) ? referencesIn(read(rel), known) : [];
      found.set(rel, r);
    }
    return r;
  };
  const size = new Map<string, number>();
  const bytesOf = (rel: string) => {
    let n = size.get(rel);
    if (n === undefined) {
      n = TEXT.test(rel)
        ? gzipSync(readFileSync(join(outDir, rel)), { level: 1 }).length
        : statSync(join(outDir, rel)).size;
      size.set(rel, n);
    }
    return n;
  };
  const url = (rel: string) => `${prefix}${rel}`;

  const packs: Pack[] = [];
  for (const lang of options.locales) {
    const pages = rels.filter((r) => pageLanguage(r, options.locales, options.defaultLocale) === lang);
    const reach = [...closure(pages, refs)].filter((r) => !r.endsWith('.html') && heavyPackOf(r, math) === null);
    reach.sort();
    const files = [...pages.map((r) => pagePath(r, prefix)), ...reach.map(url)];
    const sizes = [...pages, ...reach].map(bytesOf);
    packs.push({ id: `lang-${lang}`, kind: 'language', files, sizes, bytes: sizes.reduce((a, b) => a + b, 0) });
  }
  for (const { id, tools } of TOOL_PACKS) {
    const members = rels.filter((r) => heavyPackOf(r, math) === id);
    if (members.length === 0) continue;
    // Size on disk: these are mostly binary, and gzipping megabytes of them would slow every build.
    const sizes = members.map((r) => statSync(join(outDir, r)).size);
    packs.push({
      id,
      kind: 'tool',
      tools: [...tools],
      files: members.map(url),
      sizes,
      bytes: sizes.reduce((a, b) => a + b, 0),
    });
  }
  return { build: options.build, packs };
}
