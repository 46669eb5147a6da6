/**
 * Every registry entry's emoji is drawn from a Twemoji SVG (src/lib/emoji.ts, src/lib/emoji-svg.ts), read from the
 * installed npm @iconify-json/twemoji: none falls back to emoji text, which shows as an empty box without an emoji
 * font (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/tools/registry';
import { emojiCode, emojiIconUrl } from '../../src/lib/emoji';
import { emojiSvg, hasEmojiSvg, twemojiName } from '../../src/lib/emoji-svg';
import { getStaticPaths } from '../../src/pages/icons/emoji/[code].svg';

describe('emoji icons', () => {
  it('keys an emoji by its code points, without the variation selector', () => {
    expect(emojiCode('📋')).toBe('1f4cb');
    expect(emojiCode('🖼️')).toBe('1f5bc');
    expect(emojiCode('♊\uFE0F')).toBe('264a');
    expect(emojiCode('👩‍💻')).toBe('1f469-200d-1f4bb');
    expect(emojiIconUrl('🗜️', '/')).toBe('/icons/emoji/1f5dc.svg');
    expect(emojiIconUrl('🗜️', '/toolbox/')).toBe('/toolbox/icons/emoji/1f5dc.svg');
  });

  it('builds a standalone SVG from the icon set', () => {
    expect(twemojiName('📋')).toBe('clipboard');
    const svg = emojiSvg('📋') ?? '';
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">')).toBe(
      true,
    );
    expect(svg).toContain('<path fill="#c1694f" d="M32 34a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7');
    expect(svg.endsWith('</svg>')).toBe(true);
    // Not an emoji: no SVG, and the page shows the text instead.
    expect(hasEmojiSvg('A')).toBe(false);
    expect(emojiSvg('A')).toBeNull();
  });

  it('has an SVG for every registry entry’s emoji', () => {
    const missing = registry.filter((tool) => emojiSvg(tool.icon) === null).map((tool) => `${tool.slug} ${tool.icon}`);
    expect(registry.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('writes one file per distinct emoji', () => {
    const paths = getStaticPaths();
    const codes = [...new Set(registry.map((tool) => emojiCode(tool.icon)))].sort();
    expect(paths.map((p) => p.params.code).sort()).toEqual(codes);
    for (const p of paths)
      expect(p.props.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36"/);
  });
});
