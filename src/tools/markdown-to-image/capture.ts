/**
 * The export: builds the themed document off-screen at its real width, loads the theme's web fonts for exactly
 * the characters it holds, cuts it into pages that fit the browser's canvas (logic.ts), and draws each page
 * with modern-screenshot (loaded on first use). The fonts are handed over as `@font-face` text of only the
 * slices the page loaded (modern-screenshot would otherwise embed every unicode-range slice of a CJK font).
 * Loaded on the first export (useExport.ts); the preview's fonts come from fonts.ts.
 */
import { parseUnicodeRange } from '../../lib/fonts/load';
import { prepareFonts, type ImageFormat } from './fonts';
import { MAX_PAGES, type Settings } from './logic';
import { cssUrls, maxPageHeight, pageNames, preferWoff2, replaceCssUrls, splitPages } from './pages';
import { bandCss, bandsOf, facesFor, piecesIn, splitFaces, type Extent } from './bands';
import { THEMES } from './themes';

export type { ImageFormat };

/** Font files as data: URLs, by URL (the same slices serve every export of a visit). */
const dataUrls = new Map<string, Promise<string | null>>();

function toDataUrl(url: string): Promise<string | null> {
  let p = dataUrls.get(url);
  if (!p) {
    p = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.blob();
      })
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error ?? new Error('read failed'));
            reader.readAsDataURL(blob);
          }),
      )
      .catch((err: unknown) => {
        console.warn('markdown-to-image: font file not embedded', url, err);
        dataUrls.delete(url);
        return null;
      });
    dataUrls.set(url, p);
  }
  return p;
}

/**
 * The loaded @font-face rules with their files inside, as data: URLs (woff2 only). modern-screenshot puts
 * `font.cssText` into the SVG it draws as it is, and an SVG drawn as an image loads nothing from outside.
 */
export async function embeddedFontCss(css: string): Promise<string> {
  const slim = preferWoff2(css);
  const urls = cssUrls(slim);
  const found = await Promise.all(urls.map(async (u) => [u, await toDataUrl(u)] as const));
  return replaceCssUrls(slim, new Map(found.filter((e): e is readonly [string, string] => e[1] !== null)));
}

export class TooTallError extends Error {
  constructor(
    readonly pages: number,
    readonly maxPageHeight: number,
  ) {
    super(`the image needs ${pages} pages of at most ${maxPageHeight} px`);
    this.name = 'TooTallError';
  }
}

export interface ExportJob {
  /** The sanitised document body. */
  html: string;
  text: string;
  settings: Settings;
  format: ImageFormat;
  onProgress?: (done: number, total: number) => void;
}

export interface ExportedImage {
  name: string;
  data: Blob;
  width: number;
  height: number;
}

/** The themed page: .md2img > .md-view (the page's window) > .md-content (header, body, footer). */
function buildPage(html: string, s: Settings) {
  const page = document.createElement('div');
  page.className = 'md2img';
  page.dataset.theme = s.theme;
  Object.assign(page.style, { width: `${s.width}px`, padding: `${s.padding}px` });
  const view = document.createElement('div');
  view.className = 'md-view';
  view.style.overflow = 'hidden';
  const content = document.createElement('div');
  content.className = 'md-content';
  content.style.position = 'relative';
  const caption = (cls: string, text: string) => {
    const el = document.createElement('div');
    el.className = cls;
    el.textContent = text;
    content.append(el);
  };
  if (s.header.trim()) caption('md-header', s.header);
  const body = document.createElement('div');
  body.className = 'md-body';
  body.innerHTML = html; // sanitised by the caller (sanitize.ts)
  content.append(body);
  if (s.footer.trim()) caption('md-footer', s.footer);
  view.append(content);
  page.append(view);
  return { page, view, content, body };
}

/** The pieces of the content in order (header, each block of the body, footer), with their extents. */
function piecesOf(content: HTMLElement, body: HTMLElement): { el: Element; extent: Extent }[] {
  const els = [...content.children].flatMap((el) => (el === body ? [...body.children] : [el]));
  return els.map((el) => {
    const h = el as HTMLElement;
    return { el, extent: { top: h.offsetTop, bottom: h.offsetTop + h.offsetHeight } };
  });
}

/** A band's own small document: the page's frame holding clones of only the pieces it shows. */
function bandPage(settings: Settings, pieces: { el: Element }[], range: [number, number] | null, body: Element) {
  const { page, view, content, body: bandBody } = buildPage('', { ...settings, header: '', footer: '' });
  // The band's geometry comes from bandCss alone (modern-screenshot leaves some inline properties behind).
  for (const el of [page, view, content]) el.removeAttribute('style');
  if (!range) return page;
  const kept = pieces.slice(range[0], range[1] + 1).map((p) => p.el);
  for (const [i, el] of kept.entries()) {
    const clone = el.cloneNode(true) as Element;
    if (i === 0) clone.classList.add('md-band-first');
    if (el.parentElement === body) bandBody.append(clone);
    else if (el.classList.contains('md-header')) content.insertBefore(clone, bandBody);
    else content.append(clone);
  }
  return page;
}

