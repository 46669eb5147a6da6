/**
 * The sanitiser every rendered block goes through before it reaches the page (DOMPurify). Raw HTML in the
 * Markdown is never trusted, and nothing in the document may make the page request anything: scripts, event
 * handlers, `javascript:` URLs, frames, forms, SVG/MathML, <style>, `style` attributes (url()), srcset and
 * every other URL attribute are removed; an <img> shows a picked local file (object URL), a `data:image`, or a
 * placeholder with a note (remote images are never fetched). Class names survive only for our own styles.
 */
import type { Config, WindowLike } from 'dompurify';
import { createPurifier, type Sanitize } from '../../lib/markdown/purify';
import { FORBIDDEN_TAGS } from '../../lib/sanitize/forbidden';
import { classifyImage } from './logic';

const CONFIG: Config = {
  // Image maps and <picture> sources could point elsewhere: an image here is one <img> we check.
  FORBID_TAGS: [...FORBIDDEN_TAGS, 'picture', 'map', 'area'],
  FORBID_ATTR: ['style', 'id', 'name', 'srcset', 'sizes', 'target', 'form', 'formaction', 'background', 'poster'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/** Attributes that may make a browser load or navigate: only an <img>'s src survives (rewritten below). */
const URL_ATTRS = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'lowsrc',
  'dynsrc',
  'background',
  'poster',
  'action',
  'formaction',
  'data',
  'ping',
  'longdesc',
  'usemap',
  'manifest',
  'codebase',
  'archive',
  'cite',
]);

/** Our class names: highlight.js tokens and the renderer's own (md-*). Others could reach the page's CSS. */
const OWN_CLASS = /^(?:hljs(?:-[\w-]+)?|language-[\w+#.-]+|md-[\w-]+|[\w-]+_)$/;

export interface ImageOptions {
  /** The object URL of the picked image with this key (see imageKey), if any. */
  lookup: (key: string) => string | undefined;
  /** Shown for an image from another site (never requested). */
  remote: string;
  /** Shown for a relative image with no picked file of that name. */
  missing: string;
}

export type { Sanitize };

/** A sanitiser on `win` (the page, or a test DOM), resolving images with `images`. */
export function createSanitizer(win: WindowLike, images: ImageOptions): Sanitize {
  return createPurifier(win, CONFIG, (purify) => {
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      const name = data.attrName;
      if (name === 'class') {
        const kept = data.attrValue.split(/\s+/).filter((c) => OWN_CLASS.test(c));
        if (kept.length) data.attrValue = kept.join(' ');
        else data.keepAttr = false;
      } else if (URL_ATTRS.has(name) && !(name === 'src' && node.nodeName === 'IMG')) {
        data.keepAttr = false;
      }
    });
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'IMG') return;
      const source = classifyImage(node.getAttribute('src') ?? '', images.lookup);
      if (source.kind === 'data') return;
      if (source.kind === 'local') {
        node.setAttribute('src', source.url);
        return;
      }
      node.setAttribute('src', source.kind === 'remote' ? images.remote : images.missing);
      node.setAttribute('class', 'md-img-placeholder');
    });
  });
}

/**
 * Sanitises blocks in steps, yielding to the page after every `sliceMs` of work so a long document never
 * freezes it. Resolves to the clean blocks, or null when `signal` aborts.
 */
export async function sanitizeInSteps(
  blocks: readonly string[],
  sanitize: Sanitize,
  signal?: AbortSignal,
  sliceMs = 12,
): Promise<string[] | null> {
  const out: string[] = [];
  let sliceStart = performance.now();
  for (const block of blocks) {
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((r) => setTimeout(r, 0));
      sliceStart = performance.now();
    }
    if (signal?.aborted) return null;
    out.push(sanitize(block));
  }
  return signal?.aborted ? null : out;
}
