import { describe, expect, it } from 'vitest';
import { SAFE_LINKS, SCRIPT_LINKS } from '../../../tests/component/xss-payloads';
import { isSafeLinkUrl, urlScheme } from './url';

describe('link targets', () => {
  it('reads the scheme the way a browser does', () => {
    const cases: [string, string | undefined][] = [
      ['https://a.b/', 'https'],
      ['  JaVaScRiPt:x', 'javascript'],
      ['java\tscr\nipt:x', 'javascript'],
      ['\u0001\u001fjavascript:x', 'javascript'],
      ['mailto:a@b', 'mailto'],
      ['web+app:x', 'web+app'],
      ['/a/b:c', undefined],
      ['#top', undefined],
      ['&#106;avascript:x', undefined],
    ];
    for (const [url, scheme] of cases) expect(urlScheme(url), JSON.stringify(url)).toBe(scheme);
  });

  it('keeps only the web and mail as links, and relative URLs only when asked', () => {
    expect(SCRIPT_LINKS.map((u) => isSafeLinkUrl(u))).toEqual(SCRIPT_LINKS.map(() => false));
    expect(SAFE_LINKS.map((u) => isSafeLinkUrl(u))).toEqual(SAFE_LINKS.map(() => true));
    expect(['#top', 'a/b.html', '/x', '//host/x'].map((u) => isSafeLinkUrl(u))).toEqual([false, false, false, false]);
    expect(['#top', 'a/b.html', '/x'].map((u) => isSafeLinkUrl(u, { relative: true }))).toEqual([true, true, true]);
    // An entity could hide a scheme once the markup holding the URL is read.
    expect(isSafeLinkUrl('&#106;avascript:x', { relative: true })).toBe(false);
    expect(isSafeLinkUrl('java&#9;script:x', { relative: true })).toBe(false);
    expect(isSafeLinkUrl('a/b?c=1&d=2', { relative: true })).toBe(true);
  });
});
