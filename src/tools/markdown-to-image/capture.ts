/**
 * The export: builds the themed document off-screen at its real width, loads the theme's web fonts for exactly
 * the characters it holds, cuts it into pages that fit the browser's canvas (logic.ts), and draws each page
 * with modern-screenshot (loaded on first use). The fonts are handed over as `@font-face` text of only the
 * slices the page loaded (modern-screenshot would otherwise embed every unicode-range slice of a CJK font).
 */
import { fontById, scriptsOf, type WebFont } from '../../lib/fonts/catalog';
import { fontFaceCss, loadFont } from '../../lib/fonts/load';
import {
  cssUrls,
  MAX_PAGES,
  maxPageHeight,
  pageNames,
  preferWoff2,
  replaceCssUrls,
  splitPages,
  type Settings,
} from './logic';
import { THEMES } from './themes';

export type ImageFormat = 'png' | 'jpeg';

/** The fonts a document in `theme` needs: the theme's text and code faces, plus Japanese/Korean when used. */
export function fontsFor(theme: Settings['theme'], text: string): WebFont[] {
  const ids = [THEMES[theme].font, THEMES[theme].mono];
  const scripts = scriptsOf(text);
  if (scripts.includes('ja')) ids.push('noto-sans-jp');
  if (scripts.includes('ko')) ids.push('noto-sans-kr');
  return ids.map((id) => fontById(id)).filter((f): f is WebFont => !!f);
}

/** Each character once: what `document.fonts.load` needs to pick the slices. */
function distinct(text: string): string {
  return [...new Set(text)].join('');
}

/**
 * Loads the fonts for `text` (regular and bold) and returns their loaded @font-face rules; `ok` is false when
 * a font could not load (offline before the first visit): the text then falls back to a system font.
 */
export async function prepareFonts(theme: Settings['theme'], text: string): Promise<{ css: string; ok: boolean }> {
  const chars = distinct(text);
  const fonts = fontsFor(theme, chars);
  const results = await Promise.allSettled(fonts.flatMap((f) => [400, 700].map((w) => loadFont(f, w, chars))));
  const failed = results.filter((r) => r.status === 'rejected');
  // A slice that failed to download leaves its face in the 'error' state (the load itself may not reject).
  const broken = new Set<string>();
  document.fonts.forEach((face) => {
    if (face.status === 'error') broken.add(face.family.replace(/^(['"])(.*)\1$/, '$2'));
  });
  const ok = failed.length === 0 && !fonts.some((f) => broken.has(f.family));
  if (!ok) console.warn('markdown-to-image: fonts failed to load', failed, [...broken]);
  return { css: fonts.map((f) => fontFaceCss(f.family)).join('\n'), ok };
}

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

/** Renders the document to one image, or several when it is taller than a canvas can be. */
export async function exportImages(job: ExportJob): Promise<ExportedImage[]> {
  const { settings: s } = job;
  const theme = THEMES[s.theme];
  const [{ domToBlob }, fontCss] = await Promise.all([
    import('modern-screenshot'),
    prepareFonts(s.theme, `${s.header}\n${s.footer}\n${job.text}`).then((f) => embeddedFontCss(f.css)),
  ]);
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  Object.assign(host.style, { position: 'fixed', left: '-100000px', top: '0', pointerEvents: 'none' });
  const { page, view, content, body } = buildPage(job.html, s);
  host.append(page);
  document.body.append(host);
  try {
    await Promise.all([...page.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    const total = Math.ceil(content.offsetHeight);
    const cuts = [...content.children, ...body.children].map((el) => (el as HTMLElement).offsetTop);
    const maxSlice = Math.max(1, maxPageHeight(s.width, s.scale) - 2 * s.padding);
    const slices = splitPages(total, maxSlice, cuts);
    if (slices.length > MAX_PAGES) throw new TooTallError(slices.length, maxSlice);
    const ext = job.format === 'png' ? 'png' : 'jpg';
    const names = pageNames(slices.length, ext);
    const out: ExportedImage[] = [];
    for (const [i, slice] of slices.entries()) {
      job.onProgress?.(i, slices.length);
      const h = slice.end - slice.start;
      view.style.height = `${h}px`;
      content.style.marginTop = `${-slice.start}px`;
      const height = h + 2 * s.padding;
      const data = await domToBlob(page, {
        width: s.width,
        height,
        scale: s.scale,
        backgroundColor: theme.background,
        type: job.format === 'png' ? 'image/png' : 'image/jpeg',
        quality: 0.92,
        // Without loaded fonts (all failed), embed none rather than every slice of the page's stylesheets.
        font: fontCss ? { cssText: fontCss } : false,
      });
      out.push({ name: names[i]!, data, width: s.width * s.scale, height: height * s.scale });
    }
    job.onProgress?.(slices.length, slices.length);
    return out;
  } finally {
    host.remove();
  }
}
