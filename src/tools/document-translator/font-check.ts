/**
 * For tests: reads back the CJK font a translated PDF embeds (the CFF subset in FontFile3 and its ToUnicode map)
 * and wraps the subset in an OpenType file with the original font's head/hhea/maxp, so fontkit can draw its
 * glyphs. Node only (Buffer-free, but meant for tests).
 */
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';

export interface EmbeddedFont {
  /** Unicode code point → CID (= glyph index in the subset). */
  toUnicode: Map<number, number>;
  cff: Uint8Array;
}

export async function embeddedFonts(pdf: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(pdf);
  const cffs: Uint8Array[] = [];
  const maps: Map<number, number>[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const data = decodePDFRawStream(obj).decode();
    if (String(obj.dict.get(PDFName.of('Subtype')) ?? '') === '/CIDFontType0C') cffs.push(data);
    else {
      const text = new TextDecoder('latin1').decode(data);
      if (!text.includes('begincmap')) continue;
      const map = new Map<number, number>();
      for (const m of text.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,8})>/g)) {
        const units = (m[2] ?? '').match(/.{4}/g)?.map((h) => parseInt(h, 16)) ?? [];
        const cp = String.fromCharCode(...units).codePointAt(0) ?? 0;
        map.set(cp, parseInt(m[1] ?? '0', 16));
      }
      maps.push(map);
    }
  }
  return cffs.map((cff, i) => ({ cff, toUnicode: maps[i] ?? new Map() }));
}

/** An OpenType file made of `tables` (tag → bytes), enough for fontkit to read glyph outlines. */
export function sfnt(tables: Record<string, Uint8Array>): Uint8Array {
  const tags = Object.keys(tables).sort();
  const head = 12 + 16 * tags.length;
  let size = head;
  for (const t of tags) size += ((tables[t]?.length ?? 0) + 3) & ~3;
  const out = new Uint8Array(size);
  const v = new DataView(out.buffer);
  out.set([0x4f, 0x54, 0x54, 0x4f]); // OTTO
  v.setUint16(4, tags.length);
  let offset = head;
  tags.forEach((tag, i) => {
    const data = tables[tag] ?? new Uint8Array();
    const rec = 12 + 16 * i;
    for (let k = 0; k < 4; k++) out[rec + k] = tag.charCodeAt(k);
    v.setUint32(rec + 8, offset);
    v.setUint32(rec + 12, data.length);
    out.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  return out;
}

/** One table of an OpenType file. */
export function table(font: Uint8Array, tag: string): Uint8Array {
  const v = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const n = v.getUint16(4);
  for (let i = 0; i < n; i++) {
    const rec = 12 + 16 * i;
    const t = String.fromCharCode(...font.subarray(rec, rec + 4));
    if (t === tag) return font.subarray(v.getUint32(rec + 8), v.getUint32(rec + 8) + v.getUint32(rec + 12));
  }
  throw new Error(`no ${tag} table`);
}
