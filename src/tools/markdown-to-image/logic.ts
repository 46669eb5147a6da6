/**
 * Pure logic of markdown-to-image (no DOM): settings and their limits, matching `![](name.png)` to the image
 * files the user picked. Cutting a tall document into pages for the export is in pages.ts (not first load).
 */
import { int, oneOf, settingsParser, text } from '../../lib/settings';

/** Image widths offered, CSS px: a phone, two article widths, a full-HD-wide poster. */
export const WIDTHS = [375, 640, 800, 1080] as const;
export type Width = (typeof WIDTHS)[number];
/** Export scales (device pixels per CSS px). */
export const SCALES = [1, 2, 3] as const;
export type Scale = (typeof SCALES)[number];
export const THEME_IDS = ['github', 'dark', 'paper', 'notebook', 'wechat', 'sunset'] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const MAX_PADDING = 160;
/** Header and footer lines are short captions. */
export const MAX_CAPTION_CHARS = 200;
/**
 * Longest Markdown rendered, in characters: a long article is ~30,000; past this the image would be dozens of
 * canvas-sized pages, and the page would spend seconds laying it out.
 */
export const MAX_MARKDOWN_CHARS = 200_000;

/** More pages than this is refused: a zip of 30 canvas-sized PNGs is already hundreds of megabytes. */
export const MAX_PAGES = 30;

export interface Settings {
  theme: ThemeId;
  width: Width;
  scale: Scale;
  padding: number;
  header: string;
  footer: string;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'github',
  width: 640,
  scale: 2,
  padding: 40,
  header: '',
  footer: '',
};

/** Settings read back from storage: anything missing, unknown or out of range takes its default. */
export const parseSettings = settingsParser<Settings>(DEFAULT_SETTINGS, {
  theme: oneOf(THEME_IDS),
  width: oneOf(WIDTHS),
  scale: oneOf(SCALES),
  padding: int([0, MAX_PADDING]),
  header: text(MAX_CAPTION_CHARS),
  footer: text(MAX_CAPTION_CHARS),
});

/**
 * The key an image is found by: the last path segment of a file name or a Markdown image source, without
 * query or fragment, percent-decoded, Unicode-normalised and lower-cased. `![](img/Cat%20photo.PNG?x=1)` and a
 * picked file "cat photo.png" share the key "cat photo.png".
 */
export function imageKey(name: string): string {
  let s = name.trim().replace(/[?#].*$/s, '');
  s = s.slice(s.replace(/\\/g, '/').lastIndexOf('/') + 1);
  try {
    s = decodeURIComponent(s);
  } catch {
    // A lone % is part of the name.
  }
  return s.normalize('NFC').toLowerCase();
}

/** What an <img src> in the document is, and what the image shows instead. */
export type ImageSource = { kind: 'local'; url: string } | { kind: 'data' } | { kind: 'remote' } | { kind: 'missing' };

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp|svg\+xml)[;,]/i;

/**
 * Classifies an image source. A picked file of the same name (see {@link imageKey}) wins; `data:image/…` URLs
 * are kept (they load nothing); anything with a scheme or a `//` host is remote and is never requested;
 * a relative name with no picked file is missing.
 */
export function classifyImage(src: string, lookup: (key: string) => string | undefined): ImageSource {
  // Browsers ignore tabs and line breaks in URLs ("ht\ntps:"): so does this check.
  const url = src.replace(/[\t\n\r]/g, '').trim();
  if (DATA_IMAGE.test(url)) return { kind: 'data' };
  const remote = /^[a-z][\w+.-]*:/i.test(url) || /^[\\/]{2}/.test(url);
  if (!remote && url) {
    const local = lookup(imageKey(url));
    if (local) return { kind: 'local', url: local };
  }
  return remote ? { kind: 'remote' } : { kind: 'missing' };
}

/** The image shown for a remote or missing picture: a grey frame with a short note (an SVG data URL). */
export function placeholderImage(note: string): string {
  const text = note.slice(0, 120).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // XML 1.0 refuses control characters and lone surrogates: the SVG would not decode.
  const xmlSafe = [...text].filter((ch) => {
    const c = ch.codePointAt(0)!;
    return (c >= 0x20 || c === 9 || c === 10 || c === 13) && !(c >= 0xd800 && c <= 0xdfff) && c < 0xfffe;
  });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">' +
    '<rect width="480" height="120" rx="8" fill="#e5e7eb"/>' +
    '<path d="M36 84l18-24 14 16 10-12 16 20z" fill="#9ca3af"/><circle cx="50" cy="46" r="7" fill="#9ca3af"/>' +
    `<text x="116" y="66" font-family="sans-serif" font-size="18" fill="#374151">${xmlSafe.join('')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
