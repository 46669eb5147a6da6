/**
 * The sanitiser every rendered block goes through before it reaches the page or the clipboard (DOMPurify).
 * Raw HTML in the Markdown is never trusted: scripts, event handlers, `javascript:` URLs, frames, forms,
 * <style> and class/id attributes are removed. In the preview, images from other origins are not loaded
 * (the page requests nothing from other hosts): a placeholder stands in and the real source is kept in
 * `data-wx-src`, put back by {@link exportHtml} for the clipboard and the download.
 */
import DOMPurify, { type Config, type WindowLike } from 'dompurify';

const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'svg',
    'math',
    'template',
    'noscript',
    'video',
    'audio',
    'source',
    'track',
    'canvas',
    'dialog',
  ],
  FORBID_ATTR: ['class', 'id', 'name', 'srcset', 'target', 'form', 'formaction'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/** Where a previewed image's real source waits. */
export const SOURCE_ATTR = 'data-wx-src';

/** A grey picture frame shown in the preview instead of an image from another origin. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" fill="#eeeeee"/><path d="M136 80l16-20 12 14 8-10 12 16z" fill="#bbbbbb"/><circle cx="146" cy="48" r="6" fill="#bbbbbb"/></svg>',
  );

export type Sanitize = (html: string) => string;

/** A sanitiser for the preview, on `win` (the page, or a test DOM). */
export function createSanitizer(win: WindowLike = window as unknown as WindowLike): Sanitize {
  const purify = DOMPurify(win);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    if (src.startsWith('data:')) return;
    node.setAttribute(SOURCE_ATTR, src);
    node.setAttribute('src', PLACEHOLDER_IMAGE);
  });
  return (html) => purify.sanitize(html, CONFIG) as string;
}

/** The article's HTML for WeChat from the preview's: every image gets its real source back. */
export function exportHtml(previewHtml: string, doc: Document = document): string {
  // A <template> is inert: nothing in it loads while the sources are put back.
  const tpl = doc.createElement('template');
  tpl.innerHTML = previewHtml;
  for (const img of tpl.content.querySelectorAll(`img[${SOURCE_ATTR}]`)) {
    img.setAttribute('src', img.getAttribute(SOURCE_ATTR) ?? '');
    img.removeAttribute(SOURCE_ATTR);
  }
  return tpl.innerHTML;
}

/**
 * Sanitises `blocks` a few at a time, yielding to the page after every `sliceMs` of work so typing stays
 * smooth on a long article. Resolves to the joined HTML, or null when `signal` aborts first.
 */
export async function sanitizeInSteps(
  blocks: readonly string[],
  sanitize: Sanitize,
  signal?: AbortSignal,
  sliceMs = 12,
): Promise<string | null> {
  const out: string[] = [];
  let sliceStart = performance.now();
  for (const block of blocks) {
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((r) => setTimeout(r, 0));
      if (signal?.aborted) return null;
      sliceStart = performance.now();
    }
    out.push(sanitize(block));
  }
  return signal?.aborted ? null : out.join('');
}
