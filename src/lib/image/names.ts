/**
 * File names for what a tool produces: "photo.jpg" → "photo-compressed.webp". Letters and digits of every
 * script (Chinese, Japanese, Korean names stay as they are), spaces, "-", "_", ".", "(" and ")" are kept;
 * characters that file systems or download dialogs refuse become "-". Pure.
 */

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
};

/** The usual extension for a MIME type ("image/jpeg" → "jpg"); the subtype for others, "bin" if none. */
export function extensionFor(mime: string): string {
  const known = EXTENSIONS[mime.toLowerCase()];
  if (known) return known;
  const sub = /^[a-z]+\/([a-z0-9]+)$/i.exec(mime)?.[1];
  return sub ? sub.toLowerCase() : 'bin';
}

/** The name without its extension (a final ".xxx" of 1–5 letters or digits), made safe; `fallback` if empty. */
export function baseName(name: string, fallback = 'image'): string {
  const noExt = name.replace(/\.[\p{L}\p{N}]{1,5}$/u, '');
  const safe = noExt
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  // Long names: keep whole characters (not UTF-16 halves), 100 is well under every file system's limit.
  const chars = [...safe];
  return chars.length ? chars.slice(0, 100).join('').trim() : fallback;
}

/** "photo.jpg", { suffix: 'compressed', ext: 'webp' } → "photo-compressed.webp". */
export function outputFileName(name: string, { suffix, ext }: { suffix?: string; ext: string }): string {
  const base = baseName(name);
  return `${base}${suffix ? `-${suffix}` : ''}.${ext.replace(/^\./, '')}`;
}
