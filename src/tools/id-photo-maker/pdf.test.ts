import { describe, expect, it } from 'vitest';
import { jpegPdf, pxToPt } from './pdf';

const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('jpegPdf', () => {
  // Not a real JPEG: the writer embeds the bytes as they are.
  const jpeg = new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]);
  const pdf = jpegPdf({ jpeg, width: 1800, height: 1200, dpi: 300 });
  const text = latin1(pdf);

  it('sizes the page from the pixels at 300 dpi: 6 × 4 in = 432 × 288 pt', () => {
    expect(pxToPt(1800, 300)).toBe(432);
    expect(pxToPt(295, 300)).toBe(70.8);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 432 288]');
    expect(text).toContain('q 432 0 0 288 0 0 cm /Im0 Do Q');
  });

  it('embeds the JPEG unchanged as a DCTDecode image of its pixel size', () => {
    expect(text).toMatch(/\/Width 1800 \/Height 1200 .*\/Filter \/DCTDecode \/Length 7 >>\nstream\n/);
    const at = text.indexOf('stream\n') + 7;
    expect([...pdf.subarray(at, at + 7)]).toEqual([...jpeg]);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 9)).toBe('xref\n0 6\n');
    const rows = text
      .slice(startxref + 9)
      .split('\n')
      .slice(1, 6);
    rows.forEach((row, i) => {
      const offset = Number(row.slice(0, 10));
      expect(row.slice(10)).toBe(' 00000 n ');
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(text).toContain('trailer\n<< /Size 6 /Root 1 0 R >>');
    // The content stream's declared length is its real length.
    const content = /<< \/Length (\d+) >>\nstream\n(.*)\nendstream/.exec(text)!;
    expect(Number(content[1])).toBe(content[2]!.length);
  });
});
