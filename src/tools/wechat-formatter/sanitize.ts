/**
 * The sanitiser every rendered block goes through before it reaches the page or the clipboard (DOMPurify).
 * Raw HTML in the Markdown is never trusted: scripts, event handlers, `javascript:` URLs, frames, forms,
 * <style> and class/id attributes are removed, and so is every inline-style declaration that would load something
 * (url(), image-set(), expression()…: a tracking pixel in the published article; see src/lib/sanitize/css.ts).
 * In the preview, images from other origins are not loaded (the page requests nothing from other hosts): a
 * placeholder stands in and the real source is kept in `data-wx-src`, put back by {@link exportHtml} for the
 * clipboard and the download.
 */
import type { Config, WindowLike } from 'dompurify';
import { createPurifier, type Sanitize } from '../../lib/markdown/purify';
import { stripStyleLoads } from '../../lib/sanitize/css';
import { FORBIDDEN_TAGS } from '../../lib/sanitize/forbidden';

const CONFIG: Config = {
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  // `background` (on <table>, <td>…) loads an image as surely as a style's url().
  FORBID_ATTR: ['class', 'id', 'name', 'srcset', 'target', 'form', 'formaction', 'background'],
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

export type { Sanitize };

/** A sanitiser for the preview, on `win` (the page, or a test DOM). */
export function createSanitizer(win: WindowLike = window as unknown as WindowLike): Sanitize {
  return createPurifier(win, CONFIG, (purify) => {
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName !== 'style') return;
      data.attrValue = stripStyleLoads(data.attrValue);
      if (!data.attrValue.trim()) data.keepAttr = false;
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'IMG') return;
      const src = node.getAttribute('src') ?? '';
      if (src.startsWith('data:')) return;
      node.setAttribute(SOURCE_ATTR, src);
      node.setAttribute('src', PLACEHOLDER_IMAGE);
    });
  });
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

/** Between blocks sanitised in one call: a noncharacter, so never in a sensible article (checked anyway). */
const MARK = '\uFDD0';

/**
 * Sanitises the article's blocks in steps, yielding to the page after every `sliceMs` of work so typing stays
 * smooth on a long article. A block sanitised last time (same HTML, found in `cache`) is reused, so an edit
 * costs only the blocks it changed. Blocks this renderer wrote (`raw[i]` false: complete elements) are
 * sanitised several at a time, joined by {@link MARK} in text between them (one DOMPurify call costs ~1 ms on
 * top of its work); a block holding raw HTML from the Markdown may be unbalanced and always goes alone.
 * Resolves to the sanitised blocks, or null when `signal` aborts; `cache` then holds this run's blocks.
 */
export async function sanitizeInSteps(
  blocks: readonly string[],
  raw: readonly boolean[],
  sanitize: Sanitize,
  cache: Map<string, string>,
  signal?: AbortSignal,
  { sliceMs = 12, batchChars = 32_768 } = {},
): Promise<string[] | null> {
  const out: (string | undefined)[] = blocks.map((b) => cache.get(b));
  let sliceStart = performance.now();
  const step = async () => {
    if (performance.now() - sliceStart <= sliceMs) return true;
    await new Promise((r) => setTimeout(r, 0));
    sliceStart = performance.now();
    return !signal?.aborted;
  };
  const one = (i: number) => {
    out[i] = sanitize(blocks[i]!);
  };
  let batch: number[] = [];
  let batchSize = 0;
  const flush = () => {
    if (batch.length === 1) one(batch[0]!);
    else if (batch.length > 1) {
      const parts = sanitize(batch.map((i) => blocks[i]).join(MARK)).split(MARK);
      if (parts.length === batch.length) batch.forEach((i, k) => (out[i] = parts[k]));
      else batch.forEach(one);
    }
    batch = [];
    batchSize = 0;
  };
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] !== undefined) continue;
    if (!(await step())) return null;
    const block = blocks[i]!;
    if (raw[i] || block.includes(MARK)) one(i);
    else {
      batch.push(i);
      batchSize += block.length;
      if (batchSize >= batchChars) flush();
    }
  }
  flush();
  if (signal?.aborted) return null;
  const clean = out as string[];
  cache.clear();
  blocks.forEach((block, i) => cache.set(block, clean[i]!));
  return clean;
}
