/** The snippets the encoder offers (raw Base64, data URI, CSS, HTML) and their download names. Pure. */

export type OutputFormat = 'base64' | 'dataUri' | 'css' | 'html';

export function dataUri(base64: string, mime: string): string {
  return `data:${mime};base64,${base64}`;
}

/** The text for one output format. Width and height go into the `<img>` tag when known. */
export function formatOutput(
  format: OutputFormat,
  base64: string,
  mime: string,
  size?: { width: number; height: number } | null,
): string {
  switch (format) {
    case 'base64':
      return base64;
    case 'dataUri':
      return dataUri(base64, mime);
    case 'css':
      return `background-image: url("${dataUri(base64, mime)}");`;
    case 'html': {
      const dims = size && size.width > 0 ? ` width="${size.width}" height="${size.height}"` : '';
      return `<img src="${dataUri(base64, mime)}"${dims} alt="">`;
    }
  }
}

/** File name for a downloaded output: `photo.png` → `photo-base64.txt`, `photo.css`, … */
export function outputFilename(sourceName: string, format: OutputFormat): string {
  const base = sourceName.replace(/\.[^./\\]*$/, '') || 'image';
  switch (format) {
    case 'base64':
      return `${base}-base64.txt`;
    case 'dataUri':
      return `${base}-data-uri.txt`;
    case 'css':
      return `${base}.css`;
    case 'html':
      return `${base}.html`;
  }
}
