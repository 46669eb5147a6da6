import { describe, it, expect } from 'vitest';
import { buildQuery, buildUrl, parseQuery, parseUrl, readable, validateParts, type UrlParts } from './inspect';

describe('URL inspector', () => {
  const url = 'https://user:pw@例子.com:8080/a%20b/搜索?q=%E4%BD%A0%E5%A5%BD+x&flag&empty=&bad=%zz#sec%201';

  it('splits a URL into parts', () => {
    const r = parseUrl(`  ${url}\n`);
    expect(r).toEqual({
      ok: true,
      parts: {
        protocol: 'https',
        slashes: true,
        username: 'user',
        password: 'pw',
        hostname: 'xn--fsqu00a.com',
        port: '8080',
        pathname: '/a%20b/%E6%90%9C%E7%B4%A2',
        hash: 'sec%201',
        rows: [
          { key: 'q', value: '你好 x', rawKey: 'q', rawValue: '%E4%BD%A0%E5%A5%BD+x', hasEq: true },
          { key: 'flag', value: '', rawKey: 'flag', rawValue: '', hasEq: false },
          { key: 'empty', value: '', rawKey: 'empty', rawValue: '', hasEq: true },
          { key: 'bad', value: '%zz', rawKey: 'bad', rawValue: '%zz', hasEq: true, valueError: 'badEscape' },
        ],
      },
    });
  });

  it('rebuilds the same URL when nothing is edited', () => {
    const r = parseUrl(url);
    expect(r.ok && buildUrl(r.parts)).toBe(
      'https://user:pw@xn--fsqu00a.com:8080/a%20b/%E6%90%9C%E7%B4%A2?q=%E4%BD%A0%E5%A5%BD+x&flag&empty=&bad=%zz#sec%201',
    );
  });

  it('rebuilds after editing, adding and removing parameters', () => {
    const r = parseUrl('https://example.com/search?q=old&page=2#top');
    if (!r.ok) throw new Error('parse failed');
    const p: UrlParts = { ...r.parts, port: '8443', hash: '' };
    p.rows = [
      { ...p.rows[0]!, value: '新 值&=', rawValue: null },
      { key: 'emoji', value: '😀', rawKey: null, rawValue: null, hasEq: true },
      { key: '', value: '', rawKey: null, rawValue: null, hasEq: true },
    ];
    expect(buildUrl(p)).toBe('https://example.com:8443/search?q=%E6%96%B0%20%E5%80%BC%26%3D&emoji=%F0%9F%98%80');
    expect(buildUrl({ ...p, rows: [] })).toBe('https://example.com:8443/search');
  });

  it('handles URLs without an authority', () => {
    const r = parseUrl('mailto:someone@example.com?subject=Hi%20there');
    expect(r.ok && r.parts.slashes).toBe(false);
    expect(r.ok && buildUrl(r.parts)).toBe('mailto:someone@example.com?subject=Hi%20there');
    const f = parseUrl('file:///C:/dir/file.txt');
    expect(f.ok && buildUrl(f.parts)).toBe('file:///C:/dir/file.txt');
  });

  it('explains why a URL cannot be parsed', () => {
    expect(parseUrl('   ')).toEqual({ ok: false, code: 'empty', message: '' });
    expect(parseUrl('example.com/path')).toMatchObject({ ok: false, code: 'noScheme' });
    expect(parseUrl('http://exa mple.com')).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('parses and builds query strings', () => {
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery('a=1=2&%E4%BD%A0')).toEqual([
      { key: 'a', value: '1=2', rawKey: 'a', rawValue: '1=2', hasEq: true },
      { key: '你', value: '', rawKey: '%E4%BD%A0', rawValue: '', hasEq: false },
    ]);
    expect(buildQuery([{ key: 'a b', value: '', rawKey: null, rawValue: null, hasEq: false }])).toBe('a%20b');
  });

  it('validates edited fields', () => {
    const r = parseUrl('https://example.com/');
    if (!r.ok) throw new Error('parse failed');
    expect(validateParts(r.parts)).toEqual({});
    expect(validateParts({ ...r.parts, protocol: '1ht tp', port: '99999', hostname: '' })).toEqual({
      protocol: 'badProtocol',
      port: 'badPort',
    });
    expect(validateParts({ ...r.parts, port: 'abc', hostname: '' })).toEqual({
      port: 'badPort',
      hostname: 'emptyHost',
    });
  });

  it('shows a readable form of encoded paths', () => {
    expect(readable('/%E6%90%9C%E7%B4%A2')).toBe('/搜索');
    expect(readable('/plain')).toBeNull();
    expect(readable('/%zz')).toBeNull();
  });
});
