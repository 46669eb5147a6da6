/**
 * The image-bomb set (issue 31), made from bytes with node:zlib: files small on disk whose pictures are huge once
 * decoded. Shared by the component tests (tests/component/bombs.ts) and the hostile-input bench.
 *
 * The PNGs are genuine decompression bombs: a valid IHDR and one IDAT holding zlib's deflate of every row
 * (1-bit greyscale zeros: 16000 × 16000 is 32 MB of rows, ~32 KB of deflate, 1 GB of RGBA once decoded), so a
 * decoder that starts on them really allocates. The JPEG only claims its size (SOF0 says 65535 × 65535). The PDF
 * has a page drawing a `side` × `side` image XObject (1-bit, Flate-compressed zeros), written here with a
 * correct xref table.
 */
import { deflateSync } from 'node:zlib';
import { pngChunk } from './png.mjs';

/** @param {number} n */
const u32 = (n) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/**
 * Every row of a 1-bit image of this size (with PNG's filter byte when `filterByte`), deflated.
 * @param {number} width
 * @param {number} height
 * @param {boolean} filterByte
 */
function deflatedRows(width, height, filterByte) {
  const row = Math.ceil(width / 8) + (filterByte ? 1 : 0);
  return deflateSync(Buffer.alloc(row * height), { level: 9 });
}

/**
 * A genuine 1-bit greyscale PNG of this size, all black.
 * @param {number} width
 * @param {number} height
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function bombPng(width, height) {
  const ihdr = Buffer.from([...u32(width), ...u32(height), 1, 0, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflatedRows(width, height, true)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

/**
 * A baseline JPEG header whose SOF0 claims this size (greyscale), then SOS and EOI.
 * @param {number} width
 * @param {number} height
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function claimingJpeg(width, height) {
  const jfif = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, 0, 67, 0, ...new Array(64).fill(1)];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0];
  return new Uint8Array([0xff, 0xd8, ...jfif, ...dqt, ...sof, ...sos, 0, 0, 0xff, 0xd9]);
}

/**
 * An A4 PDF whose last page draws a `side` × `side` 1-bit image XObject stretched over the page; with
 * `textPage`, a page of text comes first (whose text can still be translated).
 * @param {number} [side]
 * @param {boolean} [textPage]
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function bombPdf(side = 20_000, textPage = false) {
  /** @type {Buffer[][]} */
  const objects = [];
  /** @param {(string | Buffer)[]} parts */
  const add = (...parts) => {
    objects.push(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
    return objects.length;
  };
  /** @type {number[]} */
  const pages = [];
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  if (textPage) {
    const text = 'BT /F1 24 Tf 72 720 Td (Hello from the first page) Tj ET';
    const content = add(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    pages.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  const image = deflatedRows(side, side, false);
  const img = add(
    `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
    image,
    '\nendstream',
  );
  const draw = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
  const drawObj = add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
  pages.push(
    add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${img} 0 R >> >> /Contents ${drawObj} 0 R >>`,
    ),
  );
  objects[catalog - 1] = [Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`)];
  objects[pagesObj - 1] = [
    Buffer.from(`<< /Type /Pages /Kids [${pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`),
  ];
  /** @type {Buffer[]} */
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    for (const p of [Buffer.from(`${i + 1} 0 obj\n`), ...body, Buffer.from('\nendobj\n')]) {
      parts.push(p);
      offset += p.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}

/** The image bombs: file name, claimed size, bytes. */
export const IMAGE_BOMB_SPECS = [
  { name: '16000x16000.png', width: 16_000, height: 16_000, make: () => bombPng(16_000, 16_000), type: 'image/png' },
  { name: '30000x1.png', width: 30_000, height: 1, make: () => bombPng(30_000, 1), type: 'image/png' },
  { name: '1x30000.png', width: 1, height: 30_000, make: () => bombPng(1, 30_000), type: 'image/png' },
  {
    name: '65535x65535.jpg',
    width: 65_535,
    height: 65_535,
    make: () => claimingJpeg(65_535, 65_535),
    type: 'image/jpeg',
  },
];
