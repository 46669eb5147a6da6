/**
 * Test helper: decodes a non-interlaced 8-bit PNG (grey, grey + alpha, RGB or RGBA) to RGBA with node:zlib, so
 * the face tests read real photos without a browser. Not imported by the site.
 */
import { inflateSync } from 'node:zlib';
import type { Pixels } from './detect';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(buf: Buffer): Pixels & { data: Uint8Array } {
  let p = 8;
  let width = 0;
  let height = 0;
  let type = -1;
  const idat: Buffer[] = [];
  while (p + 8 <= buf.length) {
    const len = buf.readUInt32BE(p);
    const name = buf.toString('latin1', p + 4, p + 8);
    const d = buf.subarray(p + 8, p + 8 + len);
    if (name === 'IHDR') {
      width = d.readUInt32BE(0);
      height = d.readUInt32BE(4);
      if (d[8] !== 8 || d[12] !== 0) throw new Error(`PNG: depth ${d[8]}, interlace ${d[12]} not supported`);
      type = d[9]!;
    } else if (name === 'IDAT') idat.push(d);
    else if (name === 'IEND') break;
    p += 12 + len;
  }
  const ch = CHANNELS[type];
  if (!ch) throw new Error(`PNG: colour type ${type} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * ch;
  const px = new Uint8Array(height * stride);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = px.subarray(y * stride, (y + 1) * stride);
    for (let i = 0; i < stride; i += 1) {
      const a = i >= ch ? cur[i - ch]! : 0;
      const b = prev[i]!;
      const c = i >= ch ? prev[i - ch]! : 0;
      let v = line[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const q = a + b - c;
        const pa = Math.abs(q - a);
        const pb = Math.abs(q - b);
        const pc = Math.abs(q - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 255;
    }
    prev = cur;
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const s = i * ch;
    const grey = ch < 3;
    data[i * 4] = px[s]!;
    data[i * 4 + 1] = grey ? px[s]! : px[s + 1]!;
    data[i * 4 + 2] = grey ? px[s]! : px[s + 2]!;
    data[i * 4 + 3] = ch === 4 ? px[s + 3]! : ch === 2 ? px[s + 1]! : 255;
  }
  return { data, width, height };
}
