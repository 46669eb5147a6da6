import { describe, expect, it } from 'vitest';
import { checkFiles, describeAccept, matchesAccept } from './accept';

const file = (name: string, type = '', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('matchesAccept', () => {
  it('matches extensions case-insensitively, MIME types exactly and wildcards by prefix', () => {
    const pdf = '.pdf,application/pdf';
    expect(matchesAccept(file('a.PDF'), pdf)).toBe(true);
    expect(matchesAccept(file('noext', 'application/pdf'), pdf)).toBe(true);
    expect(matchesAccept(file('a.txt', 'text/plain'), pdf)).toBe(false);
    expect(matchesAccept(file('x.png', 'image/png'), 'image/*')).toBe(true);
    expect(matchesAccept(file('x.png', ''), 'image/*')).toBe(false);
    expect(matchesAccept(file('anything.bin'), undefined)).toBe(true);
    expect(matchesAccept(file('anything.bin'), ' , ')).toBe(true);
  });
});

describe('checkFiles', () => {
  it('refuses by type, then by size, then by count, keeping the order', () => {
    const files = [
      file('a.png', 'image/png', 5),
      file('b.txt', 'text/plain', 5),
      file('c.jpg', 'image/jpeg', 50),
      file('d.webp', 'image/webp', 5),
    ];
    const many = checkFiles(files, { accept: 'image/*', maxBytes: 20, multiple: true });
    expect(many.accepted.map((f) => f.name)).toEqual(['a.png', 'd.webp']);
    expect(many.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.txt', 'type'],
      ['c.jpg', 'size'],
    ]);
    const one = checkFiles(files, { accept: 'image/*', maxBytes: 20 });
    expect(one.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(one.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.txt', 'type'],
      ['c.jpg', 'size'],
      ['d.webp', 'count'],
    ]);
  });

  it('takes a file exactly at the size limit', () => {
    expect(checkFiles([file('a.png', 'image/png', 20)], { maxBytes: 20 }).accepted).toHaveLength(1);
    expect(checkFiles([file('a.png', 'image/png', 21)], { maxBytes: 20 }).rejected[0]!.reason).toBe('size');
  });
});

describe('describeAccept', () => {
  it('names the accepted types for people', () => {
    expect(describeAccept('.pdf,application/pdf')).toBe('PDF');
    expect(describeAccept('.png, .jpg,image/jpeg,image/svg+xml')).toBe('PNG, JPG, SVG');
    expect(describeAccept('image/*')).toBe('image/*');
  });
});