/** Blocks of the document laid out per task while the export measures it. */
const BUILD_BATCH = 40;

/** Yields to the page (input, paint) between bands. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the document to one image, or several when it is taller than a canvas can be. Each image is drawn
 * in bands (bands.ts) onto one canvas, then encoded.
 */
export async function exportImages(job: ExportJob): Promise<ExportedImage[]> {
  const { settings: s } = job;
  const theme = THEMES[s.theme];
  const [{ domToCanvas }, fontCss] = await Promise.all([
    import('modern-screenshot'),
    prepareFonts(s.theme, `${s.header}\n${s.footer}\n${job.text}`).then(async (f) => {
      await nextTask();
      return embeddedFontCss(f.css);
    }),
  ]);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  Object.assign(host.style, { position: 'fixed', left: '-100000px', top: '0', pointerEvents: 'none' });
  const { page, content, body } = buildPage('', s);
  host.append(page);
  document.body.append(host);
  try {
    await nextTask();
    // The document goes in a few dozen blocks at a time, each laid out in its own task: appended at the end,
    // earlier blocks keep their layout, so measuring the whole never costs one long task.
    const parsed = document.createElement('template');
    parsed.innerHTML = job.html; // sanitised by the caller (sanitize.ts)
    const nodes = [...parsed.content.childNodes];
    for (let i = 0; i < nodes.length; i += BUILD_BATCH) {
      body.append(...nodes.slice(i, i + BUILD_BATCH));
      void body.offsetHeight;
      await nextTask();
    }
    await Promise.all([...page.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    const total = Math.ceil(content.offsetHeight);
    const pieces = piecesOf(content, body);
    const cuts = pieces.map((p) => p.extent.top);
    const maxSlice = Math.max(1, maxPageHeight(s.width, s.scale) - 2 * s.padding);
    const slices = splitPages(total, maxSlice, cuts);
    if (slices.length > MAX_PAGES) throw new TooTallError(slices.length, maxSlice);
    const ext = job.format === 'png' ? 'png' : 'jpg';
    const type = job.format === 'png' ? 'image/png' : 'image/jpeg';
    const names = pageNames(slices.length, ext);
    const plans = slices.map((slice) => bandsOf(slice, s.padding));
    const totalBands = plans.reduce((n, p) => n + p.length, 0);
    const faces = splitFaces(fontCss, parseUnicodeRange);
    await nextTask();
    let done = 0;
    const out: ExportedImage[] = [];
    for (const [i, slice] of slices.entries()) {
      const height = slice.end - slice.start + 2 * s.padding;
      const canvas = document.createElement('canvas');
      canvas.width = s.width * s.scale;
      canvas.height = height * s.scale;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = theme.background;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      for (const band of plans[i]!) {
        job.onProgress?.(done, totalBands);
        const range = piecesIn(
          pieces.map((p) => p.extent),
          band.contentY,
          band.contentY + band.viewHeight,
        );
        const first = range ? pieces[range[0]]!.extent.top : 0;
        const bandEl = bandPage(s, pieces, band.viewHeight > 0 ? range : null, body);
        host.append(bandEl);
        try {
          const css = `${facesFor(faces, bandEl.textContent ?? '')}\n${theme.css}\n${bandCss(s.width, s.padding, band, first)}`;
          const drawn = await domToCanvas(bandEl, {
            width: s.width,
            height: band.b - band.a,
            scale: s.scale,
            backgroundColor: theme.background,
            // No computed style is copied onto the clone (that alone cost ~12 s of main thread for a 30 KB
            // document): the band is styled by the preview's own stylesheet, put into the SVG with the fonts.
            includeStyleProperties: [],
            features: { copyScrollbar: false },
            font: false,
            onCreateForeignObjectSvg: (svg) => {
              const style = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'style');
              style.textContent = css;
              svg.insertBefore(style, svg.firstChild);
            },
          });
          ctx.drawImage(drawn, 0, band.a * s.scale);
          drawn.width = 0;
        } finally {
          bandEl.remove();
        }
        done++;
        await nextTask();
      }
      const data = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no image'))), type, 0.92),
      );
      canvas.width = 0;
      out.push({ name: names[i]!, data, width: s.width * s.scale, height: height * s.scale });
    }
    job.onProgress?.(totalBands, totalBands);
    return out;
  } finally {
    host.remove();
  }
}
