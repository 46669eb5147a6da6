/**
 * A one-page PDF holding one JPEG (the print sheet), written by hand: the JPEG goes in as it is (DCTDecode), so
 * no PDF library is needed. The page is the sheet's physical size (pixels at 300 dpi → points at 72 per inch).
 */

const enc = new TextEncoder();

export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** Resolution the page size is computed from. */
  dpi: number;
}

/** Points of a length in pixels at `dpi` (rounded to 0.01 pt). */
export const pxToPt = (px: number, dpi: number) => Math.round(((px * 72) / dpi) * 100) / 100;

export function jpegPdf({ jpeg, width, height, dpi }: PdfImage): Uint8Array {
  const w = pxToPt(width, dpi);
  const h = pxToPt(height, dpi);
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let size = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? enc.encode(part) : part;
    chunks.push(bytes);
    size += bytes.length;
  };
  const object = (n: number, body: string | (() => void)) => {
    offsets[n] = size;
    push(`${n} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else body();
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
  );
  object(4, () => {
    push(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    );
    push(jpeg);
    push('\nendstream');
  });
  object(5, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  const xref = size;
  const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  push(`xref\n0 ${offsets.length}\n0000000000 65535 f \n${rows.join('')}`);
  push(`trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
