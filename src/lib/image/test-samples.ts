/** Tiny images with the real magic numbers of each format, for tests of detection and decoding. Not shipped. */

export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const GIF_1X1 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Bytes from runs of numbers and Latin-1 strings. */
export const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
export const utf8 = (s: string) => new TextEncoder().encode(s);

/** Minimal headers of each format the tools recognise. */
export const SAMPLES = {
  png: Uint8Array.from(Buffer.from(PNG_1X1, 'base64')),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: Uint8Array.from(Buffer.from(GIF_1X1, 'base64')),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0x18, 0, 0, 0]),
  avif: bytes([0, 0, 0, 0x1c], 'ftyp', 'avif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf'),
  avifCompatible: bytes([0, 0, 0, 0x18], 'ftyp', 'mif1', [0, 0, 0, 0], 'mif1', 'avif'),
  ico: bytes([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 22, 0, 0, 0]),
  bmp: bytes('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]),
  svg: utf8('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
};
