/** Puts the article on the clipboard as HTML (keeps the formatting when pasted into the WeChat editor) and
 * as plain text (for editors that take text only). Throws when the browser refuses. */
export async function copyRich(html: string, plain: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    throw new Error('ClipboardItem is not supported');
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([plain], { type: 'text/plain' }),
    }),
  ]);
}

/** A complete HTML file of the article, for the download. */
export function htmlDocument(body: string, title: string, lang: string): string {
  const esc = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${esc}</title>\n</head>\n<body style="margin:0;padding:16px;background:#ffffff">\n<div style="max-width:677px;margin:0 auto">${body}</div>\n</body>\n</html>\n`;
}
