import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, uniqueNames } from './download';

describe('uniqueNames', () => {
  it('numbers repeated names, case-insensitively, keeping the extension', () => {
    expect(uniqueNames(['a.png', 'b.png', 'a.png', 'A.PNG', 'a.png', 'a (2).png'])).toEqual([
      'a.png',
      'b.png',
      'a (2).png',
      'A (3).PNG',
      'a (4).png',
      'a (2) (2).png',
    ]);
  });

  it('keeps names without an extension or starting with a dot, and removes folder separators', () => {
    expect(uniqueNames(['README', 'README', '.env', '.env', 'x/y.txt', ''])).toEqual([
      'README',
      'README (2)',
      '.env',
      '.env (2)',
      'x-y.txt',
      'file',
    ]);
  });
});

describe('buildZip', () => {
  it('makes a zip that holds every file, byte for byte, under unique names', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const zip = await buildZip([
      { name: '合同-unlocked.pdf', data: new Blob(['%PDF-1.7 one']) },
      { name: 'photo.png', data: new Blob([bytes]) },
      { name: 'photo.png', data: new Blob(['second']) },
    ]);
    const out = unzipSync(zip);
    expect(Object.keys(out)).toEqual(['合同-unlocked.pdf', 'photo.png', 'photo (2).png']);
    expect(strFromU8(out['合同-unlocked.pdf']!)).toBe('%PDF-1.7 one');
    expect([...out['photo.png']!]).toEqual([...bytes]);
    expect(strFromU8(out['photo (2).png']!)).toBe('second');
  });
});
